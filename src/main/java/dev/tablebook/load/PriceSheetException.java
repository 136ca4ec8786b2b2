package dev.tablebook.load;

import dev.tablebook.load.InputError;
import dev.tablebook.model.Pos;

/**
 * A price sheet that cannot be used: an unknown region, an unreadable file, or a sheet with a
 * wrong field. The message is ready to show ({@code file:line:column: error input what is wrong}
 * when a position is known); the CLI reports it as an input error.
 */
public final class PriceSheetException extends Exception {
    private static final long serialVersionUID = 1L;
    private final boolean positioned;

    public PriceSheetException(String message) {
        super(message);
        this.positioned = false;
    }

    /** A problem at a place in a price sheet, worded as every positioned problem is printed. */
    public PriceSheetException(Pos at, String message, Throwable cause) {
        super(at.report(InputError.SEVERITY, InputError.RULE, message), cause);
        this.positioned = true;
    }

    /** Whether the message is a positioned line ({@code file:line:column: error input message}). */
    public boolean positioned() {
        return positioned;
    }

    public PriceSheetException(String message, Throwable cause) {
        super(message, cause);
        this.positioned = false;
    }
}
