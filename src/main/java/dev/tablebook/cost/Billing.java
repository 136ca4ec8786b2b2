package dev.tablebook.cost;

/**
 * The one definition of the billing month and of a gigabyte. A month is 30 days, as the
 * reference calculator bills it; a GB is 10^9 bytes, as AWS bills storage.
 */
public final class Billing {
    public static final double SECONDS_PER_MONTH = 2_592_000;
    public static final double HOURS_PER_MONTH = 720;
    public static final double DAYS_PER_MONTH = 30;
    public static final double SECONDS_PER_DAY = 86_400;
    public static final double HOURS_PER_DAY = 24;
    public static final double DAYS_PER_YEAR = 365;
    public static final double BYTES_PER_GB = 1_000_000_000d;

    private Billing() {
    }

    /** Monthly dollars for a per-call quantity billed at {@code unitPrice} per unit, called {@code rps} times a second. */
    public static double monthly(double perCall, double rps, double unitPrice) {
        return perCall * rps * SECONDS_PER_MONTH * unitPrice;
    }

    public static double gigabytes(double bytes) {
        return bytes / BYTES_PER_GB;
    }
}
