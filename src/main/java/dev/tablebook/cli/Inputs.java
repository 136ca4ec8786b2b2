package dev.tablebook.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Resolves the DESIGNS arguments every command takes. */
final class Inputs {
    private Inputs() {
    }

    /** The paths given, or {@code designs/}; a path that does not exist means the command cannot run. */
    static List<Path> designs(List<Path> given) {
        List<Path> paths = given == null || given.isEmpty() ? List.of(Path.of("designs")) : given;
        for (Path p : paths) {
            if (!Files.exists(p)) {
                throw new CannotRun("no such design folder or file: " + p);
            }
            if (!Files.isReadable(p)) {
                throw new CannotRun("cannot read " + p);
            }
        }
        return paths;
    }
}
