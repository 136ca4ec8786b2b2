package dev.tablebook.model;

import java.util.List;
import java.util.Map;

/**
 * One service's design, loaded from one file. {@code file} is the path as the user named it
 * (used in every message). {@code imported} is the model a design was imported from (the reference
 * calculator's JSON), opaque here and priced by {@code cost/imported} with that calculator's own
 * rules; null for YAML designs. {@code source} is where an imported design came from
 * ({@code source:} in the file), or null.
 */
public record Design(
        String service,
        String title,
        String owner,
        String status,
        String summary,
        String region,
        double peakHoursPerDay,
        List<AccessPattern> patterns,
        Map<String, Entity> entities,
        Map<String, Table> tables,
        List<Consumer> consumers,
        List<Deviation> deviations,
        String file,
        ImportSource imported,
        Where where,
        Source source) {

    public static final String DEFAULT_REGION = "us-east-1";
    public static final double DEFAULT_PEAK_HOURS = 4;

    public Design {
        patterns = List.copyOf(patterns);
        entities = Maps.ordered(entities);
        tables = Maps.ordered(tables);
        consumers = List.copyOf(consumers);
        deviations = List.copyOf(deviations);
    }

    /** A design that states no {@code source}. */
    public Design(String service, String title, String owner, String status, String summary, String region,
                  double peakHoursPerDay, List<AccessPattern> patterns, Map<String, Entity> entities,
                  Map<String, Table> tables, List<Consumer> consumers, List<Deviation> deviations, String file,
                  ImportSource imported, Where where) {
        this(service, title, owner, status, summary, region, peakHoursPerDay, patterns, entities, tables, consumers,
                deviations, file, imported, where, null);
    }

    public boolean isImported() {
        return imported != null;
    }

    public AccessPattern pattern(String id) {
        return patterns.stream().filter(p -> p.id().equals(id)).findFirst().orElse(null);
    }

    public int indexCount() {
        return tables.values().stream().mapToInt(t -> t.indexes().size() + t.vectorIndexes().size()).sum();
    }
}
