package dev.tablebook.model;

import java.util.Map;
import java.util.Objects;

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

        /** The minute of the day as {@code HH:MM} (hours 00-23). */
        public static String clock(int minute) {
            int m = Math.floorMod(minute, MINUTES_PER_DAY);
            int h = m / 60;
            int mm = m % 60;
            // digits by hand, not String.format: a one-design check spent 2% of its CPU setting up the Formatter
            return new String(new char[] {(char) ('0' + h / 10), (char) ('0' + h % 10), ':', (char) ('0' + mm / 10),
                (char) ('0' + mm % 10)});
        }

        public String span() {
            return clock(from) + "–" + clock(to) + " UTC";
        }

        // Written out with the meaning and the hash of the record's own (hash = 31 × hash + each component's
        // hash, from 0): their first calls then link no method handles (docs/performance.md).
        @Override
        public boolean equals(Object o) {
            return this == o || o instanceof Window w && Objects.equals(name, w.name) && from == w.from && to == w.to
                    && Objects.equals(where, w.where);
        }

        @Override
        public int hashCode() {
            return ((Objects.hashCode(name) * 31 + Integer.hashCode(from)) * 31 + Integer.hashCode(to)) * 31
                    + Objects.hashCode(where);
        }
    }
}
