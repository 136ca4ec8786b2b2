package dev.tablebook.model;

import java.util.List;

/**
 * One leg of a write: what one call does to one entity. {@code table} is resolved (the pattern's
 * table when the leg names none). {@code attributes} is null when the design does not say which
 * attributes an update touches. {@code retentionDays} is null when not stated on the leg.
 */
public record WriteLeg(String entity, String table, WriteAction action, int count, String condition,
                       List<String> attributes, Integer previousBytes, Integer retentionDays, Where where) {
    public WriteLeg {
        attributes = attributes == null ? null : List.copyOf(attributes);
    }
}
