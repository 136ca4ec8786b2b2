package dev.tablebook.diff;

import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.PatternCost;
import dev.tablebook.cost.TableCapacity;
import dev.tablebook.cost.TableCost;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The cost of one design as the diff compares it, read from the pipeline's cost report: the
 * on-demand totals, each table's share, each pattern's cost, and each table's recommended
 * capacity mode.
 */
public final class ServicePricing {
    private ServicePricing() {
    }

    /** The figures of one cost report that the diff compares. */
    public static ServicePrice of(CostReport r) {
        Map<String, Amount> tables = new LinkedHashMap<>();
        for (TableCost t : r.tables()) {
            tables.put(t.table(), new Amount(t.peak().total(), t.expected().total()));
        }
        Map<String, Amount> patterns = new LinkedHashMap<>();
        for (PatternCost p : r.patterns()) {
            patterns.put(p.id(), new Amount(p.monthlyPeak(), p.monthlyExpected()));
        }
        Map<String, String> mode = new LinkedHashMap<>();
        Map<String, String> why = new LinkedHashMap<>();
        for (TableCapacity t : r.capacity().tables()) {
            if (t.recommendation() != null) {
                mode.put(t.table(), t.recommendation().mode());
                why.put(t.table(), t.recommendation().why());
            }
        }
        return new ServicePrice(new Amount(r.onDemandPeak().total(), r.onDemandExpected().total()), tables, patterns,
                mode, why);
    }

    /** US dollars per month: every pattern at its peak rate all month, and at its average rate. */
    public record Amount(double peak, double expected) {
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
    public record ServicePrice(Amount total, Map<String, Amount> tables, Map<String, Amount> patterns,
                        Map<String, String> recommendation, Map<String, String> why) {
        public ServicePrice {
            tables = Map.copyOf(tables);
            patterns = Map.copyOf(patterns);
            recommendation = Map.copyOf(recommendation);
            why = Map.copyOf(why);
        }
    }
}
