package dev.tablebook.cost;

import static dev.tablebook.format.Figures.percent;
import static dev.tablebook.format.Figures.usd;

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
    static final String SWITCHING = "The choice can be revisited: since August 2025 a table can move from provisioned"
            + " to on-demand up to 4 times per rolling 24 hours, and from on-demand to provisioned at any time.";

    private Recommender() {
    }

    static Recommendation table(TableCapacity t) {
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
                        + " but throttle: " + throttled.throttle() + "."
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
                    + usd(od.monthly()) + " on-demand, " + percent(saving) + " less, without throttling the declared"
                    + " traffic shape. " + breakEven + used + commitment + cheaperButThrottles + " " + SWITCHING);
        }
        String spiky = load > 0 && load < 0.5
                ? " The peak is " + dev.tablebook.format.Figures.num(Math.round(10 / load) / 10.0) + "x the average: a spiky load."
                : "";
        String compare = best == null
                ? "no provisioned option serves the declared traffic shape without throttling"
                : best.monthly() >= od.monthly()
                ? "the cheapest provisioned option that does not throttle (" + best.mode().id() + ") would cost "
                        + usd(best.monthly()) + ", more"
                : "the cheapest provisioned option that does not throttle (" + best.mode().id() + ") would save only "
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
