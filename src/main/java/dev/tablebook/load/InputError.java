package dev.tablebook.load;

import dev.tablebook.model.Pos;

/** A problem with a design file: where, and what is wrong. Printed as {@code file:line:column: message}. */
public record InputError(Pos pos, String message) {
    @Override
    public String toString() {
        return pos + ": " + message;
    }
}
