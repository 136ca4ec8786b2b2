package dev.tablebook.cost;

import dev.tablebook.load.PriceKey;

import java.util.Locale;

/**
 * Storage of one table, index or vector index: GB (10^9 bytes) and monthly dollars, at the
 * peak population and at the expected one (they differ only where the population is derived
 * from create rates). {@code priced} is false when the sheet has no storage price.
 */
public record StorageLine(String resource, Type type, String table, double gbPeak, double gbExpected,
                          double monthlyPeak, double monthlyExpected, PriceKey priceKey, boolean priced, String basis) {
    public enum Type {
        TABLE, GSI, LSI, VECTOR;

        /** The name used in JSON and tables: table | gsi | lsi | vector. */
        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }
}
