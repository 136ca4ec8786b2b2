package dev.tablebook.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablebook.check.Fixtures;
import dev.tablebook.load.OfferFile;
import dev.tablebook.load.PriceKey;
import dev.tablebook.load.PriceSheet;
import dev.tablebook.load.PriceSheets;
import dev.tablebook.model.Design;
import dev.tablebook.render.cost.CostJson;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Each Global Tables replica region is priced with the sheet of its own region: the replicated
 * writes, the replica's index writes, its storage and the replicated WCU-hours of provisioned
 * capacity. The design (src/test/resources/pricing/global-scores.yaml): table Scores in us-east-1,
 * replicas in eu-west-1 (and ap-northeast-1), PutItem of a 500 B score (1 write unit, 1 index write
 * unit on the keys-only GSI ByGame) at 100/s peak, 80/s average; provisioned at 200 RCU and 100 WCU.
 * The eu-west-1 sheet (eu-west-1-test.yaml) has test figures of its own, unlike us-east-1's, so that
 * a line priced at the wrong sheet cannot pass.
 */
class GlobalTablesPricingTest {
    static final double MONTH = 2_592_000;
    /** The test sheet's eu-west-1 figures (test figures, not AWS's). */
    static final double EU_REPLICATED_WRITE = 0.70e-6;
    static final double EU_WRITE = 0.71e-6;
    static final double EU_STORAGE = 0.283;
    static final double EU_REPLICATED_WCU_HOUR = 0.000735;
    static final Path EU_SHEET = Path.of("src/test/resources/pricing/eu-west-1-test.yaml");
    static final Path DESIGN = Path.of("src/test/resources/pricing/global-scores.yaml");

    static PriceSheet us;
    static PriceSheet eu;

    @BeforeAll
    static void sheets() throws Exception {
        us = PriceSheets.builtIn("us-east-1");
        eu = PriceSheets.fromFile(EU_SHEET);
    }

    static Design design(String... replicas) throws Exception {
        String yaml = Files.readString(DESIGN).replace("replicas: [us-east-1, eu-west-1]",
                "replicas: [" + String.join(", ", replicas) + "]");
        return Fixtures.load("designs/scores.yaml", yaml);
    }

    static List<LineItem> replicaLines(CostReport r, String region) {
        return r.lineItems().stream().filter(l -> region.equals(l.region())).toList();
    }

    static LineItem line(CostReport r, String region, LineItem.Kind kind) {
        return replicaLines(r, region).stream().filter(l -> l.kind() == kind).findFirst().orElseThrow();
    }

    static double tableGb(CostReport r, boolean peak) {
        return r.storage().stream().filter(s -> s.table().equals("Scores"))
                .mapToDouble(s -> peak ? s.gbPeak() : s.gbExpected()).sum();
    }

    static void close(String what, double expected, double actual) {
        assertEquals(expected, actual, Math.abs(expected) * 1e-9 + 1e-12, what);
    }

    @Test
    void eachReplicaRegionIsPricedWithItsOwnSheet() throws Exception {
        CostReport r = new CostEngine(new RegionSheets(us, Map.of("eu-west-1", eu))).cost(design("us-east-1", "eu-west-1"));
        // 1 replicated write unit a Put (the 500 B item) x 100/s at peak, 80/s on average, at eu-west-1's $0.70 a million.
        LineItem writes = line(r, "eu-west-1", LineItem.Kind.REPLICATED_WRITES);
        close("replicated writes, peak", 100 * MONTH * EU_REPLICATED_WRITE, writes.monthlyPeak());
        close("replicated writes, expected", 80 * MONTH * EU_REPLICATED_WRITE, writes.monthlyExpected());
        assertEquals(181.44, writes.monthlyPeak(), 1e-9);
        // The replica writes its own GSI entry: 1 unit x 100/s at eu-west-1's write price, $0.71 a million.
        LineItem index = line(r, "eu-west-1", LineItem.Kind.REPLICA_INDEX_WRITES);
        close("replica index writes", 100 * MONTH * EU_WRITE, index.monthlyPeak());
        assertEquals(184.032, index.monthlyPeak(), 1e-9);
        // The replica stores what the home region stores, at eu-west-1's $0.283 a GB-month.
        LineItem storage = line(r, "eu-west-1", LineItem.Kind.REPLICA_STORAGE);
        close("replica storage", tableGb(r, true) * EU_STORAGE, storage.monthlyPeak());
        assertEquals(0.791, tableGb(r, true), 1e-12, "1,000,000 x (648 B + 143 B of index entry)");
        assertEquals(0.223853, storage.monthlyPeak(), 1e-12);
        close("replica storage, expected", tableGb(r, false) * EU_STORAGE, storage.monthlyExpected());
        assertEquals(3, replicaLines(r, "eu-west-1").size());

        // Every replica line names its region and the sheet; the home region's figures keep us-east-1's prices.
        for (LineItem l : replicaLines(r, "eu-west-1")) {
            assertEquals("eu-west-1", l.pricedAt().region());
            assertEquals("test sheet for eu-west-1", l.pricedAt().source());
            assertEquals("2026-10-15", l.pricedAt().date());
            assertFalse(l.pricedElsewhere());
            assertTrue(l.basis().endsWith("; priced at the eu-west-1 sheet (test sheet for eu-west-1, 2026-10-15)"),
                    l.basis());
        }
        assertEquals("us-east-1", r.pricing().region());
        close("home write", 100 * MONTH * 0.625e-6, r.pattern("Put").terms().get(0).monthlyPeak());
        assertTrue(r.guesses().stream().noneMatch(g -> g.detail().contains("replica priced at")), r.guesses().toString());
        assertTrue(r.assumptions().contains("Global Tables replicas in eu-west-1 (Scores): prices test sheet for"
                + " eu-west-1 as of 2026-10-15 (" + eu.origin() + ", region eu-west-1)."), r.assumptions().toString());

        // Provisioned: the 100 WCU are bought again as replicated WCU at eu-west-1's rWCU-hour.
        TableCapacity t = r.capacity().tables().get(0);
        close("provisioned fixed", 720 * (200 * 0.00013 + 100 * (0.00065 + EU_REPLICATED_WCU_HOUR)),
                t.mode(CapacityMode.PROVISIONED_FIXED).monthly());
        assertEquals(118.44, t.mode(CapacityMode.PROVISIONED_FIXED).monthly(), 1e-9, "docs/cost-model.md");
        // On-demand throughput: the home request terms plus the eu-west-1 replicated and index writes.
        close("on-demand", r.pattern("Put").monthlyExpected() + r.pattern("Get").monthlyExpected()
                + writes.monthlyExpected() + index.monthlyExpected(), t.mode(CapacityMode.ON_DEMAND).monthly());
    }

    @Test
    void aReplicaRegionWithoutASheetIsPricedWithTheDesignsAndListedAsAGuess() throws Exception {
        CostReport r = new CostEngine(new RegionSheets(us, Map.of("eu-west-1", eu)))
                .cost(design("us-east-1", "eu-west-1", "ap-northeast-1"));
        LineItem tokyo = line(r, "ap-northeast-1", LineItem.Kind.REPLICATED_WRITES);
        close("ap-northeast-1 at us-east-1's $0.625 a million", 100 * MONTH * 0.625e-6, tokyo.monthlyPeak());
        assertEquals(162.00, tokyo.monthlyPeak(), 1e-9);
        close("ap-northeast-1 storage at us-east-1's $0.25", tableGb(r, true) * 0.25,
                line(r, "ap-northeast-1", LineItem.Kind.REPLICA_STORAGE).monthlyPeak());
        assertTrue(tokyo.pricedElsewhere());
        assertEquals("us-east-1", tokyo.pricedAt().region());
        assertTrue(tokyo.basis().endsWith("(https://aws.amazon.com/dynamodb/pricing/, 2026-11-01): no sheet for"
                + " ap-northeast-1"), tokyo.basis());
        close("eu-west-1 still at its own", 100 * MONTH * EU_REPLICATED_WRITE,
                line(r, "eu-west-1", LineItem.Kind.REPLICATED_WRITES).monthlyPeak());

        List<Guess> guesses = r.guesses().stream().filter(g -> g.detail().contains("replica priced at")).toList();
        assertEquals(1, guesses.size(), "only the region without a sheet: " + guesses);
        assertEquals("table Scores", guesses.get(0).subject());
        assertTrue(guesses.get(0).detail().startsWith("ap-northeast-1 replica priced at the us-east-1 sheet: no sheet"
                + " for ap-northeast-1"), guesses.get(0).detail());
        assertEquals("designs/scores.yaml", guesses.get(0).where().file());
        assertTrue(r.assumptions().contains("Global Tables replicas in ap-northeast-1 (Scores): no price sheet for"
                + " ap-northeast-1; priced at the design's us-east-1 sheet (a guess)."), r.assumptions().toString());

        // Provisioned: each replica region's rWCU-hour from its own sheet, or the design's for want of one.
        close("provisioned fixed", 720 * (200 * 0.00013 + 100 * (0.00065 + EU_REPLICATED_WCU_HOUR + 0.00065)),
                r.capacity().tables().get(0).mode(CapacityMode.PROVISIONED_FIXED).monthly());
        assertEquals(165.24, r.capacity().tables().get(0).mode(CapacityMode.PROVISIONED_FIXED).monthly(), 1e-9);

        // cost --format json: the guess, and each replica line's region and sheet.
        JsonNode json = new ObjectMapper().readTree(CostJson.render(List.of(r))).at("/services/0");
        assertTrue(json.get("guesses").findValuesAsText("detail").stream()
                .anyMatch(d -> d.startsWith("ap-northeast-1 replica priced at the us-east-1 sheet: no sheet for ap-northeast-1")));
        int replicaLines = 0;
        for (JsonNode l : json.get("line_items")) {
            if (l.has("region")) {
                replicaLines++;
                String region = l.get("region").asText();
                assertEquals(region.equals("eu-west-1") ? "eu-west-1" : "us-east-1", l.at("/sheet/region").asText());
                assertEquals(region.equals("eu-west-1") ? "2026-10-15" : "2026-11-01", l.at("/sheet/date").asText());
            } else {
                assertFalse(l.has("sheet"), "a home line is priced at the report's sheet");
            }
        }
        assertEquals(6, replicaLines, "3 lines for each of 2 replica regions");
    }

    @Test
    void aPriceTheReplicasSheetLacksIsNotPricedNeverZero() throws Exception {
        // `pricing import` of the test excerpt: eu-west-1 WCU-, RCU- and replicated WCU-hours only.
        Path offer = Path.of("src/test/resources/pricing/offer-excerpt.json");
        PriceSheet imported = OfferFile.read(offer, "eu-west-1").sheet();
        assertFalse(imported.has(PriceKey.REPLICATED_WRITE));
        CostReport r = new CostEngine(new RegionSheets(us, Map.of("eu-west-1", imported))).cost(design("us-east-1", "eu-west-1"));
        for (LineItem l : replicaLines(r, "eu-west-1")) {
            assertFalse(l.priced(), l.description() + ": the imported sheet has no " + l.priceKey().sheetName());
            assertEquals(0, l.monthlyPeak());
        }
        // Not in any total: `other` holds only what is priced (the stream is read by nobody: no other line): the
        // data replicated out of us-east-1, at the us-east-1 sheet's $0.02 a GB: 100 scores/s x 500 B x 2,592,000 s.
        close("other", 100.0 * 500 * 2_592_000 / 1e9 * 0.02, r.onDemandPeak().other());
        NotPriced missing = r.notPriced().stream()
                .filter(n -> n.priceKey() == PriceKey.REPLICATED_WRITE).findFirst().orElseThrow();
        assertEquals("Global Tables: writes of Scores replicated to eu-west-1", missing.what());
        assertEquals("the eu-west-1 price sheet (" + offer + ") has no `global_tables.replicated_write_request_units`",
                missing.reason());
        JsonNode line = new ObjectMapper().readTree(CostJson.render(List.of(r))).at("/services/0/line_items/0");
        assertTrue(line.get("monthly_peak").isNull(), "null in JSON, not 0");
        assertEquals("eu-west-1", line.get("region").asText());

        // The excerpt does give the replicated WCU-hour: provisioned capacity is priced with it.
        TableCapacity t = r.capacity().tables().get(0);
        close("provisioned fixed", 720 * (200 * 0.00013 + 100 * (0.00065 + 0.000735)),
                t.mode(CapacityMode.PROVISIONED_FIXED).monthly());
        // Without it, provisioned capacity of the Global Table cannot be priced: not priced, not the home price.
        PriceSheet noHour = imported.with(PriceKey.REPLICATED_WCU_HOUR, null);
        TableCapacity unpriced = new CostEngine(new RegionSheets(us, Map.of("eu-west-1", noHour)))
                .cost(design("us-east-1", "eu-west-1")).capacity().tables().get(0);
        assertTrue(unpriced.mode(CapacityMode.PROVISIONED_FIXED).available());
        assertFalse(unpriced.mode(CapacityMode.PROVISIONED_FIXED).priced());
        assertFalse(unpriced.mode(CapacityMode.ON_DEMAND).priced(), "its replicated writes are not priced either");
    }

    @Test
    void pricingGivesEachDesignTheSheetsOfItsRegionsOnce() throws Exception {
        Path euFile = EU_SHEET;
        Pricing pricing = Pricing.of(List.of(euFile), null);
        Design scores = design("us-east-1", "eu-west-1", "ap-northeast-1");
        RegionSheets sheets = pricing.sheetsFor(scores);
        assertEquals("pricing/us-east-1.yaml", sheets.home().origin(), "the design's region keeps its built-in sheet");
        assertEquals(euFile.toString(), sheets.replica("eu-west-1").sheet().origin());
        assertTrue(sheets.replica("ap-northeast-1").fallback());
        assertFalse(sheets.replica("us-east-1").fallback());
        assertEquals(sheets.replica("eu-west-1").sheet(), pricing.sheetsFor(scores).replica("eu-west-1").sheet());
        assertTrue(pricing.sheetsFor(scores).replica("eu-west-1").sheet() == sheets.replica("eu-west-1").sheet(),
                "read once");
        // The engine the pipeline uses prices the replica lines exactly as the sheets given directly do.
        CostReport viaPricing = pricing.cost(scores);
        CostReport direct = new CostEngine(new RegionSheets(us, Map.of("eu-west-1", PriceSheets.fromFile(euFile)))).cost(scores);
        assertEquals(direct.lineItems().stream().map(LineItem::monthlyPeak).toList(),
                viaPricing.lineItems().stream().map(LineItem::monthlyPeak).toList());
    }

    @Test
    void theClassComparisonPricesTheReplicasWithTheirSheetsOrNotAtAll() throws Exception {
        Design scores = design("us-east-1", "eu-west-1");
        // The eu-west-1 test sheet with Standard-IA prices of its own: $0.89 a million writes, $0.113 a GB-month.
        PriceSheet euBoth = eu.with(PriceKey.ON_DEMAND_WRITE_IA, new dev.tablebook.load.Price(0.89, 1_000_000))
                .with(PriceKey.STORAGE_IA, new dev.tablebook.load.Price(0.113, 1));
        CostEngine withEu = new CostEngine(new RegionSheets(us, Map.of("eu-west-1", euBoth)));
        CostEngine usOnly = new CostEngine(us);
        ClassComparison a = ClassComparison.of(withEu, scores, RulePrices.of(withEu.cost(scores))).get(0);
        ClassComparison b = ClassComparison.of(usOnly, scores, RulePrices.of(usOnly.cost(scores))).get(0);
        // As Standard-IA, only the eu-west-1 replica's lines differ between the two: its replicated writes
        // (80/s, no class of their own), index writes at eu-west-1's Standard-IA price, storage likewise.
        close("Standard-IA with the eu-west-1 sheet", 80 * MONTH * (0.70 - 0.625) * 1e-6 + 80 * MONTH * (0.89 - 0.78) * 1e-6
                + 0.791 * (0.113 - 0.10), a.otherMonthly() - b.otherMonthly());
        // A replica sheet without Standard-IA prices (the test sheet as it is) leaves the comparison out.
        CostEngine partial = new CostEngine(new RegionSheets(us, Map.of("eu-west-1", eu)));
        assertEquals(List.of(), ClassComparison.of(partial, scores, RulePrices.of(partial.cost(scores))));
    }
}
