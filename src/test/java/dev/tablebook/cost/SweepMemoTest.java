package dev.tablebook.cost;

import static dev.tablebook.model.AttrType.S;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.tablebook.load.Price;
import dev.tablebook.load.PriceKey;
import dev.tablebook.load.PriceSheet;
import dev.tablebook.load.PriceSheets;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Design;
import dev.tablebook.model.Operation;
import dev.tablebook.model.WriteAction;
import dev.tablebook.testing.DesignBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The memo of sweeps (the break-even search and the load chart of a table, {@link CapacityPlanner#sweepKey}):
 * a table whose sweep is found in the memo gets the figures a sweep computed afresh gives, to the last bit.
 * The tables below each move one input of a sweep alone from the first (a peak, a scaling setting, the day's
 * peak hours or rise, a window, every price a sweep reads, the table class, replicas, declared capacity), all
 * in one memo: a key that left an input out would hand a table the sweep of the table before it.
 */
class SweepMemoTest {
    static PriceSheet sheet;

    @BeforeAll
    static void load() throws Exception {
        sheet = PriceSheets.builtIn("us-east-1");
    }

    /** A table with a daily peak of 4 hours rising over 30 minutes; {@code change} edits it before it is built. */
    private static Design design(String name, double getPeak, double getAverage, Consumer<DesignBuilder> change) {
        DesignBuilder d = DesignBuilder.service(name);
        d.entity("Item").count(1000).size(500).attr("id", S, 26);
        d.table("T").key("pk", "sk").item("Item", "pk", "I#{id}", "sk", "X");
        d.pattern("Get", Operation.GetItem, "T").eq("pk", "I#{id}").eq("sk", "X").returns("Item").rps(getPeak, getAverage);
        d.pattern("Put", Operation.PutItem, "T").leg("Item", WriteAction.PUT, 1, null).rps(100, 80);
        d.traffic(30);
        change.accept(d);
        return d.build();
    }

    private static Design design(String name, Consumer<DesignBuilder> change) {
        return design(name, 400, 300, change);
    }

    private static PriceSheet moved(PriceKey key) {
        Price p = sheet.prices().get(key);
        return sheet.with(key, new Price(p.amount() * 1.01, p.per()));
    }

    private static CapacityPlanner planner(Design design, PriceSheet prices) {
        CostEngine engine = new CostEngine(prices);
        CostEngine.Priced p = engine.price(design, Scenario.AS_DESIGNED);
        return new CapacityPlanner(engine.sheets(), p.inputs().tables(), p.patterns(), p.lineItems(),
                p.inputs().hotPartitions());
    }

    /** The table's capacity comparison through the memo, after checking it against the one computed afresh. */
    private static TableCapacity planned(Design design, PriceSheet prices) {
        CapacityPlanner planner = planner(design, prices);
        List<TableCapacity> memo = planner.plan();
        List<TableCapacity> afresh = planner.afresh().plan();
        assertEquals(ReportDump.dump(afresh), ReportDump.dump(memo), design.service());
        assertEquals(afresh, memo, design.service());
        return memo.get(0);
    }

    @Test
    void everyInputOfASweepIsInItsKey() {
        List<Object[]> cases = new ArrayList<>();
        cases.add(new Object[] {design("base", d -> { }), sheet});
        cases.add(new Object[] {design("peak", 401, 300, d -> { }), sheet});
        cases.add(new Object[] {design("target", d -> d.table("T").capacity(new Capacity(Capacity.Mode.PROVISIONED, null, null,
                new Capacity.Autoscaling(null, null, 0.75), null, null))), sheet});
        cases.add(new Object[] {design("min", d -> d.table("T").capacity(new Capacity(Capacity.Mode.PROVISIONED, null, null,
                new Capacity.Autoscaling(40, null, null), null, null))), sheet});
        cases.add(new Object[] {design("max", d -> d.table("T").capacity(new Capacity(Capacity.Mode.PROVISIONED, null, null,
                new Capacity.Autoscaling(null, 300, null), null, null))), sheet});
        cases.add(new Object[] {design("fixed", d -> d.table("T").capacity(new Capacity(Capacity.Mode.PROVISIONED, 500, null,
                null, null, null))), sheet});
        cases.add(new Object[] {design("hours", d -> d.peakHours(5)), sheet});
        cases.add(new Object[] {design("ramp", d -> d.traffic(60)), sheet});
        cases.add(new Object[] {design("window", d -> {
            d.traffic(30, "batch", "01:00", "02:00");
            d.pattern("Batch", Operation.PutItem, "T").leg("Item", WriteAction.PUT, 1, null).rps(200, 8, "batch");
        }), sheet});
        cases.add(new Object[] {design("window-moved", d -> {
            d.traffic(30, "batch", "03:00", "04:00");
            d.pattern("Batch", Operation.PutItem, "T").leg("Item", WriteAction.PUT, 1, null).rps(200, 8, "batch");
        }), sheet});
        cases.add(new Object[] {design("ia", d -> d.table("T").standardIa()), sheet});
        cases.add(new Object[] {design("global", d -> d.table("T").replicas("us-east-1", "eu-west-1")), sheet});
        cases.add(new Object[] {design("global", d -> d.table("T").replicas("us-east-1", "eu-west-1")),
                moved(PriceKey.REPLICATED_WCU_HOUR)});
        for (PriceKey key : List.of(PriceKey.PROVISIONED_RCU_HOUR, PriceKey.PROVISIONED_WCU_HOUR, PriceKey.ON_DEMAND_READ,
                PriceKey.ON_DEMAND_WRITE, PriceKey.RESERVED_1Y_RCU_UPFRONT, PriceKey.RESERVED_1Y_RCU_HOURLY,
                PriceKey.RESERVED_1Y_WCU_UPFRONT, PriceKey.RESERVED_1Y_WCU_HOURLY, PriceKey.RESERVED_3Y_RCU_UPFRONT,
                PriceKey.RESERVED_3Y_RCU_HOURLY, PriceKey.RESERVED_3Y_WCU_UPFRONT, PriceKey.RESERVED_3Y_WCU_HOURLY)) {
            cases.add(new Object[] {design("base", d -> { }), moved(key)});
        }
        // a sheet without the 3-year prices: the chart shows no 3-year figure
        cases.add(new Object[] {design("base", d -> { }), sheet.with(PriceKey.RESERVED_3Y_RCU_HOURLY, null)});
        List<TableCapacity> seen = new ArrayList<>();
        for (Object[] c : cases) {
            TableCapacity t = planned((Design) c[0], (PriceSheet) c[1]);
            assertNotNull(t.breakEven().loadFactorAutoscaled(), ((Design) c[0]).service());
            for (TableCapacity before : seen) {
                assertNotSame(before.chart(), t.chart(), ((Design) c[0]).service());
            }
            seen.add(t);
        }
    }

    /** The share of a Global Table's writes it may reserve moves its reserved figures, so its key. */
    @Test
    void theReservableShareIsInTheKey() {
        Design global = design("global", d -> d.table("T").replicas("us-east-1", "eu-west-1"));
        CostEngine engine = new CostEngine(sheet);
        CostEngine.Priced p = engine.price(global, Scenario.AS_DESIGNED);
        TableFacts facts = p.inputs().tables().get("T");
        CapacityPlanner planner = planner(global, sheet);
        var load = planner.load(facts);
        ProvisionedCost half = new ProvisionedCost(facts, engine.sheets(), 0.5);
        ProvisionedCost same = new ProvisionedCost(facts, engine.sheets(), 0.5);
        TableCapacity.Demand demand = CapacityPlanner.demand(half.day(load), load);
        InputBits a = CapacityPlanner.sweepKey(half, load, demand, 100, true);
        assertEquals(a, CapacityPlanner.sweepKey(same, load, demand, 100, true));
        assertNotEquals(a, CapacityPlanner.sweepKey(new ProvisionedCost(facts, engine.sheets(), 0.6), load, demand, 100, true));
        assertNotEquals(a, CapacityPlanner.sweepKey(half, load, demand, Math.nextUp(100.0), true));
        assertNotEquals(a, CapacityPlanner.sweepKey(half, load, demand, 100, false));
    }

    @Test
    void tablesOfTheSamePeaksShareTheirSweep() {
        TableCapacity first = planned(design("first", d -> { }), sheet);
        // another service, another average: every load of the sweep is the peaks scaled, so the same sweep
        TableCapacity second = planned(design("second", 400, 250, d -> { }), sheet);
        assertSame(first.chart(), second.chart());
        assertEquals(first.breakEven().loadFactorAutoscaled(), second.breakEven().loadFactorAutoscaled());
    }
}
