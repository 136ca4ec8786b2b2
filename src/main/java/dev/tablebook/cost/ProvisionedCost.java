package dev.tablebook.cost;

import dev.tablebook.load.PriceSheet;
import dev.tablebook.load.PriceKey;

import dev.tablebook.model.Capacity;
import java.util.ArrayList;
import java.util.List;

/**
 * Provisioned throughput cost of one table. Autoscaling keeps capacity at demand ÷ target
 * utilization (default 0.7), whole units, at least the minimum (default 1) on the table and on
 * each GSI, at most the maximum when one is set; a Global Table provisions the same write
 * capacity as replicated WCU in each replica region. Fixed capacity is the stated capacity, else
 * the peak demand. A reserved baseline is bought in blocks of 100 units: the upfront payment is
 * spread over the term's months (30 days of a 365-day year) and the hourly rate runs every hour.
 */
final class ProvisionedCost {
    static final double DEFAULT_TARGET = 0.7;
    static final int DEFAULT_MIN_UNITS = 1;
    static final int RESERVATION_BLOCK = 100;

    /** Hours a day at a demand level. */
    record Segment(double hoursPerDay, double demand) {
    }

    private final TableFacts facts;
    private final PriceSheet sheet;
    final double target;
    final int minUnits;
    final Integer maxUnits;

    ProvisionedCost(TableFacts facts, PriceSheet sheet) {
        this.facts = facts;
        this.sheet = sheet;
        Capacity.Autoscaling a = facts.capacity() == null ? null : facts.capacity().autoscaling();
        this.target = a != null && a.target() != null && a.target() > 0 && a.target() <= 1 ? a.target() : DEFAULT_TARGET;
        this.minUnits = a != null && a.min() != null && a.min() > 0 ? a.min() : DEFAULT_MIN_UNITS;
        this.maxUnits = a == null ? null : a.max();
    }

    boolean priced() {
        return sheet.has(readKey()) && sheet.has(writeKey()) && (facts.replicaRegions().isEmpty()
                || sheet.has(PriceKey.REPLICATED_WCU_HOUR));
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

    /** Capacity units autoscaling sets for a demand (units per second). */
    double capacity(double demand) {
        int resources = facts.provisionedResources();
        double floor = (double) minUnits * resources;
        double units = Math.max(floor, Math.ceil(demand / target - 1e-9));
        if (maxUnits != null && maxUnits > 0) {
            units = Math.min(units, Math.max(floor, (double) maxUnits * resources));
        }
        return units;
    }

    /** Dollars per capacity-unit-hour of reads and of writes (writes include the replicas' rWCU). */
    double readHour() {
        return sheet.unitPrice(readKey());
    }

    double writeHour() {
        double replicas = facts.replicaRegions().size();
        return sheet.unitPrice(writeKey()) + (replicas > 0 ? replicas * sheet.unitPrice(PriceKey.REPLICATED_WCU_HOUR) : 0);
    }

    /**
     * The daily shape: the peak for {@code hours}, the other hours at the baseline that keeps the
     * daily mean at the average — or at zero when the peak hours alone exceed the average: capacity
     * is then held for the stated peak hours, which costs provisioned capacity more than the
     * average implies (a spiky load).
     */
    static List<Segment> daily(double peak, double average, double hours) {
        double h = Math.max(0, Math.min(24, hours));
        List<Segment> out = new ArrayList<>();
        if (peak <= average || h <= 0 || h >= 24) {
            out.add(new Segment(24, h >= 24 ? peak : average));
            return out;
        }
        out.add(new Segment(h, peak));
        out.add(new Segment(24 - h, Math.max(0, (24 * average - h * peak) / (24 - h))));
        return out;
    }

    static double baseline(List<Segment> shape) {
        return shape.stream().mapToDouble(Segment::demand).min().orElse(0);
    }

    /** Monthly cost of capacity that follows a daily shape, for one dimension at a unit-hour price. */
    double following(List<Segment> shape, double unitHour, double reserved) {
        double total = 0;
        for (Segment s : shape) {
            total += s.hoursPerDay() * Billing.DAYS_PER_MONTH * Math.max(0, capacity(s.demand()) - reserved) * unitHour;
        }
        return total;
    }

    double autoscaled(TableCapacity.Demand d) {
        return following(daily(d.readPeak(), d.readAverage(), facts.peakHoursPerDay()), readHour(), 0)
                + following(daily(d.writePeak(), d.writeAverage(), facts.peakHoursPerDay()), writeHour(), 0);
    }

    double flat(TableCapacity.Demand d) {
        return Billing.HOURS_PER_MONTH * (capacity(d.readAverage()) * readHour() + capacity(d.writeAverage()) * writeHour());
    }

    /** Fixed capacity: what the table states when provisioned, else the peak demand in whole units. */
    double[] fixedUnits(TableCapacity.Demand d) {
        Capacity c = facts.capacity();
        double floor = (double) minUnits * facts.provisionedResources();
        double read = c != null && c.mode() == Capacity.Mode.PROVISIONED && c.read() != null ? c.read()
                : Math.max(floor, Math.ceil(d.readPeak() - 1e-9));
        double write = c != null && c.mode() == Capacity.Mode.PROVISIONED && c.write() != null ? c.write()
                : Math.max(floor, Math.ceil(d.writePeak() - 1e-9));
        return new double[] {read, write};
    }

    double fixed(TableCapacity.Demand d) {
        double[] u = fixedUnits(d);
        return Billing.HOURS_PER_MONTH * (u[0] * readHour() + u[1] * writeHour());
    }

    /** Reserved read and write units: those the table states for this term, else whole blocks under the baseline. */
    double[] reservedUnits(TableCapacity.Demand d, boolean threeYears) {
        Capacity c = facts.capacity();
        Capacity.Term term = threeYears ? Capacity.Term.THREE_YEARS : Capacity.Term.ONE_YEAR;
        if (c != null && c.reserved() != null && c.reserved().term() == term) {
            return new double[] {
                c.reserved().read() == null ? 0 : c.reserved().read(),
                c.reserved().write() == null ? 0 : c.reserved().write()};
        }
        double hours = facts.peakHoursPerDay();
        double read = capacity(baseline(daily(d.readPeak(), d.readAverage(), hours)));
        double write = capacity(baseline(daily(d.writePeak(), d.writeAverage(), hours)));
        return new double[] {blocks(read), blocks(write)};
    }

    private static double blocks(double units) {
        return Math.floor(units / RESERVATION_BLOCK) * RESERVATION_BLOCK;
    }

    double reserved(TableCapacity.Demand d, boolean threeYears) {
        double[] r = reservedUnits(d, threeYears);
        double years = threeYears ? 3 : 1;
        double monthsShare = Billing.DAYS_PER_MONTH / (Billing.DAYS_PER_YEAR * years);
        PriceKey rUp = threeYears ? PriceKey.RESERVED_3Y_RCU_UPFRONT : PriceKey.RESERVED_1Y_RCU_UPFRONT;
        PriceKey rHour = threeYears ? PriceKey.RESERVED_3Y_RCU_HOURLY : PriceKey.RESERVED_1Y_RCU_HOURLY;
        PriceKey wUp = threeYears ? PriceKey.RESERVED_3Y_WCU_UPFRONT : PriceKey.RESERVED_1Y_WCU_UPFRONT;
        PriceKey wHour = threeYears ? PriceKey.RESERVED_3Y_WCU_HOURLY : PriceKey.RESERVED_1Y_WCU_HOURLY;
        double commitment = r[0] * (sheet.unitPrice(rUp) * monthsShare + sheet.unitPrice(rHour) * Billing.HOURS_PER_MONTH)
                + r[1] * (sheet.unitPrice(wUp) * monthsShare + sheet.unitPrice(wHour) * Billing.HOURS_PER_MONTH);
        double hours = facts.peakHoursPerDay();
        double above = following(daily(d.readPeak(), d.readAverage(), hours), readHour(), r[0])
                + following(daily(d.writePeak(), d.writeAverage(), hours), writeHour(), r[1]);
        return commitment + above;
    }
}
