package dev.tablebook.cost;

import dev.tablebook.load.PriceSheet;
import dev.tablebook.load.PriceSheets;

import static dev.tablebook.cost.ImportedAgreementTest.close;
import static dev.tablebook.model.AttrType.S;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.model.Capacity;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Projection;
import dev.tablebook.model.WriteAction;
import dev.tablebook.testing.DesignBuilder;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Capacity modes and the recommendation (cost-model §5) on a steady table: GetItem 0.5 RRU at 400/s peak,
 * 300/s average; PutItem 1 WRU at 100/s peak, 80/s average; the peak lasts 4 hours a day.
 */
class CapacityPlanTest {
    static PriceSheet sheet;

    @BeforeAll
    static void load() throws Exception {
        sheet = PriceSheets.builtIn("us-east-1");
    }

    static DesignBuilder steady() {
        DesignBuilder d = DesignBuilder.service("steady");
        d.entity("Item").count(1000).size(500).attr("id", S, 26);
        d.table("T").key("pk", "sk").item("Item", "pk", "I#{id}", "sk", "X");
        d.pattern("Get", Operation.GetItem, "T").eq("pk", "I#{id}").eq("sk", "X").returns("Item").rps(400, 300);
        d.pattern("Put", Operation.PutItem, "T").leg("Item", WriteAction.PUT, 1, null).rps(100, 80);
        return d;
    }

    static TableCapacity plan(DesignBuilder d) {
        return new CostEngine(sheet).cost(d.build()).capacity().tables().get(0);
    }

    @Test
    void everyModeIsPricedFromTheDemandAndTheShape() {
        TableCapacity t = plan(steady());
        assertEquals(new TableCapacity.Demand(200, 150, 100, 80), t.demand());
        // Daily shape: 4 h at the peak, 20 h at the baseline keeping the mean: reads (24 x 150 - 4 x 200) / 20 = 140,
        // writes (24 x 80 - 4 x 100) / 20 = 76.
        assertEquals(140, t.shape().readBaseline(), 1e-9);
        assertEquals(76, t.shape().writeBaseline(), 1e-9);
        // On-demand at the average: 150 x 2,592,000 x $0.125/M + 80 x 2,592,000 x $0.625/M.
        close("on-demand", 48.6 + 129.6, t.mode(CapacityMode.ON_DEMAND).monthly());
        // Autoscaled at 70%: reads 4 h x 286 + 20 h x 200 RCU, writes 4 h x 143 + 20 h x 109 WCU, 30 days.
        close("autoscaled", 30 * (4 * 286 + 20 * 200) * 0.00013 + 30 * (4 * 143 + 20 * 109) * 0.00065,
                t.mode(CapacityMode.PROVISIONED_AUTOSCALED).monthly());
        // Flat at the average: 215 RCU and 115 WCU for 720 hours.
        close("flat", 720 * (215 * 0.00013 + 115 * 0.00065), t.mode(CapacityMode.PROVISIONED_FLAT).monthly());
        // Fixed for the peak: 200 RCU and 100 WCU all month.
        close("fixed", 720 * (200 * 0.00013 + 100 * 0.00065), t.mode(CapacityMode.PROVISIONED_FIXED).monthly());
    }

    @Test
    void reservedCapacityCoversTheBaselineInBlocksOf100() {
        TableCapacity t = plan(steady());
        TableCapacity.ModeCost r1 = t.mode(CapacityMode.RESERVED_1Y);
        // The baseline needs 200 RCU and 109 WCU: 200 RCU and 100 WCU are reserved.
        assertEquals(200, r1.readUnits());
        assertEquals(100, r1.writeUnits());
        double month1y = 30.0 / 365;
        double commitment = 200 * (0.30 * month1y + 0.000025 * 720) + 100 * (1.50 * month1y + 0.000128 * 720);
        double above = 30 * (4 * (286 - 200)) * 0.00013 + 30 * (4 * (143 - 100) + 20 * (109 - 100)) * 0.00065;
        close("reserved 1y", commitment + above, r1.monthly());
        double month3y = 30.0 / 1095;
        double commitment3 = 200 * (0.36 * month3y + 0.000016 * 720) + 100 * (1.80 * month3y + 0.000081 * 720);
        close("reserved 3y", commitment3 + above, t.mode(CapacityMode.RESERVED_3Y).monthly());
        assertEquals("reserved-3y", t.recommendation().mode());
        assertTrue(t.recommendation().why().contains("up to 4 times per rolling 24 hours"));
    }

    @Test
    void breakEvenAndChart() {
        TableCapacity t = plan(steady());
        // $0.00013 per RCU-hour against 3,600 reads at $0.125/M: 28.9% (writes the same ratio).
        close("read break-even", 0.00013 / (3600 * 0.125e-6), t.breakEven().readUtilization());
        close("write break-even", 0.00065 / (3600 * 0.625e-6), t.breakEven().writeUtilization());
        // On-demand at the peak costs 64.8 + 162 = $226.80; fixed costs $65.52: equal at 28.9% of the peak.
        close("load factor fixed", 65.52 / 226.8, t.breakEven().loadFactorFixed());
        assertEquals(21, t.chart().size());
        close("chart at peak", 226.8, t.chart().get(20).onDemand());
        assertEquals(0, t.chart().get(0).onDemand());
        for (TableCapacity.LoadPoint p : t.chart()) {
            close("fixed is flat", 65.52, p.fixed());
        }
        Double crossing = t.breakEven().loadFactorAutoscaled();
        assertTrue(crossing != null && crossing > 0 && crossing < 1);
    }

    @Test
    void declaredCapacityIsUsedForFixedAndReserved() {
        DesignBuilder d = steady();
        d.table("T").capacity(new Capacity(Capacity.Mode.PROVISIONED, 300, 150, new Capacity.Autoscaling(5, 1000, 0.5),
                new Capacity.Reserved(Capacity.Term.ONE_YEAR, 100, 0), null));
        TableCapacity t = plan(d);
        assertEquals(300, t.mode(CapacityMode.PROVISIONED_FIXED).readUnits());
        assertEquals(150, t.mode(CapacityMode.PROVISIONED_FIXED).writeUnits());
        assertEquals(100, t.mode(CapacityMode.RESERVED_1Y).readUnits());
        assertEquals(0, t.mode(CapacityMode.RESERVED_1Y).writeUnits());
        assertEquals(0.5, t.targetUtilization());
        assertEquals(5, t.minUnits());
        // Target 50%: the peak needs 400 RCU and 200 WCU.
        assertEquals(400, t.mode(CapacityMode.PROVISIONED_AUTOSCALED).readUnits());
    }

    @Test
    void aSpikyLoadStaysOnDemand() {
        DesignBuilder d = DesignBuilder.service("spiky");
        d.entity("Item").count(1000).size(500).attr("id", S, 26);
        d.table("T").key("pk", "sk").item("Item", "pk", "I#{id}", "sk", "X");
        d.pattern("Get", Operation.GetItem, "T").eq("pk", "I#{id}").eq("sk", "X").returns("Item").rps(2000, 20);
        TableCapacity t = plan(d);
        assertEquals("on-demand", t.recommendation().mode());
        assertTrue(t.recommendation().why().contains("new or spiky"));
        assertTrue(t.mode(CapacityMode.PROVISIONED_AUTOSCALED).monthly() > t.mode(CapacityMode.ON_DEMAND).monthly());
    }

    @Test
    void idleTablesVectorTablesGlobalTablesAndStandardIa() {
        DesignBuilder idle = DesignBuilder.service("idle");
        idle.entity("Item").count(10).size(100);
        idle.table("T").key("pk", "sk").item("Item", "pk", "I#{id}", "sk", "X");
        assertEquals("on-demand", plan(idle).recommendation().mode());
        assertTrue(plan(idle).recommendation().why().startsWith("No traffic"));

        DesignBuilder vector = steady();
        vector.entity("Item").attr("emb", dev.tablebook.model.AttrType.L, 100);
        vector.table("T").vector("V", "emb", 64, Projection.KEYS_ONLY, null, null);
        TableCapacity v = plan(vector);
        assertEquals("on-demand", v.recommendation().mode());
        assertTrue(v.recommendation().why().contains("vector index"));
        assertFalse(v.mode(CapacityMode.PROVISIONED_AUTOSCALED).available());
        assertNull(v.chart().get(10).autoscaled());

        DesignBuilder global = steady();
        global.table("T").replicas("us-east-1", "eu-west-1", "ap-south-1");
        TableCapacity g = plan(global);
        assertEquals(2, g.replicaRegions());
        assertFalse(g.mode(CapacityMode.RESERVED_1Y).available());
        assertTrue(g.mode(CapacityMode.RESERVED_1Y).basis().contains("single-region"));
        // Provisioned write capacity is bought again as replicated WCU in each replica region.
        close("global fixed", 720 * (200 * 0.00013 + 100 * (0.00065 + 2 * 0.00065)),
                g.mode(CapacityMode.PROVISIONED_FIXED).monthly());

        DesignBuilder ia = steady();
        ia.table("T").standardIa();
        TableCapacity i = plan(ia);
        assertFalse(i.mode(CapacityMode.RESERVED_3Y).available());
        close("IA fixed", 720 * (200 * 0.00016 + 100 * 0.00081), i.mode(CapacityMode.PROVISIONED_FIXED).monthly());
    }

    @Test
    void serviceTotalsSwapRequestsForCapacity() throws Exception {
        CostReport r = new CostEngine(sheet).cost(steady().build());
        ServiceCapacity.ModeTotal p = r.capacity().provisioned();
        TableCapacity t = r.capacity().tables().get(0);
        close("capacity", t.mode(CapacityMode.PROVISIONED_AUTOSCALED).monthly(), p.capacity());
        assertEquals(0, p.requests(), 1e-12);
        close("total", p.capacity() + r.onDemandExpected().storage() + r.onDemandExpected().other(), p.total());
        close("reserved 3y", t.mode(CapacityMode.RESERVED_3Y).monthly() + r.onDemandExpected().storage(),
                r.capacity().reserved3y().total());
        assertEquals(r.capacity().recommendation(), t.recommendation(), "one table: its recommendation");
        List<String> modes = t.modes().stream().map(m -> m.mode().id()).toList();
        assertEquals(List.of("on-demand", "provisioned-flat", "provisioned-autoscaled", "provisioned-fixed", "reserved-1y",
                "reserved-3y"), modes);
    }
}
