package dev.tablebook.run;

/**
 * Where long work reports how far it is: the services through a stage ({@code loaded},
 * {@code checked}, {@code priced}, {@code rendered}) out of the stage's total. Called from any
 * thread; the command line shows it on stderr ({@code --quiet}: not at all).
 */
@FunctionalInterface
public interface Progress {
    /** Reports nothing. */
    Progress NONE = (stage, done, total) -> {
    };

    /** {@code done} of {@code total} services are through {@code stage}. */
    void at(String stage, int done, int total);
}
