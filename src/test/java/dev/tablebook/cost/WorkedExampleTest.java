package dev.tablebook.cost;

import dev.tablebook.load.PriceSheets;

import static dev.tablebook.cost.ImportedAgreementTest.close;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.tablebook.analysis.PartitionLoad;
import dev.tablebook.testing.Fixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The worked example of docs/cost-model.md (src/test/resources/designs/wishlist.yaml): the figures the doc derives. */
class WorkedExampleTest {
    static CostReport r;

    @BeforeAll
    static void cost() throws Exception {
        r = new CostEngine(PriceSheets.builtIn("us-east-1")).cost(Fixtures.resource("designs/wishlist.yaml"));
    }

    @Test
    void patterns() {
        // Item: 26 + 26 + 25 + 200 = 277 B of attributes + pk 35 + sk 57 = 369 B; the KEYS_ONLY entry 143 B.
        assertEquals(2.5, r.pattern("AP1").rru());
        close("AP1 peak", 64.80, r.pattern("AP1").monthlyPeak());
        close("AP1 expected", 8.10, r.pattern("AP1").monthlyExpected());
        assertEquals(0.5, r.pattern("AP2").rru());
        close("AP2 peak", 1.62, r.pattern("AP2").monthlyPeak());
        assertEquals(1, r.pattern("W1").wru());
        assertEquals(1, r.pattern("W1").indexWru());
        // 1 WRU + 1 index WRU, and 5% failures, each billing the 369 B item that is there (1 WRU) and no index
        // write: 2.05 WRU a call.
        close("W1 peak", 66.42, r.pattern("W1").monthlyPeak());
        close("W1 expected", 6.642, r.pattern("W1").monthlyExpected());
    }

    @Test
    void storageAndPitr() {
        close("table GB", 1.876, r.storage("Wishlists").gbPeak());
        close("table $", 0.469, r.storage("Wishlists").monthlyPeak());
        close("GSI GB", 0.972, r.storage("ByProduct").gbPeak());
        close("PITR", 0.3752, r.lineItems().get(0).monthlyPeak());
    }

    @Test
    void headline() {
        close("peak requests", 132.84, r.onDemandPeak().requests());
        close("peak storage", 0.712, r.onDemandPeak().storage());
        close("peak total", 133.9272, r.onDemandPeak().total());
        close("expected total", 16.1532, r.onDemandExpected().total());
    }

    @Test
    void capacity() {
        TableCapacity t = r.capacity().tables().get(0);
        TableCapacity.Demand d = t.demand();
        assertEquals(205, d.readPeak(), 1e-9);
        assertEquals(26, d.readAverage(), 1e-9);
        assertEquals(41, d.writePeak(), 1e-9);
        assertEquals(4.1, d.writeAverage(), 1e-9);
        close("on-demand", 15.066, t.mode(CapacityMode.ON_DEMAND).monthly());
        // The averages sustain the peaks for 24 x 26 / 205 = 3.04 h (reads) and 24 x 4.1 / 41 = 2.4 h (writes), not the
        // stated 4 h, from a baseline of 0: autoscaling from its 2-unit minimum cannot follow either rise.
        assertEquals(2, t.shape().notes().size());
        assertTrue(t.shape().notes().get(0).contains("shortened to 3.04 h"), t.shape().notes().get(0));
        assertTrue(t.shape().notes().get(1).contains("shortened to 2.4 h"), t.shape().notes().get(1));
        assertTrue(t.mode(CapacityMode.PROVISIONED_AUTOSCALED).throttles());
        close("fixed", 38.376, t.mode(CapacityMode.PROVISIONED_FIXED).monthly());
        assertFalse(t.mode(CapacityMode.PROVISIONED_FIXED).throttles());
        // Fixed capacity never throttles but costs more than on-demand: on-demand it stays.
        assertEquals("on-demand", t.recommendation().mode());
    }

    @Test
    void theDesignShownInTheDocsCostsTheSame() throws Exception {
        String doc = Files.readString(Path.of("docs/cost-model.md"));
        int section = doc.indexOf("## Worked example");
        int start = doc.indexOf("```yaml\n", section) + "```yaml\n".length();
        String yaml = doc.substring(start, doc.indexOf("```", start));
        CostReport shown = new CostEngine(PriceSheets.builtIn("us-east-1")).cost(Fixtures.yaml("wishlist.yaml", yaml));
        assertEquals(r.onDemandPeak(), shown.onDemandPeak());
        assertEquals(r.onDemandExpected(), shown.onDemandExpected());
        assertEquals(r.capacity().recommendation(), shown.capacity().recommendation());
    }

    @Test
    void hotPartitions() {
        PartitionLoad byProduct = r.hotPartitions().get(0);
        assertEquals("Wishlists / ByProduct", byProduct.resource());
        // AP2 0.5 RRU x 10/s / 100,000; W1 1 index WRU x 20/s / 100,000 (a failed write writes no index).
        close("reads", 0.00005, byProduct.readUnitsPerSecond());
        close("writes", 0.0002, byProduct.writeUnitsPerSecond());
    }
}
