package dev.tablebook.cost;

import java.util.List;

/**
 * The capacity comparison of one table (cost-model §5): its demand, the traffic shape assumed,
 * the monthly throughput cost of each mode, the break-even, a chart of cost against average
 * load, and the recommendation. Throughput only: storage, vector writes and the other line items
 * cost the same in every mode. Replicated writes of a Global Table are counted in every mode.
 */
public record TableCapacity(String table, boolean standardIa, boolean vectorIndex, boolean global, int replicaRegions,
                            int provisionedResources, Demand demand, Shape shape, double targetUtilization,
                            int minUnits, Integer maxUnits, List<ModeCost> modes, BreakEven breakEven,
                            List<LoadPoint> chart, Recommendation recommendation) {
    public TableCapacity {
        modes = List.copyOf(modes);
        chart = List.copyOf(chart);
    }

    /** Read and write units per second at the peak and the average rates (index writes included). */
    public record Demand(double readPeak, double readAverage, double writePeak, double writeAverage) {
        public boolean idle() {
            return readPeak <= 0 && writePeak <= 0;
        }
    }

    /**
     * The daily traffic shape: the peak lasts {@code peakHoursPerDay} (from {@code source}: a table,
     * the service, or the default 4) unless the average cannot sustain it ({@code notes} say so),
     * rising over {@code rampMinutes}; windows peak on their own; the other hours run at the baseline
     * that keeps the daily mean at the average. {@code readBaseline}/{@code writeBaseline} are the
     * lowest load of the day; {@code day} is the load and the capacity of {@code capacityMode} every
     * {@link #DAY_STEP_MINUTES} minutes; {@code windows} are the traffic windows the table's patterns peak in.
     */
    public record Shape(double peakHoursPerDay, String source, double readBaseline, double writeBaseline,
                        String description, int rampMinutes, String rampSource, List<String> notes,
                        CapacityMode capacityMode, List<DayPoint> day, List<dev.tablebook.model.Traffic.Window> windows) {
        public static final int DAY_STEP_MINUTES = 10;

        public Shape {
            notes = List.copyOf(notes);
            day = List.copyOf(day);
            windows = List.copyOf(windows);
        }
    }

    /** Load (units per second) and provisioned capacity (units) at a minute of the day, UTC. */
    public record DayPoint(int minute, double readLoad, double writeLoad, double readCapacity, double writeCapacity) {
    }

    /**
     * One mode's monthly throughput cost. {@code readUnits}/{@code writeUnits} are the provisioned
     * (or, for reserved, the reserved) capacity units; {@code available} is false, with the reason in
     * {@code basis}, where the mode does not apply to the table; {@code throttle} is null unless the
     * mode cannot serve the declared traffic shape, and then says why; {@code utilization} is the share of
     * the provisioned capacity the load uses over the day (reads and writes weighted by their unit-hour
     * prices; NaN for on-demand or where not computed).
     */
    public record ModeCost(CapacityMode mode, boolean available, boolean priced, double monthly, double readUnits,
                           double writeUnits, String basis, String throttle, double utilization) {
        public ModeCost(CapacityMode mode, boolean available, boolean priced, double monthly, double readUnits,
                        double writeUnits, String basis) {
            this(mode, available, priced, monthly, readUnits, writeUnits, basis, null, Double.NaN);
        }

        /** Whether the mode would throttle the declared traffic ({@code throttle} says how). */
        public boolean throttles() {
            return throttle != null;
        }
    }

    /**
     * Break-even: the utilization of provisioned capacity above which it is cheaper than on-demand
     * (reads and writes), and the load factor (average ÷ peak) at which on-demand costs as much as
     * fixed provisioned capacity or as autoscaled capacity (null: not reached between 0 and 1).
     */
    public record BreakEven(double readUtilization, double writeUtilization, Double loadFactorFixed,
                            Double loadFactorAutoscaled, double loadFactor) {
    }

    /** Monthly throughput cost of each mode at an average load of {@code loadFactor} × peak (null: mode not available). */
    public record LoadPoint(double loadFactor, double readAverage, double writeAverage, double onDemand, Double autoscaled,
                            Double fixed, Double reserved1y, Double reserved3y) {
    }

    /** The same comparison with its recommendation (which is decided from the comparison). */
    TableCapacity withRecommendation(Recommendation r) {
        return new TableCapacity(table, standardIa, vectorIndex, global, replicaRegions, provisionedResources, demand, shape,
                targetUtilization, minUnits, maxUnits, modes, breakEven, chart, r);
    }

    public ModeCost mode(CapacityMode m) {
        return modes.stream().filter(c -> c.mode() == m).findFirst().orElseThrow();
    }
}
