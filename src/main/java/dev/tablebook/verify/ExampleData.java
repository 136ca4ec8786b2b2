package dev.tablebook.verify;

import dev.tablebook.analysis.ItemSizes;
import dev.tablebook.model.AttrType;
import dev.tablebook.model.Attribute;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Table;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Read;
import dev.tablebook.model.Write;
import dev.tablebook.model.WriteLeg;
import dev.tablebook.request.ExampleValues;
import dev.tablebook.request.Shards;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The example items {@code verify} writes: an entity's {@code samples} first (what a sample
 * leaves out is generated), then generated items in {@value #COLLECTIONS} item collections of
 * {@value #PER_COLLECTION} items each, so that every partition holds several items and has
 * neighbours from other partitions and other entities. Values are deterministic: an attribute
 * that builds a partition key (of the table or an index) varies by collection, every other one
 * by item, so that entities sharing an attribute name (a customer id, an order id) land in the
 * same collection as they would in production. The shard suffix of an entity that a sharded
 * pattern reads or writes ({@link Shards}) is the exception: it takes the item's number in its
 * collection modulo the shards (0, 1, 2, ...), so that the items of one logical key spread over
 * its first shards as random suffixes spread them.
 *
 * <p>Every item is an instance of its own: an attribute that identifies one item (the
 * entity's own id where it builds no table partition key, a transaction's id: {@link #identity})
 * varies by item, and where two
 * items of an entity would still build the same primary key (a sort key built from partition-level
 * attributes only), the attributes of its sort key vary by item, or else each item takes an item
 * collection of its own. Where a read's key condition fixes a stored placeholder to a literal
 * ({@code SCHEDULED#{day}} against {@code {Status}#{ScheduledTime}}: {@link Bindings#literals}),
 * the items take that literal in turn with generated values, so that the read has items to find
 * and items to pass over.
 */
final class ExampleData {
    static final int COLLECTIONS = 3;
    static final int PER_COLLECTION = 3;
    /**
     * The collection and item number of values that no written item has yet (a fresh create); a
     * write pattern's fresh values take the collection {@link #freshCollection}. Past every
     * collection a generated item can take (an entity whose items each need a collection of their
     * own takes {@value #COLLECTIONS} × {@value #PER_COLLECTION}).
     */
    static final int FRESH = COLLECTIONS * PER_COLLECTION;

    private final Design design;
    private final Set<String> partitionLevel;
    /** Attributes that identify one item: an entity's own id ({@link #identityAttributes}). */
    private final Set<String> identity;
    /** Per attribute, the literals the reads' key conditions fix it to. */
    private final Map<String, List<String>> literals;
    /** Per entity, its shard suffix placeholders and their shard counts. */
    private final Map<String, Map<String, Integer>> shards;

    ExampleData(Design design) {
        this.design = design;
        this.partitionLevel = partitionAttributes(design);
        this.identity = identityAttributes(design);
        this.shards = shardSuffixes(design);
        this.literals = keyLiterals(design);
    }

    /**
     * The collection of a write pattern's fresh values: {@link #FRESH} plus the number of writes
     * before it in the design, so that two patterns that create the same entity (a transaction
     * that writes the owner's membership, then a put of one) create two items, as two real calls
     * would. Their partition-level values differ (collection + 1), so their keys never meet.
     */
    int freshCollection(Write pattern) {
        int before = 0;
        for (AccessPattern q : design.patterns()) {
            if (q == pattern) {
                break;
            }
            if (q instanceof Write) {
                before++;
            }
        }
        return FRESH + before;
    }

    /**
     * The plain values of every written item of an entity, samples first, in write order. A
     * sample takes the generated values of a slot past the generated items of its collection, so
     * that what it leaves out never repeats a generated item. Generated items that would build the
     * primary key of an earlier one in a table that stores the entity are made distinct (see the
     * class comment); two samples that build one key are the design's own, and {@link Store} reports them.
     */
    List<Map<String, Object>> items(Entity e) {
        List<Map<String, Object>> out = new ArrayList<>();
        int slot = 0;
        for (Map<String, Object> sample : e.samples()) {
            Map<String, Object> v = values(e, slot % COLLECTIONS, PER_COLLECTION + slot / COLLECTIONS);
            v.putAll(sample);
            out.add(v);
            slot++;
        }
        Set<String> keys = new java.util.HashSet<>();
        out.forEach(v -> keys.addAll(primaryKeys(e, v)));
        for (int c = 0; c < COLLECTIONS; c++) {
            for (int i = 0; i < PER_COLLECTION; i++) {
                Map<String, Object> v = values(e, c, i);
                if (collides(e, v, keys)) {
                    v = values(e, c, i, false); // without the key conditions' literals
                }
                if (collides(e, v, keys)) {
                    v = values(e, c, i, false, true); // the sort key's attributes by item
                }
                if (collides(e, v, keys)) {
                    v = values(e, c * PER_COLLECTION + i, i); // a collection of its own
                }
                if (collides(e, v, keys)) {
                    v = values(e, c * PER_COLLECTION + i, i, false);
                }
                keys.addAll(primaryKeys(e, v));
                out.add(v);
            }
        }
        return out;
    }

    private boolean collides(Entity e, Map<String, Object> v, Set<String> keys) {
        return primaryKeys(e, v).stream().anyMatch(keys::contains);
    }

    /** The primary key the values build in each table that stores the entity, as text with the table's name. */
    private List<String> primaryKeys(Entity e, Map<String, Object> v) {
        List<String> out = new ArrayList<>();
        for (Table t : design.tables().values()) {
            if (t.stores(e.name())) {
                out.add(t.name() + "|" + Store.id(t, stored(t, e, v)));
            }
        }
        return out;
    }

    /** Generated values of every attribute of the entity, and of every placeholder its keys use, for one slot. */
    Map<String, Object> values(Entity e, int collection, int item) {
        return values(e, collection, item, true);
    }

    private Map<String, Object> values(Entity e, int collection, int item, boolean withLiterals) {
        return values(e, collection, item, withLiterals, false);
    }

    /**
     * @param withLiterals whether attributes that a read's key condition fixes take those literals in turn
     * @param sortByItem whether the placeholders of the entity's sort keys vary by item even where they build a partition key
     */
    private Map<String, Object> values(Entity e, int collection, int item, boolean withLiterals, boolean sortByItem) {
        Set<String> byItem = sortByItem ? sortPlaceholders(e) : Set.of();
        Map<String, Object> out = new LinkedHashMap<>();
        for (Attribute a : e.attributes().values()) {
            out.put(a.name(), value(a.name(), a.type(), a.bytes(), collection, item, byItem.contains(a.name())));
        }
        for (Table t : design.tables().values()) {
            Map<String, KeyTemplate> keys = t.items().get(e.name());
            if (keys == null) {
                continue;
            }
            for (KeyTemplate k : keys.values()) {
                for (String p : k.placeholders()) {
                    out.computeIfAbsent(p, n -> value(n, AttrType.S, ItemSizes.UNDECLARED_PLACEHOLDER_BYTES,
                            collection, item, byItem.contains(n)));
                }
            }
        }
        if (withLiterals) {
            literals.forEach((a, given) -> {
                if (out.containsKey(a)) {
                    int turn = (partitionLevel.contains(a) && !identity.contains(a) ? collection : item) % (given.size() + 1);
                    if (turn < given.size()) {
                        Attribute attr = e.attribute(a);
                        Object literal = literal(given.get(turn), attr == null ? AttrType.S : attr.type());
                        if (literal != null) {
                            out.put(a, literal);
                        }
                    }
                }
            });
        }
        shards.getOrDefault(e.name(), Map.of()).forEach((p, n) -> {
            Attribute a = e.attribute(p);
            long shard = item % n;
            out.put(p, a != null && a.type() == AttrType.N ? (Object) shard : Long.toString(shard));
        });
        return out;
    }

    private static Object literal(String text, AttrType type) {
        if (type == AttrType.N) {
            try {
                return new java.math.BigDecimal(text);
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return type == AttrType.S ? text : null;
    }

    /** The placeholders of the sort keys (of the tables that store it) of the entity that are not in its partition key. */
    private Set<String> sortPlaceholders(Entity e) {
        Set<String> out = new LinkedHashSet<>();
        for (Table t : design.tables().values()) {
            if (!t.stores(e.name()) || t.sortKey() == null) {
                continue;
            }
            KeyTemplate pk = Bindings.stored(t, e.name(), t.partitionKey());
            Bindings.stored(t, e.name(), t.sortKey()).placeholders().stream().filter(p -> !pk.placeholders().contains(p))
                    .forEach(out::add);
        }
        return out;
    }

    /** The attributes of the entity that identify one item ({@link #identity}). */
    Set<String> identity(Entity e) {
        Set<String> out = new LinkedHashSet<>();
        Map<String, Object> names = new LinkedHashMap<>();
        for (Attribute a : e.attributes().values()) {
            names.put(a.name(), a);
        }
        for (Table t : design.tables().values()) {
            t.items().getOrDefault(e.name(), Map.of()).values().forEach(k -> k.placeholders().forEach(p -> names.put(p, p)));
        }
        names.keySet().stream().filter(identity::contains).forEach(out::add);
        return out;
    }

    /** The shard suffixes of the entities the design's sharded patterns read and write, with their shard counts. */
    private static Map<String, Map<String, Integer>> shardSuffixes(Design d) {
        Map<String, Map<String, Integer>> out = new LinkedHashMap<>();
        for (AccessPattern p : d.patterns()) {
            Table t = d.tables().get(p.table());
            if (p.shards() == null || t == null) {
                continue;
            }
            if (p instanceof Write w) {
                for (WriteLeg l : w.writes()) {
                    Table lt = d.tables().get(l.table());
                    String s = lt == null ? null : Shards.writtenSuffix(lt, l.entity());
                    if (s != null) {
                        out.computeIfAbsent(l.entity(), k -> new LinkedHashMap<>()).putIfAbsent(s, p.shards());
                    }
                }
            } else if (p instanceof Read r) {
                Index x = r.index() == null ? null : t.indexes().get(r.index());
                for (String e : r.returns()) {
                    String s = t.stores(e) ? Shards.suffix(t, x, e) : null;
                    if (s != null) {
                        out.computeIfAbsent(e, k -> new LinkedHashMap<>()).putIfAbsent(s, p.shards());
                    }
                }
            }
        }
        return out;
    }

    /** One generated value: the example value of the attribute, varied by its collection or its item. */
    Object value(String name, AttrType type, int bytes, int collection, int item) {
        return value(name, type, bytes, collection, item, false);
    }

    /** As {@link #value(String, AttrType, int, int, int)}; {@code byItem} varies it by item whatever it builds. */
    Object value(String name, AttrType type, int bytes, int collection, int item, boolean byItem) {
        boolean byCollection = partitionLevel.contains(name) && !identity.contains(name) && !byItem;
        // by item: collection × 10 + item + 1 for the first ten items of a collection, and past every
        // such number for the further copies of a large batch, so that no two slots meet
        int k = byCollection ? collection + 1 : item < 10 ? collection * 10 + item + 1 : 1000 * (collection + 1) + item;
        return vary(ExampleValues.of(name, type, bytes), k);
    }

    private static Object vary(Object base, int k) {
        if (base instanceof Long l) {
            return l + k;
        }
        if (base instanceof String s) {
            if (s.matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ")) {
                try {
                    return Instant.parse(s).plusSeconds(60L * k).toString();
                } catch (DateTimeParseException e) {
                    return s + k;
                }
            }
            // two digits, or as many as k has, so that no two k meet
            String digits = String.format(Locale.ROOT, "%02d", k);
            return s.length() >= 4 + digits.length() && !s.contains(" ") && !s.contains("@")
                    ? s.substring(0, s.length() - digits.length()) + digits : s + "-" + digits;
        }
        return base;
    }

    boolean partitionLevel(String attribute) {
        return partitionLevel.contains(attribute);
    }

    /** The item as stored in a table: its key attributes (rendered; absent when a placeholder has no value), then its attributes. */
    static Map<String, AttributeValue> stored(Table t, Entity e, Map<String, Object> values) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        Map<String, KeyTemplate> keys = t.items().getOrDefault(e.name(), Map.of());
        List<String> order = new ArrayList<>();
        order.add(t.partitionKey());
        if (t.sortKey() != null) {
            order.add(t.sortKey());
        }
        keys.keySet().stream().filter(k -> !order.contains(k)).forEach(order::add);
        for (String k : order) {
            KeyTemplate template = keys.get(k);
            if (template != null) {
                Values.render(template, t.keyType(k), values).ifPresent(v -> item.put(k, Values.attribute(v, t.keyType(k))));
            }
        }
        for (Attribute a : e.attributes().values()) {
            if (values.containsKey(a.name()) && !item.containsKey(a.name())) {
                item.put(a.name(), Values.attribute(values.get(a.name()), a.type()));
            }
        }
        return item;
    }

    /**
     * Attributes that identify one item: an entity's own id (an attribute or key placeholder named
     * after the entity and {@code id}: {@code TransactionID} of Transaction, {@code employee_id} of
     * Employee), where it builds no table's partition key (there it groups an item collection).
     */
    private static Set<String> identityAttributes(Design d) {
        Set<String> tablePartitions = new LinkedHashSet<>();
        for (Table t : d.tables().values()) {
            tablePartitions.add(t.partitionKey());
            t.items().values().forEach(keys -> {
                KeyTemplate k = keys.get(t.partitionKey());
                if (k != null) {
                    tablePartitions.addAll(k.placeholders());
                }
            });
        }
        Set<String> out = new LinkedHashSet<>();
        for (Entity e : d.entities().values()) {
            Set<String> names = new LinkedHashSet<>(e.attributes().keySet());
            d.tables().values().forEach(t -> t.items().getOrDefault(e.name(), Map.of()).values()
                    .forEach(k -> names.addAll(k.placeholders())));
            String own = normal(e.name()) + "id";
            names.stream().filter(a -> normal(a).equals(own) && !tablePartitions.contains(a)).forEach(out::add);
        }
        return out;
    }

    private static String normal(String name) {
        return name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
    }

    /** Per stored attribute, the literals the reads' key conditions fix it to, in the order the design states them. */
    private static Map<String, List<String>> keyLiterals(Design d) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (AccessPattern p : d.patterns()) {
            Table t = d.tables().get(p.table());
            if (!(p instanceof Read r) || t == null) {
                continue;
            }
            for (String e : r.returns()) {
                if (t.stores(e)) {
                    Bindings.literals(t, e, r.key()).forEach((a, text) -> {
                        List<String> given = out.computeIfAbsent(a, k -> new ArrayList<>());
                        if (!given.contains(text)) {
                            given.add(text);
                        }
                    });
                }
            }
        }
        return out;
    }

    /** Attributes that build a partition key: placeholders of table and index partition templates, and natural partition attributes. */
    private static Set<String> partitionAttributes(Design d) {
        Set<String> out = new LinkedHashSet<>();
        for (Table t : d.tables().values()) {
            List<String> partitions = new ArrayList<>(List.of(t.partitionKey()));
            for (Index x : t.indexes().values()) {
                if (x.isGsi()) {
                    partitions.addAll(x.partition());
                }
            }
            out.addAll(partitions);
            for (Map<String, KeyTemplate> keys : t.items().values()) {
                for (String p : partitions) {
                    KeyTemplate k = keys.get(p);
                    if (k != null) {
                        out.addAll(k.placeholders());
                    }
                }
            }
        }
        return out;
    }
}
