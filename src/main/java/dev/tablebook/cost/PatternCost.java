package dev.tablebook.cost;

import dev.tablebook.model.Pos;
import java.util.List;

/**
 * What one access pattern costs a month: units per call ({@code rru}, base-table {@code wru}
 * with transactions doubled, {@code indexWru}, vector bytes), the monthly dollars at the peak
 * and the average rate, and the terms that add up to them. {@code ratePeak}/{@code rateAverage}
 * are null when the pattern states no rate (it then costs nothing, visibly). {@code priced} is
 * false for a vector search and for any term the price sheet cannot price.
 */
public record PatternCost(String id, String name, String operation, String table, String index, Double ratePeak,
                          Double rateAverage, double rru, double wru, double indexWru, double vectorWriteBytes,
                          double vectorSearchBytes, double itemsRead, double conditionalFailRate, double monthlyPeak,
                          double monthlyExpected, boolean priced, List<CostTerm> terms, List<String> notes, Pos where) {
    public PatternCost {
        terms = List.copyOf(terms);
        notes = List.copyOf(notes);
    }

    public boolean hasRate() {
        return ratePeak != null;
    }

    /** True when the pattern has terms and none of them can be priced (a vector search): show "not priced", never $0. */
    public boolean unpriced() {
        return !terms.isEmpty() && terms.stream().noneMatch(CostTerm::priced);
    }
}
