package dev.tablebook.verify;

import dev.tablebook.model.Table;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code verify} wrote, table by table, keyed by primary key: each item with its entity
 * and the plain values it was built from. A later write of the same key replaces the earlier
 * one, as on the engine; {@link #collisions} keeps each case where two example items met on one
 * key as they were written ({@link #write}), of two entities or of one.
 */
final class Store {
    record Stored(String entity, Map<String, Object> values, Map<String, AttributeValue> item) {
    }

    private final Map<String, Map<String, Stored>> tables = new LinkedHashMap<>();
    private final List<String> collisions = new ArrayList<>();

    /** An example item written before the patterns run: one that replaces another is a collision. */
    void write(Table t, Stored s) {
        Map<String, Stored> items = tables.computeIfAbsent(t.name(), k -> new LinkedHashMap<>());
        String id = id(t, s.item());
        Stored before = items.put(id, s);
        if (before != null && !before.entity().equals(s.entity())) {
            collisions.add(before.entity() + " and " + s.entity() + " in table " + t.name()
                    + " build the same primary key (" + id + "): the " + s.entity() + " item replaced the "
                    + before.entity() + " item");
        } else if (before != null) {
            collisions.add("two " + s.entity() + " items in table " + t.name() + " build the same primary key (" + id
                    + "): the later replaced the earlier, so the entity has one item fewer than written");
        }
    }

    /** The item as a pattern's write left it. */
    void put(Table t, Stored s) {
        tables.computeIfAbsent(t.name(), k -> new LinkedHashMap<>()).put(id(t, s.item()), s);
    }

    void remove(Table t, Map<String, AttributeValue> key) {
        Map<String, Stored> items = tables.get(t.name());
        if (items != null) {
            items.remove(id(t, key));
        }
    }

    /** The items of a table in write order. */
    List<Stored> items(Table t) {
        return new ArrayList<>(tables.getOrDefault(t.name(), Map.of()).values());
    }

    Stored get(Table t, Map<String, AttributeValue> item) {
        return tables.getOrDefault(t.name(), Map.of()).get(id(t, item));
    }

    List<String> collisions() {
        return List.copyOf(collisions);
    }

    /** The primary key as text, for messages and lookups. */
    static String id(Table t, Map<String, AttributeValue> item) {
        String pk = t.partitionKey() + "=" + Values.show(item.get(t.partitionKey()));
        return t.sortKey() == null ? pk : pk + ", " + t.sortKey() + "=" + Values.show(item.get(t.sortKey()));
    }

    /** The primary key attributes of an item. */
    static Map<String, AttributeValue> key(Table t, Map<String, AttributeValue> item) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        key.put(t.partitionKey(), item.get(t.partitionKey()));
        if (t.sortKey() != null) {
            key.put(t.sortKey(), item.get(t.sortKey()));
        }
        return key;
    }

    /** An item's attributes as plain values (S text, N BigDecimal, BOOL Boolean; others kept as the attribute value). */
    static Map<String, Object> plain(Map<String, AttributeValue> item) {
        Map<String, Object> out = new LinkedHashMap<>();
        item.forEach((k, v) -> out.put(k, v.s() != null ? v.s() : v.n() != null ? (Object) new BigDecimal(v.n())
                : v.bool() != null ? v.bool() : v));
        return out;
    }
}
