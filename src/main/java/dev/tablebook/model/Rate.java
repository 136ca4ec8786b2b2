package dev.tablebook.model;

import java.util.Objects;

/**
 * Requests per second: {@code peak} sizes capacity, {@code average} drives the expected month.
 * {@code window} names the traffic window the peak happens in (null: the daily peak).
 */
public record Rate(double peak, double average, String window) {
    public Rate(double peak, double average) {
        this(peak, average, null);
    }

    public static Rate flat(double rps) {
        return new Rate(rps, rps);
    }

    /** The same rate scaled by a factor, in the same window. */
    public Rate times(double factor) {
        return new Rate(peak * factor, average * factor, window);
    }

    // Written out with the meaning of the record's own equals (components by Objects.equals, numbers by
    // their wrappers' equals): its first call then links no method handles (docs/performance.md).
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof Rate r && Double.compare(peak, r.peak) == 0
                && Double.compare(average, r.average) == 0 && Objects.equals(window, r.window);
    }
}
