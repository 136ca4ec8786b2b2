package dev.tablebook.render;

import dev.tablebook.request.ExampleValues;
import dev.tablebook.analysis.ItemSizes;
import dev.tablebook.format.JsonText;
import dev.tablebook.model.AttrType;
import dev.tablebook.model.Attribute;
import dev.tablebook.model.Entity;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** An item of one entity as stored in one table, keys rendered from their templates, as JSON: the entity's first sample where it gives samples. */
public record ExampleItem(String entity, String json) {
    static ExampleItem of(Table table, Entity entity) {
        return new ExampleItem(entity.name(), json(item(table, entity)));
    }

    /** The entity's key attributes in a document's order: the table's keys first, then its index keys. */
    private static List<String> keyOrder(Table table, Map<String, KeyTemplate> keys) {
        List<String> order = new ArrayList<>();
        order.add(table.partitionKey());
        if (table.sortKey() != null) {
            order.add(table.sortKey());
        }
        keys.keySet().stream().filter(k -> !order.contains(k)).forEach(order::add);
        return order;
    }

    /** The item as a document: key attributes (table keys first), then the entity's other attributes. */
    public static Map<String, Object> item(Table table, Entity entity) {
        Map<String, KeyTemplate> keys = table.items().get(entity.name());
        Map<String, Object> item = new LinkedHashMap<>();
        for (String k : keyOrder(table, keys)) {
            KeyTemplate t = keys.get(k);
            if (t != null) {
                item.put(k, render(t, entity, table.keyType(k)));
            }
        }
        for (Attribute a : entity.attributes().values()) {
            item.putIfAbsent(a.name(), value(entity, a.name()));
        }
        return item;
    }

    /**
     * A sample item as stored in the table: its key attributes rendered from the templates with the
     * sample's values (a placeholder the sample leaves out gets the generated value), then the
     * sample's own attributes as given, and nothing more.
     */
    public static Map<String, Object> item(Table table, Entity entity, Map<String, Object> sample) {
        Map<String, KeyTemplate> keys = table.items().get(entity.name());
        Map<String, Object> item = new LinkedHashMap<>();
        for (String k : keyOrder(table, keys)) {
            KeyTemplate t = keys.get(k);
            if (sample.containsKey(k)) {
                item.put(k, sample.get(k));
            } else if (t != null) {
                item.put(k, render(t, entity, table.keyType(k), sample));
            }
        }
        sample.forEach(item::putIfAbsent);
        return item;
    }

    private static Object render(KeyTemplate t, Entity entity, AttrType keyType, Map<String, Object> sample) {
        if (t.singlePlaceholder().isPresent()) {
            String name = t.singlePlaceholder().get();
            Object v = sample.containsKey(name) ? sample.get(name) : value(entity, name);
            return keyType == AttrType.S && !(v instanceof String) ? String.valueOf(v) : v;
        }
        StringBuilder sb = new StringBuilder();
        for (KeyTemplate.Part p : t.parts()) {
            if (p instanceof KeyTemplate.Literal l) {
                sb.append(l.text());
            } else {
                String name = ((KeyTemplate.Placeholder) p).attribute();
                Object v = sample.containsKey(name) ? sample.get(name) : value(entity, name);
                sb.append(v instanceof Double d && d == Math.rint(d) && Math.abs(d) < 1e15 ? String.valueOf(d.longValue())
                        : String.valueOf(v));
            }
        }
        return sb.toString();
    }

    /** A key value: a lone placeholder keeps its attribute's value (a number for an N key); else text. */
    static Object render(KeyTemplate t, Entity entity, AttrType keyType) {
        if (t.singlePlaceholder().isPresent()) {
            Object v = value(entity, t.singlePlaceholder().get());
            return keyType == AttrType.S && !(v instanceof String) ? String.valueOf(v) : v;
        }
        StringBuilder sb = new StringBuilder();
        for (KeyTemplate.Part p : t.parts()) {
            sb.append(p instanceof KeyTemplate.Literal l ? l.text()
                    : String.valueOf(value(entity, ((KeyTemplate.Placeholder) p).attribute())));
        }
        return sb.toString();
    }

    /** The entity's first sample's value where it gives one, else a generated example value. */
    private static Object value(Entity entity, String attribute) {
        if (entity != null && !entity.samples().isEmpty() && entity.samples().get(0).get(attribute) != null) {
            return entity.samples().get(0).get(attribute);
        }
        Attribute a = entity == null ? null : entity.attribute(attribute);
        return a == null ? ExampleValues.of(attribute, AttrType.S, ItemSizes.UNDECLARED_PLACEHOLDER_BYTES)
                : ExampleValues.of(a.name(), a.type(), a.bytes());
    }

    static String json(Object value) {
        return JsonText.write(value, JsonText.Layout.ITEM);
    }
}
