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
    }

    /** How long a group's peak lasts, as stated and as the average allows. */
    public record Peak(Traffic.Window window, double peak, double average, double statedHours, double hours,
                double baseline) {
        public boolean shortened() {
            return hours < statedHours - 1e-9;
        }
    }

    private final double[] load = new double[MINUTES];
    /** Bit m is set where load[m] may differ from load[m - 1] (and at 0): elsewhere it is the same double. */
    private final long[] changes = Changes.none(MINUTES);
    private final List<Peak> peaks = new ArrayList<>();
    private final double peakLoad;

    public DayShape(List<Group> groups, double peakHours, int rampMinutes) {
        this(groups, peakHours, rampMinutes, null);
    }

    /** {@code blocks}: where the daily blocks already sampled are kept (null: sample them afresh). */
    public DayShape(List<Group> groups, double peakHours, int rampMinutes, Blocks blocks) {
        double daily = 0;
        double windowMax = 0;
        for (Group g : groups) {
            if (g.peak() <= 0) {
                continue;
            }
            if (g.window() == null) {
                daily += g.peak();
                peaks.add(addDaily(g, peakHours, rampMinutes, blocks));
            } else {
                peaks.add(addWindow(g));
            }
        }
        for (Group g : groups) {
            if (g.window() != null) {
                windowMax = Math.max(windowMax, sumOf(groups, g.window()));
            }
        }
        this.peakLoad = daily + windowMax;
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

    private Peak addDaily(Group g, double statedHours, int rampMinutes, Blocks blocks) {
        double stated = Math.max(0, Math.min(24, statedHours));
        double hours = sustainedHours(g.peak(), g.average(), stated);
        double base = baseline(g.peak(), g.average(), hours);
        if (g.average() >= g.peak() || hours >= 24) {
            for (int m = 0; m < MINUTES; m++) {
                load[m] += hours >= 24 ? g.peak() : g.average();
            }
            return new Peak(null, g.peak(), g.average(), stated, hours, base);
        }
        double len = hours * 60;
        double start = PEAK_CENTRE_MINUTE - len / 2;
        // the rise is centred on the start, so the areas it adds and takes away cancel out
        double half = Math.min(rampMinutes / 2.0, Math.min(len, MINUTES - len));
        double peak = g.peak();
        Coverage coverage = blocks == null ? Coverage.of(start, len, half) : blocks.coverage(start, len, half);
        double outside = base + (peak - base) * 0.0;
        double inside = base + (peak - base) * 1.0;
        int sampled = 0;
        for (int i = 0; i < coverage.kinds.length; i++) {
            int from = coverage.cuts[i];
            int to = coverage.cuts[i + 1];
            int kind = coverage.kinds[i];
            Changes.set(changes, from);
            if (kind == SAMPLED) {
                for (int m = from; m < to; m++) {
                    load[m] += base + (peak - base) * coverage.shares[sampled++];
                    Changes.set(changes, m);
                }
            } else {
                double v = kind == INSIDE ? inside : outside;
                for (int m = from; m < to; m++) {
                    load[m] += v;
                }
            }
        }
        return new Peak(null, g.peak(), g.average(), stated, hours, base);
    }

    /**
     * The share of the peak of each minute of a daily block: ranges of minutes wholly outside it (0),
     * wholly on its flat top (1) or sampled, with the shares of the sampled minutes in order. It depends
     * on the block's start, length and rise only, so the reads and writes of a table and its load
     * factors share it ({@link Blocks}).
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
            Coverage made = Coverage.of(start, len, half);
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

    private static double sampled(int m, double start, double len, double half) {
        double total = 0;
        int steps = 6;
        for (int i = 0; i < steps; i++) {
            double t = m + (i + 0.5) / steps;
            total += level(t, start, len, half) + level(t - MINUTES, start, len, half) + level(t + MINUTES, start, len, half);
        }
        return Math.min(1, total / steps);
    }

    private static double level(double t, double start, double len, double half) {
        double end = start + len;
        if (t >= end || t < start - half) {
            return 0;
        }
        if (half > 0 && t < start + half) {
            return (t - (start - half)) / (2 * half);
        }
        return 1;
    }

    private Peak addWindow(Group g) {
        Traffic.Window w = g.window();
        double stated = w.minutes() / 60.0;
        double hours = sustainedHours(g.peak(), g.average(), stated);
        double base = baseline(g.peak(), g.average(), hours);
        double before = Double.NaN;
        for (int m = 0; m < MINUTES; m++) {
            int into = Math.floorMod(m - w.from(), MINUTES);
            double at = into < hours * 60 ? Math.min(1, hours * 60 - into) : 0;
            load[m] += base + (g.peak() - base) * at;
            if (Double.doubleToRawLongBits(at) != Double.doubleToRawLongBits(before)) {
                Changes.set(changes, m);
            }
            before = at;
        }
        return new Peak(w, g.peak(), g.average(), stated, hours, base);
    }

    public double at(int minute) {
        return load[Math.floorMod(minute, MINUTES)];
    }

    public double[] load() {
        return load.clone();
    }

    /** The load itself, for the simulation, which only reads it. */
    double[] loadView() {
        return load;
    }

    /** The minutes where the load may change (see {@link Changes}), for the simulation, which only reads them. */
    long[] changesView() {
        return changes;
    }

    public List<Peak> peaks() {
        return List.copyOf(peaks);
    }

    /** The peak load: the daily group at its peak plus the busiest window's patterns at theirs. */
    public double peakLoad() {
        return peakLoad;
    }

    public double mean() {
        double s = 0;
        for (double v : load) {
            s += v;
        }
        return s / MINUTES;
    }

    /** The lowest load of the day: what is present all month. */
    public double minimum() {
        double min = Double.MAX_VALUE;
        for (double v : load) {
            min = Math.min(min, v);
        }
        return min == Double.MAX_VALUE ? 0 : min;
    }
}
