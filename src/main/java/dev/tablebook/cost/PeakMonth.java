package dev.tablebook.cost;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Rate;
import dev.tablebook.model.Traffic;

/**
 * The rate the peak month bills a pattern at (cost model, "The headline"): a pattern without a
 * traffic window runs at its peak all month; a pattern whose {@code rps} names a window peaks only
 * inside it, every day, and runs at the baseline that keeps its daily mean at its average the rest
 * of the day (the format's Traffic shape), so its month is max(average, peak × window hours ÷ 24)
 * a second: the job's own day, not the peak held for 24 hours.
 */
final class PeakMonth {
    private PeakMonth() {
    }

    /** The window the pattern's peak happens in, or null (a daily pattern). */
    static Traffic.Window window(Design design, AccessPattern p, Rate rate) {
        if (rate == null || rate.window() == null || design.isImported()) {
            return null;
        }
        return design.window(design.tables().get(p.table()), rate.window());
    }

    /** The per-second rate of the peak month: the peak, or for a windowed pattern its day's mean at peak. */
    static double rate(Design design, AccessPattern p, Rate rate) {
        if (rate == null) {
            return 0;
        }
        Traffic.Window w = window(design, p, rate);
        return w == null ? rate.peak() : rate(rate, w);
    }

    static double rate(Rate rate, Traffic.Window w) {
        return Math.max(rate.average(), rate.peak() * w.minutes() / (double) Traffic.MINUTES_PER_DAY);
    }
}
