package dev.tablebook.cost;

import dev.tablebook.analysis.PartitionLoad;
import java.util.List;

/**
 * What the rule catalog reads of a design's {@link CostReport}: each table's share, each pattern's
 * cost (the class and projection comparisons price against them) and the hot partitions. {@code check}
 * prices a design for its findings only ({@link CostEngine#rulePrices}): it leaves out the capacity
 * plan, the sensitivity and the guesses, which no rule reads, and which are most of the report's work.
 */
public record RulePrices(List<TableCost> tables, List<PatternCost> patterns, List<PartitionLoad> hotPartitions) {
    public RulePrices {
        tables = List.copyOf(tables);
        patterns = List.copyOf(patterns);
        hotPartitions = List.copyOf(hotPartitions);
    }

    /** The same parts of a whole report. */
    public static RulePrices of(CostReport report) {
        return new RulePrices(report.tables(), report.patterns(), report.hotPartitions());
    }
}
