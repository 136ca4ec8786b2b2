package dev.tablebook.model;

import java.util.Map;

/**
 * The daily traffic shape a service or a table states (format: Traffic shape). Null fields are not
 * stated: {@code peakHoursPerDay} then comes from the service or the default, {@code rampMinutes}
 * from the default of 60. {@code windows} are the named times of day (UTC) in which patterns that
 * name them peak, in design order.
 */
public record Traffic(Double peakHoursPerDay, Integer rampMinutes, Map<String, Window> windows, Where where) {
    public static final int DEFAULT_RAMP_MINUTES = 60;
    public static final int MINUTES_PER_DAY = 24 * 60;

    public Traffic {
        windows = Maps.ordered(windows);
    }

    /**
     * A window from {@code from} to {@code to}, in minutes after midnight UTC; a window whose end is
     * not after its start runs past midnight.
     */
    public record Window(String name, int from, int to, Where where) {
        public int minutes() {
            return to > from ? to - from : MINUTES_PER_DAY - from + to;
        }

        /** Whether the minute of the day (0..1439) falls inside the window. */
        public boolean contains(int minute) {
            int m = Math.floorMod(minute, MINUTES_PER_DAY);
            return to > from ? m >= from && m < to : m >= from || m < to;
        }

        public static String clock(int minute) {
            int m = Math.floorMod(minute, MINUTES_PER_DAY);
            return String.format(java.util.Locale.ROOT, "%02d:%02d", m / 60, m % 60);
        }

        public String span() {
            return clock(from) + "–" + clock(to) + " UTC";
        }
    }
}
