package dev.tablebook.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablebook.analysis.PatternUnits;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import dev.tablebook.model.verified.PatternResult;
import dev.tablebook.model.verified.VerifyReport;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Sharded patterns on a real dynalite process: a scatter-gather read makes one call per shard key
 * and its items and units, summed over the shards, are what verify compares with the cost model;
 * a sharded write lands under one shard key and is read back from it.
 */
class DynaliteShardsTest {
    private static final String FILE = "src/test/resources/verify/sharded/sharded.yaml";
    private static LocalEngine.Running engine;
    private static JsonNode report;
    private static int exit;

    @BeforeAll
    static void start() throws Exception {
        engine = LocalEngine.DYNALITE.start();
        LocalEngine.Verified verified = engine.verify(FILE);
        exit = verified.exit();
        report = verified.report();
    }

    @AfterAll
    static void stop() throws Exception {
        if (engine != null) {
            engine.close();
        }
    }

    private static JsonNode pattern(String id) {
        for (JsonNode p : report.get("services").get(0).get("patterns")) {
            if (p.get("id").asText().equals(id)) {
                return p;
            }
        }
        throw new AssertionError("no pattern " + id + " in " + report.toPrettyString());
    }

    @Test
    void everyShardedPatternIsVerified() {
        assertEquals(0, exit, report.toPrettyString());
        for (String id : List.of("Q1", "G1", "W1", "W2")) {
            assertEquals("verified", pattern(id).get("status").asText(), pattern(id).toString());
        }
    }

    @Test
    void aScatterGatherConsumesTheUnitsOfAllItsShardCallsAsPredicted() {
        // Q1: 3 shard calls, each a Query of limit 5 over items of about 200 B: ceil(5 x 200 / 4,096) x 0.5
        // = 0.5 read units a call, 1.5 the request; each shard partition holds one of the tenant's items,
        // and the engine meters each call's page at its minimum 0.5 too.
        JsonNode q = pattern("Q1");
        assertEquals(1.5, q.get("predicted").get("read_units").asDouble(), q.toString());
        assertEquals(q.get("predicted"), q.get("consumed"), q.toString());
        assertTrue(q.get("units_note").isNull(), q.toString());
        // G1: 3 GetItems of a small counter shard, eventually consistent: 3 x 0.5.
        JsonNode g = pattern("G1");
        assertEquals(1.5, g.get("predicted").get("read_units").asDouble(), g.toString());
        assertEquals(g.get("predicted"), g.get("consumed"), g.toString());
    }

    @Test
    void aShardedWriteIsOneCallUnderOneShardKey() {
        for (String id : List.of("W1", "W2")) {
            JsonNode w = pattern(id);
            assertEquals(1.0, w.get("predicted").get("write_units").asDouble(), w.toString());
            assertEquals(w.get("predicted"), w.get("consumed"), w.toString());
        }
    }

    /**
     * A prediction that leaves the shards out of the count (one call's units for the whole
     * request) differs from what the engine consumed over the three calls, and the report says so.
     */
    @Test
    void aPredictionThatOmitsTheShardsIsReported() throws Exception {
        String text = Files.readString(Path.of(FILE));
        Design sharded = load(FILE, text);
        Design unsharded = load(FILE, text.replace("    shards: 3\n", ""));
        assertTrue(unsharded.patterns().stream().allMatch(p -> p.shards() == null));
        PatternUnits wrong = new PatternUnits(unsharded);
        VerifyReport r;
        try (Engine e = Engine.connect(URI.create(engine.endpoint()), "dynalite", Duration.ofSeconds(10))) {
            r = new Verifier(e, "omitted-", false, d -> p -> wrong.of(unsharded.pattern(p.id())))
                    .verify(List.of(sharded), List.of(), "2026-12-02T00:00:00Z");
        }
        PatternResult q = r.services().get(0).patterns().stream().filter(p -> p.id().equals("Q1")).findFirst()
                .orElseThrow();
        assertEquals(0.5, q.predicted().readUnits(), q.toString());
        assertEquals(1.5, q.consumed().readUnits(), q.toString());
        assertNotNull(q.unitsNote(), q.toString());
        // the model's figure for one call beside its own formula for the three calls the engine made
        assertEquals("the model prices 5 items at the declared sizes (0.5 RRU) for a request of 3 shard calls; the engine"
                + " read 3 example items of 498 B in all in 3 calls, one per shard, for which the model's formula gives"
                + " 1.5 RRU — as the engine metered", q.unitsNote());
        PatternResult g = r.services().get(0).patterns().stream().filter(p -> p.id().equals("G1")).findFirst()
                .orElseThrow();
        assertEquals(0.5, g.predicted().readUnits(), g.toString());
        assertEquals(1.5, g.consumed().readUnits(), g.toString());
        assertNotNull(g.unitsNote(), g.toString());
        PatternResult w = r.services().get(0).patterns().stream().filter(p -> p.id().equals("W1")).findFirst()
                .orElseThrow();
        assertNull(w.unitsNote(), "a write is one call either way: " + w);
    }

    private static Design load(String file, String text) {
        LoadResult loaded = new DesignLoader().loadText(file, text);
        assertEquals(List.of(), loaded.errors());
        return loaded.designs().get(0);
    }
}
