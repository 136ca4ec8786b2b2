package dev.tablebook.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Where the {@code # yaml-language-server: $schema=...} comment of a design written by
 * {@code init} or {@code import} points, so that an editor finds the schema in any repository:
 * a URL when one is stated; a stated path (the schema is written there if missing); inside
 * tablebook's own checkout, its {@code src/main/resources/schema/design.schema.json}; otherwise
 * {@code _design.schema.json} in the designs folder (the loader ignores files starting with
 * {@code _}), written there if missing.
 */
final class SchemaLocation {
    static final String RESOURCE = "/schema/design.schema.json";
    static final String IN_DESIGNS = "_design.schema.json";
    private static final String CHECKOUT = "../src/main/resources/schema/design.schema.json";

    private SchemaLocation() {
    }

    /** What the comment says, and the schema file to write before the first design is written (or null). */
    record Target(String reference, Path file) {
        /** Writes the schema file when it is missing; says so on {@code notes} (null: quiet). */
        void ensure(PrintWriter notes) {
            if (file != null && !Files.exists(file)) {
                write(file);
                if (notes != null) {
                    notes.println("Wrote " + file.toString().replace('\\', '/') + " (the JSON Schema editors check the designs with)");
                }
            }
        }
    }

    /** The comment's target for designs written into {@code designs}. */
    static Target of(Path designs, String stated) {
        if (stated != null && stated.matches("(?i)https?://\\S+")) {
            return new Target(stated, null);
        }
        Path file;
        if (stated != null) {
            file = Path.of(stated);
        } else if (Files.isRegularFile(designs.toAbsolutePath().normalize().resolve(CHECKOUT).normalize())) {
            return new Target(CHECKOUT, null);
        } else {
            file = designs.resolve(IN_DESIGNS);
        }
        Path from = designs.toAbsolutePath().normalize();
        return new Target(from.relativize(file.toAbsolutePath().normalize()).toString().replace('\\', '/'), file);
    }

    /** The schema's bytes as shipped in the jar. */
    static byte[] schema() {
        try (InputStream in = SchemaLocation.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the class path");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new CannotRun("cannot read the schema from the jar: " + e.getMessage());
        }
    }

    /** Writes the schema to a new file; never replaces one. */
    static void write(Path file) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.write(file, schema(), StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (FileAlreadyExistsException e) {
            // someone else's copy is there already: it is used as it is
        } catch (IOException e) {
            throw new CannotRun("cannot write the schema to " + file + ": " + e.getMessage());
        }
    }
}
