package dev.tablebook.check.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.check.Fixtures;
import dev.tablebook.model.Design;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The check-only analyses (authorization, call size), with their numbers worked out by hand. */
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
    void callSizeCountsLegsAndBytes() {
        Design d = orders();
        CallSize w1 = CallSize.of(d, d.pattern("W1"));
        assertEquals(2, w1.items());
        assertEquals(2142 + 76, w1.bytes());
        assertFalse(w1.items() > CallSize.TRANSACTION_ITEMS);
    }
}
