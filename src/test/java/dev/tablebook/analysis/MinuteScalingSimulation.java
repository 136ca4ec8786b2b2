package dev.tablebook.analysis;

/**
 * The oracle of {@link ScalingSimulation}'s tests: the minute-by-minute simulation as it was
 * before the event-driven one (every minute of every simulated day stepped in turn, the sums
 * taken minute by minute). Its doc, as it was:
 *
 * <p>Target-tracking autoscaling of one dimension over a day's load, minute by minute, as DynamoDB
 * documents it (docs/cost-model.md, "Autoscaling as it reacts"): capacity rises only after the
 * consumed capacity has stayed above the target utilization for {@link #BREACH_MINUTES}
 * consecutive minutes, and the new capacity (consumption ÷ target) takes effect
 * {@link #EFFECT_MINUTES} later; it falls only after {@link #SCALE_IN_MINUTES} consecutive minutes
 * 20 points or more below the target, at most 4 times a day at any time and once an hour after
 * that. A load above the capacity draws on burst capacity — up to {@link #BURST_SECONDS} seconds
 * of unused capacity — and what burst cannot cover is throttled. Scheduled actions raise the
 * minimum for a span of the day (windows). The day is simulated three times and the last is kept,
 * so it starts from the state the day before left.
 */
final class MinuteScalingSimulation {
    static final int BREACH_MINUTES = ScalingSimulation.BREACH_MINUTES;
    static final int EFFECT_MINUTES = ScalingSimulation.EFFECT_MINUTES;
    static final int SCALE_IN_MINUTES = ScalingSimulation.SCALE_IN_MINUTES;
    static final double SCALE_IN_MARGIN = ScalingSimulation.SCALE_IN_MARGIN;
    static final int FREE_DECREASES = ScalingSimulation.FREE_DECREASES;
    static final int BURST_SECONDS = ScalingSimulation.BURST_SECONDS;
    private static final int DAYS = 3;

    /**
     * Capacity minute by minute over the last simulated day and the units it could not serve;
     * {@code unitHours} and {@code lowest} are the capacity-unit-hours of the day and its lowest
     * capacity, summed once (see {@link #of}).
     */
    public record Result(double[] capacity, double throttledUnits, int firstThrottleMinute, double servedUnits,
                         double unitHours, double lowest) {
        static Result of(double[] capacity, double throttledUnits, int firstThrottleMinute, double servedUnits) {
            double hours = 0;
            double min = Double.MAX_VALUE;
            for (double c : capacity) {
                hours += Math.max(0, c - 0.0) / 60.0;
                min = Math.min(min, c);
            }
            return new Result(capacity, throttledUnits, firstThrottleMinute, servedUnits, hours, min);
        }

        public boolean throttles() {
            return throttledUnits > 1e-6;
        }

        public double minimum() {
            return lowest;
        }

        /** Capacity-unit-hours a day above {@code reserved} units. */
        public double unitHoursAbove(double reserved) {
            if (reserved == 0) {
                return unitHours;
            }
            double total = 0;
            for (double c : capacity) {
                total += Math.max(0, c - reserved) / 60.0;
            }
            return total;
        }
    }

    private final double target;
    private final double floor;
    private final Double max;

    /** {@code floor}: the minimum units; {@code max}: the maximum, null for none. */
    MinuteScalingSimulation(double target, double floor, Double max) {
        this.target = target;
        this.floor = floor;
        this.max = max;
    }

    public double capacityFor(double load, double minimum) {
        double units = Math.max(minimum, Math.ceil(load / target - 1e-9));
        return max == null ? units : Math.min(units, Math.max(minimum, max));
    }

    /** Autoscaling alone. */
    public Result run(double[] load) {
        return run(load, null);
    }

    /**
     * With scheduled minimums per minute of the day (null or 0: the configured floor). Each day is
     * recorded as if it were the last; a day that starts in the state the day before started in
     * repeats it exactly, and so does every day after it, so the run stops there with that day.
     */
    public Result run(double[] load, double[] scheduledMin) {
        int n = load.length;
        double capacity = capacityFor(load[0], minimumAt(scheduledMin, 0));
        double bank = BURST_SECONDS * capacity;
        int breach = 0;
        int low = 0;
        int pendingAt = -1;
        double pendingTo = 0;
        int decreasesToday;
        int lastDecrease = Integer.MIN_VALUE / 2;
        double[] out = new double[n];
        double throttled = 0;
        double served = 0;
        int first = -1;
        long[] dayBefore = null;
        for (int day = 0; day < DAYS; day++) {
            // the last decrease of an earlier day never matters: it is consulted only after 4 decreases today
            long[] state = {Double.doubleToRawLongBits(capacity), Double.doubleToRawLongBits(bank), breach, low,
                    pendingAt < 0 ? -1 : pendingAt - (long) day * n, pendingAt < 0 ? 0 : Double.doubleToRawLongBits(pendingTo)};
            if (dayBefore != null && java.util.Arrays.equals(state, dayBefore)) {
                break;
            }
            dayBefore = state;
            throttled = 0;
            served = 0;
            first = -1;
            decreasesToday = 0;
            for (int m = 0; m < n; m++) {
                int t = day * n + m;
                double minimum = minimumAt(scheduledMin, m);
                if (pendingAt >= 0 && t >= pendingAt) {
                    capacity = Math.max(capacity, pendingTo);
                    pendingAt = -1;
                }
                if (capacity < minimum) {
                    capacity = minimum;
                }
                double l = load[m];
                if (l <= capacity) {
                    bank = Math.min(BURST_SECONDS * capacity, bank + (capacity - l) * 60);
                } else {
                    double deficit = (l - capacity) * 60;
                    double used = Math.min(bank, deficit);
                    bank -= used;
                    if (deficit - used > 1e-9) {
                        throttled += deficit - used;
                        if (first < 0) {
                            first = m;
                        }
                    }
                }
                out[m] = capacity;
                served += Math.min(l, capacity) * 60;
                double utilization = capacity > 0 ? l / capacity : 0;
                breach = utilization > target + 1e-9 ? breach + 1 : 0;
                if (breach >= BREACH_MINUTES && pendingAt < 0) {
                    double want = capacityFor(l, minimum);
                    if (want > capacity) {
                        pendingAt = t + EFFECT_MINUTES;
                        pendingTo = want;
                    }
                    breach = 0;
                }
                low = utilization < target - SCALE_IN_MARGIN ? low + 1 : 0;
                boolean mayDecrease = decreasesToday < FREE_DECREASES || t - lastDecrease >= 60;
                if (low >= SCALE_IN_MINUTES && mayDecrease && pendingAt < 0) {
                    double want = capacityFor(l, minimum);
                    if (want < capacity) {
                        capacity = want;
                        bank = Math.min(bank, BURST_SECONDS * capacity);
                        decreasesToday++;
                        lastDecrease = t;
                    }
                    low = 0;
                }
            }
        }
        return Result.of(out, throttled, first, served);
    }

    private double minimumAt(double[] scheduledMin, int m) {
        return scheduledMin == null ? floor : Math.max(floor, scheduledMin[m]);
    }
}
