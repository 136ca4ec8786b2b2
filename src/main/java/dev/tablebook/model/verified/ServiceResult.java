package dev.tablebook.model.verified;

import java.util.List;

/** The verification of one design: each pattern's result in design order, and what the engine could not create. */
public record ServiceResult(String service, String file, List<PatternResult> patterns, List<String> engineNotes) {
    public ServiceResult {
        patterns = List.copyOf(patterns);
        engineNotes = List.copyOf(engineNotes);
    }

    public long count(PatternResult.Status status) {
        return patterns.stream().filter(p -> p.status() == status).count();
    }
}
