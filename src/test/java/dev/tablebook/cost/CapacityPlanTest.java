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
 * Capacity modes and the recommendation (cost-model §5, §8) on a steady table: GetItem 0.5 RRU at 400/s
 * peak, 300/s average; PutItem 1 WRU at 100/s peak, 80/s average; the peak lasts 4 hours a day,
 * 12:00-16:00 UTC, and starts at once (ramp 0) so that every minute of the autoscaling can be followed
 * by hand: a rise takes effect 2 + 5 = 7 minutes after it starts (minute 726 of the day), a fall 15
 * minutes after, and only where the utilization is 20 points below the 70% target.
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
        d.traffic(0);
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
        // Autoscaled at 70%: reads rise from 200 to 286 RCU at minute 726 and fall back at minute 975 (140 / 286 is
        // 49%, under 50%): 249 minutes at 286, 1,191 at 200. Writes rise from 109 to 143 WCU and never fall (76 / 143
        // is 53%, not 20 points under the target): 143 WCU all day.
        close("autoscaled", 30 * (249 * 286 + 1191 * 200) / 60.0 * 0.00013 + 720 * 143 * 0.00065,
                t.mode(CapacityMode.PROVISIONED_AUTOSCALED).monthly());
        assertFalse(t.mode(CapacityMode.PROVISIONED_AUTOSCALED).throttles(), "200 RCU serve the 200 RCU/s until 12:06");
        // Flat at the average: 215 RCU and 115 WCU for 720 hours.
        close("flat", 720 * (215 * 0.00013 + 115 * 0.00065), t.mode(CapacityMode.PROVISIONED_FLAT).monthly());
        // Fixed for the peak: 200 RCU and 100 WCU all month.
        close("fixed", 720 * (200 * 0.00013 + 100 * 0.00065), t.mode(CapacityMode.PROVISIONED_FIXED).monthly());
    }

    @Test
    void reservedCapacityCoversTheBaselineInBlocksOf100() {
        TableCapacity t = plan(steady());
        TableCapacity.ModeCost r1 = t.mode(CapacityMode.RESERVED_1Y);
        // The capacity present all day is 200 RCU and 143 WCU: 200 RCU and 100 WCU are reserved, for both terms.
        assertEquals(200, r1.readUnits());
        assertEquals(100, r1.writeUnits());
        assertEquals(200, t.mode(CapacityMode.RESERVED_3Y).readUnits());
        assertEquals(100, t.mode(CapacityMode.RESERVED_3Y).writeUnits());
        double month1y = 30.0 / 365;
        double commitment = 200 * (0.30 * month1y + 0.000025 * 720) + 100 * (1.50 * month1y + 0.000128 * 720);
        double above = 30 * 249 * (286 - 200) / 60.0 * 0.00013 + 720 * (143 - 100) * 0.00065;
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
    void declaredCapacityIsUsedForFixedAndReservedIsSizedByTheRule() {
        DesignBuilder d = steady();
        d.table("T").capacity(new Capacity(Capacity.Mode.PROVISIONED, 300, 150, new Capacity.Autoscaling(5, 1000, 0.5),
                new Capacity.Reserved(Capacity.Term.ONE_YEAR, 100, 0), null));
        TableCapacity t = plan(d);
        assertEquals(300, t.mode(CapacityMode.PROVISIONED_FIXED).readUnits());
        assertEquals(150, t.mode(CapacityMode.PROVISIONED_FIXED).writeUnits());
        // Reserved capacity is sized by the same rule for both terms, whatever the design states. At target 50%
        // the peak raises capacity to 400 RCU and 200 WCU, and it never falls back: after the peak 140 / 400 is 35%
        // and 76 / 200 is 38%, not 20 points under the target. 400 RCU and 200 WCU are present all day.
        for (CapacityMode m : List.of(CapacityMode.RESERVED_1Y, CapacityMode.RESERVED_3Y)) {
            assertEquals(400, t.mode(m).readUnits(), m.id());
            assertEquals(200, t.mode(m).writeUnits(), m.id());
            assertTrue(t.mode(m).basis().contains("the design states 100 RCU and 0 WCU reserved for 1 year"), m.id());
        }
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
        // The average sustains the peak of 1,000 RCU/s for 24 x 10 / 1,000 = 0.24 h only, from a baseline of 0.
        assertTrue(t.shape().notes().get(0).contains("shortened to 0.24 h"), t.shape().notes().toString());
        assertTrue(t.mode(CapacityMode.PROVISIONED_AUTOSCALED).throttles());
    }

    /**
     * The spiky design of the issue: writes average 12% of a 48,000 WCU/s peak, the peak stated to last 4 h.
     * The average sustains only 24 x 0.12 = 2.88 h of it, from a baseline of 0: autoscaling from its minimum cannot
     * follow a rise to 48,000 WCU/s within the hour of the ramp, so no autoscaled capacity is recommended.
     */
    @Test
    void theSpikyDesignGetsOnDemandNeverAutoscaled() {
        DesignBuilder d = DesignBuilder.service("spiky");
        d.entity("Item").count(1000).size(500).attr("id", S, 26);
        d.table("T").key("pk", "sk").item("Item", "pk", "I#{id}", "sk", "X");
        d.pattern("Put", Operation.PutItem, "T").leg("Item", WriteAction.PUT, 1, null).rps(48000, 5760);
        TableCapacity t = plan(d);
        assertEquals(48000, t.demand().writePeak(), 1e-9);
        assertEquals(0, t.shape().writeBaseline(), 1e-9);
        assertTrue(t.shape().notes().get(0).contains("cannot last 4 h at an average of 5,760: shortened to 2.88 h"),
                t.shape().notes().toString());
        TableCapacity.ModeCost auto = t.mode(CapacityMode.PROVISIONED_AUTOSCALED);
        assertTrue(auto.throttles(), auto.basis());
        assertTrue(auto.monthly() < t.mode(CapacityMode.ON_DEMAND).monthly(), "cheaper, but it would throttle");
        assertEquals("on-demand", t.recommendation().mode());
        assertTrue(t.recommendation().why().contains("would cost " + dev.tablebook.format.Figures.usd(auto.monthly())
                + " but throttle"), t.recommendation().why());
        // On-demand: 5,760 WRU/s x 2,592,000 s x $0.625 per million.
        close("on-demand", 5760.0 * 2592000 * 0.625e-6, t.mode(CapacityMode.ON_DEMAND).monthly());
        // The reserved modes rest on the same autoscaling and throttle as well; 1y and 3y reserve the same: nothing,
        // as the all-day baseline is 0.
        assertTrue(t.mode(CapacityMode.RESERVED_1Y).throttles());
        assertEquals(0, t.mode(CapacityMode.RESERVED_1Y).writeUnits());
        assertEquals(0, t.mode(CapacityMode.RESERVED_3Y).writeUnits());
        assertTrue(t.mode(CapacityMode.RESERVED_3Y).basis().contains("under one block of 100 units, so nothing is reserved"));
    }

    /**
     * A steady design with the default 60-minute ramp: writes average 80% of a 1,000 WCU/s peak; the baseline is
     * (24 x 800 - 4 x 1,000) / 20 = 760 WCU/s, so capacity starts at 1,086 WCU or more and autoscaling follows the rise.
     */
    @Test
    void aSteadyDesignWithASlowRampGetsReservedCapacity() {
        DesignBuilder d = DesignBuilder.service("steady");
        d.entity("Item").count(1000).size(500).attr("id", S, 26);
        d.table("T").key("pk", "sk").item("Item", "pk", "I#{id}", "sk", "X");
        d.pattern("Put", Operation.PutItem, "T").leg("Item", WriteAction.PUT, 1, null).rps(1000, 800);
        TableCapacity t = plan(d);
        assertEquals(760, t.shape().writeBaseline(), 1e-9);
        assertEquals(60, t.shape().rampMinutes());
        assertFalse(t.mode(CapacityMode.PROVISIONED_AUTOSCALED).throttles(), t.mode(CapacityMode.PROVISIONED_AUTOSCALED).basis());
        // After the peak capacity stays at 1,429 WCU (760 / 1,429 is 53%, not 20 points under the target): 1,400
        // reserved, the same for both terms.
        assertEquals(1400, t.mode(CapacityMode.RESERVED_1Y).writeUnits());
        assertEquals(1400, t.mode(CapacityMode.RESERVED_3Y).writeUnits());
        assertEquals("reserved-3y", t.recommendation().mode());
    }

    /** A nightly window: scheduled scaling raises the minimum before it and serves what autoscaling cannot follow. */
    @Test
    void aWindowThatAutoscalingCannotFollowGetsScheduledScaling() {
        DesignBuilder d = DesignBuilder.service("nightly");
        d.entity("Item").count(1000).size(500).attr("id", S, 26);
        d.table("T").key("pk", "sk").item("Item", "pk", "I#{id}", "sk", "X");
        d.traffic(60, "rollup", "01:00", "01:30");
        d.pattern("Put", Operation.PutItem, "T").leg("Item", WriteAction.PUT, 1, null).rps(700, 650);
        d.pattern("Rollup", Operation.PutItem, "T").leg("Item", WriteAction.PUT, 1, null).rps(27060, 563.75, "rollup");
        TableCapacity t = plan(d);
        // The window's patterns peak with the daily ones: 700 + 27,060 WCU/s.
        assertEquals(27760, t.demand().writePeak(), 1e-9);
        assertTrue(t.mode(CapacityMode.PROVISIONED_AUTOSCALED).throttles());
        TableCapacity.ModeCost scheduled = t.mode(CapacityMode.PROVISIONED_SCHEDULED);
        assertFalse(scheduled.throttles(), scheduled.basis());
        assertEquals(CapacityMode.PROVISIONED_SCHEDULED, t.shape().capacityMode());
        // The chart: from 00:45 the schedule holds the window's capacity, ceil(27,060 + the daily load / 0.7).
        TableCapacity.DayPoint at0050 = t.shape().day().get(5);
        assertEquals(50, at0050.minute());
        assertTrue(at0050.writeCapacity() >= Math.ceil(27060 / 0.7), String.valueOf(at0050.writeCapacity()));
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
        // Reserved capacity covers a Global Table's reads and GSI writes, never its replicated write units: with no
        // GSI, the 200 RCU present all day are reserved and every WCU stays autoscaled, bought in 3 Regions.
        TableCapacity.ModeCost gr = g.mode(CapacityMode.RESERVED_1Y);
        assertTrue(gr.available());
        assertEquals(200, gr.readUnits());
        assertEquals(0, gr.writeUnits());
        assertTrue(gr.basis().contains("replicated write units (rWCU)"), gr.basis());
        double month1y = 30.0 / 365;
        close("global reserved 1y", 200 * (0.30 * month1y + 0.000025 * 720) + 30 * 249 * (286 - 200) / 60.0 * 0.00013
                + 720 * 143 * (0.00065 + 2 * 0.00065), gr.monthly());
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
                "reserved-3y"), modes, "no window: no scheduled scaling");
    }
}
