package dev.tablebook.check.analysis;

import dev.tablebook.model.Pos;

/** Something wrong with a pattern's key, at the field at fault, with what to do about it. */
public record KeyProblem(Pos pos, String message) {
}
