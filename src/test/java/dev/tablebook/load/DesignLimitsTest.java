package dev.tablebook.load;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A design past a limit is refused with an error at its first entry past the limit, before any
 * stage spends memory on it; the other designs load as usual.
 */
class DesignLimitsTest {
    private static final String REST = """
            entities:
              Thing: { count: 10, attributes: { thing_id: { type: S, bytes: 26 } } }
            tables:
              Things: { key: { partition: thing_id }, items: { Thing: {} }, pitr: true, deletion_protection: true }
            """;

    /** The shape: one-line Scan patterns, about 44 bytes each. */
    static String scans(String service, int n) {
        StringBuilder y = new StringBuilder("service: " + service + "\naccess_patterns:\n");
        for (int i = 0; i < n; i++) {
            y.append("- {id: S").append(i).append(", operation: Scan, table: Things}\n");
        }
        return y.append(REST).toString();
    }

    @Test
    void aHundredThousandPatternDesignIsRefusedAtItsFirstPatternPastTheLimit() {
        String huge = scans("huge", 100_000);
        assertTrue(huge.length() > 4_000_000 && huge.length() < DesignLoader.MAX_FILE_BYTES, "inside the size limit");
        LoadResult r = new DesignLoader().loadSources(List.of(
                new DesignSource("designs/huge.yaml", huge.getBytes(java.nio.charset.StandardCharsets.UTF_8)),
                new DesignSource("designs/small.yaml", scans("small", 3).getBytes(java.nio.charset.StandardCharsets.UTF_8))));
        assertEquals(List.of("designs/huge.yaml:35716:27: the file has more than 250,000 YAML nodes (values, keys and"
                + " list items); a design holds fewer, so it is not read (split the service's design)"),
                r.errors().stream().map(InputError::toString).toList(), "the first limit the file passes");
        assertEquals(List.of("small"), r.designs().stream().map(d -> d.service()).toList(), "the other design loads");
    }

    @Test
    void oneAccessPatternPastTheLimitIsRefusedAtThatPattern() {
        LoadResult r = new DesignLoader().loadText("designs/over.yaml", scans("over", DesignLimits.MAX_PATTERNS + 1));
        assertEquals(List.of("designs/over.yaml:5003:3: the design has 5,001 access patterns; a design holds at most"
                + " 5,000, so it is not read (this is the first one past the limit; split the service's design)"),
                r.errors().stream().map(InputError::toString).toList());
    }

    @Test
    void aDesignAtThePatternLimitLoads() {
        LoadResult r = new DesignLoader().loadText("designs/at.yaml", scans("at", DesignLimits.MAX_PATTERNS));
        assertEquals(List.of(), r.errors());
        assertEquals(DesignLimits.MAX_PATTERNS, r.designs().get(0).patterns().size());
    }

    @Test
    void tooManyEntitiesAreRefusedAtTheFirstOnePastTheLimit() {
        StringBuilder y = new StringBuilder("service: wide\nentities:\n");
        for (int i = 0; i <= DesignLimits.MAX_ENTITIES; i++) {
            y.append("  E").append(i).append(": {}\n");
        }
        LoadResult r = new DesignLoader().loadText("designs/wide.yaml", y.toString());
        assertEquals("designs/wide.yaml:" + (DesignLimits.MAX_ENTITIES + 3) + ":3: the design has 1,001 entities; a design"
                + " holds at most 1,000, so it is not read (this is the first one past the limit; split the service's"
                + " design)", r.errors().get(0).toString());
    }

    @Test
    void aFileOfMoreNodesThanTheLimitIsRefusedWhereTheLimitIsPassed() {
        StringBuilder y = new StringBuilder("service: deep\nsummary: x\nx_lists:\n");
        for (int i = 0; i < TreeBuilder.MAX_NODES; i++) {
            y.append("- 1\n");
        }
        LoadResult r = new DesignLoader().loadText("designs/deep.yaml", y.toString());
        assertEquals(1, r.errors().size(), r.errors().toString());
        assertTrue(r.errors().get(0).toString().contains(": the file has more than 250,000 YAML nodes"),
                r.errors().get(0).toString());
    }
}
