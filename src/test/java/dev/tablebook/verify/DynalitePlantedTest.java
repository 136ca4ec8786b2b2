package dev.tablebook.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Designs with one planted defect each: on dynalite, each ends `mismatch` at the pattern at fault. */
class DynalitePlantedTest {
    private static final String DIR = "src/test/resources/verify/planted/";
    private static LocalEngine.Running engine;
    private static JsonNode report;
    private static int exit;

    @BeforeAll
    static void start() throws Exception {
        engine = LocalEngine.DYNALITE.start();
        LocalEngine.Verified verified = engine.verify(DIR);
        exit = verified.exit();
        report = verified.report();
    }

    @AfterAll
    static void stop() throws Exception {
        if (engine != null) {
            engine.close();
        }
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "sparse-leftover     | W1 | 12 | still holds `open_warehouse`",
        "missing-projection  | Q1 | 3  | projected attribute `order_id` is missing from 3 of 3 returned items: index OpenByWarehouse does not project it",
        "cross-tenant        | Q1 | 3  | returned items of another tenant_id",
        "unbuildable-get     | G1 | 3  | GetItem found nothing",
        "unguarded-create    | W1 | 3  | repeating the call succeeded",
        "colliding-templates | Q1 | 3  | no Product item survives: its key template collides",
        "shard-out-of-range  | W1 | 3  | is written under `shard` = 7, not one of the 4 shard numbers 0 to 3",
    })
    void eachPlantedDefectIsAMismatchAtItsPattern(String service, String id, int line, String what) {
        assertEquals(1, exit);
        JsonNode found = null;
        for (JsonNode s : report.get("services")) {
            if (s.get("service").asText().equals(service)) {
                for (JsonNode p : s.get("patterns")) {
                    if (p.get("status").asText().equals("mismatch")) {
                        assertEquals(null, found, "one mismatch only in " + service + ": " + s);
                        found = p;
                    }
                }
            }
        }
        assertTrue(found != null, "no mismatch in " + service + ": " + report.toPrettyString());
        assertEquals(id, found.get("id").asText());
        assertEquals(DIR + service + ".yaml", found.get("file").asText());
        assertEquals(line, found.get("line").asInt());
        assertEquals(5, found.get("column").asInt());
        assertTrue(found.get("reason").asText().contains(what), found.get("reason").asText());
    }
}
