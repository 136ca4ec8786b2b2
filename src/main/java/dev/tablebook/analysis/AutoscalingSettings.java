package dev.tablebook.analysis;

import dev.tablebook.model.Capacity;

/**
 * The autoscaling a table's capacity states, with the defaults where it states none: target
 * utilization 0.7, at least 1 unit, no maximum; applied to each of {@code resources} (the table
 * and each GSI, each provisioned on its own) and summed, as the capacity comparison models it.
 */
public record AutoscalingSettings(double target, int minUnits, Integer maxUnits, int resources) {
    public static final double DEFAULT_TARGET = 0.7;
    public static final int DEFAULT_MIN_UNITS = 1;

    public static AutoscalingSettings of(Capacity capacity, int resources) {
        Capacity.Autoscaling a = capacity == null ? null : capacity.autoscaling();
        double target = a != null && a.target() != null && a.target() > 0 && a.target() <= 1 ? a.target() : DEFAULT_TARGET;
        int min = a != null && a.min() != null && a.min() > 0 ? a.min() : DEFAULT_MIN_UNITS;
        return new AutoscalingSettings(target, min, a == null ? null : a.max(), resources);
    }

    public double floor() {
        return (double) minUnits * resources;
    }

    /** The maximum of table and indexes together, or null for none. */
    public Double max() {
        return maxUnits != null && maxUnits > 0 ? Math.max(floor(), (double) maxUnits * resources) : null;
    }

    public ScalingSimulation simulation() {
        return new ScalingSimulation(target, floor(), max());
    }

    /** How a constant capacity serves a day: what burst capacity covers and what is throttled. */
    public static ScalingSimulation.Result constant(DayShape shape, double units) {
        return new ScalingSimulation(1, units, units).run(shape);
    }
}
