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
 */
final class ExampleData {
    static final int COLLECTIONS = 3;
    static final int PER_COLLECTION = 3;
    /**
     * The collection and item number of values that no written item has yet (a fresh create); a
     * write pattern's fresh values take the collection {@link #freshCollection}.
     */
    static final int FRESH = 8;

    private final Design design;
    private final Set<String> partitionLevel;
    /** Per entity, its shard suffix placeholders and their shard counts. */
    private final Map<String, Map<String, Integer>> shards;

    ExampleData(Design design) {
        this.design = design;
        this.partitionLevel = partitionAttributes(design);
        this.shards = shardSuffixes(design);
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

    /** The plain values of every written item of an entity, samples first, in write order. */
    List<Map<String, Object>> items(Entity e) {
        List<Map<String, Object>> out = new ArrayList<>();
        int slot = 0;
        for (Map<String, Object> sample : e.samples()) {
            Map<String, Object> v = values(e, slot % COLLECTIONS, slot / COLLECTIONS);
            v.putAll(sample);
            out.add(v);
            slot++;
        }
        for (int c = 0; c < COLLECTIONS; c++) {
            for (int i = 0; i < PER_COLLECTION; i++) {
                out.add(values(e, c, i));
            }
        }
        return out;
    }

    /** Generated values of every attribute of the entity, and of every placeholder its keys use, for one slot. */
    Map<String, Object> values(Entity e, int collection, int item) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (Attribute a : e.attributes().values()) {
            out.put(a.name(), value(a.name(), a.type(), a.bytes(), collection, item));
        }
        for (Table t : design.tables().values()) {
            Map<String, KeyTemplate> keys = t.items().get(e.name());
            if (keys == null) {
                continue;
            }
            for (KeyTemplate k : keys.values()) {
                for (String p : k.placeholders()) {
                    out.computeIfAbsent(p, n -> value(n, AttrType.S, ItemSizes.UNDECLARED_PLACEHOLDER_BYTES,
                            collection, item));
                }
            }
        }
        shards.getOrDefault(e.name(), Map.of()).forEach((p, n) -> {
            Attribute a = e.attribute(p);
            long shard = item % n;
            out.put(p, a != null && a.type() == AttrType.N ? (Object) shard : Long.toString(shard));
        });
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
        int k = partitionLevel.contains(name) ? collection + 1 : collection * 10 + item + 1;
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
            String two = String.format(Locale.ROOT, "%02d", k % 100);
            return s.length() >= 6 && !s.contains(" ") && !s.contains("@") ? s.substring(0, s.length() - 2) + two
                    : s + "-" + two;
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
