package dev.tablebook.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablebook.check.Fixtures;
import dev.tablebook.model.Design;
import dev.tablebook.model.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

class KeyMapViewTest {

    private static final String DESIGN = """
            service: orders
            access_patterns:
              - id: AP1
                operation: Query
                table: Commerce
                index: OpenByWarehouse
                key: { open_warehouse: "{warehouse_id}" }
                limit: 10
                returns: Order
                rps: 1
                authorization: warehouse_id
            entities:
              Customer:
                attributes:
                  customer_id: { type: S, bytes: 26 }
                  created_at: { type: S, bytes: 25 }
              Order:
                attributes:
                  customer_id: { type: S, bytes: 26 }
                  order_id: { type: S, bytes: 26 }
                  created_at: { type: S, bytes: 25 }
                  warehouse_id: { type: S, bytes: 12 }
            tables:
              Commerce:
                key: { partition: pk, sort: sk }
                items:
                  Customer: { pk: "CUSTOMER#{customer_id}", sk: PROFILE, created_at: "{created_at}" }
                  Order: { pk: "CUSTOMER#{customer_id}", sk: "ORDER#{order_id}", open_warehouse: "{warehouse_id}" }
                indexes:
                  OpenByWarehouse: { partition: open_warehouse, sort: created_at }
            """;

    @Test
    void theKeyMapListsOnlyTheIndexKeysOfIndexesAnEntityCarries() {
        Design d = Fixtures.load("designs/orders.yaml", DESIGN);
        Table t = d.tables().get("Commerce");
        assertEquals(List.of(), KeyMapView.indexKeys(t, d.entities().get("Customer")),
                "Customer gives created_at but no open_warehouse: it is not in the index");
        assertEquals(List.of("open_warehouse = {warehouse_id} (OpenByWarehouse)",
                "created_at = {created_at} (OpenByWarehouse)"), KeyMapView.indexKeys(t, d.entities().get("Order")),
                "the natural sort key of the index is listed too");
    }
}
