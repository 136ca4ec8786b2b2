package dev.tablebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.analysis.HotPartitions;
import dev.tablebook.analysis.PartitionLoad;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Severity;
import dev.tablebook.cost.CostEngine;
import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.TableCapacity;
import dev.tablebook.load.PriceSheets;
import dev.tablebook.model.Design;
import dev.tablebook.testing.Fixtures;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The two designs of issue 28's "Done when" that concern throttling and reads, judged as a DynamoDB
 * specialist would: a multi-tenant table with a skewed tenant and an LSI, and a time-series table
 * whose current bucket takes every write. Every figure is worked by hand in the comment beside it
 * (us-east-1: $0.625 per million write and $0.125 per million read request units; a month is
 * 2,592,000 s).
 */
class ThrottlingAndReadsTest {
    private static final Design SAAS = Fixtures.resource("throttling/saas-skewed-tenant.yaml");
    private static final Design IOT = Fixtures.resource("throttling/iot-current-bucket.yaml");

    private static CostReport cost(Design d) throws Exception {
        return new CostEngine(PriceSheets.builtIn("us-east-1")).cost(d);
    }

    private static List<Finding> findings(Design d, String rule) {
        return dev.tablebook.check.Fixtures.of(dev.tablebook.check.Fixtures.check(d), rule);
    }

    private static TableCapacity table(CostReport r, String name) {
        return r.capacity().tables().stream().filter(t -> t.table().equals(name)).findFirst().orElseThrow();
    }

    // --- the skewed tenant -------------------------------------------------------------------

    @Test
    void theSkewedTenantThrottlesItsPartitionAndTheRemedyIsSized() {
        // W1 writes a 1,000 B document (1 WRU) and its KEYS_ONLY LSI entry (1 WRU), both in the tenant's
        // partition: 4,000 rps x 2 units x 0.3 (hot_key_share) = 2,400 WCU/s on one key value, 240% of 1,000.
        PartitionLoad tenant = HotPartitions.analyze(SAAS).stream()
                .filter(l -> l.template().equals("TENANT#{tenant_id}")).findFirst().orElseThrow();
        assertEquals(2400, tenant.writeUnitsPerSecond(), 1e-9);
        // R1 reads 50 index entries (of the ~100,000 a tenant holds) in 1 RRU: 3,000 rps x 1 x 0.3 = 900;
        // R2 reads the settings item, 0.5 RRU x 500 rps / 5,000 tenants (Tenant's count) = 0.05
        assertEquals(900.05, tenant.readUnitsPerSecond(), 1e-9);
        assertEquals(3, tenant.spreadNeeded(true)); // ceil(2,400 / 1,000)
        List<Finding> hot = findings(SAAS, "hot-partition");
        assertEquals(1, hot.size());
        assertEquals(Severity.ERROR, hot.get(0).severity());
        String m = hot.get(0).message();
        assertTrue(m.contains("~2,400 write units/s at peak"), m);
        assertTrue(m.contains("Shard the key over at least 3 suffixes (2,400 ÷ 1,000 = 3"), m);
        assertTrue(m.contains("limit of one partition"), m);
    }

    @Test
    void theLsiCollectionIsJudgedByTheHeaviestTenant() {
        // The average tenant holds 500,000,000 / 5,000 = 100,000 documents of ~1.3 KB stored (1,000 B +
        // 100 B overhead + the LSI entry): ~130 MB, far under the 10 GB cap, which is all the old rule saw.
        // The tenant that writes 30% holds 150,000,000 of them: ~180 GB.
        List<Finding> lsi = findings(SAAS, "lsi-collection-size");
        assertEquals(1, lsi.size());
        String m = lsi.get(0).message();
        assertTrue(m.contains("Document 150,000,000 ×"), m);
        assertTrue(m.contains("30% of its items on one value, the `hot_key_share` of its creates W1"), m);
        assertTrue(m.contains("the average collection is 122.8 MB"), m);
    }

    @Test
    void theRecommendationNamesTheHotKeyInsteadOfPromisingNoThrottling() throws Exception {
        TableCapacity t = table(cost(SAAS), "Workspace");
        String why = t.recommendation().why();
        assertFalse(why.contains("without throttling the declared traffic shape"), why);
        assertTrue(why.contains("No capacity mode serves Workspace without throttling"), why);
        assertTrue(why.contains("over at least 3 suffixes (2,400 write units a second ÷ 1,000 a partition serves = 3)"),
                why);
        // the capacity the mode buys still covers the table's peak: its hot key is the one thing no mode fixes
        assertTrue(why.contains("its hot key throttles in every mode"), why);
    }

    @Test
    void anOnDemandTableAboveANewTablesThroughputIsToldToPreWarm() {
        // Peak reads 3,000 x 1 (R1) + 500 x 0.5 (R2) = 3,250 RRU/s; writes 4,000 x 2 = 8,000 WRU/s:
        // 3,250 / 12,000 + 8,000 / 4,000 = 227.1% of what a new on-demand table sustains.
        List<Finding> f = findings(SAAS, "on-demand-throughput");
        assertEquals(1, f.size());
        String m = f.get(0).message();
        assertTrue(m.contains("peaks at 3,250 read and 8,000 write units a second, 227.1% of that"), m);
        assertTrue(m.contains("Pre-warm it (warm throughput) to 3,250 read and 8,000 write units a second"), m);
        assertTrue(m.contains("MaxReadRequestUnits 3,250, MaxWriteRequestUnits 8,000"), m);
    }

    // --- the hot current bucket ----------------------------------------------------------------

    @Test
    void theCurrentBucketTakesEveryWrite() throws Exception {
        // bucket states distinct 1: W1's 3,000 rps x 1 WRU (300 B) all land on the current bucket: 300% of a
        // partition, ceil(3,000 / 1,000) = 3 shard suffixes.
        List<Finding> hot = findings(IOT, "hot-partition");
        assertEquals(1, hot.size());
        String m = hot.get(0).message();
        assertTrue(m.contains("`BUCKET#{bucket}` value of table Metrics takes ~3,000 write units/s"), m);
        assertTrue(m.contains("has only 1 distinct value"), m);
        assertTrue(m.contains("Shard the key over at least 3 suffixes (3,000 ÷ 1,000 = 3"), m);
        TableCapacity metrics = table(cost(IOT), "Metrics");
        String why = metrics.recommendation().why();
        // a flat ingest (2,500 of 3,000 on average) is cheaper provisioned, but never "without throttling"
        assertEquals("provisioned", metrics.recommendation().mode());
        assertFalse(why.contains("without throttling the declared traffic shape"), why);
        assertTrue(why.contains("No capacity mode serves Metrics without throttling"), why);
        assertTrue(why.contains("at least 3 suffixes"), why);
    }

    @Test
    void readsAreBoundedByWhatExists() throws Exception {
        CostReport r = cost(IOT);
        // R1: limit 100 of the 9,000,000 readings of the one current bucket: 100 x 300 B = 30,000 B ->
        // ceil(30,000 / 4,096) = 8 x 0.5 = 4 RRU.
        assertEquals(4.0, r.pattern("R1").rru());
        // R2: a sensor holds 3,650,000 / 10,000 sensors (Sensor's count, not the rollups') = 365 rollups over
        // its 365-day retention; the `between` covers 2025-01-01..31, 31 days: 31 x 400 B = 12,400 B ->
        // ceil(12,400 / 4,096) = 4 x 0.5 = 2 RRU (the whole lifetime would be 146,000 B: 18 RRU).
        assertEquals(2.0, r.pattern("R2").rru());
        assertEquals(31, r.pattern("R2").itemsRead(), 1e-9);
        assertTrue(r.pattern("R2").notes().stream().anyMatch(n -> n.contains("31 of 365 days")),
                r.pattern("R2").notes().toString());
        // 20 rps x 2 RRU x 2,592,000 s x $0.125 per million = $12.96 at peak
        assertEquals(12.96, r.pattern("R2").monthlyPeak(), 1e-9);
    }

    @Test
    void aWindowedJobPeaksOnlyInItsWindow() throws Exception {
        CostReport r = cost(IOT);
        // W2 runs at 100/s in its one-hour window, 4/s on average: the peak month bills max(4, 100 x 1 / 24)
        // = 4.1667/s: 1 WRU x 4.1667 x 2,592,000 x $0.625 per million = $6.75, not the $162.00 of 100/s all month.
        assertEquals(6.75, r.pattern("W2").monthlyPeak(), 1e-9);
        assertEquals(100, r.pattern("W2").ratePeak(), 1e-9); // the peak itself still sizes capacity
        assertTrue(r.pattern("W2").notes().get(0).contains("peaks at 100/s only in window nightly"),
                r.pattern("W2").notes().toString());
    }

    @Test
    void everyTableStaysWithinANewOnDemandTableExceptWhereItSaysSo() {
        // Metrics peaks at 3,000 WRU + 200 RRU (R1 50 x 4): 3,000 / 4,000 + 200 / 12,000 = 76.7%: no finding.
        assertTrue(findings(IOT, "on-demand-throughput").isEmpty());
    }

    // --- the examples: the key's values are its attributes' values, not the items under it ---------

    private static PartitionLoad load(String example, String resource, String template) throws Exception {
        Design d = Fixtures.yaml(example, java.nio.file.Files.readString(Path.of("designs", example)));
        return HotPartitions.analyze(d).stream().filter(l -> l.resource().equals(resource)
                && l.template().equals(template)).findFirst().orElseThrow();
    }

    @Test
    void theExamplesKeysTakeTheValuesOfTheEntitiesTheyName() throws Exception {
        // a player's runs are under PLAYER#{player_id}: 5,000,000 players (Player's count), not 242,000,000 runs
        assertEquals(5_000_000L, load("leaderboard.yaml", "Runs", "PLAYER#{player_id}").distinct());
        // a device's rollups under DEVICE#{device_id}: 100,000 devices, not 73,000,000 rollups
        assertEquals(100_000L, load("telemetry.yaml", "Rollups", "DEVICE#{device_id}").distinct());
        // a customer's orders under CUSTOMER#{customer_id}: 2,000,000 customers, not 50,000,000 orders
        PartitionLoad customer = load("orders.yaml", "Commerce", "CUSTOMER#{customer_id}");
        assertEquals(2_000_000L, customer.distinct());
        assertTrue(customer.contributions().stream().filter(c -> c.entity().equals("Order")).allMatch(
                c -> c.shareBasis().contains("customer_id: Customer's count 2,000,000")));
    }

    @Test
    void anOrdersLinesAreReadNotItsLimit() throws Exception {
        // AP4 asks for up to 100 lines under `LINE#{order_id}#`: an order has 150,000,000 lines / 50,000,000
        // orders (the entity keyed by customer and order) = 3 lines of 300 B = 900 B -> 1 unit x 0.5 = 0.5 RRU,
        // not the 100 x 300 B = 30,000 B -> 8 x 0.5 = 4 RRU of its limit.
        Design d = Fixtures.yaml("orders.yaml", java.nio.file.Files.readString(Path.of("designs", "orders.yaml")));
        CostReport r = cost(d);
        assertEquals(0.5, r.pattern("AP4").rru());
        assertEquals(3, r.pattern("AP4").itemsRead(), 1e-9);
    }
}
