package dev.tablebook.check;

import java.util.List;

/**
 * A priced fact a rule may judge: what an index that projects ALL costs its table a month, and what
 * it would cost projecting KEYS_ONLY and (when every pattern reading it states its `projection`)
 * INCLUDE of what they read, with the index's reads held as designed. Dollars a month at expected
 * and at peak rates. {@code check} may not price (the cost engine is a floor beside it), so the
 * pipeline prices the design and hands these in (docs/architecture.md, "Priced facts").
 */
public record ProjectionCostFact(String table, String index, double tableMonthly, double monthly, double monthlyPeak,
                                 double keysOnlyMonthly, double keysOnlyMonthlyPeak, List<String> include,
                                 Double includeMonthly, Double includeMonthlyPeak, String priceSource) {
    public ProjectionCostFact {
        include = include == null ? null : List.copyOf(include);
    }

    /** The key the facts are handed to the rules under. */
    public static String key(String table, String index) {
        return table + "/" + index;
    }

    /** What moving the index to KEYS_ONLY saves a month at expected rates. */
    public double keysOnlySaving() {
        return monthly - keysOnlyMonthly;
    }

    public double keysOnlySavingPeak() {
        return monthlyPeak - keysOnlyMonthlyPeak;
    }

    /** What moving it to INCLUDE of what its patterns read saves a month at expected rates; null when they do not all say. */
    public Double includeSaving() {
        return includeMonthly == null ? null : monthly - includeMonthly;
    }

    public Double includeSavingPeak() {
        return includeMonthlyPeak == null ? null : monthlyPeak - includeMonthlyPeak;
    }
}
