package dev.tablebook.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The example designs on a real moto server: every pattern verified but the vector search, the
 * transactions and multi-attribute GSI keys that dynalite cannot run included.
 */
class MotoExamplesTest {
    private static LocalEngine.Running engine;
    private static JsonNode report;
    private static int exit;

    @BeforeAll
    static void start() throws Exception {
        engine = LocalEngine.MOTO.start();
        LocalEngine.Verified v = engine.verify("designs");
        exit = v.exit();
        report = v.report();
    }

    @AfterAll
    static void stop() throws Exception {
        if (engine != null) {
            engine.close();
        }
    }

    private static JsonNode pattern(JsonNode report, String service, String id) {
        return LocalEngine.pattern(report, service, id);
    }

    @Test
    void everyExamplePatternIsVerifiedButTheVectorSearch() {
        assertEquals(0, exit, report.toPrettyString());
        assertEquals("moto", report.get("engine").asText());
        List<String> notVerified = new ArrayList<>();
        int verified = 0;
        for (JsonNode s : report.get("services")) {
            for (JsonNode p : s.get("patterns")) {
                if (p.get("status").asText().equals("verified")) {
                    verified++;
                } else {
                    notVerified.add(s.get("service").asText() + "/" + p.get("id").asText() + " " + p.get("status").asText());
                }
            }
        }
        assertEquals(List.of("catalog/C4 not-verifiable"), notVerified);
        assertTrue(pattern(report, "catalog", "C4").get("reason").asText().contains("SearchVectors"));
        assertEquals(69, verified);
    }

    @Test
    void transactionsAndMultiAttributeKeysAreVerifiedHere() {
        String[][] lacking = {
            {"orders", "AP7"}, {"orders", "W1"}, {"taskboard", "W1"}, {"taskboard", "W2"}, {"catalog", "C6"},
            {"catalog", "C9"}, {"catalog", "C3"}, {"leaderboard", "L3"}, {"leaderboard", "L4"}, {"leaderboard", "L5"},
        };
        for (String[] p : lacking) {
            JsonNode r = pattern(report, p[0], p[1]);
            assertEquals("verified", r.get("status").asText(), r.toString());
        }
    }

    @Test
    void theOrdersFixesHoldOnThisEngineToo() {
        assertEquals("verified", pattern(report, "orders", "W2").get("status").asText(), "cancel REMOVEs open_warehouse");
        assertEquals("verified", pattern(report, "orders", "AP6").get("status").asText(), "the index projects order_id");
        assertEquals("verified", pattern(report, "orders", "AP5").get("status").asText(), "between spans the month");
        assertEquals("verified", pattern(report, "catalog", "C8").get("status").asText(), "stock >= :qty compares numbers");
    }

    @Test
    void theFixtureWithEveryFieldHasNoMismatch() throws Exception {
        LocalEngine.Verified v = engine.verify("src/test/resources/designs/every-field.yaml");
        assertEquals(0, v.exit(), v.report().toPrettyString());
        for (JsonNode p : v.report().get("services").get(0).get("patterns")) {
            assertTrue(!p.get("status").asText().equals("mismatch"), p.toString());
        }
    }

    /**
     * moto answers ConsumedCapacity with a fixed figure per operation (GetItem 0.5, whatever the
     * consistency and size; PutItem 1; UpdateItem 0.5; Query 1), so on moto the units prove nothing:
     * each difference from the model is still shown and explained, never hidden.
     */
    @Test
    void unitsThatDifferAreExplainedAndMotosFixedFiguresShow() {
        List<String> unexplained = LocalEngine.unexplainedUnits(report);
        assertEquals(List.of(), unexplained);
        // AP3 is a strongly consistent GetItem: DynamoDB (and dynalite) meter 1 RRU, moto its fixed 0.5
        JsonNode ap3 = pattern(report, "orders", "AP3");
        assertEquals(1.0, ap3.get("predicted").get("read_units").asDouble());
        assertEquals(0.5, ap3.get("consumed").get("read_units").asDouble());
        assertTrue(ap3.get("units_note").asText().contains("the engine metered 0.5 RRU"), ap3.toString());
    }
}
