package dev.tablebook.load;

import dev.tablebook.model.Pos;

/**
 * A problem with a design file: where, and what is wrong. Printed as {@code file:line:column: error
 * input message} ({@link #line()}); {@link #toString()} is the bare {@code file:line:column: message}.
 */
public record InputError(Pos pos, String message) {
    /** The severity and rule every input error is reported with. */
    public static final String SEVERITY = "error";
    public static final String RULE = "input";

    /** The line a command prints: {@code file:line:column: error input message}. */
    public String line() {
        return pos.report(SEVERITY, RULE, message);
    }

    @Override
    public String toString() {
        return pos + ": " + message;
    }
}
