package dev.tablebook.check.analysis;

import dev.tablebook.analysis.KeyTarget;
import dev.tablebook.analysis.EntityMatch;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.check.Fixtures;
import dev.tablebook.model.Design;
import dev.tablebook.model.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The analyses with their numbers worked out by hand. */
class AnalysisTest {

    private static final String ORDERS = """
            service: orders
            access_patterns:
              - id: AP1
                operation: Query
                table: Commerce
                key: { pk: "CUSTOMER#{customer_id}", sk: { begins_with: "ORDER#" } }
                returns: Order
                rps: 100
                authorization: customer_id
              - id: AP2
                operation: Query
                table: Commerce
                index: ByStatus
                key: { status_key: "STATUS#{status}" }
                limit: 50
                returns: Order
                rps: 10
                authorization: admin
              - id: AP3
                operation: GetItem
                table: Commerce
                key: { pk: "CUSTOMER#{customer_id}", sk: PROFILE }
                consistency: strong
                returns: Customer
                rps: 3000
                authorization: customer_id
              - id: W1
                operation: TransactWriteItems
                table: Commerce
                writes:
                  - { entity: Order, action: create, condition: "attribute_not_exists(sk)" }
                  - { entity: Customer, action: update, attributes: [order_count], condition: "attribute_exists(pk)" }
                idempotency: client-token
                conditional_fail_rate: 0.5
                rps: 400
                authorization: customer_id
              - id: W2
                operation: UpdateItem
                table: Commerce
                writes:
                  - { entity: Order, action: update, attributes: [status], condition: "attribute_exists(sk)" }
                rps: 100
                authorization: customer_id
              - id: W3
                operation: UpdateItem
                table: Commerce
                writes:
                  - { entity: Order, action: update, attributes: [note], condition: "attribute_exists(sk)" }
                rps: 100
                authorization: customer_id
            entities:
              Customer:
                count: 1000
                attributes:
                  customer_id: { type: S, bytes: 26 }
                  order_count: { type: N, bytes: 8 }
              Order:
                count: 100000
                attributes:
                  customer_id: { type: S, bytes: 26 }
                  order_id: { type: S, bytes: 26 }
                  status: { type: S, bytes: 8, distinct: 4 }
                  note: { type: S, bytes: 2000 }
            tables:
              Commerce:
                key: { partition: pk, sort: sk }
                items:
                  Customer: { pk: "CUSTOMER#{customer_id}", sk: PROFILE }
                  Order: { pk: "CUSTOMER#{customer_id}", sk: "ORDER#{order_id}", status_key: "STATUS#{status}" }
                indexes:
                  ByStatus: { partition: status_key, projection: KEYS_ONLY }
            """;

    private static Design orders() {
        return Fixtures.load("orders.yaml", ORDERS);
    }

    @Test
    void itemSizesAddAttributesAndRenderedKeys() {
        Design d = orders();
        Table t = d.tables().get("Commerce");
        // attributes 26+26+8+2000 = 2060; pk "CUSTOMER#"+26 = 35; sk "ORDER#"+26 = 32; status_key "STATUS#"+8 = 15
        assertEquals(2142, ItemSizes.itemBytes(d, d.entities().get("Order"), t));
        // 26+8 + pk 35 + sk "PROFILE" 7
        assertEquals(76, ItemSizes.itemBytes(d, d.entities().get("Customer"), t));
        // KEYS_ONLY: pk 35 + sk 32 + status_key 15
        assertEquals(82, ItemSizes.projectedBytes(d, d.entities().get("Order"), t, t.indexes().get("ByStatus")));
    }

    @Test
    void naturalKeysAreCountedOnce() {
        Design d = Fixtures.load("p.yaml", """
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
        assertEquals(66, ItemSizes.itemBytes(d, d.entities().get("Profile"), d.tables().get("Profiles")));
    }

    @Test
    void membershipFollowsTheSparseIndex() {
        Design d = orders();
        Table t = d.tables().get("Commerce");
        KeyTarget byStatus = KeyTarget.of(t, t.indexes().get("ByStatus"));
        assertEquals(List.of("Order"), Membership.members(d, byStatus));
        assertEquals(List.of("Customer", "Order"), Membership.members(d, KeyTarget.of(t)));
    }

    @Test
    void entityMatchReportsWhatAConditionReaches() {
        Design d = orders();
        EntityMatch ap1 = EntityMatch.of(d, d.pattern("AP1"));
        assertEquals(List.of("Order"), ap1.matched());
        EntityMatch ap3 = EntityMatch.of(d, d.pattern("AP3"));
        assertEquals(List.of("Customer"), ap3.matched());
    }

    @Test
    void readUnitsFollowTheCostModel() {
        Design d = orders();
        // AP1: no limit, no max_per_partition: Order's count / the distinct values of its partition
        // template; customer_id states no distinct, so it counts as Order's count: 1 item, 0.5 unit
        ReadUnits.Shape ap1 = ReadUnits.of(d, d.pattern("AP1"));
        assertEquals(1, ap1.items(), 1e-9);
        assertEquals(0.5, ap1.units(), 1e-9);
        // stating distinct customers gives 100,000 / 1,000 = 100 items of 2,142 bytes = 214,200 bytes
        // -> 53 units of 4 KB (52.3 rounded up), eventual: 26.5
        Design stated = Fixtures.load("o.yaml", ORDERS.replace(
                "customer_id: { type: S, bytes: 26 }\n      order_id", "customer_id: { type: S, bytes: 26, distinct: 1000 }\n      order_id"));
        ReadUnits.Shape counted = ReadUnits.of(stated, stated.pattern("AP1"));
        assertEquals(100, counted.items(), 1e-9);
        assertEquals(26.5, counted.units(), 1e-9);
        // AP2: 50 items of the projected 82 bytes = 4,100 bytes -> 2 units, eventual: 1
        assertEquals(1.0, ReadUnits.of(d, d.pattern("AP2")).units(), 1e-9);
        // AP3: one 76-byte item, strong: 1 unit
        assertEquals(1.0, ReadUnits.of(d, d.pattern("AP3")).units(), 1e-9);
    }

    @Test
    void writeUnitsDoubleTransactionsAndGateIndexWrites() {
        Design d = orders();
        Table t = d.tables().get("Commerce");
        var w1 = d.pattern("W1");
        // Order 2,142 bytes -> 3 units, x2 transaction, x1.5 failed conditions = 9
        assertEquals(9.0, WriteUnits.baseUnits(d, w1, w1.writes().get(0)), 1e-9);
        // index entry 82 bytes -> 1 unit, not doubled, x1.5
        assertEquals(1.5, WriteUnits.indexUnits(d, w1, w1.writes().get(0), t, t.indexes().get("ByStatus")), 1e-9);
        // the customer does not carry the index
        assertEquals(0.0, WriteUnits.indexUnits(d, w1, w1.writes().get(1), t, t.indexes().get("ByStatus")), 1e-9);
        // moving the status moves the index entry: delete + insert
        var w2 = d.pattern("W2");
        assertEquals(2.0, WriteUnits.indexUnits(d, w2, w2.writes().get(0), t, t.indexes().get("ByStatus")), 1e-9);
        // a note is not projected by a KEYS_ONLY index
        var w3 = d.pattern("W3");
        assertEquals(0.0, WriteUnits.indexUnits(d, w3, w3.writes().get(0), t, t.indexes().get("ByStatus")), 1e-9);
    }

    @Test
    void hotPartitionsSumPatternsPerKeyTemplate() {
        Design d = orders();
        HotPartitions.PartitionLoad status = HotPartitions.loads(d).stream()
                .filter(l -> l.index() != null && l.index().name().equals("ByStatus")).findFirst().orElseThrow();
        assertEquals("STATUS#{status}", status.keyTemplate());
        assertEquals(4L, status.distinct());
        // W1 400 rps x 1.5 units x 1/4 = 150; W2 100 x 2 x 1/4 = 50; W3 adds nothing
        assertEquals(200.0, status.writeUnits(), 1e-9);
        // AP2 10 rps x 1 unit x 1/4
        assertEquals(2.5, status.readUnits(), 1e-9);
        HotPartitions.PartitionLoad customer = HotPartitions.loads(d).stream()
                .filter(l -> l.index() == null && l.keyTemplate().equals("CUSTOMER#{customer_id}"))
                .findFirst().orElseThrow();
        // AP3 3,000 strong reads x 1 unit x 1/1,000 customers + AP1 100 x 0.5 x 1/100,000 (Order's own count)
        assertEquals(3.0 + 0.0005, customer.readUnits(), 1e-9);
    }

    @Test
    void authorizationLooksAtPartitionTemplatesOnly() {
        Design d = Fixtures.load("r.yaml", """
                service: r
                access_patterns:
                  - id: AP1
                    operation: Query
                    table: Tab
                    index: ByReview
                    key: { review_key: "REVIEW#{review_id}" }
                    limit: 1
                    returns: Review
                    rps: 1
                    authorization: customer_id
                  - id: AP2
                    operation: Query
                    table: Tab
                    key: { pk: "CUSTOMER#{customer_id}" }
                    limit: 10
                    returns: Review
                    rps: 1
                    authorization: customer_id
                entities:
                  Review:
                    attributes:
                      customer_id: { type: S, bytes: 26 }
                      review_id: { type: S, bytes: 26 }
                tables:
                  Tab:
                    key: { partition: pk, sort: sk }
                    items:
                      Review:
                        pk: "CUSTOMER#{customer_id}"
                        sk: "REVIEW#{review_id}"
                        review_key: "REVIEW#{review_id}"
                        review_sort: "BY#{customer_id}"
                    indexes:
                      ByReview: { partition: review_key, sort: review_sort }
                """);
        List<AuthorizationCheck.Gap> gaps = AuthorizationCheck.gaps(d, d.pattern("AP1"));
        assertEquals(1, gaps.size());
        AuthorizationCheck.Gap g = gaps.get(0);
        assertEquals(AuthorizationCheck.Kind.PARTITION_LACKS_IDENTIFIER, g.kind());
        assertEquals("GSI ByReview of table Tab", g.keySchema());
        assertEquals("Review", g.entity());
        assertEquals("REVIEW#{review_id}", g.partitionTemplate());
        assertTrue(g.inSortKey(), "customer_id is in the index's sort key, which does not count");
        assertEquals(List.of(), AuthorizationCheck.gaps(d, d.pattern("AP2")));
    }

    @Test
    void keyDistinctMultipliesPlaceholdersAndCapsAtTheCount() {
        Design d = orders();
        var order = d.entities().get("Order");
        assertEquals(4L, KeyDistinct.of(order, List.of(dev.tablebook.model.KeyTemplate.of("STATUS#{status}"))));
        // status 4 x order_id (no distinct: the count, 100,000) = 400,000, capped at 100,000
        assertEquals(100000L, KeyDistinct.of(order,
                List.of(dev.tablebook.model.KeyTemplate.of("{status}#{order_id}"))));
        assertEquals(1L, KeyDistinct.of(order, List.of(dev.tablebook.model.KeyTemplate.of("GLOBAL"))));
        Design noCount = Fixtures.load("n.yaml", """
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
        assertNull(KeyDistinct.of(noCount.entities().get("E"), List.of(dev.tablebook.model.KeyTemplate.of("E#{id}"))));
    }

    @Test
    void callSizeCountsLegsAndBytes() {
        Design d = orders();
        CallSize w1 = CallSize.of(d, d.pattern("W1"));
        assertEquals(2, w1.items());
        assertEquals(2142 + 76, w1.bytes());
        assertFalse(w1.items() > CallSize.TRANSACTION_ITEMS);
    }
}
