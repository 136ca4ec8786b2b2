package dev.tablebook.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.model.Design;
import dev.tablebook.model.WriteAction;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code shards}, the {@code ttl} map with its horizon and {@code action: check} legs, read and refused. */
class ShardsTtlChecksLoadTest {
    private static final String DESIGN = """
            service: shop
            access_patterns:
              - id: W1
                operation: TransactWriteItems
                table: Shop
                writes:
                  - { entity: Order, action: create, condition: "attribute_not_exists(pk)" }
                  - { entity: Customer, action: check, condition: "attribute_exists(pk)" }
                idempotency: client-token
                shards: 4
                rps: 10
                authorization: customer_id
              - id: R1
                operation: Query
                table: Shop
                key: { pk: "CUSTOMER#{customer_id}" }
                returns: Order
                shards: 8
                rps: 10
                authorization: customer_id
            entities:
              Customer:
                attributes:
                  customer_id: { type: S, bytes: 26 }
              Order:
                attributes:
                  customer_id: { type: S, bytes: 26 }
                  order_id: { type: S, bytes: 26 }
                  expires_at: { type: N, bytes: 8 }
            tables:
              Shop:
                key: { partition: pk, sort: sk }
                ttl: { attribute: expires_at, days: 90 }
                items:
                  Customer: { pk: "CUSTOMER#{customer_id}", sk: PROFILE }
                  Order: { pk: "CUSTOMER#{customer_id}", sk: "ORDER#{order_id}" }
            """;

    private static LoadResult load(String yaml) {
        return new DesignLoader().loadText("shop.yaml", yaml);
    }

    private static List<String> errors(String yaml) {
        return load(yaml).errors().stream().map(InputError::toString).toList();
    }

    @Test
    void readsShardsTheTtlHorizonAndACheckLeg() {
        LoadResult r = load(DESIGN);
        assertEquals(List.of(), r.errors());
        Design d = r.designs().get(0);
        assertEquals(4, d.pattern("W1").shards());
        assertEquals(8, d.pattern("R1").shards());
        assertEquals(8, d.pattern("R1").callsPerRequest());
        assertEquals(1, d.pattern("W1").callsPerRequest(), "a sharded write is still one call");
        assertEquals(4, d.pattern("W1").writeShards());
        assertEquals(WriteAction.CHECK, d.pattern("W1").legs().get(1).action());
        assertEquals("expires_at", d.tables().get("Shop").ttl());
        assertEquals(90, d.tables().get("Shop").ttlDays());
    }

    @Test
    void aPlainTtlStatesNoHorizon() {
        Design d = load(DESIGN.replace("ttl: { attribute: expires_at, days: 90 }", "ttl: expires_at")).designs().get(0);
        assertEquals("expires_at", d.tables().get("Shop").ttl());
        assertNull(d.tables().get("Shop").ttlDays());
    }

    @Test
    void refusesOneShardAShardedScanAndAHorizonWithoutDays() {
        assertTrue(errors(DESIGN.replace("shards: 8", "shards: 1")).contains(
                "shop.yaml:18:13: `shards` in access pattern R1 must be between 2 and 10000, not 1"),
                () -> errors(DESIGN.replace("shards: 8", "shards: 1")).toString());
        String scan = DESIGN.replace("operation: Query", "operation: Scan").replace(
                "    key: { pk: \"CUSTOMER#{customer_id}\" }\n", "");
        assertTrue(errors(scan).contains("shop.yaml:17:13: `shards` in access pattern R1 is for a read or write by key;"
                + " a Scan already reads every partition"), () -> errors(scan).toString());
        List<String> noDays = errors(DESIGN.replace(", days: 90", ""));
        assertTrue(noDays.contains("shop.yaml:33:10: `ttl` of table Shop is missing required field `days`"),
                noDays::toString);
    }

    @Test
    void aCheckLegBelongsToATransactionAndStatesACondition() {
        String put = DESIGN.replace("operation: TransactWriteItems", "operation: BatchWriteItem")
                .replace("    idempotency: client-token\n", "    idempotency: natural\n");
        assertTrue(errors(put).contains("shop.yaml:8:37: `action: check` in access pattern W1 is a ConditionCheck,"
                + " which only a TransactWriteItems makes; a BatchWriteItem states its condition on the write itself"),
                () -> errors(put).toString());
        List<String> bare = errors(DESIGN.replace("action: check, condition: \"attribute_exists(pk)\"",
                "action: check, attributes: [customer_id]"));
        assertTrue(bare.contains("shop.yaml:8:9: the `check` leg of access pattern W1 has no `condition`: a"
                + " ConditionCheck states the condition the other item must meet"), bare::toString);
        assertTrue(bare.contains("shop.yaml:8:56: `attributes` on the `check` leg of access pattern W1: a condition"
                + " check writes nothing"), bare::toString);
    }
}
