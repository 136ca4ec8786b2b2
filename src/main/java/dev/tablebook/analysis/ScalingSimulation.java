package dev.tablebook.analysis;

import java.util.Arrays;

/**
 * Target-tracking autoscaling of one dimension over a day's load, minute by minute, as DynamoDB
 * documents it (docs/cost-model.md, "Autoscaling as it reacts"): capacity rises only after the
 * consumed capacity has stayed above the target utilization for {@link #BREACH_MINUTES}
 * consecutive minutes, and the new capacity (consumption ÷ target) takes effect
 * {@link #EFFECT_MINUTES} later; it falls only after {@link #SCALE_IN_MINUTES} consecutive minutes
 * 20 points or more below the target, at most 4 times a day at any time and once an hour after
 * that. A load above the capacity draws on burst capacity — up to {@link #BURST_SECONDS} seconds
 * of unused capacity — and what burst cannot cover is throttled. Scheduled actions raise the
 * minimum for a span of the day (windows). The day is simulated three times and the last is kept,
 * so it starts from the state the day before left.
 *
 * <p>The minutes are simulated by events: where the load and the minimum stay the same (the
 * hours of a day shape outside its rises) and nothing changes the capacity (no increase taking
 * effect, no counter reaching the minutes that scale in or out), the counters advance by
 * arithmetic, the burst bank by the same additions the minutes would make until it stops changing,
 * and the throttled units by {@link RepeatedSum}; every other minute is stepped in full. The
 * results are the minute-by-minute simulation's to the last bit (its loop is the oracle of this
 * class's tests); the sums over the day (unit-hours, served units) are taken over the capacity's
 * runs in the minutes' order.
 */
public final class ScalingSimulation {
    public static final int BREACH_MINUTES = 2;
    public static final int EFFECT_MINUTES = 5;
    public static final int SCALE_IN_MINUTES = 15;
    public static final double SCALE_IN_MARGIN = 0.20;
    public static final int FREE_DECREASES = 4;
    public static final int BURST_SECONDS = 300;
    private static final int DAYS = 3;
    private static final int HOUR = 60;

    /**
     * Capacity minute by minute over the last simulated day and the units it could not serve;
     * {@code unitHours} and {@code lowest} are the capacity-unit-hours of the day and its lowest
     * capacity. The capacity is kept as runs of equal minutes; {@link #capacity()} writes them out,
     * and the sums over the day (unit-hours, lowest, served units) are taken on first
     * use (a NaN sum, which no finite capacity gives, is taken again each time). A result is
     * immutable but for those sums and may be shared between threads.
     */
    public static final class Result {
        private final double[] runValue;
        private final int[] runLength;
        private final int runs;
        private final Pieces load;
        private final double throttledUnits;
        private final int firstThrottleMinute;
        // taken on first use; a result is shared between threads (the memo of runs), so each is
        // volatile: a thread sees either NaN (and sums again, to the same value) or the whole value
        private volatile double unitHours = Double.NaN;
        private volatile double lowest = Double.NaN;
        private volatile double served = Double.NaN;
        private volatile Above above;

        private Result(double[] runValue, int[] runLength, int runs, Pieces load, double throttledUnits,
                       int firstThrottleMinute) {
            this.runValue = runValue;
            this.runLength = runLength;
            this.runs = runs;
            this.load = load;
            this.throttledUnits = throttledUnits;
            this.firstThrottleMinute = firstThrottleMinute;
        }

        /**
         * The capacity of each minute of the day, written out from the runs on each call (a new array,
         * the caller's to keep): a result held by the memo of runs keeps its runs only.
         */
        public double[] capacity() {
            double[] out = new double[load.minutes];
            int at = 0;
            for (int i = 0; i < runs; i++) {
                Arrays.fill(out, at, at + runLength[i], runValue[i]);
                at += runLength[i];
            }
            return out;
        }

        /**
         * The capacity at minutes 0, {@code step}, 2 × {@code step}... of the day: the values of
         * {@link #capacity()} at those minutes, read from the runs without writing out the day.
         */
        public double[] capacityEvery(int step) {
            double[] out = new double[(load.minutes + step - 1) / step];
            int run = 0;
            int runEnd = runs > 0 ? runLength[0] : 0;
            for (int k = 0; k < out.length; k++) {
                int m = k * step;
                while (m >= runEnd) {
                    runEnd += runLength[++run];
                }
                out[k] = runValue[run];
            }
            return out;
        }

        public double throttledUnits() {
            return throttledUnits;
        }

        /** The first minute of the day that throttles, -1 for none. */
        public int firstThrottleMinute() {
            return firstThrottleMinute;
        }

        /** Units served over the day from capacity (not from burst): the minutes' min(load, capacity) × 60 in order. */
        public double servedUnits() {
            if (Double.isNaN(served)) {
                double total = 0;
                int m = 0;
                int p = 0;
                for (int i = 0; i < runs; i++) {
                    double c = runValue[i];
                    for (int end = m + runLength[i]; m < end; ) {
                        while (load.end(p) <= m) {
                            p++;
                        }
                        int to = Math.min(end, load.end(p));
                        total = RepeatedSum.of(total, Math.min(load.values[p], c) * 60, to - m);
                        m = to;
                    }
                }
                served = total;
            }
            return served;
        }

        /** The capacity-unit-hours of the day (summed on first use). */
        public double unitHours() {
            if (Double.isNaN(unitHours)) {
                unitHours = sumAbove(0);
            }
            return unitHours;
        }

        /** The lowest capacity of the day. */
        public double lowest() {
            if (Double.isNaN(lowest)) {
                double min = Double.MAX_VALUE;
                for (int i = 0; i < runs; i++) {
                    min = Math.min(min, runValue[i]);
                }
                lowest = min;
            }
            return lowest;
        }

        public boolean throttles() {
            return throttledUnits > 1e-6;
        }

        public double minimum() {
            return lowest();
        }

        /** Capacity-unit-hours a day above {@code reserved} units: each minute's excess ÷ 60, summed in order. */
        public double unitHoursAbove(double reserved) {
            if (reserved == 0) {
                return unitHours();
            }
            // the last reservation asked for, with its sum: the one- and three-year terms ask for the same
            Above last = above;
            long bits = Double.doubleToRawLongBits(reserved);
            if (last != null && last.reservedBits == bits) {
                return last.unitHours;
            }
            double sum = sumAbove(reserved);
            above = new Above(bits, sum);
            return sum;
        }

        /** A reservation's bits and the unit-hours above it (immutable, so a thread sees the pair whole). */
        private record Above(long reservedBits, double unitHours) {
        }

        private double sumAbove(double reserved) {
            double total = 0;
            for (int i = 0; i < runs; i++) {
                total = RepeatedSum.of(total, Math.max(0, runValue[i] - reserved) / 60.0, runLength[i]);
            }
            return total;
        }
    }

    private final double target;
    private final double floor;
    private final Double max;

    /** {@code floor}: the minimum units; {@code max}: the maximum, null for none. */
    public ScalingSimulation(double target, double floor, Double max) {
        this.target = target;
        this.floor = floor;
        this.max = max;
    }

    public double capacityFor(double load, double minimum) {
        double units = Math.max(minimum, ceil(load / target - 1e-9));
        return max == null ? units : Math.min(units, Math.max(minimum, max));
    }

    /**
     * {@code Math.ceil(x)}, the same double: for 0 < x < 2^52 the integer part (a cast, which rounds a positive
     * number down), x itself when whole, else one more (exact: below 2^53); any other x (zero of either sign,
     * negative, NaN, infinite, 2^52 and above, each whole already) goes to {@code Math.ceil}. The client
     * compiler the launcher uses has no intrinsic for {@code Math.ceil} and calls {@code StrictMath}'s, a
     * method of bit operations, on every minute of the simulation that asks for a capacity.
     */
    static double ceil(double x) {
        if (x > 0 && x < 0x1p52) {
            long whole = (long) x;
            return whole == x ? x : whole + 1;
        }
        return Math.ceil(x);
    }

    /**
     * The unit-hours of a day of {@code minutes} at the floor: no autoscaled run (no scheduled minimum)
     * has fewer, since its capacity never falls under the floor and each minute's share, and each sum
     * of them, only grows with the capacity (so does a rounded sum).
     */
    public double floorUnitHours(int minutes) {
        return RepeatedSum.of(0, Math.max(0, floor - 0.0) / 60.0, minutes);
    }

    /** Autoscaling alone. */
    public Result run(double[] load) {
        return run(load, null);
    }

    /** Autoscaling alone over a day shape. */
    public Result run(DayShape shape) {
        return run(shape, null);
    }

    /**
     * Autoscaling alone over a day shape, simulated afresh: neither looked up in nor kept by the memo of runs,
     * for a load no other caller asks for (a step of a table's break-even search, at a load factor of its own),
     * where the look-up would cost its key and hash and the entry would push out runs asked for again. The
     * result is the one {@link #run(DayShape)} gives, a pure function of the same inputs.
     */
    public Result runUnmemoized(DayShape shape) {
        Pieces load = shape.pieces();
        return atFloor(load) ? floorAllDay(load) : simulate(load, null);
    }

    /** A day shape with scheduled minimums (see {@link #run(double[], double[])}). */
    public Result run(DayShape shape, double[] scheduledMin) {
        return run(shape.pieces(), scheduledMin);
    }

    /**
     * With scheduled minimums per minute of the day (null or 0: the configured floor). Each day is
     * recorded as if it were the last; a day that starts in the state the day before started in
     * repeats it exactly, and so does every day after it, so the run stops there with that day.
     */
    public Result run(double[] load, double[] scheduledMin) {
        return run(Pieces.of(load), scheduledMin);
    }

    /**
     * The runs of the distinct inputs met lately: a run is a pure function of the target, floor,
     * maximum, the load minute by minute and the scheduled minimums, so the same inputs give the same
     * result (a report's load chart and break-even search, the sensitivity's what-ifs and the table-class
     * comparison, which leave most tables' loads as they are, and designs of the same shape ask again).
     */
    private static final Memo<Input, Result> RUNS = new Memo<>(4096);

    /**
     * Every input of a run, compared bit for bit; its hash is taken once, as it is made (a look-up in
     * the memo hashes a key up to three times, and the scheduled minimums are 1,440 numbers).
     */
    private static final class Input {
        final long target;
        final long floor;
        final long max;
        final Pieces load;
        final double[] scheduledMin;
        private final int hash;

        Input(long target, long floor, long max, Pieces load, double[] scheduledMin) {
            this.target = target;
            this.floor = floor;
            this.max = max;
            this.load = load;
            this.scheduledMin = scheduledMin;
            this.hash = 31 * (31 * (31 * (31 * Long.hashCode(target) + Long.hashCode(floor)) + Long.hashCode(max))
                    + load.hashCode()) + Arrays.hashCode(scheduledMin);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Input i && i.hash == hash && i.target == target && i.floor == floor && i.max == max
                    && i.load.equals(load) && Arrays.equals(i.scheduledMin, scheduledMin);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    private Result run(Pieces load, double[] scheduledMin) {
        if (scheduledMin == null && atFloor(load)) {
            return floorAllDay(load);
        }
        // a max of null is told apart from every double by a NaN of its own bits (doubleToLongBits folds every NaN into one)
        long maxBits = max == null ? 0x7ff0_dead_beef_0001L : Double.doubleToLongBits(max);
        Input in = new Input(Double.doubleToLongBits(target), Double.doubleToLongBits(floor), maxBits, load,
                scheduledMin == null ? null : scheduledMin.clone());
        return RUNS.get(in, i -> simulate(i.load, i.scheduledMin));
    }

    /** The run of a load the floor serves all day ({@link #atFloor}): one run of the day's minutes at the floor. */
    private Result floorAllDay(Pieces load) {
        return new Result(new double[] {floor}, new int[] {load.minutes}, 1, load, 0, -1);
    }

    /**
     * Whether autoscaling alone keeps this load at the floor all day, so that its run needs no
     * simulation: every minute's load is at most the floor and asks for the floor
     * ({@code capacityFor(load, floor) == floor}). The run then starts at the floor (the first
     * minute's capacity for its load); an increase is pending only when a minute wants more than the
     * capacity and a decrease taken only when one wants less, and none does, so the capacity is the
     * floor in every minute of every day: one run of the day's minutes. No minute's load exceeds its
     * capacity, so nothing is throttled and no minute is the first to throttle. NaN or infinite loads
     * fail the test and are simulated.
     */
    private boolean atFloor(Pieces load) {
        if (load.count == 0 || load.minutes <= 0) {
            return false;
        }
        for (int p = 0; p < load.count; p++) {
            double v = load.values[p];
            if (!(v <= floor) || capacityFor(v, floor) != floor) {
                return false;
            }
        }
        return true;
    }

    private Result simulate(Pieces load, double[] scheduledMin) {
        int n = load.minutes;
        double[] minimum = null;
        long[] changes = null;
        if (scheduledMin != null) {
            minimum = new double[n];
            for (int m = 0; m < n; m++) {
                minimum[m] = minimumAt(scheduledMin, m);
            }
            changes = Changes.of(minimum);
        }
        double capacity = capacityFor(load.values[0], minimum == null ? floor : minimum[0]);
        double bank = BURST_SECONDS * capacity;
        int breach = 0;
        int low = 0;
        int pendingAt = -1;
        double pendingTo = 0;
        int decreasesToday;
        int lastDecrease = Integer.MIN_VALUE / 2;
        double[] runValue = new double[16];
        int[] runLength = new int[16];
        int runs = 0;
        double throttled = 0;
        int first = -1;
        long[] dayBefore = null;
        for (int day = 0; day < DAYS; day++) {
            // the last decrease of an earlier day never matters: it is consulted only after 4 decreases today
            long[] state = {Double.doubleToRawLongBits(capacity), Double.doubleToRawLongBits(bank), breach, low,
                    pendingAt < 0 ? -1 : pendingAt - (long) day * n, pendingAt < 0 ? 0 : Double.doubleToRawLongBits(pendingTo)};
            if (dayBefore != null && Arrays.equals(state, dayBefore)) {
                break;
            }
            dayBefore = state;
            throttled = 0;
            first = -1;
            decreasesToday = 0;
            runs = 0;
            int dayStart = day * n;
            int m = 0;
            int piece = 0;
            while (m < n) {
                while (load.end(piece) <= m) {
                    piece++;
                }
                int t = dayStart + m;
                double min = minimum == null ? floor : minimum[m];
                double l = load.values[piece];
                // a stretch of equal minutes (a minute of a rise is a stretch of one: it is stepped in full)
                int end = load.end(piece);
                boolean quiet = end - m >= 2 && (pendingAt < 0 || t < pendingAt) && capacity >= min && Double.isFinite(l);
                if (quiet && changes != null) {
                    end = Math.min(end, Changes.next(changes, m + 1, n));
                }
                if (quiet) {
                    // in which the capacity cannot change
                    double utilization = capacity > 0 ? l / capacity : 0;
                    boolean above = utilization > target + 1e-9;
                    boolean below = utilization < target - SCALE_IN_MARGIN;
                    boolean mayDecrease = decreasesToday < FREE_DECREASES || t - lastDecrease >= HOUR;
                    double want = above || below ? capacityFor(l, min) : capacity;
                    if (pendingAt >= 0) {
                        end = Math.min(end, pendingAt - dayStart);
                    }
                    if (!mayDecrease) {
                        end = Math.min(end, lastDecrease + HOUR - dayStart);
                    }
                    boolean scalesOut = above && pendingAt < 0 && want > capacity;
                    boolean scalesIn = below && mayDecrease && pendingAt < 0 && want < capacity;
                    if (scalesOut) {
                        end = Math.min(end, m + Math.max(0, BREACH_MINUTES - 1 - breach));
                    }
                    if (scalesIn) {
                        end = Math.min(end, m + Math.max(0, SCALE_IN_MINUTES - 1 - low));
                    }
                    int minutes = end - m;
                    if (minutes >= 2) {
                        breach = !above ? 0 : pendingAt < 0 && !scalesOut ? cycle(breach, minutes, BREACH_MINUTES)
                                : breach + minutes;
                        low = !below ? 0 : mayDecrease && pendingAt < 0 && !scalesIn ? cycle(low, minutes, SCALE_IN_MINUTES)
                                : low + minutes;
                        double cap = BURST_SECONDS * capacity;
                        if (l <= capacity) {
                            double gain = (capacity - l) * 60;
                            for (int j = 0; j < minutes; j++) {
                                double next = Math.min(cap, bank + gain);
                                boolean still = Double.doubleToRawLongBits(next) == Double.doubleToRawLongBits(bank);
                                bank = next;
                                if (still) {
                                    break;
                                }
                            }
                        } else {
                            double deficit = (l - capacity) * 60;
                            for (int j = 0; j < minutes; j++) {
                                double used = Math.min(bank, deficit);
                                double next = bank - used;
                                double missed = deficit - used;
                                boolean still = Double.doubleToRawLongBits(next) == Double.doubleToRawLongBits(bank);
                                bank = next;
                                if (missed > 1e-9) {
                                    if (first < 0) {
                                        first = m + j;
                                    }
                                    throttled = still ? RepeatedSum.of(throttled, missed, minutes - j) : throttled + missed;
                                }
                                if (still) {
                                    break;
                                }
                            }
                        }
                        if (runs > 0 && Double.doubleToRawLongBits(runValue[runs - 1]) == Double.doubleToRawLongBits(capacity)) {
                            runLength[runs - 1] += minutes;
                        } else {
                            if (runs == runValue.length) {
                                runValue = Arrays.copyOf(runValue, runs * 2);
                                runLength = Arrays.copyOf(runLength, runs * 2);
                            }
                            runValue[runs] = capacity;
                            runLength[runs++] = minutes;
                        }
                        m = end;
                        continue;
                    }
                }
                // one minute in full
                if (pendingAt >= 0 && t >= pendingAt) {
                    capacity = Math.max(capacity, pendingTo);
                    pendingAt = -1;
                }
                if (capacity < min) {
                    capacity = min;
                }
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
                if (runs > 0 && Double.doubleToRawLongBits(runValue[runs - 1]) == Double.doubleToRawLongBits(capacity)) {
                    runLength[runs - 1]++;
                } else {
                    if (runs == runValue.length) {
                        runValue = Arrays.copyOf(runValue, runs * 2);
                        runLength = Arrays.copyOf(runLength, runs * 2);
                    }
                    runValue[runs] = capacity;
                    runLength[runs++] = 1;
                }
                double utilization = capacity > 0 ? l / capacity : 0;
                breach = utilization > target + 1e-9 ? breach + 1 : 0;
                if (breach >= BREACH_MINUTES && pendingAt < 0) {
                    double want = capacityFor(l, min);
                    if (want > capacity) {
                        pendingAt = t + EFFECT_MINUTES;
                        pendingTo = want;
                    }
                    breach = 0;
                }
                low = utilization < target - SCALE_IN_MARGIN ? low + 1 : 0;
                boolean mayDecrease = decreasesToday < FREE_DECREASES || t - lastDecrease >= HOUR;
                if (low >= SCALE_IN_MINUTES && mayDecrease && pendingAt < 0) {
                    double want = capacityFor(l, min);
                    if (want < capacity) {
                        capacity = want;
                        bank = Math.min(bank, BURST_SECONDS * capacity);
                        decreasesToday++;
                        lastDecrease = t;
                    }
                    low = 0;
                }
                m++;
            }
        }
        return new Result(runValue, runLength, runs, load, throttled, first);
    }

    /**
     * A counter after {@code minutes} minutes in each of which it grows by one and is reset to 0
     * on reaching {@code limit}.
     */
    private static int cycle(int counter, int minutes, int limit) {
        int afterFirst = counter + 1 >= limit ? 0 : counter + 1;
        return (afterFirst + minutes - 1) % limit;
    }

    private double minimumAt(double[] scheduledMin, int m) {
        return scheduledMin == null ? floor : Math.max(floor, scheduledMin[m]);
    }
}
