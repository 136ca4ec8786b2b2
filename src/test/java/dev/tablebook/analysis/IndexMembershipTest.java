package dev.tablebook.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.model.AttrType;
import dev.tablebook.model.Design;
import dev.tablebook.model.Projection;
import dev.tablebook.model.Table;
import dev.tablebook.testing.DesignBuilder;
import dev.tablebook.testing.OrdersExample;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class IndexMembershipTest {
    @Test
    void onlyEntitiesDefiningEveryIndexKeyAreMembers() {
        Design d = OrdersExample.design();
        Table t = d.tables().get("Commerce");
        var gsi = t.indexes().get("OpenOrdersByWarehouse");
        // open_warehouse comes from Order's items; created_at is a plain attribute of Order only.
        assertEquals(List.of(d.entities().get("Order")), IndexMembership.members(d, t, gsi));
        assertFalse(IndexMembership.carries(t, d.entities().get("Customer"), gsi));
        assertEquals(Set.of("open_warehouse", "warehouse_id", "created_at"),
                IndexMembership.keySources(t, d.entities().get("Order"), gsi));
    }

    @Test
    void multiAttributeKeysAndLsisAndVectorPartitions() {
        DesignBuilder b = DesignBuilder.service("s");
        b.entity("A").attr("game", AttrType.S, 8).attr("day", AttrType.S, 10).attr("score", AttrType.N, 8)
                .attr("emb", AttrType.L, 100);
        b.entity("B").attr("game", AttrType.S, 8).attr("emb", AttrType.L, 100);
        b.table("T").key("pk", "sk").item("A", "pk", "G#{game}", "sk", "S#{score}").item("B", "pk", "G#{game}", "sk", "B")
                .gsi("Top", List.of("game", "day"), List.of("score"), Projection.KEYS_ONLY)
                .lsi("ByScore", "score", Projection.ALL)
                .vector("V", "emb", 8, Projection.KEYS_ONLY, "day", null);
        Design d = b.build();
        Table t = d.tables().get("T");
        assertTrue(IndexMembership.carries(t, d.entities().get("A"), t.indexes().get("Top")));
        assertFalse(IndexMembership.carries(t, d.entities().get("B"), t.indexes().get("Top")), "B has no day");
        assertTrue(IndexMembership.carries(t, d.entities().get("A"), t.indexes().get("ByScore")));
        assertFalse(IndexMembership.carries(t, d.entities().get("B"), t.indexes().get("ByScore")));
        assertTrue(IndexMembership.carries(t, d.entities().get("A"), t.vectorIndexes().get("V")));
        assertFalse(IndexMembership.carries(t, d.entities().get("B"), t.vectorIndexes().get("V")),
                "an item without the vector partition attribute is not in the vector index");
    }
}
