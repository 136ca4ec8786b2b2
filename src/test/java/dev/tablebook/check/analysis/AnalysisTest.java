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
