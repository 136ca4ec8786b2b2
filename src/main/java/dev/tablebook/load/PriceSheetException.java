package dev.tablebook.load;

/**
 * A price sheet that cannot be used: an unknown region, an unreadable file, or a sheet with a
 * wrong field. The message is ready to show ({@code file:line:column: what is wrong} when a
 * position is known); the CLI reports it as an input error.
 */
public final class PriceSheetException extends Exception {
    private static final long serialVersionUID = 1L;

    public PriceSheetException(String message) {
        super(message);
    }

    public PriceSheetException(String message, Throwable cause) {
        super(message, cause);
    }
}
