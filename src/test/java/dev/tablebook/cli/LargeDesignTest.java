package dev.tablebook.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A design of 5,000 access patterns over 50 entities is checked and priced in full. The timeout
 * only guards against a hang (a rule that grows with the square of the patterns would still
 * finish); it is not a speed goal.
 */
class LargeDesignTest {
    static final int PATTERNS = 5_000;
    static final int ENTITIES = 50;

    /**
     * Queries, GetItems, guarded PutItems and GSI queries in turn, each entity in its own item
     * collection; every entity shares the GSI's key prefix, so each GSI query is a mixed result.
     */
    static String design() {
        StringBuilder y = new StringBuilder("service: large\naccess_patterns:\n");
        for (int i = 0; i < PATTERNS; i++) {
            int e = i % ENTITIES;
            switch (i % 4) {
                case 0 -> y.append("  - { id: Q").append(i).append(", operation: Query, table: Main, key: { pk: \"E")
                        .append(e).append("#{id").append(e).append("}\", sk: { begins_with: \"S").append(e)
                        .append("#\" } }, limit: 10, returns: Ent").append(e).append(", rps: { peak: ")
                        .append(i % 100 + 1).append(", average: 1 }, authorization: id").append(e).append(" }\n");
                case 1 -> y.append("  - { id: G").append(i).append(", operation: GetItem, table: Main, key: { pk: \"E")
                        .append(e).append("#{id").append(e).append("}\", sk: \"S").append(e).append("#{v").append(e)
                        .append("}\" }, returns: Ent").append(e).append(", rps: 3, authorization: id").append(e)
                        .append(" }\n");
                case 2 -> y.append("  - { id: W").append(i).append(", operation: PutItem, table: Main, entity: Ent")
                        .append(e).append(", condition: attribute_not_exists(pk), idempotency: conditional-write,")
                        .append(" rps: 2, authorization: id").append(e).append(" }\n");
                default -> y.append("  - { id: I").append(i).append(", operation: Query, table: Main, index: ByV,")
                        .append(" key: { gpk: \"V#{v").append(e).append("}\" }, limit: 5,")
                        .append(" returns: Ent").append(e).append(", rps: 1, authorization: v").append(e).append(" }\n");
            }
        }
        y.append("entities:\n");
        for (int e = 0; e < ENTITIES; e++) {
            y.append("  Ent").append(e).append(": { count: 1000000, max_per_partition: 100, attributes: { id").append(e)
                    .append(": { type: S, bytes: 26 }, v").append(e).append(": { type: S, bytes: 12, distinct: 1000 }")
                    .append(" } }\n");
        }
        y.append("tables:\n  Main:\n    key: { partition: pk, sort: sk }\n    items:\n");
        for (int e = 0; e < ENTITIES; e++) {
            y.append("      Ent").append(e).append(": { pk: \"E").append(e).append("#{id").append(e).append("}\", sk: \"S")
                    .append(e).append("#{v").append(e).append("}\", gpk: \"V#{v").append(e)
                    .append("}\" }\n");
        }
        y.append("    indexes:\n      ByV: { partition: gpk, projection: KEYS_ONLY }\n")
                .append("    pitr: true\n    deletion_protection: true\n");
        return y.toString();
    }

    @Test
    void fiveThousandPatternsAreCheckedAndPriced(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("large.yaml"), design());
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int check = assertTimeoutPreemptively(Duration.ofMinutes(5), () -> Main.run(new PrintWriter(out),
                new PrintWriter(err), "check", file.toString(), "--format", "json"));
        assertEquals(ExitCode.OK, check, err::toString);
        JsonNode findings = new ObjectMapper().readTree(out.toString()).get("findings");
        // one finding per mixed query, and the one table's on-demand throughput: its 5,000 patterns together
        // peak above what a new on-demand table sustains (an info finding)
        assertEquals(PATTERNS / 4 + 1, findings.size());
        int onDemand = 0;
        for (JsonNode f : findings) {
            if (f.get("rule").asText().equals("on-demand-throughput")) {
                onDemand++;
                continue;
            }
            assertEquals("key-condition-mixed-entities", f.get("rule").asText(), f::toString);
        }
        assertEquals(1, onDemand);

        StringWriter costOut = new StringWriter();
        int cost = assertTimeoutPreemptively(Duration.ofMinutes(5), () -> Main.run(new PrintWriter(costOut),
                new PrintWriter(err), "cost", file.toString(), "--format", "json"));
        assertEquals(ExitCode.OK, cost, err::toString);
        JsonNode service = new ObjectMapper().readTree(costOut.toString()).get("services").get(0);
        assertEquals("large", service.get("service").asText());
        assertEquals(PATTERNS, service.get("patterns").size());
        assertTrue(service.at("/cost/on_demand/expected/total").asDouble() > 0);
    }
}
