package dev.tablebook.model;

import java.util.List;

/**
 * One leg of a write: what one call does to one entity. {@code table} is resolved (the pattern's
 * table when the leg names none). {@code attributes} is null when the design does not say which
 * attributes an update touches (SET). {@code remove} holds the attributes an update removes
 * (REMOVE), empty when it removes none. {@code retentionDays} is null when not stated on the leg.
 */
public record WriteLeg(String entity, String table, WriteAction action, int count, String condition,
                       List<String> attributes, Integer previousBytes, Integer retentionDays, Where where,
                       List<String> remove) {
    public WriteLeg {
        attributes = attributes == null ? null : List.copyOf(attributes);
        remove = remove == null ? List.of() : List.copyOf(remove);
    }

    /** A leg that removes nothing. */
    public WriteLeg(String entity, String table, WriteAction action, int count, String condition,
                    List<String> attributes, Integer previousBytes, Integer retentionDays, Where where) {
        this(entity, table, action, count, condition, attributes, previousBytes, retentionDays, where, List.of());
    }

    /** Whether the update removes the attribute. */
    public boolean removes(String attribute) {
        return remove.contains(attribute);
    }
}
