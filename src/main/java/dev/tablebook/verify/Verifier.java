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

    public VerifyReport verify(List<Design> designs, List<String> inputErrors, String now) throws CannotVerify {
        Set<String> existing = existingTables();
        for (Design d : designs) {
            for (Table t : d.tables().values()) {
                String name = physicalName(d, t);
                if (existing.contains(name)) {
                    throw new CannotVerify("table " + name + " already exists on " + engine.endpoint()
                            + ": verify never writes to an existing table; choose another --prefix", null);
                }
            }
        }
        List<ServiceResult> services = new ArrayList<>();
        for (Design d : designs) {
            services.add(verify(d));
        }
        return new VerifyReport(engine.name(), engine.endpoint().toString(), now, engine.dummyCredentials(), services,
                inputErrors);
    }

    private Set<String> existingTables() throws CannotVerify {
        Set<String> out = new HashSet<>();
        try {
            engine.client().listTablesPaginator().tableNames().forEach(out::add);
        } catch (SdkClientException e) {
            throw new CannotVerify("cannot reach " + engine.endpoint() + ": " + rootMessage(e), e);
        } catch (DynamoDbException e) {
            throw new CannotVerify(engine.endpoint() + " refused ListTables: " + TableMaker.message(e), e);
        }
        return out;
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }

    private String physicalName(Design d, Table t) {
        return prefix + d.service() + "-" + t.name();
    }

    ServiceResult verify(Design d) throws CannotVerify {
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
        List<String> notes = new ArrayList<>();
        try {
            for (Table t : d.tables().values()) {
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
            write(run, notes);
            List<String> collisions = store.collisions();
            collisions.forEach(c -> notes.add("example items collide: " + c));
            Map<String, PatternResult> results = new LinkedHashMap<>();
            SdkRequests requests = new SdkRequests(d);
            Function<AccessPattern, CallUnits> units = predictions.apply(d);
            for (boolean writes : new boolean[] {false, true}) {
                for (AccessPattern p : d.patterns()) {
                    if (p.operation().isWrite() == writes) {
                        results.put(p.id(), result(d, p, check(run, p, requests.of(p)), units.apply(p)));
                    }
                }
            }
            List<PatternResult> ordered = d.patterns().stream().map(p -> results.get(p.id())).toList();
            return new ServiceResult(d.service(), d.file(), ordered, notes);
        } catch (SdkClientException e) {
            throw new CannotVerify("lost " + engine.endpoint() + ": " + rootMessage(e), e);
        } finally {
            if (!keep) {
                for (TableMaker.Created c : created.values()) {
                    try {
                        maker.delete(c.physicalName());
                    } catch (DynamoDbException | SdkClientException e) {
                        notes.add("could not delete table " + c.physicalName() + ": " + e.getMessage());
                    }
                }
            }
        }
    }

    /** Writes every entity's example items into each table that stores it. */
    private static void write(Run run, List<String> notes) {
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
                        notes.add("the engine rejected an example " + name + " item: " + TableMaker.message(ex));
                    }
                }
            }
        }
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
