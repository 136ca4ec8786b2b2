package dev.tablebook.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.load.PriceKey;
import dev.tablebook.load.PriceSheet;
import dev.tablebook.load.PriceSheets;
import dev.tablebook.model.Design;
import dev.tablebook.model.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The one-time costs of shipping (cost-model.md §8), figure by figure, at the built-in us-east-1
 * prices: $0.625 per million write request units, $0.125 per million read request units, $0.10 a
 * GB exported, $0.15 a GB imported. Each Thing is 1,536 bytes (2 write units), stored as 1,636.
 */
class OneTimeCostsTest {

    private static final String DESIGN = """
            service: shop
            access_patterns:
              - id: AP1
                operation: Query
                table: Things
                index: ByKind
                key: { kind: "{kind}" }
                limit: 10
                returns: Thing
                rps: 1
                authorization: service-role
              - id: W1
                operation: PutItem
                table: Things
                entity: Thing
                condition: attribute_not_exists(id)
                idempotency: conditional-write
                rps: { peak: 10, average: 2 }
                authorization: service-role
            entities:
              Thing:
                count: 1000
                attributes:
                  id: { type: S, bytes: 26 }
                  kind: { type: S, bytes: 10 }
                  at: { type: S, bytes: 24 }
                  body: { type: S, bytes: 1476 }
            tables:
              Things:
                key: { partition: id, sort: kind }
                items: { Thing: {} }
                indexes:
                  ByKind: { partition: kind, sort: id, projection: PROJECTION }
            """;

    private static Design load(String text) {
        LoadResult r = new DesignLoader().loadText("designs/shop.yaml", text);
        assertEquals(List.of(), r.errors(), text);
        return r.designs().get(0);
    }

    private static Design design(String projection) {
        return load(DESIGN.replace("PROJECTION", projection));
    }

    private static PriceSheet sheet() throws Exception {
        return PriceSheets.builtIn("us-east-1");
    }

    private static Table things(Design d) {
        return d.tables().get("Things");
    }

    @Test
    void anIndexBackfillIsMemberItemsTimesIndexWriteUnitsAtTheTableWritePrice() throws Exception {
        Design all = design("ALL");
        OneTimeCost full = new OneTimeCosts(sheet()).indexBackfill(all, things(all), things(all).indexes().get("ByKind"));
        assertEquals(1000 * 2 * 0.625e-6, full.usd(), 1e-12, "1,000 items x 2 WRU (1,536 B projected)");
        assertTrue(full.priced());
        assertEquals("2,000 write units (Thing: 1,000 x 2 WRU)", full.parts().get(0).quantity());
        assertEquals("$0.000000625 per write request unit (on_demand.write_request_units)", full.parts().get(0).price());
        assertEquals(List.of(), full.defaults(), "the count is stated: nothing assumed");

        Design keys = design("KEYS_ONLY");
        OneTimeCost small = new OneTimeCosts(sheet()).indexBackfill(keys, things(keys), things(keys).indexes().get("ByKind"));
        assertEquals(1000 * 1 * 0.625e-6, small.usd(), 1e-12, "keys only: 36 B, one write unit an item");
    }

    private static Design global(String replicas) {
        return load(DESIGN.replace("PROJECTION", "ALL").replace("    items: { Thing: {} }\n",
                "    items: { Thing: {} }\n    replicas: " + replicas + "\n    streams: NEW_AND_OLD_IMAGES\n"));
    }

    @Test
    void aGlobalTableBackfillsItsIndexInEveryRegion() throws Exception {
        Design d = global("[us-east-1, eu-west-1]");
        OneTimeCost c = new OneTimeCosts(sheet()).indexBackfill(d, things(d), things(d).indexes().get("ByKind"));
        assertEquals(2 * 1000 * 2 * 0.625e-6, c.usd(), 1e-12, "one sheet: eu-west-1 at the us-east-1 price");
        assertEquals(List.of("backfill of ByKind in us-east-1", "backfill of ByKind in eu-west-1"),
                c.parts().stream().map(OneTimeCost.Part::what).toList());
        assertEquals("2,000 write units (the same writes in the eu-west-1 replica)", c.parts().get(1).quantity());
        assertEquals(List.of("eu-west-1 replica of Things priced at the us-east-1 sheet: no sheet for eu-west-1"
                + " (give one with --pricing FILE)"), c.defaults());
    }

    /**
     * Each replica region's backfill at its own region's sheet: 1,000 Things x 2 WRU = 2,000 write
     * units in each region; us-east-1 at $0.625 a million = $0.00125, eu-west-1 at the test sheet's
     * $0.71 a million = $0.00142, ap-northeast-1 (no sheet) at the design's us-east-1 price,
     * $0.00125, listed among the defaults: $0.00392 in all.
     */
    @Test
    void eachReplicaRegionsBackfillIsPricedAtItsOwnSheet() throws Exception {
        Design d = global("[us-east-1, eu-west-1, ap-northeast-1]");
        PriceSheet eu = PriceSheets.fromFile(GlobalTablesPricingTest.EU_SHEET);
        assertEquals(GlobalTablesPricingTest.EU_WRITE, eu.unitPrice(PriceKey.onDemandWrite(false)), 1e-15);
        RegionSheets sheets = new RegionSheets(sheet(), java.util.Map.of("eu-west-1", eu));
        OneTimeCost c = new OneTimeCosts(sheets).indexBackfill(d, things(d), things(d).indexes().get("ByKind"));
        assertEquals(List.of("backfill of ByKind in us-east-1", "backfill of ByKind in eu-west-1",
                "backfill of ByKind in ap-northeast-1"), c.parts().stream().map(OneTimeCost.Part::what).toList());
        assertEquals(0.00125, c.parts().get(0).usd(), 1e-12);
        assertEquals(0.00142, c.parts().get(1).usd(), 1e-12);
        assertEquals(0.00125, c.parts().get(2).usd(), 1e-12);
        assertEquals(0.00392, c.usd(), 1e-12);
        assertTrue(c.priced());
        assertEquals("$0.00000071 per write request unit (on_demand.write_request_units) at the eu-west-1 sheet",
                c.parts().get(1).price());
        assertEquals("$0.000000625 per write request unit (on_demand.write_request_units) at the us-east-1 sheet",
                c.parts().get(2).price());
        assertEquals(List.of("ap-northeast-1 replica of Things priced at the us-east-1 sheet: no sheet for"
                + " ap-northeast-1 (give one with --pricing FILE)"), c.defaults());
    }

    @Test
    void aReplicaSheetWithoutTheWritePriceLeavesThatRegionNotPriced() throws Exception {
        Design d = global("[us-east-1, eu-west-1]");
        PriceSheet eu = PriceSheets.fromFile(GlobalTablesPricingTest.EU_SHEET).with(PriceKey.onDemandWrite(false), null);
        OneTimeCost c = new OneTimeCosts(new RegionSheets(sheet(), java.util.Map.of("eu-west-1", eu)))
                .indexBackfill(d, things(d), things(d).indexes().get("ByKind"));
        assertFalse(c.priced());
        assertFalse(c.parts().get(1).priced());
        assertEquals("not priced (on_demand.write_request_units at the eu-west-1 sheet)", c.parts().get(1).price());
        assertEquals(0.00125, c.usd(), 1e-12, "the priced part only: us-east-1's");
        assertEquals(List.of(), c.defaults(), "eu-west-1 has its own sheet: no fallback");
    }

    @Test
    void aRekeyedGlobalTableMovesItsItemsInEveryRegionAtItsSheet() throws Exception {
        Design d = global("[us-east-1, eu-west-1]");
        PriceSheet eu = PriceSheets.fromFile(GlobalTablesPricingTest.EU_SHEET);
        OneTimeCost c = new OneTimeCosts(new RegionSheets(sheet(), java.util.Map.of("eu-west-1", eu)))
                .itemRewrite(d, things(d), d.entities().get("Thing"), List.of(), 2, true);
        // 12,000 write units in each region (see the re-key test below)
        assertEquals(12_000 * 0.625e-6 + 12_000 * 0.71e-6, c.usd(), 1e-12);
    }

    @Test
    void aPopulationFromCreatesIsListedAmongTheDefaults() throws Exception {
        Design d = load(DESIGN.replace("PROJECTION", "ALL").replace("    count: 1000\n", ""));
        OneTimeCost c = new OneTimeCosts(sheet()).indexBackfill(d, things(d), things(d).indexes().get("ByKind"));
        // 2 creates/s on average x 30 days x 86,400 s
        assertEquals(5_184_000 * 2 * 0.625e-6, c.usd(), 1e-9);
        assertEquals(List.of("Thing in Things: 5,184,000 items, the steady state of its creates at the average rate "
                + "over its retention (default 30 days); no `count` stated"), c.defaults());
    }

    @Test
    void aTableMigrationWithoutLsisCostsItsExportImportAndTheReplayOfTheWritesSinceTheExport() throws Exception {
        Design base = design("ALL");
        Design head = load(DESIGN.replace("PROJECTION", "ALL").replace("key: { partition: id, sort: kind }",
                "key: { partition: kind, sort: id }"));
        CostReport headCost = new CostEngine(sheet()).cost(head);
        OneTimeCost c = new OneTimeCosts(sheet()).tableMigration(base, head, "Things", headCost);
        assertEquals(List.of("export of Things to S3", "import of the rewritten items as the new table",
                "replay of the writes made since the export"), c.parts().stream().map(OneTimeCost.Part::what).toList());
        double export = 1000 * 1636 / 1e9 * 0.10;
        double imported = 1000 * 1536 / 1e9 * 0.15;
        // W1: 2 WRU on the table + 2 on ByKind, at 2/s on average, for 24 hours
        double replay = (2 + 2) * 2 * 86_400 * 0.625e-6;
        assertEquals(export, c.parts().get(0).usd(), 1e-12);
        assertEquals(imported, c.parts().get(1).usd(), 1e-12);
        assertEquals(replay, c.parts().get(2).usd(), 1e-9);
        assertEquals(export + imported + replay, c.usd(), 1e-9);
        assertTrue(c.defaults().stream().anyMatch(s -> s.startsWith("the replay covers 24 hours of Things's writes")),
                c.defaults().toString());
    }

    @Test
    void aNewTableWithAnLsiIsFilledByAScanAndWritesForAnImportCreatesNoLsi() throws Exception {
        Design base = design("ALL");
        Design head = load(DESIGN.replace("PROJECTION", "ALL").replace("      ByKind: {",
                "      ByAt: { type: lsi, sort: at, projection: KEYS_ONLY }\n      ByKind: {"));
        OneTimeCost c = new OneTimeCosts(sheet()).tableMigration(base, head, "Things", new CostEngine(sheet()).cost(head));
        assertEquals(List.of("Scan of Things", "backfill writes into the new table"),
                c.parts().stream().map(OneTimeCost.Part::what).toList());
        double scan = 1000 * 1636 / 4096.0 * 0.5 * 0.125e-6;
        double writes = 1000 * (2 + 1 + 2) * 0.625e-6; // the item, its ByAt entry (60 B), its ByKind entry (ALL)
        assertEquals(scan, c.parts().get(0).usd(), 1e-12);
        assertEquals(writes, c.parts().get(1).usd(), 1e-12);
        assertEquals(scan + writes, c.usd(), 1e-12);
    }

    @Test
    void aRekeyedEntityCostsAPutAndADeleteInATransactionAndItsIndexEntriesMoved() throws Exception {
        Design d = design("ALL");
        Table t = things(d);
        OneTimeCost c = new OneTimeCosts(sheet()).itemRewrite(d, t, d.entities().get("Thing"), List.of(), 2, true);
        assertEquals(1000 * (2 * (2 + 2) + 2 * 2) * 0.625e-6, c.usd(), 1e-12);
        assertEquals("12,000 write units (1,000 Thing items x (2 x (2 WRU put + 2 WRU delete) in a transaction"
                + " + 2 x 2 WRU on ByKind))", c.parts().get(0).quantity());
    }

    @Test
    void aReplacedStreamCostsNothingAndSaysWhatItRisks() {
        OneTimeCost c = OneTimeCosts.streamReplace("Things");
        assertEquals(0, c.usd());
        assertTrue(c.risk().contains("new ARN") && c.risk().contains("appear on neither"), c.risk());
    }

    @Test
    void aPriceTheSheetLacksIsNotPricedNeverZero() throws Exception {
        Design base = design("ALL");
        Design head = load(DESIGN.replace("PROJECTION", "ALL").replace("key: { partition: id, sort: kind }",
                "key: { partition: kind, sort: id }"));
        PriceSheet noImport = sheet().with(PriceKey.IMPORT, null);
        OneTimeCost c = new OneTimeCosts(noImport).tableMigration(base, head, "Things", null);
        assertFalse(c.priced());
        assertEquals("not priced (import.s3_gb)", c.parts().get(1).price());
    }
}
