package dev.tablebook.verify;

import dev.tablebook.model.verified.PatternResult;
import dev.tablebook.model.Write;
import dev.tablebook.model.AttrType;
import dev.tablebook.model.Attribute;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Table;
import dev.tablebook.model.WriteAction;
import dev.tablebook.model.WriteLeg;
import dev.tablebook.request.SdkRequest;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Runs a write pattern's request and checks that each leg did what it says: a create or put
 * wrote the whole item, an update set and removed its attributes, a delete removed the item;
 * that every key attribute derived from a template holds the template's value exactly when its
 * placeholders have values, so that each sparse index holds exactly the items that carry its
 * keys; that a create repeated fails its guard; and that the failed repeat of a transaction
 * changed nothing.
 */
final class WriteCheck {
    private final Run run;
    private final Write pattern;
    /** The collection number of this pattern's fresh values ({@link ExampleData#freshCollection}). */
    private final int fresh;
    /** The primary keys each create leg's copies were given so far: a copy is never sent twice. */
    private final Map<WriteLeg, Set<String>> copyKeys = new LinkedHashMap<>();

    WriteCheck(Run run, Write pattern) {
        this.run = run;
        this.pattern = pattern;
        this.fresh = run.data().freshCollection(pattern);
    }

    /** One item a leg writes: the request part, the leg, and the values it is bound to. */
    private record Written(SdkRequest part, WriteLeg leg, Table table, Map<String, Object> values) {
    }

    Verdict check(SdkRequest r) {
        Write p = pattern;
        boolean multi = r.kind() == SdkRequest.Kind.BATCH_WRITE || r.kind() == SdkRequest.Kind.TRANSACT_WRITE;
        List<SdkRequest> parts = multi ? r.parts() : List.of(r);
        List<WriteLeg> legs = p.writes();
        if (r.shards() != null && r.shards().placeholder() == null) {
            return Verdict.notVerifiable("`shards: " + r.shards().count() + "`, but no key the write stores ends with a"
                    + " shard suffix after its logical key (as in `SCORE#{game_id}#SHARD#{shard}`), so the shard key"
                    + " cannot be built");
        }
        Map<String, Object> shared = shared(legs);
        if (shared == null) {
            return Verdict.notVerifiable("no example item exists for the update or delete to change");
        }
        List<List<Written>> written = new ArrayList<>();
        List<String> limited = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            List<Written> copies = new ArrayList<>();
            int sent = 0;
            for (int c = 0; c < parts.get(i).repeat(); c++) {
                WriteLeg leg = legs.get(i);
                Map<String, Object> v = values(leg, c, shared, legs);
                if (v != null) {
                    copies.add(new Written(parts.get(i), leg, run.table(leg.table()), v));
                    sent++;
                }
            }
            if (sent < parts.get(i).repeat()) {
                WriteLeg leg = legs.get(i);
                boolean creates = leg.action() == WriteAction.CREATE || leg.action() == WriteAction.PUT;
                limited.add("leg " + leg.entity() + " (" + leg.action().yamlName() + ", `count: " + parts.get(i).repeat()
                        + "`) sent " + sent + " distinct item" + (sent == 1 ? "" : "s") + " of the " + parts.get(i).repeat()
                        + " a call carries: " + (creates && !copies.isEmpty() ? "its primary key " + Store.id(run.table(leg.table()),
                        ExampleData.stored(run.table(leg.table()), run.entity(leg.entity()), copies.get(0).values()))
                        + " takes no further value from the legs' shared values"
                        : "the example data holds no further " + leg.entity() + " item in the call's collection"));
            }
            written.add(copies);
        }
        Executor.Bindings b = (part, copy) -> {
            List<Written> copies = written.get(multi ? part : 0);
            return copy < copies.size() ? copies.get(copy).values() : null;
        };
        Map<String, Map<String, AttributeValue>> prior = new LinkedHashMap<>();
        for (List<Written> copies : written) {
            for (Written w : copies) {
                Store.Stored s = run.store().get(w.table(), key(w));
                prior.put(w.table().name() + "|" + Store.id(w.table(), key(w)), s == null ? null : s.item());
            }
        }
        List<Outcome> sent = send(r, b, multi, written, "");
        Outcome o = sent.stream().filter(Outcome::failed).findFirst().orElse(Outcome.sum(sent));
        if (!multi && written.get(0).size() > 1) {
            limited.add("the leg's `count: " + parts.get(0).repeat() + "` on a " + r.kind().api + ", which writes one item"
                    + " a call: sent as " + written.get(0).size() + " calls, one item each");
        }
        if (o.failed()) {
            if (o.unsupported() || o.engineFault()) {
                return Verdict.fromError(run.engine(), r, o);
            }
            String why = o.conditionFailed() ? "the condition failed on the example item" + (legs.stream()
                    .anyMatch(l -> l.condition() != null && l.condition().contains(":")) ? " (give "
                    + String.join(", ", legs.stream().map(WriteLeg::entity).distinct().toList())
                    + " `samples` whose values meet it)" : "") + ": " + o.error() : "the engine rejected the "
                    + r.kind().api + " request: " + o.error();
            return new Verdict(PatternResult.Status.MISMATCH, why, o, List.of(), List.of());
        }
        List<String> problems = new ArrayList<>(shards(r, written));
        List<String> notes = new ArrayList<>(limited);
        List<Store.Stored> touched = new ArrayList<>();
        Map<String, Map<String, AttributeValue>> after = new LinkedHashMap<>();
        List<String> expected = new ArrayList<>();
        List<String> held = new ArrayList<>();
        for (List<Written> copies : written) {
            for (Written w : copies) {
                Map<String, AttributeValue> key = key(w);
                Map<String, AttributeValue> now = run.read(w.table(), key);
                String id = w.leg().entity() + " " + Store.id(w.table(), key);
                boolean deletes = w.leg().action() == WriteAction.DELETE;
                expected.add(deletes ? "deleted " + id : id);
                if (now != null) {
                    held.add(id);
                } else if (deletes && prior.get(w.table().name() + "|" + Store.id(w.table(), key)) != null) {
                    held.add("deleted " + id);
                }
                after.put(w.table().name() + "|" + Store.id(w.table(), key), now);
                problems.addAll(leg(w, now, prior.get(w.table().name() + "|" + Store.id(w.table(), key))));
                problems.addAll(derivedKeys(w, now, prior.get(w.table().name() + "|" + Store.id(w.table(), key))));
                problems.addAll(indexes(w, key, now));
                Entity e = run.entity(w.leg().entity());
                if (now == null) {
                    run.store().remove(w.table(), key);
                } else {
                    Store.Stored s = new Store.Stored(e.name(), values(now, w.values(), w.leg().remove()), now);
                    run.store().put(w.table(), s);
                    touched.add(s);
                }
            }
        }
        if (legs.stream().anyMatch(l -> l.action() == WriteAction.CREATE)) {
            if (r.kind() == SdkRequest.Kind.BATCH_WRITE) {
                notes.add("a BatchWriteItem put carries no condition: repeating the batch overwrites its creates");
            } else {
                problems.addAll(repeat(r, b, written, after));
            }
        }
        return Verdict.of(problems, o, touched).withNotes(notes)
                .withItems(new PatternResult.Items(expected, null, held));
    }

    /**
     * The call sent to the engine: once for a batch, a transaction or a single item; a
     * single-item write whose leg carries several items ({@code count: 3} on an UpdateItem) is sent
     * once per item, as the application must.
     */
    private List<Outcome> send(SdkRequest r, Executor.Bindings b, boolean multi, List<List<Written>> written, String salt) {
        if (multi || written.get(0).size() <= 1) {
            return List.of(run.executor().run(r, b, salt));
        }
        List<Outcome> out = new ArrayList<>();
        for (Written w : written.get(0)) {
            Outcome o = run.executor().run(r, (part, copy) -> w.values(), salt);
            out.add(o);
            if (o.failed()) {
                break;
            }
        }
        return out;
    }

    /**
     * A sharded write puts each item under one shard key: its shard suffix holds a shard number
     * 0 to N − 1, the keys a sharded read gathers. The item is read back from that shard key below.
     */
    private static List<String> shards(SdkRequest r, List<List<Written>> written) {
        if (r.shards() == null) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        String suffix = r.shards().placeholder();
        for (List<Written> copies : written) {
            for (Written w : copies) {
                if (!suffix.equals(dev.tablebook.request.Shards.writtenSuffix(w.table(), w.leg().entity()))) {
                    continue; // a leg whose key is not sharded
                }
                Object shard = w.values().get(suffix);
                if (shard == null || !Values.text(shard).matches("\\d+")
                        || new java.math.BigInteger(Values.text(shard)).compareTo(java.math.BigInteger.valueOf(r.shards().count())) >= 0) {
                    out.add(w.leg().entity() + " " + Store.id(w.table(), key(w)) + " is written under `" + suffix + "` = "
                            + (shard == null ? "nothing" : Values.text(shard)) + ", not one of the " + r.shards().count()
                            + " shard numbers 0 to " + (r.shards().count() - 1) + " a sharded read gathers");
                }
            }
        }
        return out;
    }

    /** The values the legs share: those of the item the first update or delete changes, else fresh ones. */
    private Map<String, Object> shared(List<WriteLeg> legs) {
        for (WriteLeg l : legs) {
            if (l.action() == WriteAction.UPDATE || l.action() == WriteAction.DELETE) {
                List<Store.Stored> items = run.itemsOf(run.table(l.table()), null, List.of(l.entity()));
                return items.isEmpty() ? null : items.get(0).values();
            }
        }
        Entity e = run.entity(legs.get(0).entity());
        return run.data().values(e, fresh, ExampleData.FRESH);
    }

    private Map<String, Object> values(WriteLeg leg, int copy, Map<String, Object> shared, List<WriteLeg> legs) {
        Entity e = run.entity(leg.entity());
        Table t = run.table(leg.table());
        if (leg.action() == WriteAction.UPDATE || leg.action() == WriteAction.DELETE
                || leg.action() == WriteAction.CHECK && !assertsAbsence(leg)) {
            List<Store.Stored> items = run.itemsOf(t, null, List.of(e.name()));
            List<String> partition = Bindings.stored(t, e.name(), t.partitionKey()).placeholders();
            List<Store.Stored> agreeing = items.stream().filter(s -> agrees(s.values(), shared, partition)).toList();
            // the leg's copies are distinct items of the call's collection
            List<Store.Stored> pool = agreeing.isEmpty() ? items : agreeing;
            if (copy > 0 && copy >= pool.size()) {
                return null; // no further distinct item to change
            }
            Store.Stored pick = pool.isEmpty() ? null : pool.get(copy);
            Map<String, Object> v = new LinkedHashMap<>(pick == null ? shared : pick.values());
            new LinkedHashMap<>(v).forEach((k, x) -> v.put(Executor.BEFORE + k, x));
            if (leg.action() == WriteAction.UPDATE) {
                Set<String> fixed = primaryPlaceholders(t, e);
                for (String a : setAttributes(leg, e)) {
                    Attribute attr = e.attribute(a);
                    if (!fixed.contains(a)) {
                        v.put(a, run.data().value(a, attr == null ? AttrType.S : attr.type(),
                                attr == null ? 0 : attr.bytes(), fresh, ExampleData.FRESH + copy));
                    }
                }
            }
            return v;
        }
        Map<String, Object> v = run.data().values(e, fresh, ExampleData.FRESH);
        shared.forEach((k, x) -> {
            if (run.data().partitionLevel(k) && v.containsKey(k)) {
                v.put(k, x);
            }
        });
        if (copy > 0) {
            Set<String> others = new HashSet<>();
            for (WriteLeg l : legs) {
                if (!l.entity().equals(e.name())) {
                    run.table(l.table()).items().getOrDefault(l.entity(), Map.of()).values()
                            .forEach(k -> others.addAll(k.placeholders()));
                }
            }
            // each copy its own item: first what orders it in the collection (the sort key's own
            // placeholders), then what identifies it elsewhere, then the rest of its primary key
            List<List<String>> tiers = new ArrayList<>();
            KeyTemplate sk = t.sortKey() == null ? null : Bindings.stored(t, e.name(), t.sortKey());
            KeyTemplate pk = Bindings.stored(t, e.name(), t.partitionKey());
            tiers.add(sk == null ? List.of() : sk.placeholders().stream().filter(a -> !others.contains(a)).toList());
            tiers.add(run.data().identity(e).stream().filter(a -> !others.contains(a)).toList());
            tiers.add(pk.placeholders().stream().filter(a -> !others.contains(a)).toList());
            Set<String> varied = new HashSet<>();
            for (List<String> tier : tiers) {
                for (String a : tier) {
                    if (varied.add(a)) {
                        Attribute attr = e.attribute(a);
                        v.put(a, run.data().value(a, attr == null ? AttrType.S : attr.type(),
                                attr == null ? 0 : attr.bytes(), fresh, ExampleData.FRESH + copy, true));
                    }
                }
                if (!copyKeys.getOrDefault(leg, Set.of()).contains(Store.id(t, ExampleData.stored(t, e, v)))) {
                    break;
                }
            }
        }
        if (leg.action() != WriteAction.CHECK) {
            String id = Store.id(t, ExampleData.stored(t, e, v));
            if (!copyKeys.computeIfAbsent(leg, k -> new HashSet<>()).add(id)) {
                return null; // the leg's key cannot take another value: no further distinct item
            }
        }
        return v;
    }

    /**
     * A condition check that the item is not there ({@code attribute_not_exists(pk)}: the vector of
     * a new note must not exist yet) is bound, as a create is, to fresh values that share the
     * call's partition attributes: on an example item it would fail by construction.
     */
    static boolean assertsAbsence(WriteLeg leg) {
        return leg.action() == WriteAction.CHECK && leg.condition() != null
                && leg.condition().strip().matches("attribute_not_exists\\(\\s*[A-Za-z0-9_.#-]+\\s*\\)");
    }

    /** Whether the item lies in the call's item collection: it agrees with the shared values on the attributes of its partition key. */
    private static boolean agrees(Map<String, Object> a, Map<String, Object> b, List<String> partition) {
        return partition.stream().filter(k -> a.containsKey(k) && b.containsKey(k))
                .allMatch(k -> Values.text(a.get(k)).equals(Values.text(b.get(k))));
    }

    /** What an update sets: the attributes it names, else the entity's mutable ones it does not remove. */
    private static List<String> setAttributes(WriteLeg leg, Entity e) {
        if (leg.attributes() != null) {
            return leg.attributes();
        }
        return e.attributes().values().stream().filter(Attribute::mutable).map(Attribute::name)
                .filter(a -> !leg.removes(a)).toList();
    }

    /** What a counter holds after adding {@code amount} to {@code held} (absent: 0). */
    private static Object counted(AttributeValue held, Object amount) {
        java.math.BigDecimal base = held == null || held.n() == null ? java.math.BigDecimal.ZERO : new java.math.BigDecimal(held.n());
        return base.add(new java.math.BigDecimal(String.valueOf(amount))).stripTrailingZeros().toPlainString();
    }

    private static Set<String> primaryPlaceholders(Table t, Entity e) {
        Set<String> out = new HashSet<>();
        for (String k : t.sortKey() == null ? List.of(t.partitionKey()) : List.of(t.partitionKey(), t.sortKey())) {
            KeyTemplate template = t.template(e.name(), k);
            out.addAll(template == null ? List.of(k) : template.placeholders());
        }
        return out;
    }

    private static Map<String, AttributeValue> key(Written w) {
        if (w.part().kind() == SdkRequest.Kind.PUT) {
            return Store.key(w.table(), Executor.values(w.part().item(), w.values()));
        }
        return Executor.values(w.part().key(), w.values());
    }

    /** The leg's own effect on its item. */
    private List<String> leg(Written w, Map<String, AttributeValue> now, Map<String, AttributeValue> was) {
        String who = w.leg().entity() + " " + Store.id(w.table(), key(w));
        List<String> out = new ArrayList<>();
        switch (w.leg().action()) {
            case DELETE -> {
                if (now != null) {
                    out.add("the delete left " + who + " in place");
                }
            }
            case CHECK -> {
                if (!java.util.Objects.equals(now, was)) {
                    out.add("the condition check changed " + who);
                }
            }
            case CREATE, PUT -> {
                Map<String, AttributeValue> put = Executor.values(w.part().item(), w.values());
                if (now == null) {
                    out.add("the " + w.leg().action().yamlName() + " did not write " + who);
                } else if (!put.keySet().stream().allMatch(k -> Values.same(put.get(k), now.get(k)))) {
                    out.add("the " + w.leg().action().yamlName() + " wrote " + who + " with other values than it sent");
                }
            }
            case UPDATE -> {
                if (now == null) {
                    out.add("the update of " + who + " left no item");
                    break;
                }
                Entity e = run.entity(w.leg().entity());
                for (String a : setAttributes(w.leg(), e)) {
                    if (a.equals(w.table().partitionKey()) || a.equals(w.table().sortKey())) {
                        continue;
                    }
                    KeyTemplate k = w.table().template(e.name(), a);
                    AttrType type = k != null ? w.table().keyType(a) : e.attribute(a) == null ? AttrType.S : e.attribute(a).type();
                    Object want = k != null ? Values.render(k, type, w.values()).orElse(null) : w.values().get(a);
                    Attribute attr = e.attribute(a);
                    if (k == null && want != null && attr != null && attr.counter()) {
                        // a counter is added to (SET #n = #n + :n): it must hold what it held plus the sent amount
                        want = counted(was == null ? null : was.get(a), want);
                    }
                    if (want != null && !Values.same(Values.attribute(want, type), now.get(a))) {
                        out.add("the update did not set `" + a + "` of " + who);
                    }
                }
                for (String a : w.leg().remove()) {
                    if (now.containsKey(a)) {
                        out.add("the update did not remove `" + a + "` of " + who);
                    }
                }
            }
        }
        return out;
    }

    /**
     * Every templated key attribute holds its template's value when present, and is absent when a
     * placeholder has no value. It may also be absent where the design takes the item out of a
     * sparse index on purpose: the leg removes it, or the item lacked it before this write.
     */
    private List<String> derivedKeys(Written w, Map<String, AttributeValue> now, Map<String, AttributeValue> before) {
        if (now == null) {
            return List.of();
        }
        Table t = w.table();
        Map<String, Object> plain = Store.plain(now);
        List<String> out = new ArrayList<>();
        t.items().getOrDefault(w.leg().entity(), Map.of()).forEach((k, template) -> {
            if (k.equals(t.partitionKey()) || k.equals(t.sortKey()) || template.isLiteral()) {
                return;
            }
            var want = Values.render(template, t.keyType(k), plain);
            AttributeValue have = now.get(k);
            String indexes = String.join(", ", t.indexes().values().stream()
                    .filter(x -> x.keyAttributes().contains(k)).map(Index::name).toList());
            if (want.isEmpty() && have != null) {
                out.add("after the write " + w.leg().entity() + " still holds `" + k + "` = " + Values.show(have)
                        + " though " + template.placeholders().stream().filter(a -> !plain.containsKey(a)).map(a -> "`" + a + "`")
                        .reduce((a, b) -> a + ", " + b).orElse("a placeholder") + " has no value, so it stays in "
                        + (indexes.isEmpty() ? "the table" : "sparse index " + indexes) + "; remove `" + k + "` itself");
            } else if (want.isPresent() && have == null && (w.leg().removes(k) || (before != null && !before.containsKey(k)))) {
                return; // taken out of the sparse index by the design's own REMOVE
            } else if (want.isPresent() && (have == null || !Values.same(have, Values.attribute(want.get(), t.keyType(k))))) {
                out.add("after the write `" + k + "` of " + w.leg().entity() + " is " + Values.show(have) + ", but its template "
                        + template.text() + " gives " + Values.text(want.get()) + (indexes.isEmpty() ? "" : ": index "
                        + indexes + " files the item under a stale key"));
            }
        });
        return out;
    }

    /** Each index of the table holds the item exactly when the item carries the index's key attributes. */
    private List<String> indexes(Written w, Map<String, AttributeValue> key, Map<String, AttributeValue> now) {
        List<String> out = new ArrayList<>();
        Table t = w.table();
        for (Index x : t.indexes().values()) {
            if (run.missingIndex(t.name(), x.name()) != null) {
                continue;
            }
            boolean want = now != null && x.keyAttributes().stream().allMatch(now::containsKey);
            boolean have = inIndex(t, x, key, want);
            if (want != have) {
                out.add(want ? "index " + x.name() + " lacks " + w.leg().entity() + " " + Store.id(t, key)
                        + " though the item carries its keys"
                        : "index " + x.name() + " still holds " + w.leg().entity() + " " + Store.id(t, key)
                        + " though the item no longer carries its keys");
            }
        }
        return out;
    }

    /** Whether the index holds the item; a GSI is read a few times, as it may lag the table. */
    private boolean inIndex(Table t, Index x, Map<String, AttributeValue> key, boolean want) {
        for (int attempt = 0; attempt < (x.isGsi() ? 20 : 1); attempt++) {
            boolean found = false;
            Map<String, AttributeValue> start = null;
            do {
                Map<String, AttributeValue> from = start;
                var res = run.client().scan(s -> s.tableName(run.physical(t.name())).indexName(x.name())
                        .exclusiveStartKey(from));
                found |= res.items().stream().anyMatch(i -> key.entrySet().stream()
                        .allMatch(k -> Values.same(k.getValue(), i.get(k.getKey()))));
                start = res.hasLastEvaluatedKey() && !res.lastEvaluatedKey().isEmpty() ? res.lastEvaluatedKey() : null;
            } while (start != null && !found);
            if (found == want) {
                return found;
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return found;
            }
        }
        return !want;
    }

    /** The call repeated: each guarded create must fail it, and the failure must change nothing. */
    private List<String> repeat(SdkRequest r, Executor.Bindings b, List<List<Written>> written,
                                Map<String, Map<String, AttributeValue>> before) {
        Outcome again = run.executor().run(r, b, "repeat");
        List<String> out = new ArrayList<>();
        List<String> creates = written.stream().flatMap(List::stream).filter(w -> w.leg().action() == WriteAction.CREATE)
                .map(w -> w.leg().entity()).distinct().toList();
        if (!again.failed()) {
            out.add("repeating the call succeeded: the create of " + String.join(", ", creates)
                    + " is not guarded by attribute_not_exists, so a retry overwrites the item");
            return out;
        }
        if (!again.conditionFailed()) {
            out.add("repeating the call failed with " + again.error() + " instead of its condition");
        }
        for (List<Written> copies : written) {
            for (Written w : copies) {
                Map<String, AttributeValue> key = key(w);
                Map<String, AttributeValue> now = run.read(w.table(), key);
                Map<String, AttributeValue> was = before.get(w.table().name() + "|" + Store.id(w.table(), key));
                if (!java.util.Objects.equals(now, was)) {
                    out.add("the failed repeat changed " + w.leg().entity() + " " + Store.id(w.table(), key)
                            + ": the call is not all or nothing");
                }
            }
        }
        return out;
    }

    /** Plain values of the item now: what it holds, with the bound values of attributes it does not show as text. */
    private static Map<String, Object> values(Map<String, AttributeValue> now, Map<String, Object> bound,
                                              List<String> removed) {
        Map<String, Object> out = new LinkedHashMap<>(bound);
        Store.plain(now).forEach((k, v) -> {
            if (!(v instanceof AttributeValue)) {
                out.put(k, v);
            }
        });
        out.keySet().removeIf(k -> !now.containsKey(k) && removed.contains(k));
        return out;
    }
}
