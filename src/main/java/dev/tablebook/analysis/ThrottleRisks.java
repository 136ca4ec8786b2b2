package dev.tablebook.analysis;

import static dev.tablebook.format.Figures.num;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Design;
import dev.tablebook.model.Table;
import dev.tablebook.model.Traffic;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Where a table the design provisions cannot absorb its declared traffic (the
 * {@code provisioned-throttle-risk} rule): fixed capacity below the peak load, an autoscaling
 * {@code max} below it, or a rise (the ramp, or a window's start) faster than autoscaling follows
 * beyond what burst capacity covers. Units and shapes only ({@link TableDemand}, {@link DayShape},
 * {@link ScalingSimulation}), as the capacity comparison of the cost model uses them; no prices.
 */
public final class ThrottleRisks {

    public enum Cause { FIXED_BELOW_PEAK, MAX_BELOW_PEAK, RISE_TOO_FAST }

    /** One risk of one table: what throttles and why, in words a designer can act on. */
    public record Risk(String table, Cause cause, String dimension, String message) {
    }

    private ThrottleRisks() {
    }

    public static List<Risk> of(Design design) {
        List<Risk> out = new ArrayList<>();
        if (design.isImported()) {
            return out;
        }
        Function<AccessPattern, CallUnits> units = PatternUnits.countedOnce(design);
        for (Table t : design.tables().values()) {
            Capacity c = t.capacity();
            // a vector table cannot be provisioned at all: vector-index-provisioned says so
            if (c == null || c.mode() != Capacity.Mode.PROVISIONED || !t.vectorIndexes().isEmpty()) {
                continue;
            }
            ShapeFacts shape = ShapeFacts.of(design, t);
            int resources = 1 + (int) t.indexes().values().stream().filter(x -> x.isGsi()).count();
            AutoscalingSettings settings = AutoscalingSettings.of(c, resources);
            TableLoad load = TableDemand.of(design, t, shape, units);
            DayShape read = new DayShape(load.read(), shape.peakHours(), shape.rampMinutes());
            DayShape write = new DayShape(load.write(), shape.peakHours(), shape.rampMinutes());
            if (c.autoscaling() == null && (c.read() != null || c.write() != null)) {
                fixed(out, t.name(), "read", "RCU", c.read(), read);
                fixed(out, t.name(), "write", "WCU", c.write(), write);
                continue;
            }
            Double max = c.autoscaling() == null || c.autoscaling().max() == null ? null : settings.max();
            boolean capped = max(out, t.name(), "read", "RCU", max, read);
            capped |= max(out, t.name(), "write", "WCU", max, write);
            if (!capped) {
                ScalingSimulation sim = settings.simulation();
                rise(out, t.name(), "read", "RCU", read, sim.run(read.load()), shape);
                rise(out, t.name(), "write", "WCU", write, sim.run(write.load()), shape);
            }
        }
        return out;
    }

    private static void fixed(List<Risk> out, String table, String what, String unit, Integer units, DayShape shape) {
        if (units != null && units < shape.peakLoad() - 1e-9) {
            out.add(new Risk(table, Cause.FIXED_BELOW_PEAK, what, "table " + table + " provisions " + num(units) + " " + unit
                    + " without autoscaling, below its peak " + what + " load of " + num(shape.peakLoad()) + " " + unit
                    + "/s: " + burst(AutoscalingSettings.constant(shape, units), what)
                    + ". Provision the peak, add autoscaling, or use on-demand"));
        }
    }

    private static boolean max(List<Risk> out, String table, String what, String unit, Double max, DayShape shape) {
        if (max == null || max >= shape.peakLoad() - 1e-9) {
            return false;
        }
        out.add(new Risk(table, Cause.MAX_BELOW_PEAK, what, "the autoscaling `max` of table " + table + " allows "
                + num(max) + " " + unit + " (table and indexes together), below its peak " + what + " load of "
                + num(shape.peakLoad()) + " " + unit + "/s: " + burst(AutoscalingSettings.constant(shape, max), what)
                + ". Raise `max` to at least " + num(Math.ceil(shape.peakLoad())) + " or use on-demand"));
        return true;
    }

    private static void rise(List<Risk> out, String table, String what, String unit, DayShape d,
                             ScalingSimulation.Result r, ShapeFacts f) {
        if (!r.throttles()) {
            return;
        }
        int m = r.firstThrottleMinute();
        Traffic.Window w = f.windows().stream().filter(x -> x.contains(m)).findFirst().orElse(null);
        String cause = w != null ? "window " + w.name() + " starts at " + Traffic.Window.clock(w.from())
                + " UTC and jumps to its peak at once"
                : "the " + what + " load rises to its peak of " + num(d.peakLoad()) + " " + unit + "/s within "
                        + f.rampMinutes() + " minutes (`ramp_minutes`, " + f.rampSource() + ")";
        String fix = w != null
                ? "add a scheduled action that raises the minimum before " + w.name() + " (the capacity comparison"
                        + " prices it as provisioned-scheduled), or use on-demand"
                : "raise the autoscaling `min` to the peak's capacity, stretch the ramp, or use on-demand";
        out.add(new Risk(table, Cause.RISE_TOO_FAST, what, "table " + table + " would throttle " + what + "s: " + cause
                + ", faster than autoscaling follows (it scales out after " + ScalingSimulation.BREACH_MINUTES
                + " minutes above its target and takes about " + ScalingSimulation.EFFECT_MINUTES
                + " minutes more) and more than " + ScalingSimulation.BURST_SECONDS + " s of burst capacity covers:"
                + " about " + num(Math.round(r.throttledUnits())) + " " + what + " units a day find no capacity, from "
                + Traffic.Window.clock(m) + " UTC. To fix, " + fix));
    }

    private static String burst(ScalingSimulation.Result r, String what) {
        return r.throttles()
                ? "about " + num(Math.round(r.throttledUnits())) + " " + what + " units a day are throttled once 300 s of"
                        + " burst capacity is spent"
                : "only burst capacity (best effort, never guaranteed) absorbs the excess";
    }
}
