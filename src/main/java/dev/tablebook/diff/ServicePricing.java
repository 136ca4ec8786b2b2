package dev.tablebook.diff;

import dev.tablebook.model.Design;

import java.util.Map;

/**
 * Prices one design for the diff: the monthly cost in total, per table and per pattern, and the
 * capacity recommendation. The cost engine provides it; the diff only compares what it returns.
 */
public interface ServicePricing {

    /** The design's monthly cost; {@link Unpriced} when it cannot be priced (e.g. a region without prices). */
    ServicePrice price(Design design) throws Unpriced;

    /** A design that cannot be priced, with the message to show (naming the design's file). */
    final class Unpriced extends Exception {
        private static final long serialVersionUID = 1L;

        public Unpriced(String message) {
            super(message);
        }
    }

    /** US dollars per month: every pattern at its peak rate all month, and at its average rate. */
    record Amount(double peak, double expected) {
        public static final Amount ZERO = new Amount(0, 0);

        public Amount plus(Amount o) {
            return new Amount(peak + o.peak, expected + o.expected);
        }

        public Amount minus(Amount o) {
            return new Amount(peak - o.peak, expected - o.expected);
        }
    }

    /**
     * One service priced: {@code total} is the on-demand total; {@code tables} and {@code patterns}
     * its parts by table name and pattern id; {@code recommendation} the capacity mode advised for
     * each table (e.g. "on-demand"), {@code why} its reason.
     */
    record ServicePrice(Amount total, Map<String, Amount> tables, Map<String, Amount> patterns,
                        Map<String, String> recommendation, Map<String, String> why) {
        public ServicePrice {
            tables = Map.copyOf(tables);
            patterns = Map.copyOf(patterns);
            recommendation = Map.copyOf(recommendation);
            why = Map.copyOf(why);
        }
    }
}
