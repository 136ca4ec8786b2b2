package dev.tablebook.verify;

import dev.tablebook.load.ConditionExpression;
import dev.tablebook.model.Read;
import dev.tablebook.model.verified.PatternResult;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.Table;
import dev.tablebook.request.SdkRequest;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Runs a read pattern's request and compares what came back with what the design says: the
 * items of the entities {@code returns} names, from the named partition only (and, where the
 * pattern names an {@code authorization} attribute, of the caller's value only), in key order,
 * at most {@code limit}, with every projected attribute the items hold.
 */
final class ReadCheck {
    private final Run run;

    ReadCheck(Run run) {
        this.run = run;
    }

    Verdict check(Read p, SdkRequest r) {
        Table t = run.table(p.table());
        Index x = p.index() == null ? null : t.indexes().get(p.index());
        if (x != null && run.missingIndex(t.name(), x.name()) != null) {
            return Verdict.notVerifiable(run.engine() + " " + run.missingIndex(t.name(), x.name()));
        }
        List<String> returns = p.returns().stream().filter(e -> run.carries(t, e, x)).toList();
        if (returns.isEmpty()) {
            return Verdict.notVerifiable("`returns` names no entity that " + (x == null ? "table " + t.name()
                    : "index " + x.name()) + " holds, so there is nothing to expect");
        }
        List<Store.Stored> candidates = run.itemsOf(t, x, returns);
        if (candidates.isEmpty()) {
            List<String> lost = run.store().collisions().stream()
                    .filter(c -> returns.stream().anyMatch(e -> c.contains("replaced the " + e + " item"))).toList();
            if (!lost.isEmpty()) {
                return Verdict.of(List.of("no " + String.join(", ", returns) + " item survives: its key template collides"
                        + " with another entity's in table " + t.name() + " (" + lost.get(0)
                        + (lost.size() > 1 ? "; " + (lost.size() - 1) + " more" : "") + ")"), null, List.of());
            }
            return Verdict.notVerifiable("no example item of " + String.join(", ", returns) + " carries the keys of "
                    + (x == null ? "table " + t.name() : "index " + x.name()));
        }
        if (r.shards() != null) {
            if (r.shards().placeholder() == null) {
                return Verdict.notVerifiable("`shards: " + r.shards().count() + "`, but the partition key the read states"
                        + " does not end with a shard suffix after its logical key (as in `SCORE#{game_id}#SHARD#{shard}`),"
                        + " so the shard keys cannot be built");
            }
            if (r.kind() != SdkRequest.Kind.GET && r.kind() != SdkRequest.Kind.QUERY) {
                return Verdict.notVerifiable("a sharded " + r.kind().api + ": verify runs the scatter-gather of a GetItem"
                        + " or a Query, one call per shard");
            }
        }
        return switch (r.kind()) {
            case GET -> r.shards() != null ? shardedGet(p, r, t, candidates.get(0)) : get(p, r, t, candidates.get(0));
            case QUERY, SCAN -> query(p, r, t, x, returns, candidates);
            default -> multiGet(p, r, t, returns);
        };
    }

    /** The bindings of each call: one, or one per shard number with the shard suffix bound to it. */
    static List<Map<String, Object>> calls(SdkRequest r, Map<String, Object> v) {
        if (r.shards() == null) {
            return List.of(v);
        }
        List<Map<String, Object>> out = new ArrayList<>();
        for (int shard : r.shards().numbers()) {
            Map<String, Object> bound = new LinkedHashMap<>(v);
            bound.put(r.shards().placeholder(), (long) shard);
            out.add(bound);
        }
        return out;
    }

    /**
     * A scatter-gather of GetItems: one call per shard number. It returns the items stored under
     * those shard keys, the target among them.
     */
    private Verdict shardedGet(Read p, SdkRequest r, Table t, Store.Stored target) {
        Map<String, Object> v = Bindings.forKey(t, target.entity(), p.key(), target.values(), target.values(),
                target.values());
        List<Outcome> outcomes = new ArrayList<>();
        List<List<Store.Stored>> perCall = new ArrayList<>();
        List<Store.Stored> expected = new ArrayList<>();
        for (Map<String, Object> call : calls(r, v)) {
            Outcome o = run.executor().run(r, (part, copy) -> call);
            if (o.failed()) {
                return Verdict.fromError(run.engine(), r, o);
            }
            outcomes.add(o);
            Store.Stored s = run.store().get(t, Executor.values(r.key(), call));
            if (s != null) {
                expected.add(s);
            }
            perCall.add(o.items().isEmpty() || s == null ? List.of() : List.of(s));
        }
        Outcome o = Outcome.sum(outcomes);
        List<String> problems = new ArrayList<>();
        int shards = r.shards().count();
        if (!expected.contains(target)) {
            problems.add("none of the " + shards + " shard keys is the stored key of the " + target.entity() + " item it"
                    + " names (" + Store.id(t, target.item()) + "): its `" + r.shards().placeholder() + "` is not a shard"
                    + " number 0 to " + (shards - 1));
        }
        List<String> wanted = expected.stream().map(s -> Store.id(t, s.item())).sorted().toList();
        List<String> got = new ArrayList<>();
        for (Map<String, AttributeValue> item : o.items()) {
            Store.Stored s = run.store().get(t, item);
            got.add(s == null ? "an item tablebook did not write" : Store.id(t, s.item()));
            if (r.projection() == null && (s == null || !p.returns().contains(s.entity()))) {
                problems.add("GetItem returned " + (s == null ? "an item tablebook did not write" : "a " + s.entity()
                        + " item") + ", not " + String.join(" or ", p.returns()));
            }
        }
        if (r.projection() == null && !wanted.equals(got.stream().sorted().toList())) {
            problems.add("expected the " + wanted.size() + " item" + (wanted.size() == 1 ? "" : "s") + " stored under the "
                    + shards + " shard keys, the engine returned " + got.size());
        } else if (o.items().size() != expected.size()) {
            problems.add("expected " + expected.size() + " items over the " + shards + " shard keys, the engine returned "
                    + o.items().size());
        }
        problems.addAll(projection(p, o.items(), expected));
        return Verdict.of(problems, o, expected).withCalls(perCall)
                .withItems(new PatternResult.Items(wanted, null, got));
    }

    private Verdict get(Read p, SdkRequest r, Table t, Store.Stored target) {
        Map<String, Object> v = Bindings.forKey(t, target.entity(), p.key(), target.values(), target.values(),
                target.values());
        Outcome o = run.executor().run(r, (part, copy) -> v);
        if (o.failed()) {
            return Verdict.fromError(run.engine(), r, o);
        }
        List<String> problems = new ArrayList<>();
        if (o.items().isEmpty()) {
            Map<String, AttributeValue> asked = Executor.values(r.key(), v);
            problems.add("GetItem found nothing: the request's key " + show(asked) + " is not the stored key of the "
                    + target.entity() + " item it names (" + Store.id(t, target.item()) + ")");
        } else {
            problems.addAll(projection(p, o.items(), List.of(target)));
            if (r.projection() == null) {
                Store.Stored got = run.store().get(t, o.items().get(0));
                if (got == null || !p.returns().contains(got.entity())) {
                    problems.add("GetItem returned " + (got == null ? "an item tablebook did not write" : "a "
                            + got.entity() + " item") + ", not " + String.join(" or ", p.returns()));
                }
            }
        }
        List<String> returned = o.items().stream().map(i -> Store.id(t, i)).toList();
        return Verdict.of(problems, o, o.items().isEmpty() ? List.of() : List.of(target))
                .withItems(new PatternResult.Items(List.of(Store.id(t, target.item())), null, returned));
    }

    /**
     * What one call of a Query or Scan is due to return, computed from the items tablebook wrote:
     * the items the engine evaluates ({@code scanned}: those the key condition selects, in key
     * order, at most {@code limit}; a Scan's, every item of the table or index), those of them the
     * filter keeps ({@code returned}), and, where DynamoDB leaves the order undefined (a Query on an
     * index without a sort key, or a Scan, with a {@code limit} below the items it could reach),
     * {@code anyOf}: the engine evaluates any {@code limit} of {@code pool} and returns those the
     * filter keeps.
     */
    private record Due(List<Store.Stored> scanned, List<Store.Stored> returned, boolean anyOf, List<Store.Stored> pool) {
        boolean empty() {
            return anyOf ? pool.isEmpty() : returned.isEmpty();
        }
    }

    /** A read bound to one target item: its values, each call's bindings and what each call is due to return. */
    private record Plan(Store.Stored target, Map<String, Object> values, List<Map<String, Object>> calls, List<Due> due) {
        boolean empty() {
            return due.stream().allMatch(Due::empty);
        }
    }

    private Verdict query(Read p, SdkRequest r, Table t, Index x, List<String> returns,
                          List<Store.Stored> candidates) {
        boolean scan = r.kind() == SdkRequest.Kind.SCAN;
        boolean sharded = r.shards() != null;
        ConditionExpression.Cond filter = r.filter() == null ? null : Evaluate.parse(r.filter());
        // the target: the first item of the `returns` entities that meets the literals the key
        // condition fixes, and for which the read is due to return something (so the answer proves it)
        List<Store.Stored> ordered = new ArrayList<>(candidates.stream()
                .filter(c -> Bindings.meets(c.values(), Bindings.literals(t, c.entity(), p.key()))).toList());
        candidates.stream().filter(c -> !ordered.contains(c)).forEach(ordered::add);
        Plan plan = null;
        Executor.Unbound unbound = null;
        for (Store.Stored c : ordered) {
            Plan candidate;
            try {
                candidate = plan(p, r, t, x, returns, c, filter);
            } catch (Executor.Unbound e) {
                unbound = unbound == null ? e : unbound;
                continue;
            }
            if (plan == null || plan.empty() && !candidate.empty()) {
                plan = candidate;
            }
            if (!plan.empty()) {
                break;
            }
        }
        if (plan == null) {
            throw unbound;
        }
        List<Outcome> outcomes = new ArrayList<>();
        List<List<Store.Stored>> perCall = new ArrayList<>();
        List<Store.Stored> got = new ArrayList<>();
        List<Store.Stored> scannedAll = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        List<String> strangers = new ArrayList<>();
        Set<String> expectedIds = new LinkedHashSet<>();
        boolean unordered = false;
        boolean anyOf = false;
        int overLimit = 0;
        for (int i = 0; i < plan.calls().size(); i++) {
            Map<String, Object> call = plan.calls().get(i);
            Due due = plan.due().get(i);
            Outcome o = run.executor().run(r, (part, copy) -> call);
            if (o.failed()) {
                return Verdict.fromError(run.engine(), r, o);
            }
            outcomes.add(o);
            List<Map<String, AttributeValue>> identified = o.items();
            if (r.projection() != null) {
                Outcome whole = run.executor().run(withoutProjection(r), (part, copy) -> call);
                if (whole.failed()) {
                    return Verdict.fromError(run.engine(), r, whole);
                }
                identified = whole.items();
            }
            List<Store.Stored> mine = new ArrayList<>();
            for (Map<String, AttributeValue> item : identified) {
                Store.Stored s = run.store().get(t, item);
                if (s == null) {
                    strangers.add(Store.id(t, item));
                } else {
                    mine.add(s);
                }
            }
            got.addAll(mine);
            perCall.add(due.scanned());
            scannedAll.addAll(due.scanned());
            if (p.limit() != null && mine.size() > p.limit()) {
                overLimit = Math.max(overLimit, mine.size());
            }
            if (!scan && !sortAttributes(t, x).isEmpty() && !ordered(t, x, mine, p.descending())) {
                unordered = true;
            }
            problems.addAll(counts(o, due, p, sharded ? " in shard call " + (i + 1) : ""));
            if (due.anyOf()) {
                anyOf = true;
                problems.addAll(anyOf(t, p, filter, due, mine, sharded ? " in shard call " + (i + 1) : ""));
                due.pool().forEach(s -> expectedIds.add(Store.id(t, s.item())));
            } else {
                due.returned().forEach(s -> expectedIds.add(Store.id(t, s.item())));
            }
        }
        Outcome o = Outcome.sum(outcomes);
        List<String> gotIds = got.stream().map(s -> Store.id(t, s.item())).toList();
        Integer dueCount = anyOf ? Math.min(p.limit() * plan.calls().size(), expectedIds.size()) : null;
        PatternResult.Items items = new PatternResult.Items(List.copyOf(expectedIds), dueCount, gotIds);
        if (plan.empty() && got.isEmpty() && strangers.isEmpty() && problems.isEmpty()) {
            return Verdict.notVerifiable("no example " + String.join(" or ", returns) + " item meets the "
                    + (scan ? "" : "key condition" + (filter == null ? "" : " and the ")) + (filter == null ? "" : "filter")
                    + " bound to " + Store.id(t, plan.target().item()) + ", so the engine's empty answer proves nothing;"
                    + " give " + String.join(", ", returns) + " `samples` that the read returns")
                    .withItems(items);
        }
        if (!strangers.isEmpty()) {
            problems.add("returned items tablebook did not write: " + String.join("; ", strangers));
        }
        Map<String, Long> foreign = got.stream().filter(s -> !returns.contains(s.entity()))
                .collect(Collectors.groupingBy(Store.Stored::entity, LinkedHashMap::new, Collectors.counting()));
        if (!foreign.isEmpty()) {
            problems.add("returned " + foreign.entrySet().stream().map(e -> e.getValue() + " " + e.getKey() + " item"
                    + (e.getValue() == 1 ? "" : "s")).collect(Collectors.joining(", ")) + " besides "
                    + String.join(", ", returns) + ": the key condition reaches other entities" + collisions());
        }
        authorization(p, plan.target(), got, problems);
        if (overLimit > 0) {
            problems.add("returned " + overLimit + " items" + (sharded ? " in one call" : "") + ", more than the limit of "
                    + p.limit());
        }
        if (!anyOf && foreign.isEmpty()) {
            String where = scan ? (x == null ? "table" : "index") : sharded ? r.shards().count() + " shard partitions"
                    : "partition";
            problems.addAll(compare(new ArrayList<>(expectedIds), gotIds, where));
        }
        if (unordered) {
            problems.add("items are not in " + (p.descending() ? "descending" : "ascending") + " key order"
                    + (sharded ? " within a shard" : ""));
        }
        problems.addAll(projection(p, o.items(), got));
        Verdict verdict = Verdict.of(problems, o, scannedAll).withItems(items);
        return sharded ? verdict.withCalls(perCall) : verdict;
    }

    /** The read bound to one target: its values, each call's bindings, and what each call is due to return. */
    private Plan plan(Read p, SdkRequest r, Table t, Index x, List<String> returns, Store.Stored target,
                      ConditionExpression.Cond filter) {
        boolean scan = r.kind() == SdkRequest.Kind.SCAN;
        List<Store.Stored> partition;
        if (scan) {
            partition = run.members(t, x);
        } else if (r.shards() != null) {
            // the logical key's items: those of every shard partition of the target's logical key
            List<KeyCondition> onPartition = p.key().stream().filter(c -> partitionAttributes(t, x)
                    .contains(c.attribute())).toList();
            List<Map<String, Object>> shardKeys = calls(r, Bindings.forKey(t, target.entity(), onPartition,
                    target.values(), target.values(), target.values()));
            partition = run.members(t, x).stream()
                    .filter(s -> shardKeys.stream().anyMatch(k -> matches(t, onPartition, s, k))).toList();
        } else {
            partition = run.members(t, x).stream().filter(s -> samePartition(t, x, s, target)).toList();
        }
        Map<String, String> literals = Bindings.literals(t, target.entity(), p.key());
        List<Store.Stored> span = sort(t, x, partition, false).stream().filter(s -> returns.contains(s.entity()))
                .filter(s -> Bindings.meets(s.values(), literals)).toList();
        Store.Stored first = span.isEmpty() ? target : span.get(0);
        Store.Stored last = span.isEmpty() ? target : span.get(span.size() - 1);
        Map<String, Object> v = scan ? new LinkedHashMap<>(target.values())
                : Bindings.forKey(t, target.entity(), p.key(), target.values(), first.values(), last.values());
        List<Map<String, Object>> calls = calls(r, v);
        List<Due> due = new ArrayList<>();
        for (Map<String, Object> call : calls) {
            Map<String, AttributeValue> bound = filter == null ? Map.of() : Executor.values(r.values(), call);
            List<Store.Stored> matching = scan ? partition
                    : partition.stream().filter(s -> matches(t, p.key(), s, call)).toList();
            boolean keyOrder = !scan && !sortAttributes(t, x).isEmpty();
            if (keyOrder) {
                matching = sort(t, x, matching, p.descending());
            }
            boolean anyOf = p.limit() != null && p.limit() < matching.size() && !keyOrder;
            List<Store.Stored> scanned = p.limit() == null ? matching
                    : matching.subList(0, Math.min(p.limit(), matching.size()));
            List<Store.Stored> kept = filter == null ? scanned : scanned.stream()
                    .filter(s -> Evaluate.holds(filter, s.item(), r.names(), bound)).toList();
            List<Store.Stored> pool = filter == null ? matching : matching.stream()
                    .filter(s -> Evaluate.holds(filter, s.item(), r.names(), bound)).toList();
            due.add(new Due(scanned, kept, anyOf, pool));
        }
        return new Plan(target, v, calls, due);
    }

    /** The engine's Count is the items it returned, and its ScannedCount the items the key condition selects. */
    private static List<String> counts(Outcome o, Due due, Read p, String where) {
        List<String> out = new ArrayList<>();
        if (o.count() != null && o.count() != o.items().size()) {
            out.add("Count is " + o.count() + " but the response holds " + o.items().size() + " items" + where);
        }
        if (o.scannedCount() != null && o.scannedCount() != due.scanned().size()) {
            out.add("the engine evaluated " + o.scannedCount() + " items (ScannedCount)" + where + " where the "
                    + (p.operation() == dev.tablebook.model.Operation.Scan ? "table or index holds " : "key condition selects ")
                    + due.scanned().size() + (p.limit() != null ? " (at most the limit of " + p.limit() + ")" : ""));
        }
        return out;
    }

    /**
     * Where the order is not defined, the engine evaluates any {@code limit} of the items it could
     * reach: what it returns must be among those the filter keeps, and as many as the limit
     * allows when nothing is filtered.
     */
    private static List<String> anyOf(Table t, Read p, ConditionExpression.Cond filter, Due due, List<Store.Stored> got,
                                      String where) {
        List<String> out = new ArrayList<>();
        List<String> pool = due.pool().stream().map(s -> Store.id(t, s.item())).toList();
        List<String> outside = got.stream().map(s -> Store.id(t, s.item())).filter(id -> !pool.contains(id)).toList();
        if (!outside.isEmpty()) {
            out.add("returned " + String.join("; ", outside) + where + ", which the key condition"
                    + (filter == null ? "" : " and filter") + " do not select");
        }
        int want = Math.min(p.limit(), due.pool().size());
        if (filter == null && got.size() != want) {
            out.add("expected " + want + " of the " + due.pool().size() + " items the key condition selects (the"
                    + " index has no sort key, so any " + want + ")" + where + ", the engine returned " + got.size());
        }
        return out;
    }

    /** The expected and returned items compared as sets, in words that never contradict each other. */
    static List<String> compare(List<String> expected, List<String> got, String where) {
        List<String> wanted = expected.stream().sorted().toList();
        List<String> have = got.stream().sorted().toList();
        if (wanted.equals(have)) {
            return List.of();
        }
        List<String> missing = new ArrayList<>(wanted);
        have.forEach(missing::remove);
        List<String> extra = new ArrayList<>(have);
        wanted.forEach(extra::remove);
        StringBuilder sb = new StringBuilder("expected " + wanted.size() + " item" + (wanted.size() == 1 ? "" : "s")
                + " of the " + where + ", the engine returned " + have.size());
        List<String> what = new ArrayList<>();
        if (!missing.isEmpty()) {
            what.add("missing " + String.join("; ", missing));
        }
        if (!extra.isEmpty()) {
            what.add("not expected " + String.join("; ", extra));
        }
        if (!what.isEmpty()) {
            sb.append(": ").append(String.join("; and ", what));
        }
        return List.of(sb.toString());
    }

    private static List<String> partitionAttributes(Table t, Index x) {
        return x != null && x.isGsi() ? x.partition() : List.of(t.partitionKey());
    }

    /**
     * The values the keys of a call of several parts share: those of the first item of the first
     * entity in {@code returns} whose values make every part's key name a stored item (an order
     * whose payment was written too: an order from the entity's {@code samples} may have none),
     * else of its first item, whose missing partners the check then reports.
     */
    private Map<String, Object> sharedTarget(SdkRequest r, Table t, List<Store.Stored> items) {
        if (items.isEmpty()) {
            return Map.of();
        }
        return items.stream().filter(c -> r.parts().size() > 1 && namesStoredItems(r, t, c.values())).findFirst()
                .orElse(items.get(0)).values();
    }

    /** Whether every part's key, bound to {@code values}, names an item that was written. */
    private boolean namesStoredItems(SdkRequest r, Table t, Map<String, Object> values) {
        try {
            return r.parts().stream().allMatch(part -> run.store().get(t, Executor.values(part.key(), values)) != null);
        } catch (Executor.Unbound e) {
            return false;
        }
    }

    private Verdict multiGet(Read p, SdkRequest r, Table t, List<String> returns) {
        Map<String, List<Store.Stored>> byEntity = new LinkedHashMap<>();
        for (String e : returns) {
            byEntity.put(e, run.itemsOf(t, null, List.of(e)));
        }
        Map<String, Object> shared = sharedTarget(r, t, byEntity.get(returns.get(0)));
        List<Store.Stored> asked = new ArrayList<>();
        Executor.Bindings b = (part, copy) -> {
            if (r.parts().size() > 1) {
                return shared;
            }
            List<Store.Stored> items = byEntity.get(returns.get(0));
            return copy < items.size() ? items.get(copy).values() : null;
        };
        for (int i = 0; i < r.parts().size(); i++) {
            SdkRequest part = r.parts().get(i);
            for (int c = 0; c < part.repeat() && b.values(i, c) != null; c++) {
                Map<String, AttributeValue> key = Executor.values(part.key(), b.values(i, c));
                Store.Stored s = run.store().get(t, key);
                if (s != null && !asked.contains(s)) {
                    asked.add(s);
                }
            }
        }
        Outcome o = run.executor().run(r, b);
        if (o.failed()) {
            return Verdict.fromError(run.engine(), r, o);
        }
        List<String> problems = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        int keys = r.parts().stream().mapToInt(SdkRequest::repeat).sum();
        int sent = r.parts().size() > 1 ? keys : Math.min(keys, byEntity.get(returns.get(0)).size());
        if (sent < keys) {
            notes.add("sent " + sent + " distinct keys, the example items of " + returns.get(0) + ", of the " + keys
                    + " a call carries");
        }
        if (asked.size() < sent) {
            problems.add("the request's keys name " + asked.size() + " stored item" + (asked.size() == 1 ? "" : "s")
                    + " of " + keys + " keys: a key does not build the stored key of its entity");
        }
        if (o.items().size() != asked.size()) {
            problems.add("expected " + asked.size() + " items, the engine returned " + o.items().size());
        }
        if (r.projection() == null && r.parts().stream().allMatch(x -> x.projection() == null)) {
            for (Map<String, AttributeValue> item : o.items()) {
                Store.Stored s = run.store().get(t, item);
                if (s == null || !returns.contains(s.entity())) {
                    problems.add("returned " + (s == null ? "an item tablebook did not write" : "a " + s.entity() + " item"));
                }
            }
        }
        problems.addAll(projection(p, o.items(), asked));
        return Verdict.of(problems, o, asked).withNotes(notes).withItems(new PatternResult.Items(
                asked.stream().map(s -> Store.id(t, s.item())).toList(), null,
                o.items().stream().map(i -> Store.id(t, i)).toList()));
    }

    /** Every returned item carries the caller's value of the authorization attribute. */
    private static void authorization(Read p, Store.Stored target, List<Store.Stored> got, List<String> problems) {
        String a = p.authorization();
        if (a == null || !target.values().containsKey(a)) {
            return;
        }
        Object mine = target.values().get(a);
        List<String> others = got.stream().map(s -> s.values().get(a)).filter(Objects::nonNull)
                .filter(o -> !Values.text(o).equals(Values.text(mine))).map(Values::text).distinct().toList();
        if (!others.isEmpty()) {
            problems.add("returned items of another " + a + " (" + String.join(", ", others) + ") to the caller with "
                    + a + " " + Values.text(mine) + ": the key condition crosses the authorization boundary");
        }
    }

    /** Each projected attribute that the expected items hold is in every returned item. */
    private static List<String> projection(Read p, List<Map<String, AttributeValue>> items,
                                           List<Store.Stored> expected) {
        if (p.projection() == null || p.projection().isEmpty() || items.isEmpty()) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (String a : p.projection()) {
            boolean held = !expected.isEmpty() && expected.stream().allMatch(s -> s.item().containsKey(a));
            long lacking = items.stream().filter(i -> !i.containsKey(a)).count();
            if (held && lacking > 0) {
                out.add("projected attribute `" + a + "` is missing from " + lacking + " of " + items.size()
                        + " returned items" + (p.index() == null ? "" : ": index " + p.index() + " does not project it"));
            }
        }
        return out;
    }

    private String collisions() {
        List<String> c = run.store().collisions();
        return c.isEmpty() ? "" : " (" + String.join("; ", c) + ")";
    }

    private static boolean samePartition(Table t, Index x, Store.Stored a, Store.Stored b) {
        List<String> partition = x == null ? List.of(t.partitionKey()) : x.isGsi() ? x.partition() : List.of(t.partitionKey());
        return partition.stream().allMatch(k -> Values.same(a.item().get(k), b.item().get(k)));
    }

    /** Whether the item satisfies every condition of the key, with operands bound as the request binds them. */
    private static boolean matches(Table t, List<KeyCondition> key, Store.Stored s, Map<String, Object> v) {
        for (KeyCondition c : key) {
            AttributeValue have = s.item().get(c.attribute());
            if (have == null) {
                return false;
            }
            List<AttributeValue> ops = new ArrayList<>();
            for (var operand : c.operands()) {
                ops.add(Values.attribute(Executor.bind(new SdkRequest.Value(operand, t.keyType(c.attribute())), v),
                        t.keyType(c.attribute())));
            }
            int cmp = Values.compare(have, ops.get(0));
            boolean ok = switch (c.op()) {
                case EQ -> Values.same(have, ops.get(0));
                case LT -> cmp < 0;
                case LE -> cmp <= 0;
                case GT -> cmp > 0;
                case GE -> cmp >= 0;
                case BETWEEN -> cmp >= 0 && Values.compare(have, ops.get(1)) <= 0;
                case BEGINS_WITH -> Values.show(have).startsWith(Values.show(ops.get(0)));
            };
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    private static List<String> sortAttributes(Table t, Index x) {
        if (x != null) {
            return x.sort();
        }
        return t.sortKey() == null ? List.of() : List.of(t.sortKey());
    }

    private static Comparator<Store.Stored> order(Table t, Index x) {
        List<String> attrs = sortAttributes(t, x);
        return (a, b) -> {
            for (String k : attrs) {
                AttributeValue va = a.item().get(k);
                AttributeValue vb = b.item().get(k);
                int c = va == null || vb == null ? 0 : Values.compare(va, vb);
                if (c != 0) {
                    return c;
                }
            }
            return 0;
        };
    }

    private static List<Store.Stored> sort(Table t, Index x, List<Store.Stored> items, boolean descending) {
        Comparator<Store.Stored> c = order(t, x);
        return items.stream().sorted(descending ? c.reversed() : c).toList();
    }

    private static boolean ordered(Table t, Index x, List<Store.Stored> got, boolean descending) {
        Comparator<Store.Stored> c = order(t, x);
        for (int i = 1; i < got.size(); i++) {
            int cmp = c.compare(got.get(i - 1), got.get(i));
            if (descending ? cmp < 0 : cmp > 0) {
                return false;
            }
        }
        return true;
    }

    /** The same request without its ProjectionExpression (and the names only it used), to see which items came back. */
    private static SdkRequest withoutProjection(SdkRequest r) {
        Map<String, String> names = new LinkedHashMap<>();
        String used = Objects.toString(r.keyCondition(), "") + " " + Objects.toString(r.filter(), "");
        r.names().forEach((alias, name) -> {
            if (used.matches("(?s).*" + java.util.regex.Pattern.quote(alias) + "(?![A-Za-z0-9_]).*")) {
                names.put(alias, name);
            }
        });
        return new SdkRequest(r.kind(), r.table(), r.index(), r.key(), r.item(), r.keyCondition(), r.filter(), null,
                r.update(), r.condition(), names, r.values(), r.limit(), r.descending(), r.consistent(), r.parts(),
                r.repeat(), r.clientToken(), r.shards());
    }

    static String show(Map<String, AttributeValue> key) {
        return key.entrySet().stream().map(e -> e.getKey() + "=" + Values.show(e.getValue()))
                .collect(Collectors.joining(", ", "(", ")"));
    }
}
