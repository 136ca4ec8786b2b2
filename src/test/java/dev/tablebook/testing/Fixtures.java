package dev.tablebook.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.DesignSource;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Loads test designs through the real loader, from test resources or from text. */
public final class Fixtures {
    private Fixtures() {
    }

    /** A resource under src/test/resources (e.g. "imported/vectors.json"), loaded as a design that must load cleanly. */
    public static Design resource(String path) {
        try (InputStream in = Fixtures.class.getResourceAsStream("/" + path)) {
            if (in == null) {
                throw new IllegalArgumentException("no test resource " + path);
            }
            return single(new DesignLoader().loadSources(List.of(new DesignSource(path, in.readAllBytes()))));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A YAML design given as text, named {@code file}. */
    public static Design yaml(String file, String text) {
        return single(new DesignLoader().loadSources(List.of(new DesignSource(file, text.getBytes(StandardCharsets.UTF_8)))));
    }

    private static Design single(LoadResult r) {
        assertEquals(List.of(), r.errors(), "the fixture must load without input errors");
        assertEquals(1, r.designs().size());
        return r.designs().get(0);
    }
}
