package dev.tablebook.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --pricing FILE}, repeatable: each sheet is the sheet of the region it states, for the
 * designs and their Global Tables replicas (src/test/resources/pricing/global-scores.yaml: Scores
 * in us-east-1 with a replica in eu-west-1, 100 replicated write units/s at peak).
 */
class PricingOptionsTest {
    static final Path DESIGN = Path.of("src/test/resources/pricing/global-scores.yaml");
    static final Path EU_SHEET = Path.of("src/test/resources/pricing/eu-west-1-test.yaml");
    static final double MONTH = 2_592_000;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        return Main.run(new PrintWriter(out), new PrintWriter(err), args);
    }

    private JsonNode json() throws Exception {
        return new ObjectMapper().readTree(out.toString()).at("/services/0");
    }

    private static JsonNode line(JsonNode service, String kind) {
        for (JsonNode l : service.get("line_items")) {
            if (l.get("kind").asText().equals(kind)) {
                return l;
            }
        }
        throw new AssertionError("no line " + kind);
    }

    @Test
    void aSheetForTheReplicaRegionPricesItsLinesAndLeavesTheHomeRegionAlone() throws Exception {
        assertEquals(ExitCode.OK, run("cost", DESIGN.toString(), "--format", "json"), err.toString());
        JsonNode builtIn = json();
        JsonNode fallback = line(builtIn, "replicated-writes");
        assertEquals(100 * MONTH * 0.625e-6, fallback.get("monthly_peak").asDouble(), 1e-9, "at us-east-1's price");
        assertEquals("us-east-1", fallback.at("/sheet/region").asText());
        assertTrue(builtIn.get("guesses").findValuesAsText("detail").stream()
                .anyMatch(d -> d.startsWith("eu-west-1 replica priced at the us-east-1 sheet: no sheet for eu-west-1")));

        assertEquals(ExitCode.OK, run("cost", DESIGN.toString(), "--format", "json", "--pricing", EU_SHEET.toString()),
                err.toString());
        JsonNode priced = json();
        JsonNode writes = line(priced, "replicated-writes");
        assertEquals(100 * MONTH * 0.70e-6, writes.get("monthly_peak").asDouble(), 1e-9, "at eu-west-1's price");
        assertEquals("eu-west-1", writes.get("region").asText());
        assertEquals("test sheet for eu-west-1", writes.at("/sheet/source").asText());
        assertEquals("2026-10-15", writes.at("/sheet/date").asText());
        assertEquals(EU_SHEET.toString(), writes.at("/sheet/origin").asText());
        assertEquals("us-east-1", priced.at("/pricing/region").asText(), "the design keeps its region's sheet");
        assertEquals(builtIn.at("/cost/on_demand/peak/requests").asDouble(),
                priced.at("/cost/on_demand/peak/requests").asDouble(), 0, "the home region's requests do not move");
        assertTrue(priced.get("guesses").findValuesAsText("detail").stream().noneMatch(d -> d.contains("replica priced")));
    }

    @Test
    void repeatedSheetsEachPriceTheirRegion(@TempDir Path dir) throws Exception {
        // A us-east-1 sheet with storage at twice the built-in price, beside the eu-west-1 sheet.
        Path us = Files.writeString(dir.resolve("us.yaml"), Files.readString(Path.of("src/main/resources/pricing/us-east-1.yaml"))
                .replaceFirst("storage\\.gb_month: +\\{ usd: 0\\.25 }", "storage.gb_month: { usd: 0.50 }"));
        assertTrue(Files.readString(us).contains("{ usd: 0.50 }"), "the test sheet changed the storage price");
        assertEquals(ExitCode.OK, run("cost", DESIGN.toString(), "--format", "json"));
        double storage = json().at("/cost/on_demand/peak/storage").asDouble();
        assertEquals(ExitCode.OK, run("cost", DESIGN.toString(), "--format", "json", "--pricing", us.toString(),
                "--pricing", EU_SHEET.toString()), err.toString());
        JsonNode both = json();
        assertEquals(2 * storage, both.at("/cost/on_demand/peak/storage").asDouble(), 1e-9);
        assertEquals(us.toString(), both.at("/pricing/origin").asText());
        JsonNode replicaStorage = line(both, "replica-storage");
        assertEquals(storage / 0.25 * 0.283, replicaStorage.get("monthly_peak").asDouble(), 1e-9,
                "the replica's storage at eu-west-1's $0.283, not the doubled us-east-1 price");
    }

    @Test
    void anImportedSheetWithoutTheReplicatedWritePriceLeavesItNotPriced(@TempDir Path dir) throws Exception {
        Path eu = dir.resolve("eu-west-1.yaml");
        assertEquals(ExitCode.OK, run("pricing", "import", PricingCommandTest.OFFER.toString(), "--region", "eu-west-1",
                "--out", eu.toString()), err.toString());
        assertEquals(ExitCode.OK, run("cost", DESIGN.toString(), "--format", "json", "--pricing", eu.toString()),
                err.toString());
        JsonNode s = json();
        JsonNode writes = line(s, "replicated-writes");
        assertTrue(writes.get("monthly_peak").isNull(), "not priced, never $0");
        assertEquals(false, writes.get("priced").asBoolean());
        assertTrue(s.get("not_priced").findValuesAsText("reason").contains("the eu-west-1 price sheet (" + eu
                + ") has no `global_tables.replicated_write_request_units`"), s.get("not_priced").toString());
        assertEquals("us-east-1", s.at("/pricing/region").asText());
    }

    @Test
    void brokenDuplicateOrMissingSheetsCannotRun(@TempDir Path dir) throws Exception {
        Path broken = Files.writeString(dir.resolve("broken.yaml"), "region: eu-west-2\nsource: x\ndate: 2026-01-01\n"
                + "prices:\n  storage.gb_mnth: { usd: 0.29 }\n");
        assertEquals(ExitCode.CANNOT_RUN, run("cost", DESIGN.toString(), "--pricing", EU_SHEET.toString(), "--pricing",
                broken.toString()));
        assertEquals(broken + ":5:3: error input unknown price `storage.gb_mnth`; did you mean `storage.gb_month`?",
                err.toString().strip());

        Path again = Files.copy(EU_SHEET, dir.resolve("again.yaml"));
        assertEquals(ExitCode.CANNOT_RUN, run("cost", DESIGN.toString(), "--pricing", EU_SHEET.toString(), "--pricing",
                again.toString()));
        assertEquals("tablebook: " + again + ": a second price sheet for region eu-west-1 (the first is " + EU_SHEET
                + "); give one --pricing FILE per region", err.toString().strip());

        assertEquals(ExitCode.CANNOT_RUN, run("cost", DESIGN.toString(), "--pricing", EU_SHEET.toString(), "--pricing",
                dir.resolve("none.yaml").toString()));
        assertTrue(err.toString().contains("no such price sheet: " + dir.resolve("none.yaml")), err.toString());

        Path paris = Files.writeString(dir.resolve("paris.yaml"), "region: eu-west-3\nsource: x\ndate: 2026-01-01\nprices: {}\n");
        assertEquals(ExitCode.CANNOT_RUN, run("cost", DESIGN.toString(), "--region", "ap-south-1", "--pricing",
                EU_SHEET.toString(), "--pricing", paris.toString()));
        assertEquals("tablebook: no price sheet for region ap-south-1; available: eu-west-1, eu-west-3, us-east-1 (or give"
                + " one with --pricing FILE)", err.toString().strip());
        // --region with a sheet among those given: the design is priced there.
        assertEquals(ExitCode.OK, run("cost", DESIGN.toString(), "--format", "json", "--region", "eu-west-3", "--pricing",
                EU_SHEET.toString(), "--pricing", paris.toString()), err.toString());
        assertEquals(paris.toString(), json().at("/pricing/origin").asText());
    }
}
