package dev.tablebook.model;

import java.util.Map;

/**
 * A kind of item the service stores. {@code count} is the estimated live population (null: not
 * stated); {@code sizeBytes} overrides the sum of attribute sizes; {@code maxPerPartition} bounds
 * the items of this entity under one partition key value.
 */
public record Entity(String name, String description, Long count, Long maxPerPartition, Integer sizeBytes,
                     Map<String, Attribute> attributes, Where where) {
    public Entity {
        attributes = Maps.ordered(attributes);
    }

    public Attribute attribute(String attr) {
        return attributes.get(attr);
    }
}
