package dev.tablebook.analysis;

import dev.tablebook.model.Traffic;
import java.util.ArrayList;
import java.util.List;
import dev.tablebook.analysis.DayShape.Group;
import dev.tablebook.analysis.DayShape.Peak;

/**
 * The oracle of {@link DayShape}'s tests: the day shape as it was built before its load was kept as
 * pieces (every minute of every group added in turn). Its doc, as it was:
 *
 * <p>The load of one dimension of a table (read or write units per second) minute by minute over a
 * day (format: Traffic shape). The patterns without a window make the daily group: their peak lasts
 * the peak hours, centred on {@link #PEAK_CENTRE_MINUTE} (the format states no time for it), with
 * a rise of {@code ramp} minutes centred on its start; each window's patterns peak inside their
 * window and start at once. Outside its peak a group runs at the baseline that keeps its daily
 * mean at its declared average; where the average cannot sustain the peak for that long, the peak
 * is shortened to 24 × average ÷ peak hours and the baseline is 0.
 */
final class MinuteDayShape {
    static final int MINUTES = Traffic.MINUTES_PER_DAY;
    /** 14:00 UTC: the daily peak block is placed around it. */
    static final int PEAK_CENTRE_MINUTE = DayShape.PEAK_CENTRE_MINUTE;

    /** Units per second at peak and on average of the patterns of one window (null: the daily peak). */


    private final double[] load = new double[MINUTES];
    private final List<Peak> peaks = new ArrayList<>();
    private final double peakLoad;

    MinuteDayShape(List<Group> groups, double peakHours, int rampMinutes) {
        double daily = 0;
        double windowMax = 0;
        for (Group g : groups) {
            if (g.peak() <= 0) {
                continue;
            }
            if (g.window() == null) {
                daily += g.peak();
                peaks.add(addDaily(g, peakHours, rampMinutes));
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

    private Peak addDaily(Group g, double statedHours, int rampMinutes) {
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
        for (int m = 0; m < MINUTES; m++) {
            load[m] += base + (g.peak() - base) * coverage(m, start, len, half);
        }
        return new Peak(null, g.peak(), g.average(), stated, hours, base);
    }

    /**
     * The average share of the peak over minute m of a block [start, start+len) with linear rises of ±half.
     * A minute wholly inside the flat top or wholly outside the block (on the day and its neighbours) is
     * 1 or 0 without sampling: the samples would each be exactly 1 or 0, so the sum is the same number.
     */
    static double coverage(int m, double start, double len, double half) {
        if (half < 0) {
            return sampled(m, start, len, half);
        }
        double end = start + len;
        double rise = half > 0 ? start + half : start;
        int inside = 0;
        boolean decided = true;
        for (int shift = -MINUTES; shift <= MINUTES && decided; shift += MINUTES) {
            double from = m + shift;
            if (from + 1 <= start - half || from >= end) {
                continue; // every sample of this copy of the day is outside the block
            }
            if (from >= rise && from + 1 <= end) {
                inside++;
            } else {
                decided = false;
            }
        }
        if (decided) {
            return Math.min(1, inside);
        }
        return sampled(m, start, len, half);
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
        for (int m = 0; m < MINUTES; m++) {
            int into = Math.floorMod(m - w.from(), MINUTES);
            double at = into < hours * 60 ? Math.min(1, hours * 60 - into) : 0;
            load[m] += base + (g.peak() - base) * at;
        }
        return new Peak(w, g.peak(), g.average(), stated, hours, base);
    }

    public double at(int minute) {
        return load[Math.floorMod(minute, MINUTES)];
    }

    public double[] load() {
        return load.clone();
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
