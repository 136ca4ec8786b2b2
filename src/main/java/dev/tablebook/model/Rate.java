package dev.tablebook.model;

/** Requests per second: {@code peak} sizes capacity, {@code average} drives the expected month. */
public record Rate(double peak, double average) {
    public static Rate flat(double rps) {
        return new Rate(rps, rps);
    }
}
