package dev.tablebook.model;

/**
 * One attribute of an entity. {@code bytes} is the estimated size of the value; {@code guess}
 * marks a number the designer has not confirmed. {@code distinct} is the number of distinct
 * values (null: unknown). {@code counter} marks a number that updates add to (ADD, or
 * {@code SET x = x + :n}) rather than set.
 */
public record Attribute(String name, AttrType type, int bytes, boolean guess, boolean mutable, boolean counter,
                        Long distinct, Where where) {

    /** An attribute that is not a counter. */
    public Attribute(String name, AttrType type, int bytes, boolean guess, boolean mutable, Long distinct,
                     Where where) {
        this(name, type, bytes, guess, mutable, false, distinct, where);
    }
}
