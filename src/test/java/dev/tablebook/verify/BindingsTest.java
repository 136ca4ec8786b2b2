package dev.tablebook.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Table;
import dev.tablebook.load.DesignLoader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Key-condition placeholders that name no attribute, bound from the stored template laid beside them. */
class BindingsTest {
    private static final Table TABLE = new DesignLoader().loadText("bank.yaml", """
            service: bank
            entities:
              Payment:
                attributes:
                  AccountID: { type: S }
                  ScheduledTime: { type: S }
                  Status: { type: S }
                  shard: { type: S }
            tables:
              PaymentScheduler:
                key: { partition: AccountID, sort: ScheduledTime }
                items:
                  Payment: { GSI_PK: "{shard}", "Status#Time": "{Status}#{ScheduledTime}" }
                indexes:
                  ByStatus: { partition: GSI_PK, sort: "Status#Time", projection: ALL }
            """).designs().get(0).tables().get("PaymentScheduler");

    private static KeyCondition between(String low, String high) {
        return new KeyCondition("Status#Time", KeyCondition.Op.BETWEEN, List.of(KeyTemplate.of(low), KeyTemplate.of(high)), null);
    }

    @Test
    void aLiteralWhereTheStoredTemplateHasAPlaceholderFixesThatAttribute() {
        assertEquals(Map.of("Status", "SCHEDULED"), Bindings.literals(TABLE, "Payment",
                List.of(between("SCHEDULED#{day_start}", "SCHEDULED#{day_end}"))));
        assertEquals(Map.of("Status", "PENDING"), Bindings.literals(TABLE, "Payment", List.of(new KeyCondition(
                "Status#Time", KeyCondition.Op.BEGINS_WITH, List.of(KeyTemplate.of("PENDING#")), null))));
    }

    @Test
    void betweenBoundsTakeTheValueAtTheSamePlaceAndDiffer() {
        Map<String, Object> first = Map.of("Status", "SCHEDULED", "ScheduledTime", "2019-09-24T010101");
        Map<String, Object> last = Map.of("Status", "SCHEDULED", "ScheduledTime", "2019-09-26T020202");
        Map<String, Object> v = Bindings.forKey(TABLE, "Payment", List.of(between("SCHEDULED#{day_start}",
                "SCHEDULED#{day_end}")), first, first, last);
        assertEquals("2019-09-24T010101", v.get("day_start"));
        assertEquals("2019-09-26T020202", v.get("day_end"));
        // one item in the partition: the bounds still differ, and the high one reaches past the item's key
        Map<String, Object> one = Bindings.forKey(TABLE, "Payment", List.of(between("SCHEDULED#{day_start}",
                "SCHEDULED#{day_end}")), first, first, first);
        assertNotEquals(one.get("day_start"), one.get("day_end"));
        assertTrue(String.valueOf(one.get("day_end")).compareTo(String.valueOf(one.get("day_start"))) > 0);
    }

    @Test
    void aHighBoundCoveringTheStartOfTheKeyOnlyIsMovedPastTheLastItem() {
        Map<String, Object> first = Map.of("Status", "SCHEDULED", "ScheduledTime", "2019-09-24T010101");
        Map<String, Object> v = Bindings.forKey(TABLE, "Payment", List.of(between("{low}", "{high}")), first, first,
                first);
        // {low} and {high} stand for the whole stored key: SCHEDULED#2019-09-24T010101
        assertEquals("SCHEDULED#2019-09-24T010101", v.get("low"));
        assertTrue(String.valueOf(v.get("high")).compareTo("SCHEDULED#2019-09-24T010101") > 0, v.toString());
    }
}
