package dev.tablebook.cost;

import dev.tablebook.analysis.DayShape;
import dev.tablebook.analysis.ScalingSimulation;
import dev.tablebook.analysis.AutoscalingSettings;
import static dev.tablebook.format.Figures.num;

import dev.tablebook.model.Traffic;
import java.util.ArrayList;
import java.util.List;

/** Says why a way of buying capacity would throttle a table's day, or null when it would not. */
final class Throttling {
    private Throttling() {
    }

    /** Capacity that follows the load (autoscaled, or with a schedule): what the simulation could not serve. */
    static String autoscaled(ScalingSimulation.Result read, ScalingSimulation.Result write, ProvisionedCost.Day day) {
        List<String> parts = new ArrayList<>();
        follow(parts, "read", "RCU", read, day.read().shape());
        follow(parts, "write", "WCU", write, day.write().shape());
        if (parts.isEmpty()) {
            return null;
        }
        return String.join("; ", parts) + " (autoscaling scales out only after " + ScalingSimulation.BREACH_MINUTES
                + " minutes above its target and takes about " + ScalingSimulation.EFFECT_MINUTES
                + " minutes more to take effect; burst capacity holds at most " + ScalingSimulation.BURST_SECONDS
                + " s of unused capacity)";
    }

    private static void follow(List<String> parts, String what, String unit, ScalingSimulation.Result r, DayShape shape) {
        if (!r.throttles()) {
            return;
        }
        int m = r.firstThrottleMinute();
        parts.add("the " + what + " load rises faster than autoscaling follows: from " + Traffic.Window.clock(m)
                + " UTC about " + num(Math.round(r.throttledUnits())) + " " + what + " units a day ("
                + percentOf(r.throttledUnits(), shape) + " of the day's " + what + "s) find no capacity, peak load "
                + num(shape.peakLoad()) + " " + unit + "/s");
    }

    /** Constant capacity: throttles where the load stays above it longer than burst capacity covers. */
    static String constant(ProvisionedCost.Day day, double read, double write) {
        List<String> parts = new ArrayList<>();
        fixed(parts, "read", "RCU", read, day.read().shape());
        fixed(parts, "write", "WCU", write, day.write().shape());
        return parts.isEmpty() ? null : String.join("; ", parts);
    }

    private static void fixed(List<String> parts, String what, String unit, double units, DayShape shape) {
        ScalingSimulation.Result r = AutoscalingSettings.constant(shape, units);
        if (r.throttles()) {
            parts.add(num(units) + " " + unit + " is below the peak " + what + " load of " + num(shape.peakLoad()) + " "
                    + unit + "/s for longer than " + ScalingSimulation.BURST_SECONDS + " s of burst capacity covers ("
                    + percentOf(r.throttledUnits(), shape) + " of the day's " + what + "s throttled)");
        }
    }

    private static String percentOf(double units, DayShape shape) {
        double day = shape.mean() * DayShape.MINUTES * 60;
        return day <= 0 ? "all" : dev.tablebook.format.Figures.percent(Math.min(1, units / day));
    }
}
