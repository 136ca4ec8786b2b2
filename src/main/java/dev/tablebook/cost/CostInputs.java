package dev.tablebook.cost;

import java.util.List;
import java.util.Map;

/**
 * A design reduced to what pricing needs, whatever format it came from: patterns with their
 * units per call, storage bytes per resource, table facts, and the guesses and assumptions the
 * numbers rest on.
 */
public record CostInputs(List<PatternInput> patterns, List<StorageBytes> storage, Map<String, TableFacts> tables,
                  List<Guess> guesses, List<String> assumptions, List<NotPriced> notPriced) {
    public CostInputs {
        patterns = List.copyOf(patterns);
        storage = List.copyOf(storage);
        tables = dev.tablebook.model.Maps.ordered(tables);
        guesses = List.copyOf(guesses);
        assumptions = List.copyOf(assumptions);
        notPriced = List.copyOf(notPriced);
    }
}
