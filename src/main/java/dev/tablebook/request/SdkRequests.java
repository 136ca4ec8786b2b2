package dev.tablebook.request;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.AttrType;
import dev.tablebook.model.Attribute;
import dev.tablebook.model.Consistency;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Idempotency;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Read;
import dev.tablebook.model.Table;
import dev.tablebook.model.Write;
import dev.tablebook.model.WriteAction;
import dev.tablebook.model.WriteLeg;
import dev.tablebook.request.SdkRequest.Expressions;
import dev.tablebook.request.SdkRequest.Kind;
import dev.tablebook.request.SdkRequest.Value;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Builds the request an access pattern makes, field by field, from the pattern and the key map. */
public final class SdkRequests {
    private final Design design;

    public SdkRequests(Design design) {
        this.design = design;
    }

    /** The request, or empty for an operation with no document-client command (SearchVectors). */
    public Optional<SdkRequest> of(AccessPattern p) {
        Table t = design.tables().get(p.table());
        if (t == null) {
            return Optional.empty();
        }
        if (p instanceof Write w) {
            if (w.operation().isSingleItemWrite()) {
                return w.writes().isEmpty() || !tablesExist(w) ? Optional.empty()
                        : Optional.of(leg(w.writes().get(0), false).withShards(shards(w)));
            }
            return tablesExist(w) ? Optional.of(multiWrite(w).withShards(shards(w))) : Optional.empty();
        }
        if (!(p instanceof Read r)) {
            return Optional.empty();
        }
        boolean strong = r.consistency() == Consistency.STRONG;
        SdkRequest request = switch (r.operation()) {
            case GetItem -> get(r, t, strong, keyOf(r, t));
            case Query -> query(r, t, strong);
            case Scan -> scan(r, t, strong);
            default -> multiGet(r, t, strong);
        };
        return Optional.of(request.withShards(shards(r, t)));
    }

    /** A sharded read's shards: the suffix is that of the partition key its key conditions state. */
    private static Shards shards(Read r, Table t) {
        if (r.shards() == null) {
            return null;
        }
        Index x = r.index() == null ? null : t.indexes().get(r.index());
        List<String> partition = x == null || !x.isGsi() ? List.of(t.partitionKey()) : x.partition();
        List<KeyTemplate> templates = new ArrayList<>();
        for (String a : partition) {
            templates.add(r.key().stream().filter(c -> c.attribute().equals(a) && c.op() == KeyCondition.Op.EQ)
                    .map(KeyCondition::operand).findFirst().orElse(null));
        }
        return new Shards(r.shards(), Shards.suffix(templates));
    }

    /** A sharded write's shards: the suffix of the first leg whose entity's stored key ends with one. */
    private Shards shards(Write w) {
        if (w.shards() == null) {
            return null;
        }
        String suffix = null;
        for (WriteLeg l : w.writes()) {
            Table t = design.tables().get(l.table());
            if (suffix == null && t != null) {
                suffix = Shards.writtenSuffix(t, l.entity());
            }
        }
        return new Shards(w.shards(), suffix);
    }

    private boolean tablesExist(Write p) {
        return p.writes().stream().allMatch(l -> design.tables().containsKey(l.table()));
    }

    private SdkRequest get(Read p, Table t, boolean strong, Map<String, Value> key) {
        Expressions x = new Expressions();
        String projection = projection(p, x);
        return new SdkRequest(Kind.GET, t.name(), null, key, Map.of(), null, null, projection, null, null, x.names,
                x.values, null, false, strong, List.of(), 1, null);
    }

    private SdkRequest query(Read p, Table t, boolean strong) {
        Expressions x = new Expressions();
        List<String> parts = new ArrayList<>();
        for (KeyCondition c : p.key()) {
            String n = x.name(c.attribute());
            AttrType type = t.keyType(c.attribute());
            switch (c.op()) {
                case BEGINS_WITH -> parts.add("begins_with(" + n + ", " + x.value(c.attribute(), "",
                        new Value(c.operand(), type)) + ")");
                case BETWEEN -> parts.add(n + " BETWEEN "
                        + x.value(c.attribute(), "_lo", new Value(c.operands().get(0), type)) + " AND "
                        + x.value(c.attribute(), "_hi", new Value(c.operands().get(1), type)));
                default -> parts.add(n + " " + c.op().symbol() + " " + x.value(c.attribute(), "",
                        new Value(c.operand(), type)));
            }
        }
        String filter = x.adopt(p.filter(), a -> returnedType(p, a));
        String projection = projection(p, x);
        return new SdkRequest(Kind.QUERY, t.name(), p.index(), Map.of(), Map.of(), String.join(" AND ", parts), filter,
                projection, null, null, x.names, x.values, p.limit(), p.descending(), strong, List.of(), 1, null);
    }

    private SdkRequest scan(Read p, Table t, boolean strong) {
        Expressions x = new Expressions();
        String filter = x.adopt(p.filter(), a -> returnedType(p, a));
        String projection = projection(p, x);
        return new SdkRequest(Kind.SCAN, t.name(), p.index(), Map.of(), Map.of(), null, filter, projection, null, null,
                x.names, x.values, p.limit(), false, strong, List.of(), 1, null);
    }

    /**
     * A batch or transactional read: one Get per returned entity when the pattern returns several
     * (each with that entity's key), else the pattern's key, repeated for the items of one call.
     */
    private SdkRequest multiGet(Read p, Table t, boolean strong) {
        List<SdkRequest> parts = new ArrayList<>();
        List<String> returned = p.returns().stream().filter(t::stores).toList();
        if (returned.size() > 1) {
            for (String e : returned) {
                parts.add(get(p, t, false, tableKey(t, e)));
            }
        } else {
            int items = p.limit() != null ? p.limit() : p.itemSizes() != null ? p.itemSizes().size() : 1;
            SdkRequest one = get(p, t, false, keyOf(p, t));
            parts.add(withRepeat(one, items));
        }
        Kind kind = p.operation().isTransaction() ? Kind.TRANSACT_GET : Kind.BATCH_GET;
        return new SdkRequest(kind, t.name(), null, Map.of(), Map.of(), null, null, null, null, null, Map.of(),
                Map.of(), null, false, strong && kind == Kind.BATCH_GET, parts, 1, null);
    }

    private SdkRequest multiWrite(Write p) {
        boolean batch = !p.transaction();
        List<SdkRequest> parts = p.writes().stream().map(l -> leg(l, batch)).toList();
        String token = p.transaction() && p.idempotency() == Idempotency.CLIENT_TOKEN ? "requestToken" : null;
        return new SdkRequest(batch ? Kind.BATCH_WRITE : Kind.TRANSACT_WRITE, p.table(), null, Map.of(), Map.of(), null,
                null, null, null, null, Map.of(), Map.of(), null, false, false, parts, 1, token);
    }

    /** One write leg. In a batch an update cannot be expressed; it is written as the put it becomes. */
    private SdkRequest leg(WriteLeg l, boolean batch) {
        Table t = design.tables().get(l.table());
        Entity e = design.entities().getOrDefault(l.entity(),
                new Entity(l.entity(), null, null, null, null, Map.of(), null));
        Expressions x = new Expressions();
        String condition = batch ? null : x.adopt(l.condition(), a -> e.attribute(a) == null ? t.keyTypes().get(a)
                : e.attribute(a).type());
        WriteAction action = batch && l.action() == WriteAction.UPDATE ? WriteAction.PUT : l.action();
        SdkRequest r = switch (action) {
            case CREATE, PUT -> new SdkRequest(Kind.PUT, t.name(), null, Map.of(), item(t, e), null, null, null, null,
                    condition, x.names, x.values, null, false, false, List.of(), 1, null);
            case CHECK -> new SdkRequest(Kind.CHECK, t.name(), null, tableKey(t, l.entity()), Map.of(), null, null,
                    null, null, condition, x.names, x.values, null, false, false, List.of(), 1, null);
            case DELETE -> new SdkRequest(Kind.DELETE, t.name(), null, tableKey(t, l.entity()), Map.of(), null, null,
                    null, null, condition, x.names, x.values, null, false, false, List.of(), 1, null);
            case UPDATE -> {
                String update = update(t, e, l, x);
                yield new SdkRequest(Kind.UPDATE, t.name(), null, tableKey(t, l.entity()), Map.of(), null, null, null,
                        update, condition, x.names, x.values, null, false, false, List.of(), 1, null);
            }
        };
        return withRepeat(r, l.count());
    }

    /**
     * SET for each attribute the update sets (those it names, else the entity's mutable attributes
     * it does not remove) and for each index key attribute of the entity's key map whose template
     * reads one of them (renaming a note sets {@code title_sk = {title}#{note_id}} again, or the
     * index it keys would file the item under the old title), then REMOVE for each it removes.
     */
    private static String update(Table t, Entity e, WriteLeg l, Expressions x) {
        Map<String, KeyTemplate> keys = t.items().getOrDefault(e.name(), Map.of());
        List<String> touched = new ArrayList<>(l.attributes() != null ? l.attributes()
                : e.attributes().values().stream().filter(Attribute::mutable).map(Attribute::name)
                        .filter(a -> !l.removes(a)).toList());
        for (Map.Entry<String, KeyTemplate> k : keys.entrySet()) {
            String a = k.getKey();
            if (!touched.contains(a) && !l.removes(a) && !a.equals(t.partitionKey()) && !a.equals(t.sortKey())
                    && k.getValue().placeholders().stream().anyMatch(touched::contains)) {
                touched.add(a);
            }
        }
        List<String> sets = new ArrayList<>();
        for (String a : touched) {
            if (a.equals(t.partitionKey()) || a.equals(t.sortKey()) || l.removes(a)) {
                continue; // a primary key attribute cannot be updated
            }
            Value v = keys.containsKey(a) ? new Value(keys.get(a), t.keyType(a)) : Value.of(a, typeOf(e, a));
            String n = x.name(a);
            Attribute attr = e.attribute(a);
            // a counter is added to, not set: SET #n = #n + :n
            sets.add(n + " = " + (attr != null && attr.counter() ? n + " + " : "") + x.value(a, "", v));
        }
        List<String> removes = new ArrayList<>();
        for (String a : l.remove()) {
            removes.add(x.name(a));
        }
        List<String> clauses = new ArrayList<>();
        if (!sets.isEmpty()) {
            clauses.add("SET " + String.join(", ", sets));
        }
        if (!removes.isEmpty()) {
            clauses.add("REMOVE " + String.join(", ", removes));
        }
        return clauses.isEmpty() ? null : String.join(" ", clauses);
    }

    /** Key attributes from the pattern's equality conditions. */
    private static Map<String, Value> keyOf(AccessPattern p, Table t) {
        Map<String, Value> key = new LinkedHashMap<>();
        for (KeyCondition c : p.key()) {
            key.put(c.attribute(), new Value(c.operand(), t.keyType(c.attribute())));
        }
        return key;
    }

    /** The primary key of an entity's items in a table, from its key map. */
    private static Map<String, Value> tableKey(Table t, String entity) {
        Map<String, Value> key = new LinkedHashMap<>();
        Map<String, KeyTemplate> keys = t.items().getOrDefault(entity, Map.of());
        key.put(t.partitionKey(), value(t, keys, t.partitionKey()));
        if (t.sortKey() != null) {
            key.put(t.sortKey(), value(t, keys, t.sortKey()));
        }
        return key;
    }

    private static Value value(Table t, Map<String, KeyTemplate> keys, String attribute) {
        KeyTemplate k = keys.get(attribute);
        return new Value(k == null ? KeyTemplate.of("{" + attribute + "}") : k, t.keyType(attribute));
    }

    /** A whole item: every key attribute of the entity in the table, then its other attributes. */
    private static Map<String, Value> item(Table t, Entity e) {
        Map<String, Value> item = new LinkedHashMap<>();
        Map<String, KeyTemplate> keys = t.items().getOrDefault(e.name(), Map.of());
        item.putAll(tableKey(t, e.name()));
        keys.forEach((k, template) -> item.putIfAbsent(k, new Value(template, t.keyType(k))));
        for (Attribute a : e.attributes().values()) {
            item.putIfAbsent(a.name(), Value.of(a.name(), a.type()));
        }
        return item;
    }

    /** The type of an attribute of the entities a read returns (null when none declares it). */
    private AttrType returnedType(AccessPattern p, String attribute) {
        for (String name : p.returned()) {
            Entity e = design.entities().get(name);
            if (e != null && e.attribute(attribute) != null) {
                return e.attribute(attribute).type();
            }
        }
        return null;
    }

    private static AttrType typeOf(Entity e, String attribute) {
        Attribute a = e.attribute(attribute);
        return a == null ? AttrType.S : a.type();
    }

    private static String projection(Read p, Expressions x) {
        if (p.projection() == null || p.projection().isEmpty()) {
            return null;
        }
        return String.join(", ", p.projection().stream().map(x::name).toList());
    }

    private static SdkRequest withRepeat(SdkRequest r, int repeat) {
        return new SdkRequest(r.kind(), r.table(), r.index(), r.key(), r.item(), r.keyCondition(), r.filter(),
                r.projection(), r.update(), r.condition(), r.names(), r.values(), r.limit(), r.descending(),
                r.consistent(), r.parts(), repeat, r.clientToken(), r.shards());
    }
}
