package dev.tablebook.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Designs translated from public AWS samples ({@code src/test/resources/verify/samples/}: the
 * bank-payments lab's Workbench model and the employees table of the design-patterns lab, each
 * file citing its repository, path and commit), run on one engine. No pattern is verified on an
 * empty answer: every verified read returns exactly the items computed from the example data,
 * which the report prints. One subclass per engine.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class SampleDesigns {
    static final String DIR = "src/test/resources/verify/samples/";

    private LocalEngine.Running engine;
    private JsonNode report;
    private int exit;
    private JsonNode collisions;

    abstract LocalEngine engine();

    @BeforeAll
    void start() throws Exception {
        engine = engine().start();
        LocalEngine.Verified verified = engine.verify(DIR);
        exit = verified.exit();
        report = verified.report();
        collisions = engine.verify("src/test/resources/verify/collision/").report();
    }

    @AfterAll
    void stop() throws Exception {
        if (engine != null) {
            engine.close();
        }
    }

    private JsonNode pattern(String service, String id) {
        return LocalEngine.pattern(report, service, id);
    }

    private static List<String> texts(JsonNode list) {
        List<String> out = new ArrayList<>();
        list.forEach(n -> out.add(n.asText()));
        return out;
    }

    @Test
    void noMismatchAndNoVerifiedPatternOnAnEmptyAnswer() {
        assertEquals(0, exit, report.toPrettyString());
        int verified = 0;
        for (JsonNode s : report.get("services")) {
            for (JsonNode p : s.get("patterns")) {
                String status = p.get("status").asText();
                assertTrue(status.equals("verified") || status.equals("not-verifiable"), p.toString());
                if (status.equals("not-verifiable")) {
                    assertTrue(p.get("reason").asText().contains(engine().label() + " does not implement"), p.toString());
                    continue;
                }
                verified++;
                JsonNode items = p.get("items");
                assertNotNull(items, p.toString());
                List<String> expected = texts(items.get("expected"));
                List<String> returned = texts(items.get("returned"));
                assertFalse(returned.isEmpty(), "verified on an empty answer: " + p);
                if (items.get("any_of").isNull()) {
                    assertEquals(new HashSet<>(expected), new HashSet<>(returned), p.toString());
                } else {
                    assertTrue(expected.containsAll(returned), p.toString());
                    assertEquals(items.get("any_of").asInt(), returned.size(), p.toString());
                }
            }
        }
        assertEquals(verified, report.get("verified").asInt());
        assertEquals(verified, report.get("proved_by_items").asInt(), "every verified pattern proved by items");
    }

    @Test
    void aScanFilterIsBoundToTheItemsValuesAndItsUnitsCountTheScannedItems() {
        // B5: `#Status = :processed` on a Scan; the old binding was the placeholder's own name ("processed")
        JsonNode b5 = pattern("bank", "B5");
        assertEquals("verified", b5.get("status").asText(), b5.toString());
        List<String> expected = texts(b5.get("items").get("expected"));
        assertTrue(expected.size() >= 2, b5.toString());
        assertEquals(new HashSet<>(expected), new HashSet<>(texts(b5.get("items").get("returned"))));
        if (engine() == LocalEngine.DYNALITE) {
            // the units note counts what the Scan read and was billed for (ScannedCount), not what the filter kept
            String note = b5.get("units_note").asText();
            assertFalse(note.contains("read 0 example items"), note);
            assertFalse(note.contains("read " + expected.size() + " example items"), note);
        }
    }

    @Test
    void betweenBoundsThatNameNoAttributeTakeTheValueAtTheSamePlaceOfTheStoredTemplate() {
        // B3: SCHEDULED#{day_start} .. SCHEDULED#{day_end} against the stored {Status}#{ScheduledTime}
        JsonNode b3 = pattern("bank", "B3");
        assertEquals("verified", b3.get("status").asText(), b3.toString());
        assertFalse(texts(b3.get("items").get("returned")).isEmpty());
        // B2's begins_with "PENDING#" finds the pending payments the key condition asks for
        assertEquals("verified", pattern("bank", "B2").get("status").asText());
    }

    @Test
    void aQueryOnAnIndexWithoutSortKeyExpectsTheSetNotTheOrder() {
        // B4: two transactions share the model's TransactionID; limit 1 on an index with no sort key
        JsonNode b4 = pattern("bank", "B4");
        assertEquals("verified", b4.get("status").asText(), b4.toString());
        assertEquals(1, b4.get("items").get("any_of").asInt(), b4.toString());
        assertEquals(2, b4.get("items").get("expected").size(), b4.toString());
    }

    @Test
    void legsWithACountSendThatManyDistinctItems() {
        JsonNode w2 = pattern("bank", "W2"); // BatchWriteItem, put count 25
        assertEquals("verified", w2.get("status").asText(), w2.toString());
        assertEquals(25, new HashSet<>(texts(w2.get("items").get("expected"))).size(), w2.toString());
        if (engine() == LocalEngine.MOTO) {
            JsonNode w3 = pattern("bank", "W3"); // TransactWriteItems, create count 3
            assertEquals("verified", w3.get("status").asText(), w3.toString());
            assertEquals(3, new HashSet<>(texts(w3.get("items").get("expected"))).size(), w3.toString());
            JsonNode w4 = pattern("bank", "W4"); // TransactWriteItems, update count 3
            assertEquals("verified", w4.get("status").asText(), w4.toString());
            assertEquals(3, new HashSet<>(texts(w4.get("items").get("expected"))).size(), w4.toString());
            assertEquals(0, w4.get("notes").size(), w4.toString());
        }
    }

    @Test
    void everyEmployeeIsAnInstanceOfItsOwn() {
        // E4: managers over GSI_2 ("1"); the employee's whole key is built from partition-level values
        JsonNode e4 = pattern("employees", "E4");
        assertEquals("verified", e4.get("status").asText(), e4.toString());
        assertTrue(e4.get("items").get("expected").size() >= 3, e4.toString());
        Set<String> keys = new HashSet<>(texts(e4.get("items").get("expected")));
        assertEquals(e4.get("items").get("expected").size(), keys.size());
    }

    @Test
    void twoSamplesThatBuildOneKeyAreReported() {
        JsonNode s = collisions.get("services").get(0);
        assertTrue(s.get("engine_notes").toString().contains("two Order items in table Shop build the same primary key"
                + " (pk=CUSTOMER#c-1, sk=ORDER#o-1)"), s.toString());
    }
}
