package dev.tablebook.model.drift;

import dev.tablebook.model.Pos;

/** A value the source leaves unknown (a field as the report names it), why, and where it stands in the source. */
public record Unresolved(String field, String why, Pos deployedPos) {
}
