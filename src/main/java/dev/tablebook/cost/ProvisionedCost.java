package dev.tablebook.cost;

import dev.tablebook.analysis.DayShape;
import dev.tablebook.analysis.ScalingSimulation;
import dev.tablebook.analysis.TableLoad;
import dev.tablebook.analysis.AutoscalingSettings;
import dev.tablebook.load.PriceSheet;
import dev.tablebook.load.PriceKey;

import dev.tablebook.model.Capacity;
import dev.tablebook.model.Traffic;
import java.util.List;

/**
 * Provisioned throughput cost of one table over its day shape. Autoscaling is simulated as it
 * reacts ({@link ScalingSimulation}): capacity aims at demand ÷ target utilization (default 0.7),
 * whole units, at least the minimum (default 1) on the table and on each GSI, at most the maximum
 * when one is set; a Global Table provisions the same write capacity as replicated WCU in each
 * replica region, at the replicated WCU-hour of that region's sheet ({@link RegionSheets}). Scheduled scaling raises the minimum to a window's peak capacity
 * {@link #SCHEDULE_LEAD_MINUTES} before the window starts. Fixed capacity is the stated capacity,
 * else the peak load. Reserved capacity covers the capacity present all day, in blocks of 100
 * units, the same for both terms; the upfront payment is spread over the term's months (30 days
 * of a 365-day year) and the hourly rate runs every hour.
 */
final class ProvisionedCost {
    static final double DEFAULT_TARGET = 0.7;
    static final int DEFAULT_MIN_UNITS = 1;
    static final int RESERVATION_BLOCK = 100;
    static final int SCHEDULE_LEAD_MINUTES = 15;
    /** A day's unit-hours at the floor, once taken ({@link #floorUnitHours}); NaN before. */
    private double floorHours = Double.NaN;

    /** A day of one dimension: its load shape and how each way of buying capacity follows it. */
    record Dimension(DayShape shape, ScalingSimulation.Result autoscaled, ScalingSimulation.Result scheduled) {
        /** The way reserved capacity rests on: scheduled where autoscaling alone throttles and a schedule does not. */
        ScalingSimulation.Result followed() {
            return scheduled != null && autoscaled.throttles() && !scheduled.throttles() ? scheduled : autoscaled;
        }
    }

    /** Both dimensions of one load. */
    record Day(Dimension read, Dimension write) {
    }

    private final TableFacts facts;
    /** The share of the write capacity reserved capacity can cover (1 but on a Global Table). */
    final double reservableWriteShare;
    private final PriceSheet sheet;
    /** The sheet of each replica region, in the table's order. */
    private final List<PriceSheet> replicaSheets;
    final double target;
    final int minUnits;
    final Integer maxUnits;
    /** The daily blocks this table's shapes were built with: its reads and writes, and load factors, share them. */
    private final DayShape.Blocks blocks = new DayShape.Blocks();

    ProvisionedCost(TableFacts facts, RegionSheets sheets) {
        this(facts, sheets, 1);
    }

    /**
     * {@code reservableWriteShare}: the share of the write capacity that reserved capacity can
     * cover. 1 for a single-Region table; for a Global Table the share its GSI writes take, since
     * replicated write units (every base-table write of a Global Table, in every Region) cannot be
     * reserved while GSI writes are billed as ordinary write units ("Reserved capacity", AWS
     * developer guide; "Understanding Amazon DynamoDB billing for global tables").
     */
    ProvisionedCost(TableFacts facts, RegionSheets sheets, double reservableWriteShare) {
        this.reservableWriteShare = reservableWriteShare;
        this.facts = facts;
        this.sheet = sheets.home();
        this.replicaSheets = facts.replicaRegions().stream().map(r -> sheets.replica(r).sheet()).toList();
        Capacity.Autoscaling a = facts.capacity() == null ? null : facts.capacity().autoscaling();
        this.target = a != null && a.target() != null && a.target() > 0 && a.target() <= 1 ? a.target() : DEFAULT_TARGET;
        this.minUnits = a != null && a.min() != null && a.min() > 0 ? a.min() : DEFAULT_MIN_UNITS;
        this.maxUnits = a == null ? null : a.max();
    }

    boolean priced() {
        return sheet.has(readKey()) && sheet.has(writeKey())
                && replicaSheets.stream().allMatch(s -> s.has(PriceKey.REPLICATED_WCU_HOUR));
    }

    boolean reservedPriced(boolean threeYears) {
        return priced() && reservedKeys(threeYears).stream().allMatch(sheet::has);
    }

    private PriceKey readKey() {
        return PriceKey.provisionedRead(facts.standardIa());
    }

    private PriceKey writeKey() {
        return PriceKey.provisionedWrite(facts.standardIa());
    }

    private static List<PriceKey> reservedKeys(boolean threeYears) {
        return threeYears
                ? List.of(PriceKey.RESERVED_3Y_RCU_UPFRONT, PriceKey.RESERVED_3Y_RCU_HOURLY, PriceKey.RESERVED_3Y_WCU_UPFRONT,
                        PriceKey.RESERVED_3Y_WCU_HOURLY)
                : List.of(PriceKey.RESERVED_1Y_RCU_UPFRONT, PriceKey.RESERVED_1Y_RCU_HOURLY, PriceKey.RESERVED_1Y_WCU_UPFRONT,
                        PriceKey.RESERVED_1Y_WCU_HOURLY);
    }

    double floor() {
        return (double) minUnits * facts.provisionedResources();
    }

    private Double max() {
        return maxUnits != null && maxUnits > 0 ? Math.max(floor(), (double) maxUnits * facts.provisionedResources()) : null;
    }

    /** Capacity units autoscaling sets for a demand (units per second). */
    double capacity(double demand) {
        return new ScalingSimulation(target, floor(), max()).capacityFor(demand, floor());
    }

    /** Dollars per capacity-unit-hour of reads and of writes (writes include each replica region's rWCU-hour). */
    double readHour() {
        return sheet.unitPrice(readKey());
    }

    double writeHour() {
        return sheet.unitPrice(writeKey()) + replicaWriteHour();
    }

    /** Dollars per write-capacity-unit-hour bought again as replicated WCU in the replica regions. */
    private double replicaWriteHour() {
        double hour = 0;
        for (PriceSheet replica : replicaSheets) {
            hour += replica.unitPrice(PriceKey.REPLICATED_WCU_HOUR);
        }
        return hour;
    }

    /**
     * Every number beside a load that this table's autoscaled figures of a load read ({@link #autoscaledDay},
     * {@link #autoscaledWithin}, {@link #autoscaledAtLeast}, {@link #autoscaled},
     * {@link #withSchedulesWhereThrottled}) and, for each term asked for, its reserved figure ({@link #reserved}):
     * the scaling settings, the unit-hour prices, the day's peak hours and rise, the reservable share and the
     * term's reserved prices. Tables of equal inputs and equal loads have equal figures.
     */
    void addInputs(InputBits key, boolean oneYear, boolean threeYears) {
        key.add(target).add(floor()).add(max()).add(readHour()).add(writeHour()).add(replicaWriteHour())
                .add(reservableWriteShare).add(facts.peakHoursPerDay()).add((long) facts.shape().rampMinutes());
        for (boolean three : new boolean[] {false, true}) {
            if (three ? threeYears : oneYear) {
                for (PriceKey k : reservedKeys(three)) {
                    key.add(sheet.unitPrice(k));
                }
            }
        }
    }

    /**
     * The shape of a load only the break-even search asks for ({@link #autoscaledWithin}: a step of the scan
     * between the chart's factors, or of the bisection), built and simulated outside the memos: a table's
     * search asks for each such load once, and the memo of sweeps already serves a table searched before.
     */
    private DayShape searchShape(List<DayShape.Group> groups) {
        return DayShape.unmemoized(groups, facts.peakHoursPerDay(), facts.shape().rampMinutes(), blocks);
    }

    DayShape shape(List<DayShape.Group> groups) {
        return new DayShape(groups, facts.peakHoursPerDay(), facts.shape().rampMinutes(), blocks);
    }

    Day day(TableLoad load) {
        return new Day(dimension(load.read()), dimension(load.write()));
    }

    private Dimension dimension(List<DayShape.Group> groups) {
        return withSchedule(autoscaledOnly(groups));
    }

    private Dimension autoscaledOnly(List<DayShape.Group> groups) {
        DayShape shape = shape(groups);
        return new Dimension(shape, new ScalingSimulation(target, floor(), max()).run(shape), null);
    }

    private Dimension withSchedule(Dimension autoscaledOnly) {
        ScalingSimulation sim = new ScalingSimulation(target, floor(), max());
        double[] schedule = schedule(autoscaledOnly.shape(), sim);
        return schedule == null ? autoscaledOnly
                : new Dimension(autoscaledOnly.shape(), autoscaledOnly.autoscaled(), sim.run(autoscaledOnly.shape(), schedule));
    }

    /** The day of a load without its scheduled runs: all that {@link #autoscaled(Day)} reads. */
    Day autoscaledDay(TableLoad load) {
        return new Day(autoscaledOnly(load.read()), autoscaledOnly(load.write()));
    }

    /**
     * A day of {@link #autoscaledDay} with the scheduled runs of the dimensions whose autoscaled run
     * throttles: its autoscaled and followed runs ({@link Dimension#followed}) are those of
     * {@link #day} of its load, since a dimension that does not throttle autoscaled follows that run
     * whatever its schedule.
     */
    Day withSchedulesWhereThrottled(Day autoscaledOnly) {
        Dimension read = autoscaledOnly.read();
        Dimension write = autoscaledOnly.write();
        return new Day(read.autoscaled().throttles() ? withSchedule(read) : read,
                write.autoscaled().throttles() ? withSchedule(write) : write);
    }

    /** Scheduled minimums: each window's peak capacity from a lead before its start to its end; null without windows. */
    private double[] schedule(DayShape shape, ScalingSimulation sim) {
        double[] min = null;
        for (DayShape.Peak p : shape.peaks()) {
            Traffic.Window w = p.window();
            if (w == null) {
                continue;
            }
            if (min == null) {
                min = new double[DayShape.MINUTES];
            }
            double top = 0;
            for (int m = 0; m < w.minutes(); m++) {
                top = Math.max(top, shape.at(w.from() + m));
            }
            double units = sim.capacityFor(top, floor());
            for (int m = -SCHEDULE_LEAD_MINUTES; m < w.minutes(); m++) {
                int at = Math.floorMod(w.from() + m, DayShape.MINUTES);
                min[at] = Math.max(min[at], units);
            }
        }
        return min;
    }

    private static double monthly(ScalingSimulation.Result r, double reserved, double unitHour) {
        return r.unitHoursAbove(reserved) * Billing.DAYS_PER_MONTH * unitHour;
    }

    double autoscaled(Day d) {
        return monthly(d.read().autoscaled(), 0, readHour()) + monthly(d.write().autoscaled(), 0, writeHour());
    }

    /**
     * {@code budget >= autoscaled(day(load))}, without simulating the scheduled actions it does not use,
     * nor the second dimension where the first already decides: each costs at least the floor all day
     * (see {@link #autoscaledAtLeast}), and the sum only grows with it. The dimension whose peaks cost
     * more at the unit-hour price is simulated first; the sum is the same either way (addition commutes).
     */
    boolean autoscaledWithin(TableLoad load, double budget) {
        ScalingSimulation sim = new ScalingSimulation(target, floor(), max());
        double floorHours = floorUnitHours();
        boolean readsFirst = peaks(load.read()) * readHour() >= peaks(load.write()) * writeHour();
        List<DayShape.Group> first = readsFirst ? load.read() : load.write();
        List<DayShape.Group> second = readsFirst ? load.write() : load.read();
        double firstHour = readsFirst ? readHour() : writeHour();
        double secondHour = readsFirst ? writeHour() : readHour();
        double firstCost = monthly(sim.runUnmemoized(searchShape(first)), 0, firstHour);
        if (budget < firstCost + floorHours * Billing.DAYS_PER_MONTH * secondHour) {
            return false;
        }
        return budget >= firstCost + monthly(sim.runUnmemoized(searchShape(second)), 0, secondHour);
    }

    /** A day's unit-hours at the floor, taken once: the break-even search asks for it at every load factor. */
    private double floorUnitHours() {
        if (Double.isNaN(floorHours)) {
            floorHours = new ScalingSimulation(target, floor(), max()).floorUnitHours(DayShape.MINUTES);
        }
        return floorHours;
    }

    private static double peaks(List<DayShape.Group> groups) {
        double total = 0;
        for (DayShape.Group g : groups) {
            total += Math.max(0, g.peak());
        }
        return total;
    }

    /**
     * A lower bound of the autoscaled cost of every load: the cost of the floor all day, by
     * the same formula (monthly unit-hours × price, reads plus writes), every step of which only grows
     * with the unit-hours.
     */
    double autoscaledAtLeast() {
        double hours = floorUnitHours();
        return hours * Billing.DAYS_PER_MONTH * readHour() + hours * Billing.DAYS_PER_MONTH * writeHour();
    }

    double scheduled(Day d) {
        return monthly(orAuto(d.read()), 0, readHour()) + monthly(orAuto(d.write()), 0, writeHour());
    }

    private static ScalingSimulation.Result orAuto(Dimension d) {
        return d.scheduled() != null ? d.scheduled() : d.autoscaled();
    }

    /** The share of the capacity the day's load uses, reads and writes weighted by their unit-hour prices. */
    double utilization(Day d, ScalingSimulation.Result read, ScalingSimulation.Result write) {
        double capacity = read.unitHoursAbove(0) * readHour() + write.unitHoursAbove(0) * writeHour();
        return used(d) / capacity;
    }

    double utilization(Day d, double read, double write) {
        return used(d) / (24 * (read * readHour() + write * writeHour()));
    }

    private double used(Day d) {
        return 24 * (d.read().shape().mean() * readHour() + d.write().shape().mean() * writeHour());
    }

    double flat(TableCapacity.Demand d) {
        return Billing.HOURS_PER_MONTH * (capacity(d.readAverage()) * readHour() + capacity(d.writeAverage()) * writeHour());
    }

    /** Fixed capacity: what the table states when provisioned, else the peak load in whole units. */
    double[] fixedUnits(TableCapacity.Demand d) {
        Capacity c = facts.capacity();
        double read = c != null && c.mode() == Capacity.Mode.PROVISIONED && c.read() != null ? c.read()
                : Math.max(floor(), Math.ceil(d.readPeak() - 1e-9));
        double write = c != null && c.mode() == Capacity.Mode.PROVISIONED && c.write() != null ? c.write()
                : Math.max(floor(), Math.ceil(d.writePeak() - 1e-9));
        return new double[] {read, write};
    }

    double fixed(TableCapacity.Demand d) {
        double[] u = fixedUnits(d);
        return Billing.HOURS_PER_MONTH * (u[0] * readHour() + u[1] * writeHour());
    }

    /**
     * Reserved read and write units: whole blocks of 100 under the capacity present all day, for
     * either term; of the write capacity only the reservable share (a Global Table's GSI writes).
     */
    double[] reservedUnits(Day d) {
        return new double[] {blocks(d.read().followed().minimum()),
                blocks(d.write().followed().minimum() * reservableWriteShare)};
    }

    static double blocks(double units) {
        return Math.floor(units / RESERVATION_BLOCK + 1e-9) * RESERVATION_BLOCK;
    }

    double reserved(Day d, boolean threeYears) {
        double[] r = reservedUnits(d);
        double years = threeYears ? 3 : 1;
        double monthsShare = Billing.DAYS_PER_MONTH / (Billing.DAYS_PER_YEAR * years);
        PriceKey rUp = threeYears ? PriceKey.RESERVED_3Y_RCU_UPFRONT : PriceKey.RESERVED_1Y_RCU_UPFRONT;
        PriceKey rHour = threeYears ? PriceKey.RESERVED_3Y_RCU_HOURLY : PriceKey.RESERVED_1Y_RCU_HOURLY;
        PriceKey wUp = threeYears ? PriceKey.RESERVED_3Y_WCU_UPFRONT : PriceKey.RESERVED_1Y_WCU_UPFRONT;
        PriceKey wHour = threeYears ? PriceKey.RESERVED_3Y_WCU_HOURLY : PriceKey.RESERVED_1Y_WCU_HOURLY;
        double commitment = r[0] * (sheet.unitPrice(rUp) * monthsShare + sheet.unitPrice(rHour) * Billing.HOURS_PER_MONTH)
                + r[1] * (sheet.unitPrice(wUp) * monthsShare + sheet.unitPrice(wHour) * Billing.HOURS_PER_MONTH);
        double above = monthly(d.read().followed(), r[0], readHour()) + monthly(d.write().followed(), r[1], writeHour());
        // the reservation covers the design's region only: its write units are bought again in each replica region
        double replicas = r[1] * replicaWriteHour() * Billing.HOURS_PER_MONTH;
        return commitment + above + replicas;
    }
}
