package dev.tablebook.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.analysis.CallUnits;
import dev.tablebook.analysis.PatternUnits;
import dev.tablebook.analysis.UnitLine;
import dev.tablebook.model.Design;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The index writes the cost model charges for an update are the ones mutable-gsi-key states. */
class IndexWriteCountAgreementTest {

    private static final String DESIGN = """
            service: orders
            access_patterns:
              - id: AP1
                operation: UpdateItem
                table: Orders
                key: { pk: "ORDER#{order_id}" }
                entity: Order
                condition: attribute_exists(pk)
                rps: 10
                authorization: service-role
                idempotency: natural
              - id: AP2
                operation: UpdateItem
                table: Orders
                key: { pk: "ORDER#{order_id}" }
                writes:
                  - { entity: Order, action: update, attributes: [note], condition: attribute_exists(pk) }
                rps: 10
                authorization: service-role
                idempotency: natural
              - id: AP3
                operation: UpdateItem
                table: Orders
                key: { pk: "ORDER#{order_id}" }
                writes:
                  - { entity: Order, action: update, attributes: [status], condition: attribute_exists(pk) }
                rps: 10
                authorization: service-role
                idempotency: natural
              - id: AP4
                operation: Query
                table: Orders
                index: ByStatus
                key: { status: "{status}" }
                limit: 10
                returns: Order
                rps: 1
                authorization: service-role
            entities:
              Order:
                attributes:
                  order_id: { type: S, bytes: 26 }
                  status: { type: S, bytes: 10, mutable: true }
                  note: { type: S, bytes: 100, mutable: true }
            tables:
              Orders:
                key: { partition: pk }
                items:
                  Order: { pk: "ORDER#{order_id}" }
                indexes:
                  ByStatus: { partition: status, projection: KEYS_ONLY }
            """;

    private static double indexWrites(Design d, String id) {
        CallUnits units = new PatternUnits(d).of(d.pattern(id));
        return units.lines().stream().filter(l -> l.kind() == UnitLine.Kind.INDEX_WRITE)
                .mapToDouble(UnitLine::units).sum();
    }

    @Test
    void anUpdateWithoutAttributesIsChargedTheTwoIndexWritesMutableGsiKeyStates() {
        Design d = Fixtures.load("designs/orders.yaml", DESIGN);
        assertEquals(2.0, indexWrites(d, "AP1"), "no `attributes`: assumed to change the mutable key, delete + insert");
        assertEquals(0.0, indexWrites(d, "AP2"), "a note the KEYS_ONLY index does not hold");
        assertEquals(2.0, indexWrites(d, "AP3"), "the status moves the entry");
        CallUnits ap1 = new PatternUnits(d).of(d.pattern("AP1"));
        assertTrue(ap1.notes().stream().anyMatch(n -> n.contains("assumed to change mutable status")
                && n.contains("two writes charged")), ap1.notes().toString());
        List<Finding> found = Fixtures.of(Fixtures.check(d), "mutable-gsi-key");
        assertEquals(1, found.size(), found.toString());
        String message = found.get(0).message();
        assertTrue(message.contains("two index writes per item, charged on AP3 and on AP1, whose update lists no "
                + "`attributes` and is assumed to change it"), message);
    }
}
