package dev.tablebook.cost;

import dev.tablebook.load.PriceSheets;

import static dev.tablebook.cost.ImportedAgreementTest.close;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablebook.testing.Fixtures;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The three defects of the reference calculator that cost-model §3 says not to reproduce, on a
 * model that triggers each one. The reference figures are in the comments; the assertions pin
 * the corrected ones.
 */
class ReferenceDefectsTest {
    static CostReport report;

    @BeforeAll
    static void cost() throws Exception {
        report = new CostEngine(PriceSheets.builtIn("us-east-1")).cost(Fixtures.resource("imported/defects.json"));
    }

    @Test
    void aMultiItemCreateGrowsStorageByEveryItemItWrites() {
        // B1 creates 10 lines of 500 B per call at 20/s, kept 7 days: (500 + 100) x 10 x 20 x 86,400 x 7 bytes.
        // The reference counts one item per call: 7.2576 GB.
        StorageLine logs = report.storage("Logs");
        close("Logs GB", 72.576, logs.gbPeak());
        close("Logs GB expected", 18.144, logs.gbExpected());
    }

    @Test
    void vectorWriteBytesCountEveryWrittenItemThatCarriesTheVector() {
        // T1 writes 3 Docs (which declare `emb`) and 2 Tags (which do not): EmbKeys and EmbByPart each take
        // 3 x (768 x 4 + 35) = 9,321 B; no entity declares summary_emb, so all 5 items are assumed to carry it:
        // 5 x 6,083 B. The reference bills one item per call: 3,107 + 3,107 + 10,307 = 16,521 B.
        PatternCost t1 = report.pattern("T1");
        assertEquals(9321 + 9321 + 5 * 6083, t1.vectorWriteBytes());
        close("T1 monthly peak", 788.16789504, t1.monthlyPeak()); // reference: 437.34
    }

    @Test
    void anAllVectorIndexCarriesEachOtherVectorAttributeOnce() {
        // SummaryAll (ALL, 256 dims): 1,024 + 35 + the average entity (1,500 + 100) / 2 = 800 + `emb` once at
        // 768 x 5.5 = 4,224 -> 6,083 B. The reference adds `emb` once per index on it (twice): 10,307 B.
        PatternCost p1 = report.pattern("P1");
        assertEquals(6083, p1.vectorWriteBytes());
        close("P1 monthly peak", 34.31673216, p1.monthlyPeak()); // reference: 51.40
        close("SummaryAll GB", 200_000 * 6083 / 1e9, report.storage("SummaryAll").gbPeak());
    }

    @Test
    void headlineUsesTheCorrectedFigures() {
        // Reference: peak 815.50 (requests 812.74, storage 2.77); expected 243.14.
        close("peak total", 1165.3684772, report.onDemandPeak().total());
        close("peak requests", 1146.4846272, report.onDemandPeak().requests());
        close("peak storage", 18.88385, report.onDemandPeak().storage());
        close("expected total", 317.63455592, report.onDemandExpected().total());
        close("pattern B1", 324.0, report.pattern("B1").monthlyPeak());
    }

    @Test
    void aTransactionWritesTheItemsItsEntitiesWrittenName() throws Exception {
        // No items_per_request: the transaction still writes its 1 Order and 3 Lines, so it creates 4 items and
        // writes 4 vectors. The reference bills its base units on items_per_request (1 item, x 2), as tablebook
        // does, but grows storage by 1 item (8.64 GB) and writes 1,059 vector bytes a call.
        String json = """
                {"tables": [{"table_name": "Orders",
                   "entities": [{"entity_name": "Order", "attributes": [{"name": "emb"}]},
                                {"entity_name": "Line", "attributes": [{"name": "emb"}]}],
                   "vector_indexes": [{"index_name": "E", "vector_attribute": "emb", "dimensions": 256,
                                       "distance_function": "COSINE", "projection": "KEYS_ONLY"}]}],
                 "access_patterns": [{"pattern_id": "T", "operation": "TransactWriteItems", "table": "Orders",
                   "peak_rps": 10, "estimated_item_size_bytes": 900, "write_action": "create", "retention_days": 10,
                   "entities_written": [{"entity": "Order", "count": 1}, {"entity": "Line", "count": 3}]}]}""";
        CostReport r = new CostEngine(PriceSheets.builtIn("us-east-1")).cost(Fixtures.yaml("designs/orders.json", json));
        close("Orders GB", 4.0 * 1000 * 10 * 86_400 * 10 / 1e9, r.storage("Orders").gbPeak());
        assertEquals(4 * (256 * 4 + 35), r.pattern("T").vectorWriteBytes());
        assertEquals(2, r.pattern("T").wru(), "the base units stay the reference's: items_per_request 1, x 2");
    }
}
