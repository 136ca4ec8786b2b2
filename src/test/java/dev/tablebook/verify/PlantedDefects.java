package dev.tablebook.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Designs with one planted defect each ({@code src/test/resources/verify/planted/}), run on one
 * engine: each ends {@code mismatch} at the pattern at fault, with the reason {@code expected.csv}
 * gives. A row for an operation the engine lacks (a transaction on dynalite) must end
 * {@code not-verifiable} with the engine's name instead: never a silent pass. One subclass per engine.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class PlantedDefects {
    static final String DIR = "src/test/resources/verify/planted/";

    /** A row of expected.csv: the design, the pattern, its line, what the reason says, and whether dynalite can run it. */
    record Expected(String service, String id, int line, String what, boolean onDynalite) {
        @Override
        public String toString() {
            return service + ": " + id;
        }
    }

    private LocalEngine.Running engine;
    private JsonNode report;
    private int exit;

    abstract LocalEngine engine();

    @BeforeAll
    void start() throws Exception {
        engine = engine().start();
        LocalEngine.Verified verified = engine.verify(DIR);
        exit = verified.exit();
        report = verified.report();
    }

    @AfterAll
    void stop() throws Exception {
        if (engine != null) {
            engine.close();
        }
    }

    static Stream<Expected> expected() {
        try {
            List<Expected> out = new ArrayList<>();
            for (String line : Files.readAllLines(Path.of(DIR, "expected.csv"))) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\\|");
                out.add(new Expected(f[0].trim(), f[1].trim(), Integer.parseInt(f[2].trim()), f[3].trim(),
                        f[4].trim().equals("both")));
            }
            return out.stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("expected")
    void eachPlantedDefectIsAMismatchAtItsPattern(Expected e) {
        assertEquals(1, exit);
        JsonNode service = null;
        for (JsonNode s : report.get("services")) {
            if (s.get("service").asText().equals(e.service())) {
                service = s;
            }
        }
        assertTrue(service != null, "no service " + e.service() + " in " + report.toPrettyString());
        if (engine() == LocalEngine.DYNALITE && !e.onDynalite()) {
            for (JsonNode p : service.get("patterns")) {
                if (p.get("id").asText().equals(e.id())) {
                    assertEquals("not-verifiable", p.get("status").asText(), p.toString());
                    assertTrue(p.get("reason").asText().contains("dynalite does not implement"), p.toString());
                    return;
                }
            }
            throw new AssertionError("no pattern " + e.id() + " in " + service);
        }
        JsonNode found = null;
        for (JsonNode p : service.get("patterns")) {
            if (p.get("status").asText().equals("mismatch")) {
                assertEquals(null, found, "one mismatch only in " + e.service() + ": " + service);
                found = p;
            }
        }
        assertTrue(found != null, "no mismatch in " + e.service() + ": " + service.toPrettyString());
        assertEquals(e.id(), found.get("id").asText());
        assertEquals(DIR + e.service() + ".yaml", found.get("file").asText());
        assertEquals(e.line(), found.get("line").asInt());
        assertEquals(5, found.get("column").asInt());
        assertTrue(found.get("reason").asText().contains(e.what()), found.get("reason").asText());
    }
}
