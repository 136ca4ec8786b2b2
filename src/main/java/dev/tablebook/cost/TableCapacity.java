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
     * the service, or the default 4), the other hours run at the baseline that keeps the daily mean
     * at the average.
     */
    public record Shape(double peakHoursPerDay, String source, double readBaseline, double writeBaseline,
                        String description) {
    }

    /**
     * One mode's monthly throughput cost. {@code readUnits}/{@code writeUnits} are the provisioned
     * (or, for reserved, the reserved) capacity units; {@code available} is false, with the reason in
     * {@code basis}, where the mode does not apply to the table.
     */
    public record ModeCost(CapacityMode mode, boolean available, boolean priced, double monthly, double readUnits,
                           double writeUnits, String basis) {
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
