package dev.tablebook.model.drift;

import dev.tablebook.model.Pos;

/** A deployed table no design mentions: its source, name, logical id and construct path (null where none), place. */
public record Undesigned(String source, String name, String logicalId, String constructPath, Pos pos) {
}
