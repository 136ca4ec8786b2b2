package dev.tablebook.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.model.Design;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** {@code internal}: a call no end user makes, marked with its reason; the mark without a reason is refused where it stands. */
class InternalMarkLoadTest {
    private static String design(String internal) {
        return """
                service: shop
                access_patterns:
                  - id: J1
                    operation: Query
                    table: Shop
                    key: { pk: "CUSTOMER#{customer_id}" }
                    returns: Order
                    limit: 10
                    rps: 1
                """ + (internal == null ? "" : "    internal: " + internal + "\n") + """
                entities:
                  Order:
                    attributes:
                      customer_id: { type: S, bytes: 26 }
                      order_id: { type: S, bytes: 26 }
                tables:
                  Shop:
                    key: { partition: pk, sort: sk }
                    items:
                      Order: { pk: "CUSTOMER#{customer_id}", sk: "ORDER#{order_id}" }
                """;
    }

    private static LoadResult load(String yaml) {
        return new DesignLoader().loadText("shop.yaml", yaml);
    }

    @Test
    void theReasonIsKeptOnThePattern() {
        LoadResult r = load(design("\"nightly export, runs under the export role\""));
        assertEquals(List.of(), r.errors());
        Design d = r.designs().get(0);
        assertEquals("nightly export, runs under the export role", d.patterns().get(0).internal());
        assertNull(load(design(null)).designs().get(0).patterns().get(0).internal());
    }

    @ParameterizedTest
    @ValueSource(strings = {"true", "\"\"", "\"   \"", "42"})
    void aMarkWithoutAReasonIsAnInputErrorAtItsValue(String value) {
        List<String> errors = load(design(value)).errors().stream().map(InputError::toString).toList();
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).startsWith("shop.yaml:10:15: "), errors.get(0));
        assertTrue(errors.get(0).contains("`internal` in access pattern J1 takes the reason"), errors.get(0));
    }
}
