package dev.tablebook.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The one golden-file check of every golden test: the output must equal the file byte for byte.
 * A missing golden fails; {@code -Dgolden.update=true} writes the files instead (review the diff
 * like code).
 */
public final class Golden {
    private Golden() {
    }

    /** True when this run writes golden files rather than comparing with them. */
    public static boolean updating() {
        return Boolean.getBoolean("golden.update");
    }

    public static void check(Path file, String actual) throws IOException {
        if (updating()) {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.writeString(file, actual, StandardCharsets.UTF_8);
            return;
        }
        if (!Files.exists(file)) {
            fail(file + " is missing: run with -Dgolden.update=true and review the new file");
        }
        assertEquals(Files.readString(file, StandardCharsets.UTF_8), actual,
                file + " differs: rerun with -Dgolden.update=true and review the diff");
    }
}
