package dev.tablebook.verify;

import dev.tablebook.model.verified.VerifyReport;
import dev.tablebook.model.verified.ServiceResult;
import dev.tablebook.model.verified.PatternResult;
import dev.tablebook.analysis.CallUnits;
import dev.tablebook.analysis.PatternUnits;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Read;
import dev.tablebook.model.Write;
import dev.tablebook.model.Table;
import dev.tablebook.request.SdkRequest;
import dev.tablebook.request.SdkRequests;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.core.exception.SdkServiceException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Proves designs on an engine: for each design, creates its tables under the prefix, writes
 * the example items, runs every read and then every write with the request the site prints,
 * and deletes the tables again unless asked to keep them.
 */
public final class Verifier {
    /** The endpoint could not be reached, or refused to let {@code verify} work. */
    public static final class CannotVerify extends Exception {
        private static final long serialVersionUID = 1L;

        public CannotVerify(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private final Engine engine;
    private final String prefix;
    private final boolean keep;
    private final Function<Design, Function<AccessPattern, CallUnits>> predictions;

    public Verifier(Engine engine, String prefix, boolean keep) {
        this(engine, prefix, keep, d -> new PatternUnits(d)::of);
    }

    /** As the public constructor, with the units each pattern is predicted to consume given (the cost model's by default). */
    Verifier(Engine engine, String prefix, boolean keep, Function<Design, Function<AccessPattern, CallUnits>> predictions) {
        this.engine = engine;
        this.prefix = prefix;
        this.keep = keep;
        this.predictions = predictions;
    }

    /**
     * Why the run stopped before its end (the engine could not be reached, or stopped answering),
     * or null; once set, every pattern not yet run is reported as not run, with this reason.
     */
    private String stopped;
    /** Tables the run created (or asked to create) that it could not delete, with the command that deletes each. */
    private final List<String> leftBehind = new ArrayList<>();

    public VerifyReport verify(List<Design> designs, List<String> inputErrors, String now) throws CannotVerify {
        Set<String> existing = null;
        try {
            existing = existingTables();
        } catch (Unreachable e) {
            stopped = e.getMessage();
        }
        if (existing != null) {
            for (Design d : designs) {
                for (Table t : d.tables().values()) {
                    String name = physicalName(d, t);
                    if (existing.contains(name)) {
                        throw new CannotVerify("table " + name + " already exists on " + engine.endpoint()
                                + ": verify never writes to an existing table; choose another --prefix", null);
                    }
                }
            }
        }
        List<ServiceResult> services = new ArrayList<>();
        for (Design d : designs) {
            services.add(stopped != null ? notRun(d, List.of()) : verify(d));
        }
        return new VerifyReport(engine.name(), engine.endpoint().toString(), now, engine.dummyCredentials(), services,
                inputErrors, stopped, leftBehind);
    }

    /** The engine could not be reached at all. */
    private static final class Unreachable extends Exception {
        private static final long serialVersionUID = 1L;

        Unreachable(String message) {
            super(message);
        }
    }

    private Set<String> existingTables() throws CannotVerify, Unreachable {
        Set<String> out = new HashSet<>();
        try {
            engine.client().listTablesPaginator().tableNames().forEach(out::add);
        } catch (SdkClientException e) {
            throw new Unreachable("cannot reach " + engine.endpoint() + ": " + Engine.lostMessage(e));
        } catch (SdkServiceException e) {
            if (Engine.isFault(e)) {
                throw new Unreachable(engine.endpoint() + " failed ListTables: " + Engine.faultMessage(e));
            }
            throw new CannotVerify(engine.endpoint() + " refused ListTables: " + (e instanceof DynamoDbException d
                    ? TableMaker.message(d) : e.getMessage()), e);
        }
        return out;
    }

    private String physicalName(Design d, Table t) {
        return prefix + d.service() + "-" + t.name();
    }

    /** Every pattern of the design not run, with why the run stopped; {@code done} holds those it ran. */
    private ServiceResult notRun(Design d, List<PatternResult> done) {
        List<PatternResult> out = new ArrayList<>();
        for (AccessPattern p : d.patterns()) {
            PatternResult r = done.stream().filter(x -> x.id().equals(p.id())).findFirst().orElse(null);
            out.add(r != null ? r : result(d, p, Verdict.notVerifiable("not run: " + stopped), null));
        }
        return new ServiceResult(d.service(), d.file(), out, List.of());
    }

    ServiceResult verify(Design d) {
        if (d.isImported()) {
            List<PatternResult> out = new ArrayList<>();
            for (AccessPattern p : d.patterns()) {
                out.add(result(d, p, Verdict.notVerifiable("an imported reference model has no key map to build items from"),
                        null));
            }
            return new ServiceResult(d.service(), d.file(), out, List.of());
        }
        TableMaker maker = new TableMaker(engine.client());
        Map<String, TableMaker.Created> created = new LinkedHashMap<>();
        // every name the run asked the engine to create: none existed when it started, so each is the run's own
        List<String> asked = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        Map<String, PatternResult> results = new LinkedHashMap<>();
        try {
            for (Table t : d.tables().values()) {
                asked.add(physicalName(d, t));
                TableMaker.Created c = maker.create(t, physicalName(d, t));
                created.put(t.name(), c);
                c.missingIndexes().forEach((x, why) -> notes.add(t.name() + ": " + engine.name() + " " + why));
                if (c.missingStream() != null) {
                    notes.add(t.name() + ": " + engine.name() + " " + c.missingStream());
                }
                if (!t.vectorIndexes().isEmpty()) {
                    notes.add(t.name() + ": vector indexes (" + String.join(", ", t.vectorIndexes().keySet())
                            + ") are not created: CreateTable has no vector index and no open-source engine implements one");
                }
            }
            Store store = new Store();
            ExampleData data = new ExampleData(d);
            Run run = new Run(d, data, store, new Executor(engine.client(), n -> created.get(n) == null ? n
                    : created.get(n).physicalName()), engine.client(), created, engine.name());
            String unwritten = write(run, notes);
            List<String> collisions = store.collisions();
            collisions.forEach(c -> notes.add("example items collide: " + c));
            SdkRequests requests = new SdkRequests(d);
            Function<AccessPattern, CallUnits> units = predictions.apply(d);
            for (boolean writes : new boolean[] {false, true}) {
                for (AccessPattern p : d.patterns()) {
                    if (p.operation().isWrite() != writes) {
                        continue;
                    }
                    if (stopped != null) {
                        break;
                    }
                    Verdict v = unwritten != null ? Verdict.notVerifiable("engine error: " + unwritten)
                            : guarded(run, p, requests);
                    results.put(p.id(), result(d, p, v, units.apply(p)));
                }
            }
        } catch (SdkClientException e) {
            lost(e);
        } catch (SdkServiceException e) {
            // creating a table failed on the engine's side: nothing of this design can run
            String why = "engine error: " + (Engine.isFault(e) ? Engine.faultMessage(e)
                    : e instanceof DynamoDbException x ? TableMaker.message(x) : e.getMessage());
            for (AccessPattern p : d.patterns()) {
                results.putIfAbsent(p.id(), result(d, p, Verdict.notVerifiable(why), null));
            }
        } catch (TableMaker.NotActive e) {
            for (AccessPattern p : d.patterns()) {
                results.putIfAbsent(p.id(), result(d, p, Verdict.notVerifiable("engine error: " + e.getMessage()), null));
            }
        } finally {
            if (!keep) {
                for (String name : asked) {
                    try {
                        maker.delete(name);
                    } catch (SdkException | TableMaker.NotActive e) {
                        String why = e instanceof SdkClientException c ? Engine.lostMessage(c)
                                : e instanceof SdkServiceException x && Engine.isFault(x) ? Engine.faultMessage(x)
                                : e.getMessage();
                        notes.add("could not delete table " + name + " (" + why + "): delete it with `"
                                + deleteCommand(name) + "`");
                        leftBehind.add(deleteCommand(name));
                    }
                }
            } else {
                asked.forEach(name -> notes.add("kept table " + name + " (--keep): delete it with `" + deleteCommand(name)
                        + "`"));
            }
        }
        if (stopped != null) {
            ServiceResult partial = notRun(d, List.copyOf(results.values()));
            return new ServiceResult(d.service(), d.file(), partial.patterns(), notes);
        }
        List<PatternResult> ordered = d.patterns().stream().map(p -> results.get(p.id())).toList();
        return new ServiceResult(d.service(), d.file(), ordered, notes);
    }

    /**
     * One pattern's checks, where whatever the engine does is a verdict: a call it failed on its
     * side (throttled, or a 5xx, after the client's retries) is an engine error of this pattern; a
     * lost connection is one too when the engine still answers afterwards, and else stops the run.
     */
    private Verdict guarded(Run run, AccessPattern p, SdkRequests requests) {
        try {
            return check(run, p, requests.of(p));
        } catch (SdkClientException e) {
            if (answers()) {
                return Verdict.notVerifiable("engine error: " + Engine.lostMessage(e));
            }
            lost(e);
            return Verdict.notVerifiable("engine error: " + Engine.lostMessage(e) + "; the engine stopped answering");
        } catch (SdkServiceException e) {
            return Verdict.notVerifiable("engine error: " + (Engine.isFault(e) ? Engine.faultMessage(e)
                    : e instanceof DynamoDbException x ? TableMaker.message(x) : e.getMessage()));
        }
    }

    /** Whether the engine still answers a call (ListTables of one name). */
    private boolean answers() {
        try {
            engine.client().listTables(r -> r.limit(1));
            return true;
        } catch (SdkException e) {
            return false;
        }
    }

    private void lost(SdkClientException e) {
        stopped = "the engine stopped answering at " + engine.endpoint() + " (" + Engine.lostMessage(e) + ")";
    }

    /** The AWS CLI command that deletes a table the run left behind. */
    private String deleteCommand(String table) {
        return "aws dynamodb delete-table --table-name " + table + " --region " + engine.region()
                + (engine.isAws() ? "" : " --endpoint-url " + engine.endpoint());
    }

    /**
     * Writes every entity's example items into each table that stores it. Returns null, or why
     * the engine failed an example write on its side (throttled, a 5xx): then nothing the
     * patterns find says anything of the design.
     */
    private static String write(Run run, List<String> notes) {
        for (Table t : run.design().tables().values()) {
            for (String name : t.items().keySet()) {
                Entity e = run.entity(name);
                if (e == null) {
                    continue;
                }
                for (Map<String, Object> values : run.data().items(e)) {
                    var item = ExampleData.stored(t, e, values);
                    if (!item.containsKey(t.partitionKey()) || (t.sortKey() != null && !item.containsKey(t.sortKey()))) {
                        continue;
                    }
                    try {
                        run.client().putItem(p -> p.tableName(run.physical(t.name())).item(item));
                        run.store().write(t, new Store.Stored(name, values, item));
                    } catch (DynamoDbException ex) {
                        if (Engine.isFault(ex)) {
                            return "writing the example " + name + " items: " + Engine.faultMessage(ex);
                        }
                        notes.add("the engine rejected an example " + name + " item: " + TableMaker.message(ex));
                    }
                }
            }
        }
        return null;
    }

    private static Verdict check(Run run, AccessPattern p, Optional<SdkRequest> request) {
        if (request.isEmpty()) {
            return Verdict.notVerifiable(p.operation() + ": the request model has no SDK request for it"
                    + (p.operation().name().equals("SearchVectors") ? " (vector search is not in the document client,"
                    + " and no open-source engine implements vector indexes)" : ""));
        }
        try {
            if (p instanceof Write w) {
                return new WriteCheck(run, w).check(request.get());
            }
            if (p instanceof Read r) {
                return new ReadCheck(run).check(r, request.get());
            }
            return Verdict.notVerifiable(p.operation() + " is neither a read nor a write the request model executes");
        } catch (Executor.Unbound e) {
            return Verdict.notVerifiable("the request cannot be bound to example values: " + e.getMessage());
        }
    }

    private static PatternResult result(Design d, AccessPattern p, Verdict v, CallUnits model) {
        // One request: a sharded read's calls, one per shard, are all run and their units summed.
        PatternResult.Units predicted = model == null ? null : new PatternResult.Units(model.rru(),
                model.wru() + model.indexWru());
        Outcome o = v.outcome();
        PatternResult.Units consumed = o == null || o.consumed() == null ? null
                : new PatternResult.Units(o.consumed().read(), o.consumed().write());
        String note = v.status() == PatternResult.Status.NOT_VERIFIABLE ? null
                : UnitsNote.of(p, predicted, consumed, o == null ? null : o.consumed(), v.touched(), v.calls(), model);
        return new PatternResult(p.id(), p.title(), v.status(), v.reason(), p.where().self(), predicted, consumed, note,
                v.notes(), v.items());
    }
}
