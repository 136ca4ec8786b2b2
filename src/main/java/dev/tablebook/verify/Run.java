package dev.tablebook.verify;

import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.Table;
import dev.tablebook.analysis.IndexMembership;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

import java.util.List;
import java.util.Map;

/** What the checks of one design share: the design, its example data, what was written, the engine. */
record Run(Design design, ExampleData data, Store store, Executor executor, DynamoDbClient client,
           Map<String, TableMaker.Created> tables, String engine) {

    String physical(String table) {
        TableMaker.Created c = tables.get(table);
        return c == null ? table : c.physicalName();
    }

    Table table(String name) {
        return design.tables().get(name);
    }

    Entity entity(String name) {
        return design.entities().get(name);
    }

    /** Why the engine lacks the index, or null when it was created. */
    String missingIndex(String table, String index) {
        TableMaker.Created c = tables.get(table);
        return c == null ? null : c.missingIndexes().get(index);
    }

    /** The stored items of a table that hold every key attribute of the index (all items when index is null). */
    List<Store.Stored> members(Table t, Index x) {
        return store.items(t).stream().filter(s -> x == null || x.keyAttributes().stream().allMatch(s.item()::containsKey))
                .toList();
    }

    /** The stored items of the given entities, in write order. */
    List<Store.Stored> itemsOf(Table t, Index x, List<String> entities) {
        return members(t, x).stream().filter(s -> entities.contains(s.entity())).toList();
    }

    /** Whether the entity's items carry the index's keys at all. */
    boolean carries(Table t, String entity, Index x) {
        Entity e = entity(entity);
        return e != null && (x == null ? t.stores(entity) : IndexMembership.carries(t, e, x));
    }

    /** The item as the engine holds it now (a strongly consistent GetItem), or null. */
    Map<String, AttributeValue> read(Table t, Map<String, AttributeValue> key) {
        var res = client.getItem(g -> g.tableName(physical(t.name())).key(key).consistentRead(true));
        return res.hasItem() && !res.item().isEmpty() ? res.item() : null;
    }
}
