package dev.tablebook.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The input paths a command was given: those that exist are processed, each one that does not is
 * named on stderr and makes the command end with exit code 2 ("could not run") once it has
 * processed the rest. When none exists the command cannot run at all.
 */
final class Inputs {
    private final List<Path> found;
    private final List<Path> missing;

    private Inputs(List<Path> found, List<Path> missing) {
        this.found = List.copyOf(found);
        this.missing = List.copyOf(missing);
    }

    /**
     * The DESIGNS arguments (or {@code designs/} when none is given), each missing or unreadable one
     * named on {@code err}; throws {@link CannotRun} when none can be read.
     */
    static Inputs designs(List<Path> given, PrintWriter err) {
        List<Path> paths = given == null || given.isEmpty() ? List.of(Path.of("designs")) : given;
        return of(paths, "no such design folder or file: ", err);
    }


    private static Inputs of(List<Path> paths, String noSuch, PrintWriter err) {
        List<Path> found = new ArrayList<>();
        List<Path> missing = new ArrayList<>();
        List<String> why = new ArrayList<>();
        for (Path p : paths) {
            if (!Files.exists(p)) {
                missing.add(p);
                why.add(noSuch + p);
            } else if (!Files.isReadable(p)) {
                missing.add(p);
                why.add("cannot read " + p);
            } else if (!found.contains(p)) {
                found.add(p);
            }
        }
        if (found.isEmpty()) {
            throw new CannotRun(String.join("\ntablebook: ", why));
        }
        for (String w : why) {
            err.println("tablebook: " + w);
        }
        err.flush();
        return new Inputs(found, missing);
    }

    /** The paths that exist, in the order given. */
    List<Path> paths() {
        return found;
    }

    /** Whether some path given does not exist or cannot be read. */
    boolean incomplete() {
        return !missing.isEmpty();
    }

    /** The command's exit code: {@code code}, or 2 when an input was missing. */
    int exit(int code) {
        return incomplete() ? Math.max(code, ExitCode.CANNOT_RUN) : code;
    }
}
