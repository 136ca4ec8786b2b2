package dev.tablebook.cost;

import static dev.tablebook.format.Figures.percent;
import static dev.tablebook.format.Figures.usd;

import dev.tablebook.analysis.OnDemandThroughput;
import dev.tablebook.analysis.PartitionLoad;
import dev.tablebook.analysis.RequestUnits;
import dev.tablebook.format.Figures;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Chooses a capacity mode and says why: the cheapest mode that does not throttle the declared
 * traffic shape. On-demand is the default for new or spiky workloads; a provisioned mode is
 * recommended only when it saves at least 15% at the average rates (the margin pays for
 * forecasting capacity) and would not throttle; a cheaper mode that would throttle is named with
 * the reason. A table with a vector index stays
 * on-demand; reserved capacity exists only for provisioned Standard-class capacity, and on a
 * Global Table covers its read capacity and GSI writes, never its replicated write units.
 */
final class Recommender {
    static final double MIN_SAVING = 0.15;
    private static final List<CapacityMode> CANDIDATES = List.of(CapacityMode.PROVISIONED_AUTOSCALED,
            CapacityMode.PROVISIONED_SCHEDULED, CapacityMode.PROVISIONED_FIXED, CapacityMode.RESERVED_1Y,
            CapacityMode.RESERVED_3Y);
    static final String SWITCHING = Recommendation.SWITCHING;

    private Recommender() {
    }

    static Recommendation table(TableCapacity t) {
        return table(t, List.of(), null);
    }

    /**
     * The recommendation, then what no mode fixes: a key value above a partition's limits ({@code hot},
     * the table's throttling loads) throttles in every mode, so no mode is called free of throttling and
     * the remedy is sized; and a table left on-demand gets what on-demand serves at once, pre-warming
     * priced with {@code warmPrice} (null: not priced) and a maximum throughput as a cost guard.
     */
    static Recommendation table(TableCapacity t, List<PartitionLoad> hot, String warmPrice) {
        Recommendation r = choose(t, !hot.isEmpty());
        StringBuilder why = new StringBuilder(r.why());
        if (!hot.isEmpty()) {
            why.append(' ').append(hotKeys(t.table(), hot));
        }
        if (r.mode().equals("on-demand") && !t.demand().idle()) {
            OnDemandThroughput.Peak peak = new OnDemandThroughput.Peak(t.table(), t.demand().readPeak(),
                    t.demand().writePeak());
            why.append(' ').append(peak.advice(warmPrice));
        }
        return new Recommendation(r.mode(), why.toString());
    }

    /**
     * What throttles whatever capacity the table buys: each key value above a partition's limits, with
     * its remedy sized. A partition serves 3,000 read and 1,000 write units a second; adaptive capacity
     * can isolate a hot item on a partition of its own, but that partition's limits stay.
     */
    static String hotKeys(String table, List<PartitionLoad> hot) {
        List<String> parts = new ArrayList<>();
        for (PartitionLoad l : hot) {
            List<String> over = new ArrayList<>();
            if (l.writeUnitsPerSecond() > RequestUnits.PARTITION_WRITE_UNITS + 1e-9) {
                over.add(Figures.approx(l.writeUnitsPerSecond()) + " write units a second ("
                        + Figures.approxPercent(l.writeUtilization()) + " of the 1,000 a partition serves)");
            }
            if (l.readUnitsPerSecond() > RequestUnits.PARTITION_READ_UNITS + 1e-9) {
                over.add(Figures.approx(l.readUnitsPerSecond()) + " read units a second ("
                        + Figures.approxPercent(l.readUtilization()) + " of the 3,000 a partition serves)");
            }
            parts.add("the busiest `" + l.template() + "` value of " + l.resource() + " takes " + String.join(" and ",
                    over) + " at peak: " + l.remedy());
        }
        return "No capacity mode serves " + table + " without throttling: " + String.join("; ", parts) + ". The 3,000"
                + " read and 1,000 write units a second are limits of one partition, which neither on-demand nor"
                + " provisioned capacity raises; adaptive capacity can isolate a hot item on a partition of its own,"
                + " but not lift that partition's limits.";
    }

    private static Recommendation choose(TableCapacity t, boolean hotKey) {
        if (t.vectorIndex()) {
            return new Recommendation("on-demand", t.table() + " has a vector index, and vector indexes require"
                    + " on-demand capacity.");
        }
        if (t.demand().idle()) {
            return new Recommendation("on-demand", "No traffic is stated for " + t.table() + ": on-demand bills nothing"
                    + " while idle, provisioned capacity bills its minimum every hour.");
        }
        TableCapacity.ModeCost od = t.mode(CapacityMode.ON_DEMAND);
        TableCapacity.ModeCost best = null;
        TableCapacity.ModeCost throttled = null;
        for (CapacityMode m : CANDIDATES) {
            TableCapacity.ModeCost c = t.modes().stream().filter(x -> x.mode() == m).findFirst().orElse(null);
            if (c == null || !c.available() || !c.priced()) {
                continue;
            }
            if (c.throttles()) {
                if (throttled == null || c.monthly() < throttled.monthly()) {
                    throttled = c;
                }
            } else if (best == null || c.monthly() < best.monthly()) {
                best = c;
            }
        }
        if (!od.priced() || best == null && throttled == null) {
            return new Recommendation("on-demand", "On-demand is the default; the price sheet cannot price every mode of "
                    + t.table() + " to compare them. " + SWITCHING);
        }
        double load = t.breakEven().loadFactor();
        String shape = t.table() + " averages " + percent(load) + " of its peak load";
        double be = breakEven(t);
        String breakEven = Double.isNaN(be) ? ""
                : "Provisioned capacity pays off above " + percent(t.breakEven().writeUtilization())
                        + " utilization for writes and " + percent(t.breakEven().readUtilization()) + " for reads.";
        String cheaperButThrottles = throttled != null && (best == null || throttled.monthly() < best.monthly())
                && throttled.monthly() < od.monthly()
                ? " " + throttled.mode().description().substring(0, 1).toUpperCase(Locale.ROOT)
                        + throttled.mode().description().substring(1) + " would cost " + usd(throttled.monthly())
                        + Recommendation.butThrottles(throttled.throttle())
                : "";
        if (best != null && best.monthly() <= od.monthly() * (1 - MIN_SAVING)) {
            double saving = 1 - best.monthly() / od.monthly();
            String mode = switch (best.mode()) {
                case RESERVED_1Y -> "reserved-1y";
                case RESERVED_3Y -> "reserved-3y";
                case PROVISIONED_SCHEDULED -> "provisioned-scheduled";
                default -> "provisioned";
            };
            String how = best.mode().description().toLowerCase(Locale.ROOT);
            String commitment = best.mode() == CapacityMode.RESERVED_1Y || best.mode() == CapacityMode.RESERVED_3Y
                    ? " Reserved capacity is a commitment for the whole term, sold only for provisioned Standard-class"
                            + " capacity in the Region it is bought in (on a Global Table: read capacity and GSI writes, never"
                            + " replicated write units): reserve only the baseline you are sure of."
                    : "";
            String used = "";
            double utilization = best.utilization();
            if (!Double.isNaN(be) && !Double.isNaN(utilization)) {
                boolean reserved = best.mode() == CapacityMode.RESERVED_1Y || best.mode() == CapacityMode.RESERVED_3Y;
                used = " The load would use " + percent(utilization) + " of its provisioned capacity over the day"
                        + (utilization >= be ? ", above the break-even" : reserved
                                ? ", below the hourly break-even, which the reservation's lower rate moves down"
                                : "")
                        + (load < be ? ", although the average is only " + percent(load) + " of the peak: the capacity"
                                + " follows the daily shape rather than holding the peak all day." : ".");
            }
            return new Recommendation(mode, shape + "; " + how + " would cost " + usd(best.monthly()) + " a month against "
                    + usd(od.monthly()) + " on-demand, " + percent(saving) + " less, "
                    + (hotKey ? "with the capacity the declared traffic shape needs (its hot key throttles in every"
                            + " mode: below). " : "without throttling the declared traffic shape. ")
                    + breakEven + used + commitment + cheaperButThrottles + " " + SWITCHING);
        }
        String spiky = load > 0 && load < 0.5
                ? " The peak is " + dev.tablebook.format.Figures.num(Math.round(10 / load) / 10.0) + "x the average: a spiky load."
                : "";
        String compare = best == null
                ? "no provisioned option serves the declared traffic shape" + (hotKey ? " at its peak" : " without throttling")
                : best.monthly() >= od.monthly()
                ? "the cheapest provisioned option " + (hotKey ? "with the capacity the peak needs" : "that does not"
                        + " throttle") + " (" + best.mode().id() + ") would cost "
                        + usd(best.monthly()) + ", more"
                : "the cheapest provisioned option " + (hotKey ? "with the capacity the peak needs" : "that does not"
                        + " throttle") + " (" + best.mode().id() + ") would save only "
                        + percent(1 - best.monthly() / od.monthly()) + " (" + usd(best.monthly()) + ")";
        return new Recommendation("on-demand", shape + ": on-demand costs " + usd(od.monthly()) + " a month at the average"
                + " rates and " + compare + ". On-demand is the right default for new or spiky workloads." + spiky
                + cheaperButThrottles + " " + breakEven + " " + SWITCHING);
    }

    /** The break-even utilization (the write figure; the read figure is the same on every shipped sheet). */
    private static double breakEven(TableCapacity t) {
        double w = t.breakEven().writeUtilization();
        double r = t.breakEven().readUtilization();
        return Double.isNaN(w) || Double.isNaN(r) ? Double.NaN : w;
    }

    static Recommendation service(List<TableCapacity> tables) {
        if (tables.isEmpty()) {
            return new Recommendation("on-demand", "The design defines no table.");
        }
        if (tables.size() == 1) {
            return tables.get(0).recommendation();
        }
        String first = tables.get(0).recommendation().mode();
        boolean same = tables.stream().allMatch(t -> t.recommendation().mode().equals(first));
        List<String> names = tables.stream().map(TableCapacity::table).toList();
        String why = same
                ? "All " + tables.size() + " tables are best " + first + " (" + String.join(", ", names) + ")."
                : String.join("; ", tables.stream().map(t -> t.table() + ": " + t.recommendation().mode()).toList()) + ".";
        why += " Each table's comparison says why. " + SWITCHING;
        return new Recommendation(same ? first : "mixed", why);
    }
}
