package dev.tablebook.check;

import java.util.Comparator;

/**
 * The order of every report: by service, then authorization, correctness, operational, cost,
 * style, then by place in the file.
 */
public final class FindingOrder {
    private FindingOrder() {
    }

    public static final Comparator<Finding> REPORT = Comparator
            .comparing((Finding f) -> f.service() == null ? "" : f.service())
            .thenComparing(Finding::category)
            .thenComparing(f -> f.pos().file())
            .thenComparingInt(f -> f.pos().line())
            .thenComparingInt(f -> f.pos().column())
            .thenComparing(Finding::rule)
            .thenComparing(Finding::message);
}
