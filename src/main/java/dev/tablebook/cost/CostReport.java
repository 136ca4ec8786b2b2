package dev.tablebook.cost;

import dev.tablebook.analysis.PartitionLoad;
import java.util.List;

/**
 * The cost model of one service: the on-demand headline at peak and expected rates, every
 * pattern's cost with its math, storage, further line items, each table's share, the capacity plan and its
 * recommendation, hot partitions, sensitivity, and what rests on guesses or is not priced.
 * One result object: {@link CostJson}, {@link CostText} and {@link CostMarkdown} render it.
 */
public record CostReport(String service, String title, String file, String region, boolean imported,
                         PricingInfo pricing, Headline onDemandPeak, Headline onDemandExpected,
                         List<PatternCost> patterns, List<StorageLine> storage, List<LineItem> lineItems,
                         List<TableCost> tables, ServiceCapacity capacity, List<PartitionLoad> hotPartitions, Sensitivity sensitivity,
                         List<Guess> guesses, List<String> assumptions, List<NotPriced> notPriced) {
    public CostReport {
        patterns = List.copyOf(patterns);
        storage = List.copyOf(storage);
        lineItems = List.copyOf(lineItems);
        tables = List.copyOf(tables);
        hotPartitions = List.copyOf(hotPartitions);
        guesses = List.copyOf(guesses);
        assumptions = List.copyOf(assumptions);
        notPriced = List.copyOf(notPriced);
    }

    public PatternCost pattern(String id) {
        return patterns.stream().filter(p -> p.id().equals(id)).findFirst().orElse(null);
    }

    public StorageLine storage(String resource) {
        return storage.stream().filter(s -> s.resource().equals(resource)).findFirst().orElse(null);
    }

    /** Patterns by monthly peak cost, highest first (ties by id). */
    public List<PatternCost> patternsByCost() {
        return patterns.stream()
                .sorted(java.util.Comparator.comparingDouble(PatternCost::monthlyPeak).reversed()
                        .thenComparing(PatternCost::id))
                .toList();
    }
}
