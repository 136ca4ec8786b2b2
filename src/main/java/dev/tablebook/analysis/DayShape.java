package dev.tablebook.analysis;

import dev.tablebook.model.Traffic;
import java.util.ArrayList;
import java.util.List;

/**
 * The load of one dimension of a table (read or write units per second) minute by minute over a
 * day (format: Traffic shape). The patterns without a window make the daily group: their peak lasts
 * the peak hours, centred on {@link #PEAK_CENTRE_MINUTE} (the format states no time for it), with
 * a rise of {@code ramp} minutes centred on its start; each window's patterns peak inside their
 * window and start at once. Outside its peak a group runs at the baseline that keeps its daily
 * mean at its declared average; where the average cannot sustain the peak for that long, the peak
 * is shortened to 24 × average ÷ peak hours and the baseline is 0.
 */
public final class DayShape {
    public static final int MINUTES = Traffic.MINUTES_PER_DAY;
    /** 14:00 UTC: the daily peak block is placed around it. */
    public static final int PEAK_CENTRE_MINUTE = 14 * 60;

    /** Units per second at peak and on average of the patterns of one window (null: the daily peak). */
    public record Group(Traffic.Window window, double peak, double average) {
        /**
         * How group {@code i} of {@code groups} stands for its window in a key of a shape's inputs: the index of
         * the first group with the same window object (-1 for the daily peak), and the window's minutes as bits.
         * Which groups share a window, and its minutes, are what a shape reads of it, not its name.
         */
        public static long[] windowKey(List<Group> groups, int i) {
            Traffic.Window w = groups.get(i).window();
            if (w == null) {
                return new long[] {-1, -1};
            }
            int same = i;
            for (int j = 0; j < i; j++) {
                if (groups.get(j).window() == w) {
                    same = j;
                    break;
                }
            }
            return new long[] {same, ((long) w.from() << 32) | (w.to() & 0xffffffffL)};
        }
    }

    /** How long a group's peak lasts, as stated and as the average allows. */
    public record Peak(Traffic.Window window, double peak, double average, double statedHours, double hours,
                double baseline) {
        public boolean shortened() {
            return hours < statedHours - 1e-9;
        }
    }

    /** The load minute by minute, as pieces; each group adds its own pieces in turn (then shared: never changed). */
    private Pieces load;
    private final List<Peak> peaks = new ArrayList<>();
    private final double peakLoad;

    /**
     * The loads of the distinct shapes met lately: the load is a pure function of the peak hours,
     * the rise and each group's peak, average and window (its minutes, and which groups share it), so
     * the same inputs give the same pieces (a table's reads and writes at a load factor of a report's
     * chart and break-even search, asked again by the sensitivity's what-ifs and the table-class
     * comparison, and by designs of the same shape).
     */
    private static final Memo<Input, Pieces> LOADS = new Memo<>(4096);

    /**
     * Every input of a shape's load, bit for bit: per group its window's index among the groups (the
     * first group with the same window object, -1 for the daily peak), the window's minutes, its peak
     * and average.
     */
    private record Input(long peakHours, int rampMinutes, long[] groups) {
        static Input of(List<Group> groups, double peakHours, int rampMinutes) {
            long[] g = new long[groups.size() * 4];
            for (int i = 0; i < groups.size(); i++) {
                Group gi = groups.get(i);
                long[] window = Group.windowKey(groups, i);
                g[4 * i] = window[0];
                g[4 * i + 1] = window[1];
                g[4 * i + 2] = Double.doubleToRawLongBits(gi.peak());
                g[4 * i + 3] = Double.doubleToRawLongBits(gi.average());
            }
            return new Input(Double.doubleToRawLongBits(peakHours), rampMinutes, g);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Input i && i.peakHours == peakHours && i.rampMinutes == rampMinutes
                    && java.util.Arrays.equals(i.groups, groups);
        }

        @Override
        public int hashCode() {
            return 31 * (31 * Long.hashCode(peakHours) + rampMinutes) + java.util.Arrays.hashCode(groups);
        }
    }

    public DayShape(List<Group> groups, double peakHours, int rampMinutes) {
        this(groups, peakHours, rampMinutes, null);
    }

    /** {@code blocks}: where the daily blocks already sampled are kept (null: sample them afresh). */
    public DayShape(List<Group> groups, double peakHours, int rampMinutes, Blocks blocks) {
        this(groups, peakHours, rampMinutes, blocks, true);
    }

    /**
     * A shape whose load is built afresh, neither looked up in nor kept by the memo of loads: for a shape no
     * other caller asks for (a step of a table's break-even search, at a load factor of its own), where the
     * look-up would cost its key and its hash and the entry would push out loads asked for again. The load
     * is the one the memo would give, a pure function of the same inputs.
     */
    public static DayShape unmemoized(List<Group> groups, double peakHours, int rampMinutes, Blocks blocks) {
        return new DayShape(groups, peakHours, rampMinutes, blocks, false);
    }

    private DayShape(List<Group> groups, double peakHours, int rampMinutes, Blocks blocks, boolean memo) {
        double daily = 0;
        double windowMax = 0;
        for (Group g : groups) {
            if (g.peak() <= 0) {
                continue;
            }
            if (g.window() == null) {
                daily += g.peak();
                peaks.add(dailyPeak(g, peakHours));
            } else {
                peaks.add(windowPeak(g));
            }
        }
        for (Group g : groups) {
            if (g.window() != null) {
                windowMax = Math.max(windowMax, sumOf(groups, g.window()));
            }
        }
        this.peakLoad = daily + windowMax;
        this.load = memo ? LOADS.get(Input.of(groups, peakHours, rampMinutes), in -> loadOf(groups, peakHours, rampMinutes, blocks))
                : loadOf(groups, peakHours, rampMinutes, blocks);
    }

    /** The load of the groups, minute by minute: each group's pieces added in turn, neighbours of the same value joined. */
    private Pieces loadOf(List<Group> groups, double peakHours, int rampMinutes, Blocks blocks) {
        load = Pieces.constant(0, MINUTES);
        for (Group g : groups) {
            if (g.peak() <= 0) {
                continue;
            }
            if (g.window() == null) {
                addDaily(g, peakHours, rampMinutes, blocks);
            } else {
                addWindow(g);
            }
        }
        return load.joined();
    }

    private static Peak dailyPeak(Group g, double statedHours) {
        double stated = Math.max(0, Math.min(24, statedHours));
        double hours = sustainedHours(g.peak(), g.average(), stated);
        return new Peak(null, g.peak(), g.average(), stated, hours, baseline(g.peak(), g.average(), hours));
    }

    private static Peak windowPeak(Group g) {
        double stated = g.window().minutes() / 60.0;
        double hours = sustainedHours(g.peak(), g.average(), stated);
        return new Peak(g.window(), g.peak(), g.average(), stated, hours, baseline(g.peak(), g.average(), hours));
    }

    private static double sumOf(List<Group> groups, Traffic.Window w) {
        Group only = null;
        int count = 0;
        for (Group g : groups) {
            if (g.window() == w) {
                only = g;
                count++;
            }
        }
        if (count == 1) {
            // what the compensated stream sum below gives for one value, without the stream
            return 0.0 + only.peak() + 0.0;
        }
        return groups.stream().filter(g -> g.window() == w).mapToDouble(Group::peak).sum();
    }

    /** The hours a peak can last at an average: the stated hours, or fewer when the average cannot sustain them. */
    public static double sustainedHours(double peak, double average, double statedHours) {
        if (peak <= 0 || average >= peak) {
            return statedHours;
        }
        return Math.min(statedHours, 24 * average / peak);
    }

    public static double baseline(double peak, double average, double hours) {
        if (hours >= 24 || average >= peak) {
            return Math.min(peak, average);
        }
        return Math.max(0, (24 * average - hours * peak) / (24 - hours));
    }

    private void addDaily(Group g, double statedHours, int rampMinutes, Blocks blocks) {
        double stated = Math.max(0, Math.min(24, statedHours));
        double hours = sustainedHours(g.peak(), g.average(), stated);
        double base = baseline(g.peak(), g.average(), hours);
        if (g.average() >= g.peak() || hours >= 24) {
            load = load.plus(Pieces.constant(hours >= 24 ? g.peak() : g.average(), MINUTES));
            return;
        }
        double len = hours * 60;
        double start = PEAK_CENTRE_MINUTE - len / 2;
        // the rise is centred on the start, so the areas it adds and takes away cancel out
        double half = Math.min(rampMinutes / 2.0, Math.min(len, MINUTES - len));
        double peak = g.peak();
        Coverage coverage = blocks == null ? Coverage.shared(start, len, half) : blocks.coverage(start, len, half);
        double outside = base + (peak - base) * 0.0;
        double inside = base + (peak - base) * 1.0;
        int[] starts = new int[coverage.kinds.length + coverage.shares.length];
        double[] values = new double[starts.length];
        int n = 0;
        int sampled = 0;
        for (int i = 0; i < coverage.kinds.length; i++) {
            int from = coverage.cuts[i];
            int to = coverage.cuts[i + 1];
            int kind = coverage.kinds[i];
            if (kind == SAMPLED) {
                for (int m = from; m < to; m++) {
                    starts[n] = m;
                    values[n++] = base + (peak - base) * coverage.shares[sampled++];
                }
            } else if (to > from) {
                starts[n] = from;
                values[n++] = kind == INSIDE ? inside : outside;
            }
        }
        load = load.plus(new Pieces(starts, values, n, MINUTES));
    }

    /**
     * The share of the peak of each minute of a daily block: ranges of minutes wholly outside it (0),
     * wholly on its flat top (1) or sampled, with the shares of the sampled minutes in order. It depends
     * on the block's start, length and rise only, so the reads and writes of a table and its load
     * factors share it ({@link Blocks}), and so do all tables (a memo). Immutable once made.
     */
    private static final class Coverage {
        final int[] cuts;
        final byte[] kinds;
        final double[] shares;

        private Coverage(int[] cuts, byte[] kinds, double[] shares) {
            this.cuts = cuts;
            this.kinds = kinds;
            this.shares = shares;
        }

        /**
         * The coverages of the distinct blocks met lately, for every table: a block depends on its start,
         * length and rise only, and a peak shortened by its average (a load factor of the chart and the
         * break-even search) has the same block in every table of the same peak hours and rise.
         */
        private static final Memo<BlockKey, Coverage> SHARED = new Memo<>(1024);

        /**
         * A block's start, length and rise as bits. Its {@code equals} and {@code hashCode} are written out: a
         * record's are linked through method handles, which the client compiler the launcher uses calls
         * without inlining, at every look-up.
         */
        private record BlockKey(long start, long len, long half) {
            @Override
            public boolean equals(Object o) {
                return o instanceof BlockKey k && start == k.start && len == k.len && half == k.half;
            }

            @Override
            public int hashCode() {
                return (Long.hashCode(start) * 31 + Long.hashCode(len)) * 31 + Long.hashCode(half);
            }
        }

        static Coverage shared(double start, double len, double half) {
            // the coverage is made from the key's bits (the same doubles): a lambda that captures nothing is made once
            return SHARED.get(new BlockKey(Double.doubleToRawLongBits(start), Double.doubleToRawLongBits(len),
                    Double.doubleToRawLongBits(half)), k -> of(Double.longBitsToDouble(k.start), Double.longBitsToDouble(k.len),
                    Double.longBitsToDouble(k.half)));
        }

        static Coverage of(double start, double len, double half) {
            if (half < 0) {
                double[] shares = new double[MINUTES];
                for (int m = 0; m < MINUTES; m++) {
                    shares[m] = sampled(m, start, len, half);
                }
                return new Coverage(new int[] {0, MINUTES}, new byte[] {SAMPLED}, shares);
            }
            Block block = new Block(start, len, half);
            int[] cuts = block.cuts();
            byte[] kinds = new byte[cuts.length - 1];
            int count = 0;
            for (int i = 0; i < kinds.length; i++) {
                kinds[i] = (byte) block.kind(cuts[i]);
                count += kinds[i] == SAMPLED ? cuts[i + 1] - cuts[i] : 0;
            }
            double[] shares = new double[count];
            int at = 0;
            for (int i = 0; i < kinds.length; i++) {
                if (kinds[i] == SAMPLED) {
                    for (int m = cuts[i]; m < cuts[i + 1]; m++) {
                        shares[at++] = sampled(m, start, len, half);
                    }
                }
            }
            return new Coverage(cuts, kinds, shares);
        }
    }

    /**
     * The coverages of the daily blocks a caller's shapes were last built with (a few, most recent
     * first), so that shapes of the same block do not sample its rises again. Not for sharing between
     * threads: one per caller.
     */
    public static final class Blocks {
        private static final int KEPT = 4;
        private final long[][] keys = new long[KEPT][];
        private final Coverage[] coverages = new Coverage[KEPT];

        Coverage coverage(double start, double len, double half) {
            long[] key = {Double.doubleToRawLongBits(start), Double.doubleToRawLongBits(len), Double.doubleToRawLongBits(half)};
            for (int i = 0; i < KEPT; i++) {
                if (keys[i] != null && java.util.Arrays.equals(keys[i], key)) {
                    return coverages[i];
                }
            }
            Coverage made = Coverage.shared(start, len, half);
            System.arraycopy(keys, 0, keys, 1, KEPT - 1);
            System.arraycopy(coverages, 0, coverages, 1, KEPT - 1);
            keys[0] = key;
            coverages[0] = made;
            return made;
        }
    }

    private static final byte OUTSIDE = 0;
    private static final byte INSIDE = 1;
    private static final byte SAMPLED = 2;

    /**
     * The daily block [start, start+len) with linear rises of ±half (half ≥ 0), on the day and its
     * neighbours, minute by minute: a minute wholly inside the flat top of a copy of the block, or wholly
     * outside every copy, is 1 or 0 without sampling (the samples would each be exactly 1 or 0, so the sum
     * is the same number); any other minute is sampled. For a copy (shift -1440, 0, 1440) a minute is
     * outside where m + shift + 1 ≤ start - half or m + shift ≥ end, inside where m + shift ≥ start + half
     * (start when half is 0) and m + shift + 1 ≤ end, sampled between; a minute sampled in any copy is
     * sampled, else inside in any copy is 1. The comparisons are taken in whole minutes, so the minutes of
     * each kind are ranges, cut where a copy's kind changes.
     */
    private record Block(long beforeLast, long afterFirst, long insideFirst, long insideLast) {
        Block(double start, double len, double half) {
            this((long) Math.floor(start - half) - 1, (long) Math.ceil(start + len),
                    (long) Math.ceil(half > 0 ? start + half : start), (long) Math.floor(start + len) - 1);
        }

        int kind(int m) {
            int kind = OUTSIDE;
            for (int shift = -MINUTES; shift <= MINUTES; shift += MINUTES) {
                long from = m + shift;
                if (from <= beforeLast || from >= afterFirst) {
                    continue;
                }
                if (from >= insideFirst && from <= insideLast) {
                    kind = INSIDE;
                } else {
                    return SAMPLED;
                }
            }
            return kind;
        }

        /** The minutes where some copy's kind changes, with 0 and the day's end, ascending (repeats make empty ranges). */
        int[] cuts() {
            int[] cuts = new int[14];
            int n = 0;
            cuts[n++] = 0;
            cuts[n++] = MINUTES;
            for (int shift = -MINUTES; shift <= MINUTES; shift += MINUTES) {
                n = cut(cuts, n, beforeLast + 1 - shift);
                n = cut(cuts, n, afterFirst - shift);
                n = cut(cuts, n, insideFirst - shift);
                n = cut(cuts, n, insideLast + 1 - shift);
            }
            int[] sorted = java.util.Arrays.copyOf(cuts, n);
            java.util.Arrays.sort(sorted);
            return sorted;
        }

        private static int cut(int[] cuts, int n, long m) {
            if (m > 0 && m < MINUTES) {
                cuts[n++] = (int) m;
            }
            return n;
        }
    }

    /**
     * The share of minute {@code m} covered by the block and its copies a day before and after: the
     * mean of six samples, each the sum of the three copies' levels (0 outside, a linear rise of ±half
     * around the start, 1 on top). The levels are written out here rather than called: this runs for
     * every minute of every rise of every load factor a break-even search tries, and the client
     * compiler the launcher uses inlines no method as large as one level; every value is the same
     * expression on the same operands as a level method's, in the same order.
     */
    private static double sampled(int m, double start, double len, double half) {
        double end = start + len;
        double low = start - half;
        double top = start + half;
        double twice = 2 * half;
        boolean rises = half > 0;
        double total = 0;
        int steps = 6;
        for (int i = 0; i < steps; i++) {
            double t = m + (i + 0.5) / steps;
            double before = t - MINUTES;
            double after = t + MINUTES;
            double a = t >= end || t < low ? 0 : rises && t < top ? (t - low) / twice : 1;
            double b = before >= end || before < low ? 0 : rises && before < top ? (before - low) / twice : 1;
            double c = after >= end || after < low ? 0 : rises && after < top ? (after - low) / twice : 1;
            total += a + b + c;
        }
        return Math.min(1, total / steps);
    }

    private void addWindow(Group g) {
        Traffic.Window w = g.window();
        double stated = w.minutes() / 60.0;
        double hours = sustainedHours(g.peak(), g.average(), stated);
        double base = baseline(g.peak(), g.average(), hours);
        double top = hours * 60;
        // minute m is `into` minutes after the window's start; its share of the peak falls with `into`:
        // 1 until the last whole minute of the peak, a fraction for the minute the peak ends in, 0 after
        int whole = (int) Math.max(0, Math.min(MINUTES, Math.floor(top)));
        while (whole > 0 && windowShare(whole - 1, top) < 1) {
            whole--;
        }
        while (whole < MINUTES && windowShare(whole, top) == 1) {
            whole++;
        }
        int after = (int) Math.max(whole, Math.min(MINUTES, Math.ceil(top))); // the first `into` not < top
        int[] cuts = new int[after - whole + 4];
        int n = 0;
        cuts[n++] = 0;
        for (int into = whole; into <= after; into++) {
            cuts[n++] = into;
        }
        cuts[n++] = Math.floorMod(-w.from(), MINUTES); // the `into` of minute 0
        cuts[n++] = MINUTES;
        int[] sorted = java.util.Arrays.copyOf(cuts, n);
        java.util.Arrays.sort(sorted);
        // the pieces in `into` order, then in minute order
        long[] byMinute = new long[n];
        double[] add = new double[n];
        int pieces = 0;
        for (int i = 0; i + 1 < n; i++) {
            if (sorted[i + 1] > sorted[i] && sorted[i] < MINUTES) {
                int minute = Math.floorMod(w.from() + sorted[i], MINUTES);
                byMinute[pieces] = ((long) minute << 32) | pieces;
                add[pieces++] = base + (g.peak() - base) * windowShare(sorted[i], top);
            }
        }
        long[] order = java.util.Arrays.copyOf(byMinute, pieces);
        java.util.Arrays.sort(order);
        int[] starts = new int[pieces];
        double[] values = new double[pieces];
        for (int p = 0; p < pieces; p++) {
            starts[p] = (int) (order[p] >>> 32);
            values[p] = add[(int) order[p]];
        }
        load = load.plus(new Pieces(starts, values, pieces, MINUTES));
    }

    /** The share of a window's peak {@code into} minutes after its start, for a peak of {@code top} minutes. */
    private static double windowShare(int into, double top) {
        return into < top ? Math.min(1, top - into) : 0;
    }

    public double at(int minute) {
        return load.value(Math.floorMod(minute, MINUTES));
    }

    public double[] load() {
        return load.toArray();
    }

    /** The load as pieces, for the simulation. */
    Pieces pieces() {
        return load;
    }

    public List<Peak> peaks() {
        return List.copyOf(peaks);
    }

    /** The peak load: the daily group at its peak plus the busiest window's patterns at theirs. */
    public double peakLoad() {
        return peakLoad;
    }

    public double mean() {
        return load.sum() / MINUTES;
    }

    /** The lowest load of the day: what is present all month. */
    public double minimum() {
        double min = load.min();
        return min == Double.MAX_VALUE ? 0 : min;
    }
}
