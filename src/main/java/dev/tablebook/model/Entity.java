package dev.tablebook.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A kind of item the service stores. {@code count} is the estimated live population (null: not
 * stated); {@code sizeBytes} overrides the sum of attribute sizes; {@code maxPerPartition} bounds
 * the items of this entity under one partition key value. {@code samples} are example items as
 * plain values (String, Long, Double, Boolean, null, List, Map), as the design states them.
 */
public record Entity(String name, String description, Long count, Long maxPerPartition, Integer sizeBytes,
                     Map<String, Attribute> attributes, Where where, List<Map<String, Object>> samples) {
    public Entity {
        attributes = Maps.ordered(attributes);
        samples = samples == null ? List.of() : samples.stream()
                .map(s -> Collections.unmodifiableMap(new LinkedHashMap<>(s))).toList();
    }

    /** An entity without samples. */
    public Entity(String name, String description, Long count, Long maxPerPartition, Integer sizeBytes,
                  Map<String, Attribute> attributes, Where where) {
        this(name, description, count, maxPerPartition, sizeBytes, attributes, where, List.of());
    }

    public Attribute attribute(String attr) {
        return attributes.get(attr);
    }

    // Written out, with the meaning of the record's own (every component by Objects.equals, doubles by
    // Double.compare), so that its first call does not bootstrap the record's method handles: a
    // one-design check spent ~5% of its CPU linking record equals (docs/performance.md).
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof Entity e && Objects.equals(name, e.name) && Objects.equals(description, e.description)
                && Objects.equals(count, e.count) && Objects.equals(maxPerPartition, e.maxPerPartition)
                && Objects.equals(sizeBytes, e.sizeBytes) && Objects.equals(attributes, e.attributes)
                && Objects.equals(where, e.where) && Objects.equals(samples, e.samples);
    }
}
