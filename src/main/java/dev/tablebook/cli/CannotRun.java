package dev.tablebook.cli;

/** A condition under which a command cannot run at all (exit code 2), with the message to print. */
public final class CannotRun extends RuntimeException {
    public CannotRun(String message) {
        super(message);
    }
}
