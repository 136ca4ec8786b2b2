package dev.tablebook.model;

/**
 * One attribute of an entity. {@code bytes} is the estimated size of the value; {@code guess}
 * marks a number the designer has not confirmed. {@code distinct} is the number of distinct
 * values (null: unknown).
 */
public record Attribute(String name, AttrType type, int bytes, boolean guess, boolean mutable, Long distinct,
                        Where where) {
}
