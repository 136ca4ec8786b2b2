package dev.tablebook.cost;

import dev.tablebook.load.PriceSheet;
import dev.tablebook.load.PriceKey;

import static dev.tablebook.format.Figures.num;

import dev.tablebook.analysis.UnitLine;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Compares capacity modes per table (cost-model §5) from the priced pattern terms: the demand
 * in units per second, the monthly throughput cost of on-demand, autoscaled provisioned (flat
 * and daily shapes), fixed provisioned and reserved capacity, the break-even and the chart.
 */
final class CapacityPlanner {
    /** Chart points: average load from 0 to the peak in steps of 5%. */
    static final int CHART_STEPS = 20;

    private final PriceSheet sheet;
    private final Map<String, TableFacts> tables;
    private final List<PatternCost> patterns;
    private final List<LineItem> lineItems;

    CapacityPlanner(PriceSheet sheet, Map<String, TableFacts> tables, List<PatternCost> patterns, List<LineItem> lineItems) {
        this.sheet = sheet;
        this.tables = tables;
        this.patterns = patterns;
        this.lineItems = lineItems;
    }

    private static boolean throughput(CostTerm t) {
        return t.kind() == UnitLine.Kind.READ || t.kind() == UnitLine.Kind.WRITE || t.kind() == UnitLine.Kind.INDEX_WRITE;
    }

    static boolean replication(LineItem l) {
        return l.kind() == LineItem.Kind.REPLICATED_WRITES || l.kind() == LineItem.Kind.REPLICA_INDEX_WRITES;
    }

    TableCapacity.Demand demand(String table) {
        double rp = 0;
        double ra = 0;
        double wp = 0;
        double wa = 0;
        for (PatternCost p : patterns) {
            for (CostTerm t : p.terms()) {
                if (!table.equals(t.table()) || !throughput(t)) {
                    continue;
                }
                if (t.kind() == UnitLine.Kind.READ) {
                    rp += t.perCall() * t.ratePeak();
                    ra += t.perCall() * t.rateAverage();
                } else {
                    wp += t.perCall() * t.ratePeak();
                    wa += t.perCall() * t.rateAverage();
                }
            }
        }
        return new TableCapacity.Demand(rp, ra, wp, wa);
    }

    /** On-demand throughput dollars of the table: request terms plus replicated writes; [peak, expected]. */
    double[] onDemand(String table) {
        double[] r = requests(table);
        double[] g = replicated(table);
        return new double[] {r[0] + g[0], r[1] + g[1]};
    }

    /** Expected dollars of every pattern term except the throughput terms of the given tables. */
    double requestsExcept(java.util.Set<String> moved) {
        double total = 0;
        for (PatternCost p : patterns) {
            for (CostTerm t : p.terms()) {
                if (!(throughput(t) && moved.contains(t.table()))) {
                    total += t.monthlyExpected();
                }
            }
        }
        return total;
    }

    /** Dollars of the table's read, write and index-write terms; [peak, expected]. */
    double[] requests(String table) {
        double peak = 0;
        double expected = 0;
        for (PatternCost p : patterns) {
            for (CostTerm t : p.terms()) {
                if (table.equals(t.table()) && throughput(t)) {
                    peak += t.monthlyPeak();
                    expected += t.monthlyExpected();
                }
            }
        }
        return new double[] {peak, expected};
    }

    /** Dollars of the table's Global Tables replicated writes and replica index writes; [peak, expected]. */
    double[] replicated(String table) {
        double peak = 0;
        double expected = 0;
        for (LineItem l : lineItems) {
            if (l.resource().equals(table) && replication(l)) {
                peak += l.monthlyPeak();
                expected += l.monthlyExpected();
            }
        }
        return new double[] {peak, expected};
    }

    boolean onDemandPriced(String table) {
        boolean terms = patterns.stream().flatMap(p -> p.terms().stream())
                .filter(t -> table.equals(t.table()) && throughput(t)).allMatch(CostTerm::priced);
        return terms && lineItems.stream().filter(l -> l.resource().equals(table) && replication(l)).allMatch(LineItem::priced);
    }

    List<TableCapacity> plan() {
        List<TableCapacity> out = new ArrayList<>();
        for (TableFacts f : tables.values()) {
            out.add(table(f));
        }
        return out;
    }

    private TableCapacity table(TableFacts f) {
        TableCapacity.Demand d = demand(f.name());
        ProvisionedCost pc = new ProvisionedCost(f, sheet);
        double[] od = onDemand(f.name());
        boolean provisionable = !f.hasVectorIndex();
        boolean reservable = provisionable && !f.standardIa() && !f.declaredStandardIa() && !f.global();
        String noProvisioned = "a table with a vector index must stay on-demand";
        String noReserved = !provisionable ? noProvisioned
                : f.global() ? "reserved capacity is for single-region tables; this is a Global Table"
                : "reserved capacity is for the Standard table class only";
        List<TableCapacity.ModeCost> modes = new ArrayList<>();
        modes.add(new TableCapacity.ModeCost(CapacityMode.ON_DEMAND, true, onDemandPriced(f.name()), od[1], 0, 0,
                num(d.readAverage()) + " RRU/s and " + num(d.writeAverage()) + " WRU/s on average, billed per request"));
        boolean priced = pc.priced();
        modes.add(provisioned(CapacityMode.PROVISIONED_FLAT, provisionable, priced, noProvisioned, () -> pc.flat(d),
                pc.capacity(d.readAverage()), pc.capacity(d.writeAverage()), "capacity = average / " + num(pc.target)));
        TableCapacity.Shape shape = shape(f, d);
        modes.add(provisioned(CapacityMode.PROVISIONED_AUTOSCALED, provisionable, priced, noProvisioned,
                () -> pc.autoscaled(d), pc.capacity(d.readPeak()), pc.capacity(d.writePeak()), shape.description()));
        double[] fixed = pc.fixedUnits(d);
        modes.add(provisioned(CapacityMode.PROVISIONED_FIXED, provisionable, priced, noProvisioned, () -> pc.fixed(d),
                fixed[0], fixed[1], "always " + num(fixed[0]) + " RCU and " + num(fixed[1]) + " WCU"
                        + (fixed[0] < d.readPeak() || fixed[1] < d.writePeak() ? "; below the peak demand: it would throttle" : "")));
        for (boolean three : new boolean[] {false, true}) {
            double[] r = reservable ? pc.reservedUnits(d, three) : new double[] {0, 0};
            modes.add(provisioned(three ? CapacityMode.RESERVED_3Y : CapacityMode.RESERVED_1Y, reservable,
                    pc.reservedPriced(three), noReserved, () -> pc.reserved(d, three), r[0], r[1],
                    num(r[0]) + " RCU and " + num(r[1]) + " WCU reserved, the rest autoscaled"
                            + (r[0] == 0 && r[1] == 0 ? " (the baseline is under one block of 100 units)" : "")));
        }
        TableCapacity.BreakEven be = breakEven(f, pc, d, od, provisionable && priced);
        List<TableCapacity.LoadPoint> chart = chart(pc, d, od[0], provisionable && priced, reservable);
        TableCapacity compared = new TableCapacity(f.name(), f.standardIa(), f.hasVectorIndex(), f.global(),
                f.replicaRegions().size(), f.provisionedResources(), d, shape, pc.target, pc.minUnits, pc.maxUnits, modes, be,
                chart, null);
        return compared.withRecommendation(Recommender.table(compared));
    }

    private static TableCapacity.ModeCost provisioned(CapacityMode mode, boolean available, boolean priced, String reason,
                                                      java.util.function.DoubleSupplier cost, double read, double write,
                                                      String basis) {
        if (!available) {
            return new TableCapacity.ModeCost(mode, false, false, 0, 0, 0, reason);
        }
        return new TableCapacity.ModeCost(mode, true, priced, priced ? cost.getAsDouble() : 0, read, write, basis);
    }

    private static TableCapacity.Shape shape(TableFacts f, TableCapacity.Demand d) {
        double h = f.peakHoursPerDay();
        double rb = ProvisionedCost.baseline(ProvisionedCost.daily(d.readPeak(), d.readAverage(), h));
        double wb = ProvisionedCost.baseline(ProvisionedCost.daily(d.writePeak(), d.writeAverage(), h));
        String description = "peak for " + num(h) + " h a day (" + f.peakHoursSource() + "), the other " + num(24 - h)
                + " h at the baseline that keeps the daily mean at the average (0 when the peak hours alone exceed it): "
                + num(rb) + " RCU/s and " + num(wb) + " WCU/s of demand";
        return new TableCapacity.Shape(h, f.peakHoursSource(), rb, wb, description);
    }

    private TableCapacity.BreakEven breakEven(TableFacts f, ProvisionedCost pc, TableCapacity.Demand d, double[] od,
                                              boolean provisioned) {
        double readBe = ratio(PriceKey.provisionedRead(f.standardIa()), PriceKey.onDemandRead(f.standardIa()));
        double writeBe = ratio(PriceKey.provisionedWrite(f.standardIa()), PriceKey.onDemandWrite(f.standardIa()));
        double loadFactor = od[0] > 0 ? od[1] / od[0] : 0;
        if (!provisioned || od[0] <= 0) {
            return new TableCapacity.BreakEven(readBe, writeBe, null, null, loadFactor);
        }
        double fixed = pc.fixed(d);
        Double fixedAt = fixed / od[0] <= 1 ? fixed / od[0] : null;
        return new TableCapacity.BreakEven(readBe, writeBe, fixedAt, crossing(pc, d, od[0]), loadFactor);
    }

    /** Utilization above which a provisioned unit-hour is cheaper than 3,600 on-demand requests. */
    private double ratio(PriceKey hour, PriceKey request) {
        if (!sheet.has(hour) || !sheet.has(request)) {
            return Double.NaN;
        }
        return sheet.unitPrice(hour) / (Billing.SECONDS_PER_MONTH / Billing.HOURS_PER_MONTH * sheet.unitPrice(request));
    }

    private static TableCapacity.Demand at(TableCapacity.Demand d, double f) {
        return new TableCapacity.Demand(d.readPeak(), d.readPeak() * f, d.writePeak(), d.writePeak() * f);
    }

    /** The lowest load factor at which on-demand costs at least as much as autoscaled capacity; null if none. */
    private static Double crossing(ProvisionedCost pc, TableCapacity.Demand d, double odPeak) {
        int steps = 200;
        double prev = 0;
        for (int i = 0; i <= steps; i++) {
            double f = (double) i / steps;
            if (odPeak * f >= pc.autoscaled(at(d, f))) {
                if (i == 0) {
                    return 0.0;
                }
                double lo = prev;
                double hi = f;
                for (int k = 0; k < 40; k++) {
                    double mid = (lo + hi) / 2;
                    if (odPeak * mid >= pc.autoscaled(at(d, mid))) {
                        hi = mid;
                    } else {
                        lo = mid;
                    }
                }
                return hi;
            }
            prev = f;
        }
        return null;
    }

    private static List<TableCapacity.LoadPoint> chart(ProvisionedCost pc, TableCapacity.Demand d, double odPeak,
                                                       boolean provisioned, boolean reservable) {
        List<TableCapacity.LoadPoint> out = new ArrayList<>();
        Double fixed = provisioned ? pc.fixed(d) : null;
        for (int i = 0; i <= CHART_STEPS; i++) {
            double f = (double) i / CHART_STEPS;
            TableCapacity.Demand at = at(d, f);
            out.add(new TableCapacity.LoadPoint(f, at.readAverage(), at.writeAverage(), odPeak * f,
                    provisioned ? pc.autoscaled(at) : null, fixed,
                    provisioned && reservable && pc.reservedPriced(false) ? pc.reserved(at, false) : null,
                    provisioned && reservable && pc.reservedPriced(true) ? pc.reserved(at, true) : null));
        }
        return out;
    }
}
