package dev.tablebook.render;

import dev.tablebook.analysis.IndexMembership;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The key map of one table: its key schema, its item collections (each partition key template
 * with the sort key templates stored under it, per entity), an example item per entity and the
 * table's operational settings.
 */
public record KeyMapView(String name, String anchor, String mdAnchor, List<KeyAttribute> keySchema,
                         List<ItemCollection> collections, List<ExampleItem> examples,
                         List<TableSettings.Setting> settings) {

    /** A key attribute of the table or one of its indexes, with its resolved type. */
    public record KeyAttribute(String name, String role, String type) {
    }

    /** The entities whose partition key renders from the same template: they share item collections. */
    public record ItemCollection(String partition, List<Member> members) {
    }

    /** One entity in a collection: its sort key template and the keys of the indexes it is a member of. */
    public record Member(String entity, String entityAnchor, String sort, List<String> indexKeys) {
    }

    static KeyMapView of(Design d, Table t, Anchors anchors, Map<String, String> entityAnchors) {
        Map<String, List<Member>> byPartition = new LinkedHashMap<>();
        List<ExampleItem> examples = new ArrayList<>();
        t.items().forEach((entity, keys) -> {
            KeyTemplate pk = keys.get(t.partitionKey());
            KeyTemplate sk = t.sortKey() == null ? null : keys.get(t.sortKey());
            Entity e = d.entities().get(entity);
            List<String> others = e == null ? List.of() : indexKeys(t, e);
            byPartition.computeIfAbsent(pk == null ? "" : pk.text(), k -> new ArrayList<>())
                    .add(new Member(entity, entityAnchors.getOrDefault(entity, ""), sk == null ? "" : sk.text(), others));
            if (e != null) {
                examples.add(ExampleItem.of(t, e));
            }
        });
        List<ItemCollection> collections = new ArrayList<>();
        byPartition.forEach((pk, members) -> collections.add(new ItemCollection(pk, members)));
        return new KeyMapView(t.name(), anchors.of("table", t.name()), Anchors.github("Table " + t.name()),
                keySchema(t), collections, examples, TableSettings.of(t));
    }

    /**
     * The index keys an entity's items carry: for each index it is a member of (it defines every
     * key attribute of it), those key attributes that are not the table's own, with their
     * templates (a natural key as its placeholder) and the index. An attribute given for an index
     * the entity does not carry puts no item in it and is not listed.
     */
    static List<String> indexKeys(Table t, Entity e) {
        Map<String, List<String>> byAttribute = new LinkedHashMap<>();
        Map<String, KeyTemplate> templates = new LinkedHashMap<>();
        for (Index x : t.indexes().values()) {
            if (!IndexMembership.carries(t, e, x)) {
                continue;
            }
            for (String attr : x.keyAttributes()) {
                if (attr.equals(t.partitionKey()) || attr.equals(t.sortKey())) {
                    continue;
                }
                templates.put(attr, IndexMembership.template(t, e, attr));
                byAttribute.computeIfAbsent(attr, a -> new ArrayList<>()).add(x.name());
            }
        }
        List<String> out = new ArrayList<>();
        byAttribute.forEach((attr, indexes) -> out.add(attr + " = " + templates.get(attr).text() + " ("
                + String.join(", ", indexes) + ")"));
        return out;
    }

    private static List<KeyAttribute> keySchema(Table t) {
        List<KeyAttribute> out = new ArrayList<>();
        out.add(new KeyAttribute(t.partitionKey(), "partition key", t.keyType(t.partitionKey()).name()));
        if (t.sortKey() != null) {
            out.add(new KeyAttribute(t.sortKey(), "sort key", t.keyType(t.sortKey()).name()));
        }
        for (Index i : t.indexes().values()) {
            String kind = i.isGsi() ? "GSI " : "LSI ";
            for (String p : i.partition()) {
                if (!(p.equals(t.partitionKey()) && !i.isGsi())) {
                    out.add(new KeyAttribute(p, kind + i.name() + " partition key", t.keyType(p).name()));
                }
            }
            for (String s : i.sort()) {
                out.add(new KeyAttribute(s, kind + i.name() + " sort key", t.keyType(s).name()));
            }
        }
        return out;
    }
}
