package dev.tablebook.cli;

/** The exit codes of cli.md, in one place. */
public final class ExitCode {
    /** Done; no unaccepted error finding. */
    public static final int OK = 0;
    /** Done, but an unaccepted error finding or an input error (build still writes the site). */
    public static final int FINDINGS = 1;
    /** Could not run: bad usage, unreadable folder, unwritable output. */
    public static final int CANNOT_RUN = 2;

    private ExitCode() {
    }
}
