package dev.tablebook.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.load.DesignLoader;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Table;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Every example item an instance of its own, on the public sample designs of src/test/resources/verify/samples. */
class ExampleDataTest {
    private static Design load(String file) {
        var r = new DesignLoader().load(List.of(Path.of("src/test/resources/verify/samples/" + file)));
        assertEquals(List.of(), r.errors());
        return r.designs().get(0);
    }

    private static Set<String> keys(Design d, String table, String entity) {
        Table t = d.tables().get(table);
        Entity e = d.entities().get(entity);
        Set<String> out = new HashSet<>();
        for (Map<String, Object> v : new ExampleData(d).items(e)) {
            out.add(Store.id(t, ExampleData.stored(t, e, v)));
        }
        return out;
    }

    @Test
    void anEntityKeyedOnlyByPartitionLevelValuesStillGetsNineItems() {
        // Employee: PK e#{employeeid}, SK master; employeeid builds the table's partition key
        assertEquals(ExampleData.COLLECTIONS * ExampleData.PER_COLLECTION, keys(load("employees.yaml"), "employees",
                "Employee").size());
    }

    @Test
    void anEntitysOwnIdVariesByItem() {
        Design d = load("bank.yaml");
        Entity e = d.entities().get("Transaction");
        Set<Object> ids = new HashSet<>();
        List<Map<String, Object>> items = new ExampleData(d).items(e);
        items.stream().skip(e.samples().size()).forEach(v -> ids.add(v.get("TransactionID")));
        assertEquals(items.size() - e.samples().size(), ids.size(), "generated transactions share an id: " + ids);
    }

    @Test
    void literalsAKeyConditionFixesAreTakenInTurn() {
        Design d = load("bank.yaml");
        Set<Object> statuses = new HashSet<>();
        new ExampleData(d).items(d.entities().get("Payment")).forEach(v -> statuses.add(v.get("Status")));
        assertTrue(statuses.containsAll(List.of("PENDING", "SCHEDULED")), statuses.toString());
        assertTrue(statuses.size() > 3, "and generated values beside them: " + statuses);
    }
}
