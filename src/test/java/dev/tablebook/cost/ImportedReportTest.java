package dev.tablebook.cost;

import dev.tablebook.load.PriceKey;
import dev.tablebook.load.PriceSheets;

import dev.tablebook.render.cost.CostJson;
import dev.tablebook.render.cost.CostText;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.testing.Fixtures;
import org.junit.jupiter.api.Test;

/** What an imported model's report says besides the figures: upper bounds, not-priced items, defaults. */
class ImportedReportTest {
    static CostReport cost(String fixture) throws Exception {
        return new CostEngine(PriceSheets.builtIn("us-east-1")).cost(Fixtures.resource("imported/" + fixture));
    }

    @Test
    void upperBoundsAndUnverifiedMembershipAreSaid() throws Exception {
        CostReport r = cost("single-table.json");
        assertTrue(r.pattern("W2").notes().stream().anyMatch(n -> n.startsWith("UPPER BOUND")), "W2 has no entities_written");
        assertTrue(r.pattern("W1").notes().stream().anyMatch(n -> n.contains("Mystery") && n.contains("unverified")));
        assertEquals(25, r.pattern("W2").indexWru(), "5 GSIs x 5 items");
        assertEquals(10, r.pattern("W1").indexWru());
        assertEquals(8, r.pattern("W1").wru(), "4 items x 1 WRU x 2 (transaction)");
    }

    @Test
    void vectorSearchIsNotPricedNeverZero() throws Exception {
        CostReport r = cost("vectors.json");
        PatternCost v1 = r.pattern("V1");
        assertTrue(v1.unpriced());
        assertFalse(v1.priced());
        assertEquals(20 * (89 + 100 + 8 + 100), v1.vectorSearchBytes(), "top_k x (89 B + title S + price N + undeclared)");
        assertTrue(r.notPriced().stream().anyMatch(n -> n.what().contains("V1") && n.priceKey() == PriceKey.VECTOR_SEARCH));
        String json = CostJson.render(r);
        assertTrue(json.contains("\"id\": \"V1\",\n          \"operation\": \"SearchVectors\",\n          \"rru\": 0.0,\n"
                + "          \"wru\": 0.0,\n          \"monthly_peak\": null,"), json);
        assertTrue(CostText.render(r).contains("not priced"));
    }

    @Test
    void theOneKilobyteMinimumAndTheStandardIaMultiplierApplyToVectorWrites() throws Exception {
        CostReport r = cost("vectors.json");
        PatternCost w5 = r.pattern("W5");
        assertEquals(1024, w5.vectorWriteBytes(), "547 B raised to the 1 KB minimum per request");
        CostTerm vector = w5.terms().stream().filter(t -> t.label().startsWith("vector writes")).findFirst().orElseThrow();
        assertEquals(0.52e-9 * 1.25, vector.unitPrice(), 1e-18);
        assertEquals(0, r.pattern("W6").vectorWriteBytes(), "attributes_written [] touches no vector");
    }

    @Test
    void globalTablesWithoutRegionsAreNotPricedAndStandardIaIsShownOnly() throws Exception {
        CostReport r = cost("single-entity.json");
        assertTrue(r.notPriced().stream().anyMatch(n -> n.what().contains("Global Tables replicated writes of Sessions")));
        LineItem ia = r.lineItems().stream().filter(l -> l.kind() == LineItem.Kind.STANDARD_IA).findFirst().orElseThrow();
        assertEquals("Audit", ia.resource());
        assertFalse(ia.inTotal(), "the reference prices at Standard; the Standard-IA line is shown, not added");
        assertEquals(0, r.onDemandPeak().other());
        assertTrue(r.hotPartitions().isEmpty(), "an imported model has no key templates");
    }

    @Test
    void defaultsAreListedAsGuesses() throws Exception {
        CostReport r = cost("orders-basic.json");
        assertTrue(r.guesses().stream().anyMatch(g -> g.subject().equals("pattern Q9") && g.detail().contains("avg_rps")));
        assertTrue(r.guesses().stream().anyMatch(g -> g.subject().startsWith("entity Address")
                && g.detail().contains("estimated_item_size_bytes")));
        assertEquals(5.0, r.pattern("W3").rateAverage(), "avg_rps defaults to peak_rps");
    }

    @Test
    void aBatchOfBillionsOfItemsIsCountedNotListed() throws Exception {
        String json = """
                {"tables": [{"table_name": "T", "entities": [{"entity_name": "E", "attributes": [{"name": "g"}]}],
                             "gsis": [{"index_name": "G", "partition_key": "g"}]}],
                 "access_patterns": [{"pattern_id": "B", "operation": "BatchWriteItem", "table": "T", "peak_rps": 1,
                                      "items_per_request": 2000000000, "write_action": "update"},
                                     {"pattern_id": "R", "operation": "BatchGetItem", "table": "T", "peak_rps": 1,
                                      "items_per_request": 2000000000}]}""";
        CostReport r = new CostEngine(PriceSheets.builtIn("us-east-1")).cost(Fixtures.yaml("designs/huge.json", json));
        assertEquals(2e9, r.pattern("B").wru(), "2e9 items of 1,024 B, 1 WRU each");
        assertEquals(2e9, r.pattern("B").indexWru(), "the lone entity carries g: one GSI write an item");
        assertEquals(1e9, r.pattern("R").rru(), "2e9 eventually consistent reads of one 4 KB unit");
    }
}
