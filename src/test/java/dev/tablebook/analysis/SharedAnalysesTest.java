package dev.tablebook.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Table;
import dev.tablebook.testing.Fixtures;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The analyses the rules, the cost engine and the site share, on one small design, each number worked out by hand. */
class SharedAnalysesTest {

    /** The small orders design both analysis tests work on (src/test/resources/analysis/orders.yaml). */
    private static final String ORDERS = readOrders();

    private static String readOrders() {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of("src/test/resources/analysis/orders.yaml"));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static Design orders() {
        return Fixtures.yaml("orders.yaml", ORDERS);
    }

    private static CallUnits units(Design d, String pattern) {
        return new PatternUnits(d).of(d.pattern(pattern));
    }

    private static double indexUnits(CallUnits u, String entity, String index) {
        return u.lines().stream().filter(l -> l.kind() == UnitLine.Kind.INDEX_WRITE && index.equals(l.index())
                && entity.equals(l.entity())).mapToDouble(UnitLine::units).sum();
    }

    @Test
    void itemSizesAddAttributesAndRenderedKeys() {
        Design d = orders();
        Table t = d.tables().get("Commerce");
        // attributes 26+26+8+2000 = 2060; pk "CUSTOMER#"+26 = 35; sk "ORDER#"+26 = 32; status_key "STATUS#"+8 = 15
        assertEquals(2142, ItemSizes.itemBytes(d.entities().get("Order"), t));
        // 26+8 + pk 35 + sk "PROFILE" 7
        assertEquals(76, ItemSizes.itemBytes(d.entities().get("Customer"), t));
        // KEYS_ONLY: pk 35 + sk 32 + status_key 15
        assertEquals(82, ItemSizes.indexItemBytes(d.entities().get("Order"), t, t.indexes().get("ByStatus")));
    }

    @Test
    void naturalKeysAreCountedOnceAndAreTheirOwnTemplate() {
        Design d = Fixtures.yaml("p.yaml", """
                service: p
                entities:
                  Profile:
                    attributes:
                      customer_id: { type: S, bytes: 26 }
                      name: { type: S, bytes: 40 }
                tables:
                  Profiles:
                    key: { partition: customer_id }
                    items:
                      Profile: {}
                """);
        Table t = d.tables().get("Profiles");
        Entity profile = d.entities().get("Profile");
        assertEquals(66, ItemSizes.itemBytes(profile, t));
        assertEquals("{customer_id}", IndexMembership.template(t, profile, "customer_id").text());
        assertEquals(null, IndexMembership.template(t, profile, "email"));
    }

    @Test
    void membershipFollowsTheSparseIndex() {
        Design d = orders();
        Table t = d.tables().get("Commerce");
        assertEquals(List.of(d.entities().get("Order")), IndexMembership.members(d, KeyTarget.of(t, t.indexes().get("ByStatus"))));
        assertEquals(List.of(d.entities().get("Customer"), d.entities().get("Order")),
                IndexMembership.members(d, KeyTarget.of(t)));
    }

    @Test
    void entityMatchReportsWhatAConditionReaches() {
        Design d = orders();
        assertEquals(List.of("Order"), EntityMatch.of(d, d.pattern("AP1")).matched());
        assertEquals(List.of("Customer"), EntityMatch.of(d, d.pattern("AP3")).matched());
    }

    @Test
    void readUnitsFollowTheCostModel() {
        Design d = orders();
        // AP1: no limit, no max_per_partition: Order's count / the distinct values of its partition
        // template; customer_id states no distinct, so it counts as Order's count: 1 item, 0.5 unit
        CallUnits ap1 = units(d, "AP1");
        assertEquals(1, ap1.itemsRead(), 1e-9);
        assertEquals(0.5, ap1.rru(), 1e-9);
        // stating distinct customers gives 100,000 / 1,000 = 100 items of 2,142 bytes = 214,200 bytes
        // -> 53 units of 4 KB (52.3 rounded up), eventual: 26.5
        Design stated = Fixtures.yaml("o.yaml", ORDERS.replace(
                "customer_id: { type: S, bytes: 26 }\n      order_id", "customer_id: { type: S, bytes: 26, distinct: 1000 }\n      order_id"));
        CallUnits counted = units(stated, "AP1");
        assertEquals(100, counted.itemsRead(), 1e-9);
        assertEquals(26.5, counted.rru(), 1e-9);
        // AP2: 50 items of the projected 82 bytes = 4,100 bytes -> 2 units, eventual: 1
        assertEquals(1.0, units(d, "AP2").rru(), 1e-9);
        // AP3: one 76-byte item, strong: 1 unit
        assertEquals(1.0, units(d, "AP3").rru(), 1e-9);
    }

    @Test
    void writeUnitsDoubleTransactionsAndGateIndexWrites() {
        Design d = orders();
        CallUnits w1 = units(d, "W1");
        // Order 2,142 bytes -> 3 units, Customer 76 bytes -> 1, x2 transaction; failed conditions are billed on top
        assertEquals(8.0, w1.wru(), 1e-9);
        assertEquals(0.5, w1.conditionalFailRate(), 1e-9);
        // the index entry 82 bytes -> 1 unit, not doubled; the customer does not carry the index
        assertEquals(1.0, indexUnits(w1, "Order", "ByStatus"), 1e-9);
        assertEquals(0.0, indexUnits(w1, "Customer", "ByStatus"), 1e-9);
        // moving the status moves the index entry: delete + insert
        assertEquals(2.0, indexUnits(units(d, "W2"), "Order", "ByStatus"), 1e-9);
        // a note is not projected by a KEYS_ONLY index
        assertEquals(0.0, indexUnits(units(d, "W3"), "Order", "ByStatus"), 1e-9);
    }

    @Test
    void hotPartitionsSumPatternsPerKeyTemplate() {
        Design d = orders();
        PartitionLoad status = HotPartitions.analyze(d).stream()
                .filter(l -> "ByStatus".equals(l.index())).findFirst().orElseThrow();
        assertEquals("STATUS#{status}", status.template());
        assertEquals(4L, status.distinct());
        // W1 400 rps x 1 unit x 1/4 = 100 (a failed condition writes no index); W2 100 x 2 x 1/4 = 50; W3 adds nothing
        assertEquals(150.0, status.writeUnitsPerSecond(), 1e-9);
        // AP2 10 rps x 1 unit x 1/4
        assertEquals(2.5, status.readUnitsPerSecond(), 1e-9);
        PartitionLoad customer = HotPartitions.analyze(d).stream()
                .filter(l -> l.index() == null && l.template().equals("CUSTOMER#{customer_id}"))
                .findFirst().orElseThrow();
        // AP3 3,000 strong reads x 1 unit x 1/1,000 customers + AP1 100 x 0.5 x 1/100,000 (Order's own count)
        assertEquals(3.0 + 0.0005, customer.readUnitsPerSecond(), 1e-9);
        // W1 400 rps: Order 3 units x 2 x 1.5 / 100,000 = 0.036, Customer 1 x 2 x 1.5 / 1,000 = 1.2;
        // W2 and W3 100 rps x 3 units / 100,000 = 0.003 each
        assertEquals(0.036 + 1.2 + 0.003 + 0.003, customer.writeUnitsPerSecond(), 1e-9);
    }

    @Test
    void keyCardinalityMultipliesPlaceholdersAndCapsAtTheCount() {
        Design d = orders();
        Entity order = d.entities().get("Order");
        assertEquals(OptionalLong.of(4), KeyCardinality.distinct(order, KeyTemplate.of("STATUS#{status}")));
        // status 4 x order_id (no distinct: the count, 100,000) = 400,000, capped at 100,000
        assertEquals(OptionalLong.of(100_000), KeyCardinality.distinct(order, KeyTemplate.of("{status}#{order_id}")));
        // a placeholder in two attributes of a multi-attribute key counts once
        assertEquals(OptionalLong.of(4),
                KeyCardinality.distinct(order, List.of(KeyTemplate.of("{status}"), KeyTemplate.of("S#{status}"))));
        assertEquals(OptionalLong.of(1), KeyCardinality.distinct(order, KeyTemplate.of("GLOBAL")));
        Design noCount = Fixtures.yaml("n.yaml", """
                service: n
                entities:
                  E:
                    attributes:
                      id: { type: S, bytes: 26 }
                tables:
                  Tab:
                    key: { partition: pk }
                    items:
                      E: { pk: "E#{id}" }
                """);
        assertTrue(KeyCardinality.distinct(noCount.entities().get("E"), KeyTemplate.of("E#{id}")).isEmpty());
    }
}
