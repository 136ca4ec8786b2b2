package dev.tablebook.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The loader accepts what the schema accepts: every example design and the every-field fixture load cleanly. */
class ExamplesLoadTest {
    @Test
    void examplesLoadWithoutInputErrors() {
        LoadResult result = new DesignLoader().load(List.of(SchemaExamplesTest.DESIGNS));
        assertTrue(result.errors().isEmpty(), () -> "input errors: " + result.errors());
        assertEquals(List.of("catalog", "leaderboard", "orders", "taskboard", "telemetry"),
                result.designs().stream().map(d -> d.service()).sorted().toList());
    }

    @Test
    void everyFieldFixtureLoadsWithoutInputErrors() {
        LoadResult result = new DesignLoader().load(List.of(SchemaExamplesTest.FIXTURE));
        assertTrue(result.errors().isEmpty(), () -> "input errors: " + result.errors());
        assertEquals(1, result.designs().size());
    }
}
