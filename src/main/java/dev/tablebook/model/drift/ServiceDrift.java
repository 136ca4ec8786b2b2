package dev.tablebook.model.drift;

import java.util.List;

/** One design's tables against what is deployed, in the design's order. */
public record ServiceDrift(String service, String file, List<TableDrift> tables) {
    public ServiceDrift {
        tables = List.copyOf(tables);
    }
}
