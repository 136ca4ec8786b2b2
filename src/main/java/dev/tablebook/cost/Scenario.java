package dev.tablebook.cost;

import dev.tablebook.model.Rate;

/**
 * A what-if on one pattern: its rates and item sizes multiplied. {@link #AS_DESIGNED} changes
 * nothing. Used by the sensitivity analysis to re-cost a design with one input 50% off.
 */
public record Scenario(String patternId, double rateFactor, double sizeFactor) {
    public static final Scenario AS_DESIGNED = new Scenario(null, 1, 1);

    public Rate rate(String id, Rate rate) {
        if (rate == null || !id.equals(patternId) || rateFactor == 1) {
            return rate;
        }
        return new Rate(rate.peak() * rateFactor, rate.average() * rateFactor);
    }

    public double sizeFactor(String id) {
        return id.equals(patternId) ? sizeFactor : 1;
    }
}
