package dev.tablebook.cost;

import java.util.List;
import java.util.Map;

/**
 * A design reduced to what pricing needs, whatever format it came from: patterns with their
 * units per call, storage bytes per resource, table facts, and the guesses and assumptions the
 * numbers rest on; as designed, also the design's hot-partition analysis (which the guesses about key
 * spread rest on, and the report shows), empty for a what-if.
 */
public record CostInputs(List<PatternInput> patterns, List<StorageBytes> storage, Map<String, TableFacts> tables,
                  List<Guess> guesses, List<String> assumptions, List<NotPriced> notPriced,
                  List<dev.tablebook.analysis.PartitionLoad> hotPartitions) {
    public CostInputs {
        hotPartitions = List.copyOf(hotPartitions);
        patterns = List.copyOf(patterns);
        storage = List.copyOf(storage);
        tables = dev.tablebook.model.Maps.ordered(tables);
        guesses = List.copyOf(guesses);
        assumptions = List.copyOf(assumptions);
        notPriced = List.copyOf(notPriced);
    }
}
