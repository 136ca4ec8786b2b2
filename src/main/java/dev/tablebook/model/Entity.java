package dev.tablebook.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
}
