package dev.tablebook.cost;

import dev.tablebook.analysis.DayShape;
import dev.tablebook.analysis.Memo;
import dev.tablebook.analysis.OnDemandThroughput;
import dev.tablebook.analysis.PartitionLoad;
import dev.tablebook.format.Figures;
import dev.tablebook.analysis.ScalingSimulation;
import dev.tablebook.analysis.TableLoad;
import dev.tablebook.analysis.TableDemand;
import dev.tablebook.analysis.ShapeFacts;
import dev.tablebook.load.PriceSheet;
import dev.tablebook.load.PriceKey;

import static dev.tablebook.format.Figures.num;

import dev.tablebook.format.Figures;

import dev.tablebook.analysis.UnitLine;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Traffic;
import java.util.LinkedHashMap;
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

    private final RegionSheets sheets;
    private final PriceSheet sheet;
    private final Map<String, TableFacts> tables;
    private final List<PatternCost> patterns;
    private final List<LineItem> lineItems;
    private final List<PartitionLoad> hot;
    /** Where the sweeps are looked up: {@link #SWEEPS}, or null to compute each afresh ({@link #afresh}). */
    private final Memo<InputBits, Sweep> sweeps;

    CapacityPlanner(RegionSheets sheets, Map<String, TableFacts> tables, List<PatternCost> patterns, List<LineItem> lineItems) {
        this(sheets, tables, patterns, lineItems, List.of());
    }

    /** {@code hot}: the design's hot-partition loads; a key above a partition's limits throttles in every mode. */
    CapacityPlanner(RegionSheets sheets, Map<String, TableFacts> tables, List<PatternCost> patterns, List<LineItem> lineItems,
                    List<PartitionLoad> hot) {
        this.sheets = sheets;
        this.sheet = sheets.home();
        this.tables = tables;
        this.patterns = patterns;
        this.lineItems = lineItems;
        this.hot = hot;
        this.sweeps = SWEEPS;
    }

    private CapacityPlanner(CapacityPlanner of, Memo<InputBits, Sweep> sweeps) {
        this.sheets = of.sheets;
        this.sheet = of.sheet;
        this.tables = of.tables;
        this.patterns = of.patterns;
        this.lineItems = of.lineItems;
        this.hot = of.hot;
        this.sweeps = sweeps;
    }

    /** The same planner computing every sweep afresh, never from the memo of sweeps (what the memo is checked against). */
    CapacityPlanner afresh() {
        return new CapacityPlanner(this, null);
    }

    private static boolean throughput(CostTerm t) {
        return t.kind() == UnitLine.Kind.READ || t.kind() == UnitLine.Kind.WRITE || t.kind() == UnitLine.Kind.INDEX_WRITE;
    }

    /** The replica throughput of a Global Table: replicated writes and TTL deletes, with the replicas' own index writes. */
    static boolean replication(LineItem l) {
        return l.kind() == LineItem.Kind.REPLICATED_WRITES || l.kind() == LineItem.Kind.REPLICA_INDEX_WRITES
                || l.kind() == LineItem.Kind.REPLICA_TTL_DELETES || l.kind() == LineItem.Kind.REPLICA_TTL_INDEX_DELETES;
    }

    /**
     * What provisioned replicas hold for the TTL deletes they receive (free in the Region that deletes,
     * a replicated write and index deletes everywhere else; AWS: size the replicas' write capacity for
     * them): flat capacity at the average ÷ the target in each replica Region, replicated WCU for the
     * item and WCU for its index entries, at that Region's sheet; {monthly dollars, units}. TTL deletes
     * run in the background, so a flat load is taken (a guess, said in the basis).
     */
    private double[] ttlReplicaCapacity(TableFacts f, ProvisionedCost pc) {
        double dollars = 0;
        double units = 0;
        for (LineItem l : lineItems) {
            boolean ttl = l.kind() == LineItem.Kind.REPLICA_TTL_DELETES || l.kind() == LineItem.Kind.REPLICA_TTL_INDEX_DELETES;
            if (!ttl || !l.resource().equals(f.name()) || !l.priced() || l.region() == null) {
                continue;
            }
            PriceSheet at = sheets.replica(l.region()).sheet();
            PriceKey hour = l.kind() == LineItem.Kind.REPLICA_TTL_DELETES ? PriceKey.REPLICATED_WCU_HOUR
                    : PriceKey.provisionedWrite(f.standardIa());
            if (!at.has(l.priceKey()) || !at.has(hour) || at.unitPrice(l.priceKey()) <= 0) {
                continue;
            }
            double perSecond = l.monthlyExpected() / (Billing.SECONDS_PER_MONTH * at.unitPrice(l.priceKey()));
            double capacity = Math.ceil(perSecond / pc.target - 1e-9);
            units += capacity;
            dollars += capacity * Billing.HOURS_PER_MONTH * at.unitPrice(hour);
        }
        return new double[] {dollars, units};
    }

    /** A provisioned mode with the replicas' TTL-delete capacity added to its monthly cost. */
    private static TableCapacity.ModeCost withTtlCapacity(TableCapacity.ModeCost m, double[] ttl) {
        if (!m.available() || !m.priced() || ttl[1] <= 0 || m.mode() == CapacityMode.ON_DEMAND) {
            return m;
        }
        String plus = "; plus " + num(ttl[1]) + " write units in the replicas for the TTL deletes they receive ("
                + Figures.usd(ttl[0]) + ", flat at the average / target)";
        String throttles = "; it would throttle: ";
        int at = m.basis().indexOf(throttles);
        String basis = at < 0 ? m.basis() + plus : m.basis().substring(0, at) + plus + m.basis().substring(at);
        return new TableCapacity.ModeCost(m.mode(), true, true, m.monthly() + ttl[0], m.readUnits(), m.writeUnits(),
                basis, m.throttle(), m.utilization());
    }

    /**
     * The share of the table's write load (units at the average rates, failures included) that its
     * index writes take: what a Global Table can reserve of its write capacity.
     */
    double indexWriteShare(String table) {
        double index = 0;
        double all = 0;
        for (PatternCost p : patterns) {
            for (CostTerm t : p.terms()) {
                if (!table.equals(t.table())) {
                    continue;
                }
                double units = t.perCall() * t.rateAverage();
                if (t.kind() == UnitLine.Kind.INDEX_WRITE) {
                    index += units;
                    all += units;
                } else if (t.kind() == UnitLine.Kind.WRITE) {
                    all += units;
                }
            }
        }
        return all > 0 ? index / all : 0;
    }

    /** The table's demand by traffic group: the daily peak and each window, reads and writes apart. */
    TableLoad load(TableFacts f) {
        Map<Traffic.Window, double[]> read = new LinkedHashMap<>();
        Map<Traffic.Window, double[]> write = new LinkedHashMap<>();
        read.put(null, new double[2]);
        write.put(null, new double[2]);
        for (PatternCost p : patterns) {
            Traffic.Window w = f.shape().window(f.shape().patternWindow().get(p.id()));
            for (CostTerm t : p.terms()) {
                if (!f.name().equals(t.table()) || !throughput(t)) {
                    continue;
                }
                TableDemand.add(t.kind() == UnitLine.Kind.READ ? read : write, w, t.perCall(), t.ratePeak(), t.rateAverage());
            }
        }
        return new TableLoad(TableDemand.groups(read), TableDemand.groups(write));
    }

    /** The demand of a load from its day (whose shapes are the load's). */
    static TableCapacity.Demand demand(ProvisionedCost.Day day, TableLoad load) {
        return new TableCapacity.Demand(day.read().shape().peakLoad(), TableLoad.average(load.read()),
                day.write().shape().peakLoad(), TableLoad.average(load.write()));
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

    /** Dollars of the table's Global Tables replica throughput ({@link #replication}); [peak, expected]. */
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
        double reservableWrites = f.global() ? indexWriteShare(f.name()) : 1;
        ProvisionedCost pc = new ProvisionedCost(f, sheets, reservableWrites);
        TableLoad load = load(f);
        ProvisionedCost.Day day = pc.day(load);
        TableCapacity.Demand d = demand(day, load);
        double[] od = onDemand(f.name());
        boolean provisionable = !f.hasVectorIndex();
        boolean reservable = provisionable && !f.standardIa() && !f.declaredStandardIa();
        String noProvisioned = "a table with a vector index must stay on-demand";
        String noReserved = !provisionable ? noProvisioned : "reserved capacity is for the Standard table class only";
        List<TableCapacity.ModeCost> modes = new ArrayList<>();
        modes.add(new TableCapacity.ModeCost(CapacityMode.ON_DEMAND, true, onDemandPriced(f.name()), od[1], 0, 0,
                num(d.readAverage()) + " RRU/s and " + num(d.writeAverage()) + " WRU/s on average, billed per request"));
        boolean priced = pc.priced();
        double flatRead = pc.capacity(d.readAverage());
        double flatWrite = pc.capacity(d.writeAverage());
        modes.add(provisioned(CapacityMode.PROVISIONED_FLAT, provisionable, priced, noProvisioned, () -> pc.flat(d),
                flatRead, flatWrite, "capacity = average / " + num(pc.target),
                Throttling.constant(day, flatRead, flatWrite), pc.utilization(day, flatRead, flatWrite)));
        TableCapacity.Shape shape = shape(f, pc, d, day);
        modes.add(provisioned(CapacityMode.PROVISIONED_AUTOSCALED, provisionable, priced, noProvisioned,
                () -> pc.autoscaled(day), pc.capacity(d.readPeak()), pc.capacity(d.writePeak()),
                "capacity follows the daily shape (below) as autoscaling reacts",
                Throttling.autoscaled(day.read().autoscaled(), day.write().autoscaled(), day),
                pc.utilization(day, day.read().autoscaled(), day.write().autoscaled())));
        if (load.hasWindows()) {
            modes.add(provisioned(CapacityMode.PROVISIONED_SCHEDULED, provisionable, priced, noProvisioned,
                    () -> pc.scheduled(day), pc.capacity(d.readPeak()), pc.capacity(d.writePeak()),
                    "autoscaled, with a scheduled action raising the minimum to each window's peak capacity "
                            + ProvisionedCost.SCHEDULE_LEAD_MINUTES + " minutes before it starts and lowering it after",
                    Throttling.autoscaled(orAuto(day.read()), orAuto(day.write()), day),
                    pc.utilization(day, orAuto(day.read()), orAuto(day.write()))));
        }
        double[] fixed = pc.fixedUnits(d);
        modes.add(provisioned(CapacityMode.PROVISIONED_FIXED, provisionable, priced, noProvisioned, () -> pc.fixed(d),
                fixed[0], fixed[1], "always " + num(fixed[0]) + " RCU and " + num(fixed[1]) + " WCU",
                Throttling.constant(day, fixed[0], fixed[1]), pc.utilization(day, fixed[0], fixed[1])));
        double[] r = reservable ? pc.reservedUnits(day) : new double[] {0, 0};
        String reservedThrottle = Throttling.autoscaled(day.read().followed(), day.write().followed(), day) == null ? null
                : "the capacity above the reservation follows the load as autoscaling reacts, and falls behind as "
                        + (load.hasWindows() ? "provisioned-scheduled" : "provisioned-autoscaled") + " does";
        for (boolean three : new boolean[] {false, true}) {
            modes.add(provisioned(three ? CapacityMode.RESERVED_3Y : CapacityMode.RESERVED_1Y, reservable,
                    pc.reservedPriced(three), noReserved, () -> pc.reserved(day, three), r[0], r[1],
                    reservedBasis(f, r, day, reservableWrites), reservedThrottle,
                    pc.utilization(day, day.read().followed(), day.write().followed())));
        }
        double[] ttl = ttlReplicaCapacity(f, pc);
        modes.replaceAll(m -> withTtlCapacity(m, ttl));
        Sweep sweep = sweep(pc, load, d, od[0], provisionable && priced, reservable);
        TableCapacity.BreakEven be = breakEven(f, pc, d, od, provisionable && priced, sweep.crossing());
        List<TableCapacity.LoadPoint> chart = sweep.chart();
        TableCapacity compared = new TableCapacity(f.name(), f.standardIa(), f.hasVectorIndex(), f.global(),
                f.replicaRegions().size(), f.provisionedResources(), d, shape, pc.target, pc.minUnits, pc.maxUnits, modes, be,
                chart, null);
        List<PartitionLoad> throttling = hot.stream().filter(l -> l.table().equals(f.name()) && l.throttles()).toList();
        return compared.withRecommendation(Recommender.table(compared, throttling, warmPrice(d)));
    }

    /**
     * Pre-warming the table to its peak, priced: the warm throughput raised above what a new on-demand
     * table has (12,000 read, 4,000 write units a second) at the sheet's warm-throughput prices; null when
     * nothing needs raising, "not priced" when the sheet lacks a price.
     */
    private String warmPrice(TableCapacity.Demand d) {
        double read = Math.max(0, Math.ceil(d.readPeak() - 1e-9) - OnDemandThroughput.NEW_TABLE_READ_UNITS);
        double write = Math.max(0, Math.ceil(d.writePeak() - 1e-9) - OnDemandThroughput.NEW_TABLE_WRITE_UNITS);
        if (read == 0 && write == 0) {
            return null;
        }
        boolean priced = (read == 0 || sheet.has(PriceKey.WARM_THROUGHPUT_READ))
                && (write == 0 || sheet.has(PriceKey.WARM_THROUGHPUT_WRITE));
        if (!priced) {
            return "a one-time charge per unit raised, not priced: the price sheet has no warm-throughput price ("
                    + PriceKey.WARM_THROUGHPUT_READ.sheetName() + ", " + PriceKey.WARM_THROUGHPUT_WRITE.sheetName() + ")";
        }
        double usd = (read == 0 ? 0 : read * sheet.unitPrice(PriceKey.WARM_THROUGHPUT_READ))
                + (write == 0 ? 0 : write * sheet.unitPrice(PriceKey.WARM_THROUGHPUT_WRITE));
        return "a one-time charge of " + Figures.usd(usd) + " (" + num(read) + " read and " + num(write) + " write units a"
                + " second raised above a new table's, at the sheet's warm-throughput prices)";
    }

    private static ScalingSimulation.Result orAuto(ProvisionedCost.Dimension d) {
        return d.scheduled() != null ? d.scheduled() : d.autoscaled();
    }

    private static String reservedBasis(TableFacts f, double[] r, ProvisionedCost.Day day, double reservableWrites) {
        String out = num(r[0]) + " RCU and " + num(r[1]) + " WCU reserved for either term (whole blocks of "
                + ProvisionedCost.RESERVATION_BLOCK + " under the capacity present all day: " + num(day.read().followed().minimum())
                + " RCU and " + num(day.write().followed().minimum()) + " WCU"
                + (f.global() ? "; GSI writes take " + num(Math.round(reservableWrites * 1000) / 10.0) + "% of its write load" : "")
                + "), the rest autoscaled";
        if (f.global()) {
            out += "; a Global Table reserves its read capacity and its GSI writes only: its base-table writes are"
                    + " replicated write units (rWCU) in every Region, which cannot be reserved, and a reservation covers"
                    + " the Region it is bought in";
        }
        if (r[0] == 0 && r[1] == 0) {
            out += "; the all-day baseline is under one block of " + ProvisionedCost.RESERVATION_BLOCK
                    + " units, so nothing is reserved";
        }
        Capacity.Reserved stated = f.capacity() == null ? null : f.capacity().reserved();
        if (stated != null) {
            out += "; the design states " + num(stated.read() == null ? 0 : stated.read()) + " RCU and "
                    + num(stated.write() == null ? 0 : stated.write()) + " WCU reserved for "
                    + (stated.term() == Capacity.Term.THREE_YEARS ? "3 years" : "1 year");
        }
        return out;
    }

    private static TableCapacity.ModeCost provisioned(CapacityMode mode, boolean available, boolean priced, String reason,
                                                      java.util.function.DoubleSupplier cost, double read, double write,
                                                      String basis, String throttle, double utilization) {
        if (!available) {
            return new TableCapacity.ModeCost(mode, false, false, 0, 0, 0, reason);
        }
        return new TableCapacity.ModeCost(mode, true, priced, priced ? cost.getAsDouble() : 0, read, write,
                throttle == null ? basis : basis + "; it would throttle: " + throttle, throttle,
                priced ? utilization : Double.NaN);
    }

    private static TableCapacity.Shape shape(TableFacts f, ProvisionedCost pc, TableCapacity.Demand d,
                                             ProvisionedCost.Day day) {
        ShapeFacts s = f.shape();
        List<String> notes = new ArrayList<>();
        shortened(notes, "read", "RCU/s", day.read().shape());
        shortened(notes, "write", "WCU/s", day.write().shape());
        StringBuilder text = new StringBuilder("daily peak for " + num(s.peakHours()) + " h (" + s.peakHoursSource()
                + ") around " + Traffic.Window.clock(DayShape.PEAK_CENTRE_MINUTE) + " UTC, rising over "
                + s.rampMinutes() + " min (" + s.rampSource() + ")");
        for (Traffic.Window w : s.windows()) {
            text.append("; window ").append(w.name()).append(" ").append(w.span());
        }
        text.append("; the other hours at the baseline that keeps the daily mean at the average: lowest load ")
                .append(num(day.read().shape().minimum())).append(" RCU/s and ").append(num(day.write().shape().minimum()))
                .append(" WCU/s");
        if (!notes.isEmpty()) {
            text.append("; ").append(String.join("; ", notes));
        }
        boolean scheduled = day.read().scheduled() != null || day.write().scheduled() != null;
        CapacityMode shown = scheduled ? CapacityMode.PROVISIONED_SCHEDULED : CapacityMode.PROVISIONED_AUTOSCALED;
        List<TableCapacity.DayPoint> points = new ArrayList<>();
        ScalingSimulation.Result rc = scheduled ? orAuto(day.read()) : day.read().autoscaled();
        ScalingSimulation.Result wc = scheduled ? orAuto(day.write()) : day.write().autoscaled();
        double[] readCapacity = rc.capacityEvery(TableCapacity.Shape.DAY_STEP_MINUTES);
        double[] writeCapacity = wc.capacityEvery(TableCapacity.Shape.DAY_STEP_MINUTES);
        for (int m = 0, k = 0; m < DayShape.MINUTES; m += TableCapacity.Shape.DAY_STEP_MINUTES, k++) {
            points.add(new TableCapacity.DayPoint(m, day.read().shape().at(m), day.write().shape().at(m),
                    readCapacity[k], writeCapacity[k]));
        }
        return new TableCapacity.Shape(s.peakHours(), s.peakHoursSource(), day.read().shape().minimum(),
                day.write().shape().minimum(), text.toString(), s.rampMinutes(), s.rampSource(), notes, shown, points,
                s.windows());
    }

    private static void shortened(List<String> notes, String what, String unit, DayShape shape) {
        for (DayShape.Peak p : shape.peaks()) {
            if (p.shortened()) {
                notes.add("the " + what + " peak of " + num(p.peak()) + " " + unit
                        + (p.window() == null ? "" : " in window " + p.window().name()) + " cannot last "
                        + num(p.statedHours()) + " h at an average of " + num(p.average()) + ": shortened to "
                        + num(Math.round(p.hours() * 100) / 100.0) + " h (24 x average / peak), baseline 0");
            }
        }
    }

    /** The break-even search's crossing (null where there is none or no search) and the load chart of a table. */
    record Sweep(Double crossing, List<TableCapacity.LoadPoint> chart) {
    }

    /**
     * The sweeps of the tables met lately, by their inputs ({@link #sweepKey}): a sweep is a pure function
     * of them, and tables of the same peaks, settings and prices (a design's copies, designs of the same
     * shape) ask again. Only the sweeps with a search are kept; each holds its chart's 21 points.
     */
    private static final Memo<InputBits, Sweep> SWEEPS = new Memo<>(1024);

    /**
     * The break-even search and the chart: the search keeps its days at the chart's load factors, for the
     * chart. Where there is a search (provisioned capacity priced and an on-demand cost at the peak) the
     * sweep is looked up by its inputs first.
     */
    private Sweep sweep(ProvisionedCost pc, TableLoad load, TableCapacity.Demand d, double odPeak, boolean provisioned,
                        boolean reservable) {
        if (!provisioned || odPeak <= 0) {
            return new Sweep(null, chart(pc, load, d, odPeak, provisioned, reservable, Map.of()));
        }
        if (sweeps == null) {
            return searched(pc, load, d, odPeak, reservable);
        }
        return sweeps.get(sweepKey(pc, load, d, odPeak, reservable), k -> searched(pc, load, d, odPeak, reservable));
    }

    private static Sweep searched(ProvisionedCost pc, TableLoad load, TableCapacity.Demand d, double odPeak, boolean reservable) {
        Map<Double, ProvisionedCost.Day> charted = new java.util.HashMap<>();
        Double crossing = crossing(pc, load, odPeak, charted);
        return new Sweep(crossing, List.copyOf(chart(pc, load, d, odPeak, true, reservable, charted)));
    }

    /**
     * Every input of a sweep with a search: the table's scaling settings and prices
     * ({@link ProvisionedCost#addInputs}, with the reserved terms the chart shows), the on-demand cost at the
     * peak, the fixed capacity's cost, and per dimension each group's window (the first group of the same
     * window object, and its minutes) and peak. The groups' averages are not read: every load of a sweep
     * is the load scaled to a factor of its peaks ({@link TableLoad#scaled}).
     */
    static InputBits sweepKey(ProvisionedCost pc, TableLoad load, TableCapacity.Demand d, double odPeak, boolean reservable) {
        boolean oneYear = reservable && pc.reservedPriced(false);
        boolean threeYears = reservable && pc.reservedPriced(true);
        InputBits key = new InputBits().add(odPeak).add(pc.fixed(d)).add(oneYear).add(threeYears);
        pc.addInputs(key, oneYear, threeYears);
        for (List<DayShape.Group> groups : List.of(load.read(), load.write())) {
            key.add((long) groups.size());
            for (int i = 0; i < groups.size(); i++) {
                long[] window = DayShape.Group.windowKey(groups, i);
                key.add(window[0]).add(window[1]).add(groups.get(i).peak());
            }
        }
        return key.done();
    }

    private TableCapacity.BreakEven breakEven(TableFacts f, ProvisionedCost pc, TableCapacity.Demand d,
                                              double[] od, boolean provisioned, Double crossing) {
        double readBe = ratio(PriceKey.provisionedRead(f.standardIa()), PriceKey.onDemandRead(f.standardIa()));
        double writeBe = ratio(PriceKey.provisionedWrite(f.standardIa()), PriceKey.onDemandWrite(f.standardIa()));
        double loadFactor = od[0] > 0 ? od[1] / od[0] : 0;
        if (!provisioned || od[0] <= 0) {
            return new TableCapacity.BreakEven(readBe, writeBe, null, null, loadFactor);
        }
        double fixed = pc.fixed(d);
        Double fixedAt = fixed / od[0] <= 1 ? fixed / od[0] : null;
        return new TableCapacity.BreakEven(readBe, writeBe, fixedAt, crossing, loadFactor);
    }

    /** Utilization above which a provisioned unit-hour is cheaper than 3,600 on-demand requests. */
    private double ratio(PriceKey hour, PriceKey request) {
        if (!sheet.has(hour) || !sheet.has(request)) {
            return Double.NaN;
        }
        return sheet.unitPrice(hour) / (Billing.SECONDS_PER_MONTH / Billing.HOURS_PER_MONTH * sheet.unitPrice(request));
    }


    /**
     * The lowest load factor at which on-demand costs at least as much as autoscaled capacity; null if none.
     * The days at the chart's load factors (every fifth step: i / 100 is the same double as i / 5 / 20) are
     * kept in {@code charted}. A factor whose on-demand cost is under the floor's all-day cost
     * ({@link ProvisionedCost#autoscaledAtLeast}) is below the crossing without simulating it.
     */
    private static Double crossing(ProvisionedCost pc, TableLoad load, double odPeak, Map<Double, ProvisionedCost.Day> charted) {
        int steps = 100;
        double atLeast = pc.autoscaledAtLeast();
        double prev = 0;
        for (int i = 0; i <= steps; i++) {
            double f = (double) i / steps;
            boolean crosses;
            if (i % (steps / CHART_STEPS) == 0) {
                ProvisionedCost.Day day = pc.autoscaledDay(load.scaled(f));
                charted.put(f, day);
                crosses = odPeak * f >= pc.autoscaled(day);
            } else {
                crosses = crosses(pc, load, odPeak, f, atLeast);
            }
            if (crosses) {
                if (i == 0) {
                    return 0.0;
                }
                double lo = prev;
                double hi = f;
                for (int k = 0; k < 20; k++) {
                    double mid = (lo + hi) / 2;
                    if (crosses(pc, load, odPeak, mid, atLeast)) {
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

    /** Whether on-demand costs at least as much as autoscaled capacity at a load factor. */
    private static boolean crosses(ProvisionedCost pc, TableLoad load, double odPeak, double f, double atLeast) {
        return !(odPeak * f < atLeast) && pc.autoscaledWithin(load.scaled(f), odPeak * f);
    }

    private static List<TableCapacity.LoadPoint> chart(ProvisionedCost pc, TableLoad load, TableCapacity.Demand d,
                                                       double odPeak, boolean provisioned, boolean reservable,
                                                       Map<Double, ProvisionedCost.Day> charted) {
        List<TableCapacity.LoadPoint> out = new ArrayList<>();
        Double fixed = provisioned ? pc.fixed(d) : null;
        boolean oneYear = provisioned && reservable && pc.reservedPriced(false);
        boolean threeYears = provisioned && reservable && pc.reservedPriced(true);
        for (int i = 0; i <= CHART_STEPS; i++) {
            double f = (double) i / CHART_STEPS;
            TableLoad at = load.scaled(f);
            ProvisionedCost.Day kept = charted.get(f);
            ProvisionedCost.Day day = !provisioned ? null : kept != null ? kept : pc.autoscaledDay(at);
            if (oneYear || threeYears) {
                // the reserved figures rest on the followed runs, which need a schedule only where autoscaling throttles
                day = pc.withSchedulesWhereThrottled(day);
            }
            out.add(new TableCapacity.LoadPoint(f, TableLoad.average(at.read()), TableLoad.average(at.write()), odPeak * f,
                    provisioned ? pc.autoscaled(day) : null, fixed, oneYear ? pc.reserved(day, false) : null,
                    threeYears ? pc.reserved(day, true) : null));
        }
        return out;
    }
}
