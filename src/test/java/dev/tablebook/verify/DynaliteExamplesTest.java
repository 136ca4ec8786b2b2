package dev.tablebook.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablebook.cli.Main;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The example designs on a real dynalite process: every pattern verified, or not verifiable with the engine's reason. */
class DynaliteExamplesTest {
    private static LocalEngine.Running engine;
    private static JsonNode report;
    private static int exit;

    @BeforeAll
    static void start() throws Exception {
        engine = LocalEngine.DYNALITE.start();
        StringWriter out = new StringWriter();
        exit = run(out, new StringWriter(), "verify", "designs", "--endpoint", engine.endpoint(), "--engine", "dynalite",
                "--format", "json");
        report = new ObjectMapper().readTree(out.toString());
    }

    @AfterAll
    static void stop() throws Exception {
        if (engine != null) {
            engine.close();
        }
    }

    private static int run(StringWriter out, StringWriter err, String... args) {
        return Main.run(new PrintWriter(out), new PrintWriter(err), args);
    }

    private static JsonNode pattern(String service, String id) {
        return LocalEngine.pattern(report, service, id);
    }

    @Test
    void everyExamplePatternIsVerifiedOrNotVerifiableWithAReason() {
        assertEquals(0, exit, report.toPrettyString());
        assertEquals("dynalite", report.get("engine").asText());
        int verified = 0;
        for (JsonNode s : report.get("services")) {
            for (JsonNode p : s.get("patterns")) {
                String status = p.get("status").asText();
                assertTrue(status.equals("verified") || status.equals("not-verifiable"), p.toString());
                if (status.equals("not-verifiable")) {
                    assertTrue(p.get("reason").asText().length() > 20, p.toString());
                } else {
                    verified++;
                    assertTrue(p.get("reason").isNull(), p.toString());
                }
            }
        }
        assertEquals(5, report.get("services").size());
        // dynalite runs no transactions: taskboard's W2 (a card created with a check of its list) is not verifiable there.
        assertTrue(verified >= 59, "verified " + verified);
    }

    @Test
    void theOrdersFixesHoldOnTheEngine() {
        assertEquals("verified", pattern("orders", "W2").get("status").asText(), "cancel REMOVEs open_warehouse");
        assertEquals("verified", pattern("orders", "AP6").get("status").asText(), "the index projects order_id");
        assertEquals("verified", pattern("orders", "AP5").get("status").asText(), "between spans the month");
        assertEquals("verified", pattern("catalog", "C8").get("status").asText(), "stock >= :qty compares numbers");
    }

    @Test
    void whatDynaliteLacksIsNotVerifiableWithTheEngineAndTheFeature() {
        String txn = pattern("orders", "W1").get("reason").asText();
        assertTrue(txn.contains("dynalite") && txn.contains("TransactWriteItems"), txn);
        String get = pattern("orders", "AP7").get("reason").asText();
        assertTrue(get.contains("dynalite") && get.contains("TransactGetItems"), get);
        String multi = pattern("leaderboard", "L3").get("reason").asText();
        assertTrue(multi.contains("dynalite") && multi.contains("multi-attribute key of DailyTop"), multi);
        assertEquals("not-verifiable", pattern("catalog", "C4").get("status").asText());
    }

    @Test
    void consumedUnitsEqualPredictedOrTheDifferenceIsExplained() {
        for (JsonNode s : report.get("services")) {
            for (JsonNode p : s.get("patterns")) {
                if (p.get("status").asText().equals("verified")) {
                    assertNotNull(p.get("consumed"), p.toString());
                    assertTrue(p.get("consumed").isObject(), "dynalite reports ConsumedCapacity: " + p);
                }
            }
        }
        List<String> unexplained = LocalEngine.unexplainedUnits(report);
        assertEquals(List.of(), unexplained);
        // a single small item: the engine meters exactly what the model predicts
        assertEquals(pattern("orders", "AP2").get("predicted"), pattern("orders", "AP2").get("consumed"));
        assertEquals(pattern("orders", "AP3").get("predicted"), pattern("orders", "AP3").get("consumed"));
        assertTrue(pattern("orders", "AP1").get("units_note").asText().contains("as the engine metered"));
    }

    @Test
    void theFixtureWithEveryFieldHasNoMismatch() {
        StringWriter out = new StringWriter();
        int code = run(out, new StringWriter(), "verify", "src/test/resources/designs/every-field.yaml", "--endpoint",
                engine.endpoint(), "--engine", "dynalite", "--format", "json");
        assertEquals(0, code, out.toString());
        JsonNode fixture;
        try {
            fixture = new ObjectMapper().readTree(out.toString());
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
        List<String> statuses = new ArrayList<>();
        for (JsonNode p : fixture.get("services").get(0).get("patterns")) {
            statuses.add(p.get("id").asText() + " " + p.get("status").asText());
            assertTrue(!p.get("status").asText().equals("mismatch"), p.toString());
        }
        // W5 renames a note: the update sets title and the index key title_sk = {title}#{note_id} again
        assertTrue(statuses.contains("W5 verified"), statuses.toString());
    }

    @Test
    void markdownAndTextNameEachPattern() {
        StringWriter md = new StringWriter();
        assertEquals(0, run(md, new StringWriter(), "verify", "designs/orders.yaml", "--endpoint", engine.endpoint(),
                "--engine", "dynalite", "--format", "md"));
        assertTrue(md.toString().contains("| AP7 (designs/orders.yaml:"), md.toString());
        StringWriter text = new StringWriter();
        assertEquals(0, run(text, new StringWriter(), "verify", "designs/orders.yaml", "--endpoint", engine.endpoint()));
        assertTrue(text.toString().contains("designs/orders.yaml:140:5: W2 verified"), text.toString());
    }

    @Test
    void anExistingTableIsRefusedAndKeepLeavesTheTables() {
        StringWriter err = new StringWriter();
        String[] args = {"verify", "designs/telemetry.yaml", "--endpoint", engine.endpoint(), "--prefix", "kept-",
                "--keep"};
        assertEquals(0, run(new StringWriter(), err, args));
        StringWriter err2 = new StringWriter();
        assertEquals(2, run(new StringWriter(), err2, args));
        assertTrue(err2.toString().contains("already exists"), err2.toString());
    }

    @Test
    void anUnreachableEndpointIsExitTwoWithOneLine() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        StringWriter err = new StringWriter();
        assertEquals(2, run(new StringWriter(), err, "verify", "designs/orders.yaml", "--endpoint",
                "http://127.0.0.1:" + port, "--timeout", "2"));
        assertEquals(1, err.toString().strip().lines().count(), err.toString());
        assertTrue(err.toString().contains("cannot reach"), err.toString());
    }
}
