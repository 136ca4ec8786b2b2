package dev.tablebook.model;

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
}
