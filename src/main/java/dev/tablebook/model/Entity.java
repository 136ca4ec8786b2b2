package dev.tablebook.model;

import java.util.List;
import java.util.Map;

/**
 * A kind of item the service stores. {@code count} is the estimated live population (null: not
 * stated); {@code sizeBytes} overrides the sum of attribute sizes; {@code maxPerPartition} bounds
 * the items of this entity under one partition key value. {@code samples} are example items as
 * the design gives them (attribute → String, Long, Double, Boolean, List or Map), empty when it
 * gives none.
 */
public record Entity(String name, String description, Long count, Long maxPerPartition, Integer sizeBytes,
                     Map<String, Attribute> attributes, Where where, List<Map<String, Object>> samples) {
    public Entity {
        attributes = Maps.ordered(attributes);
        samples = samples == null ? List.of() : samples.stream().map(Maps::ordered).toList();
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
