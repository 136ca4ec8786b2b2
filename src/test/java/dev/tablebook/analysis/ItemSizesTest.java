package dev.tablebook.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablebook.model.AttrType;
import dev.tablebook.model.Design;
import dev.tablebook.model.Projection;
import dev.tablebook.model.Table;
import dev.tablebook.testing.DesignBuilder;
import dev.tablebook.testing.OrdersExample;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ItemSizesTest {
    static final Design ORDERS = OrdersExample.design();
    static final Table COMMERCE = ORDERS.tables().get("Commerce");

    @Test
    void anItemIsItsAttributesPlusItsRenderedKeyTemplates() {
        // Order: attributes 26+26+12+25+8+8+600 = 705; pk "CUSTOMER#{customer_id}" = 9 + 26; sk
        // "ORDER#{created_at}#{order_id}" = 6 + 25 + 1 + 26; open_warehouse "{warehouse_id}" = 12.
        assertEquals(705 + 35 + 58 + 12, ItemSizes.itemBytes(ORDERS.entities().get("Order"), COMMERCE));
        // Customer: 26 + 40 + 8 = 74, pk 35, sk "PROFILE" 7.
        assertEquals(116, ItemSizes.itemBytes(ORDERS.entities().get("Customer"), COMMERCE));
    }

    @Test
    void sizeBytesReplacesTheSumAndStorageAddsOverhead() {
        assertEquals(300, ItemSizes.itemBytes(ORDERS.entities().get("OrderLine"), COMMERCE));
        // Commerce is a Global Table: 100 + 48 bytes of overhead per item.
        assertEquals(300 + 148, ItemSizes.storedBytes(ORDERS.entities().get("OrderLine"), COMMERCE));
    }

    @Test
    void anUndeclaredPlaceholderIs26BytesAndANaturalKeyCountsOnce() {
        DesignBuilder d = DesignBuilder.service("s");
        d.entity("Line").attr("order_id", AttrType.S, 20).attr("device_id", AttrType.S, 30);
        d.table("T").key("device_id", "sk").item("Line", "sk", "LINE#{order_id}#{line_no}");
        Design design = d.build();
        Table t = design.tables().get("T");
        // 20 + 30 attributes; sk = 5 + 20 + 1 + 26 (line_no undeclared); device_id is natural: not added again.
        assertEquals(50 + 52, ItemSizes.itemBytes(design.entities().get("Line"), t));
        assertEquals(Set.of("line_no"), ItemSizes.undeclaredPlaceholders(design.entities().get("Line"), t));
    }

    @Test
    void anIndexItemHoldsWhatItsProjectionHolds() {
        DesignBuilder d = OrdersExample.builder("s");
        d.table("Commerce")
                .gsi("ByStatus", List.of("status"), List.of("created_at"), Projection.include(List.of("total_cents", "nope")))
                .gsi("Everything", List.of("status"), List.of(), Projection.ALL);
        Design design = d.build();
        Table t = design.tables().get("Commerce");
        var order = design.entities().get("Order");
        // KEYS_ONLY: pk 35 + sk 58 + open_warehouse 12 + created_at 25.
        assertEquals(130, ItemSizes.indexItemBytes(order, t, t.indexes().get("OpenOrdersByWarehouse")));
        // INCLUDE: pk 35 + sk 58 + status 8 + created_at 25 + total_cents 8 (an attribute Order lacks adds nothing).
        assertEquals(134, ItemSizes.indexItemBytes(order, t, t.indexes().get("ByStatus")));
        assertEquals(810, ItemSizes.indexItemBytes(order, t, t.indexes().get("Everything")));
        assertEquals(134 + 100, ItemSizes.indexStoredBytes(order, t, t.indexes().get("ByStatus")));
    }

    @Test
    void anIncludeProjectionOfAnEntityWithoutAttributesTakes30Percent() {
        DesignBuilder d = DesignBuilder.service("s");
        d.entity("Blob").size(2000);
        d.table("T").key("pk", "sk").item("Blob", "pk", "B#{id}", "sk", "X", "g", "{kind}")
                .gsi("G", List.of("g"), List.of(), Projection.include(List.of("a")));
        Design design = d.build();
        Table t = design.tables().get("T");
        assertEquals(600, ItemSizes.indexItemBytes(design.entities().get("Blob"), t, t.indexes().get("G")));
    }

    @Test
    void aVectorIndexItemIsTheVectorAndWhatItsProjectionCarries() {
        DesignBuilder d = DesignBuilder.service("s");
        d.entity("Doc").attr("doc_id", AttrType.S, 26).attr("title", AttrType.S, 60).attr("emb", AttrType.L, 5632);
        d.table("T").key("doc_id", null).item("Doc")
                .vector("K", "emb", 1024, Projection.KEYS_ONLY, null, null)
                .vector("I", "emb", 1024, Projection.include(List.of("title")), null, null)
                .vector("A", "emb", 1024, Projection.ALL, null, null);
        Design design = d.build();
        Table t = design.tables().get("T");
        var doc = design.entities().get("Doc");
        assertEquals(4096 + 35, ItemSizes.vectorItemBytes(doc, t, t.vectorIndexes().get("K")));
        assertEquals(4096 + 35 + 60, ItemSizes.vectorItemBytes(doc, t, t.vectorIndexes().get("I")));
        // ALL: the rest of the item without this vector's own 5,632 B: 26 + 60.
        assertEquals(4096 + 35 + 86, ItemSizes.vectorItemBytes(doc, t, t.vectorIndexes().get("A")));
    }
}
