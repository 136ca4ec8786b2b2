package dev.tablebook.cli;

/** A condition under which a command cannot run at all (exit code 2), with the message to print. */
public final class CannotRun extends RuntimeException {
    private final boolean positioned;

    public CannotRun(String message) {
        this(message, false);
    }

    private CannotRun(String message, boolean positioned) {
        super(message);
        this.positioned = positioned;
    }

    /** A positioned problem ({@code file:line:column: severity rule message}), printed as it is. */
    static CannotRun positioned(String line) {
        return new CannotRun(line, true);
    }

    /** The line to print: a positioned one as it is, any other after "tablebook: ". */
    String line() {
        return positioned ? getMessage() : "tablebook: " + getMessage();
    }
}
