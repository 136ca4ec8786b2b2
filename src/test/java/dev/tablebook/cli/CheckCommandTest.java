package dev.tablebook.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablebook.check.RuleMeta;
import dev.tablebook.check.Rules;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return Main.run(new PrintWriter(out), new PrintWriter(err), args);
    }

    private static final String CLEAN = """
            service: shop
            access_patterns:
              - id: AP1
                operation: GetItem
                table: Shop
                key: { pk: "CUSTOMER#{customer_id}", sk: PROFILE }
                returns: Customer
                rps: 10
                authorization: customer_id
            entities:
              Customer:
                attributes:
                  customer_id: { type: S, bytes: 26 }
            tables:
              Shop:
                key: { partition: pk, sort: sk }
                items:
                  Customer: { pk: "CUSTOMER#{customer_id}", sk: PROFILE }
                pitr: true
            """;

    private static Path designs(Path dir, String... namesAndTexts) throws IOException {
        Path designs = Files.createDirectories(dir.resolve("designs"));
        for (int i = 0; i < namesAndTexts.length; i += 2) {
            Files.writeString(designs.resolve(namesAndTexts[i]), namesAndTexts[i + 1]);
        }
        return designs;
    }

    @Test
    void warningsAndInfosDoNotFailTheRun(@TempDir Path dir) throws IOException {
        Path d = designs(dir, "shop.yaml", CLEAN);
        assertEquals(ExitCode.OK, run("check", d.toString()));
        String text = out.toString();
        assertTrue(text.startsWith("shop\n"), text);
        assertTrue(text.contains("/shop.yaml:16:5: info deletion-protection-off table Shop"), text);
        assertTrue(text.strip().endsWith("0 errors, 0 warnings, 1 info"), text);
    }

    @Test
    void anUnacceptedErrorFailsTheRunAndQuietPrintsOnlyIt(@TempDir Path dir) throws IOException {
        Path d = designs(dir, "shop.yaml", CLEAN.replace("operation: GetItem", "operation: Scan")
                .replace("    key: { pk: \"CUSTOMER#{customer_id}\", sk: PROFILE }\n", "    limit: 10\n"));
        assertEquals(ExitCode.FINDINGS, run("check", d.toString(), "--quiet"));
        String text = out.toString();
        assertTrue(text.contains(" error scan-on-read-path AP1 scans table Shop"), text);
        assertTrue(text.contains(" error authz-partition-key AP1 is a Scan"), text);
        assertTrue(!text.contains("deletion-protection-off"), text);
    }

    @Test
    void jsonAndSarifFormats(@TempDir Path dir) throws IOException {
        Path d = designs(dir, "shop.yaml", CLEAN, "broken.yaml", CLEAN.replace("service: shop", "service: broken")
                .replace("rps: 10", "rps: lots"));
        assertEquals(ExitCode.FINDINGS, run("check", d.toString(), "--format", "json"));
        JsonNode json = new ObjectMapper().readTree(out.toString());
        JsonNode first = json.get("findings").get(0);
        assertEquals("input", first.get("rule").asText());
        assertEquals("broken", first.get("service").asText());
        assertEquals(d + "/broken.yaml", first.get("file").asText());
        out.getBuffer().setLength(0);
        assertEquals(ExitCode.FINDINGS, run("check", d.toString(), "--format", "sarif", "--site-url",
                "https://designs.example.com"));
        JsonNode sarif = new ObjectMapper().readTree(out.toString());
        assertEquals("2.1.0", sarif.get("version").asText());
        JsonNode driver = sarif.get("runs").get(0).get("tool").get("driver");
        assertEquals("tablebook", driver.get("name").asText());
        assertEquals("https://designs.example.com/rules/authz-partition-key.html",
                driver.get("rules").get(0).get("helpUri").asText());
    }

    @Test
    void aMissingFolderCannotRun(@TempDir Path dir) {
        assertEquals(ExitCode.CANNOT_RUN, run("check", dir.resolve("nowhere").toString()));
        assertTrue(err.toString().contains("no such design folder or file"), err.toString());
    }

    @Test
    void rulesListsTheCatalog() throws IOException {
        assertEquals(ExitCode.OK, run("rules"));
        String text = out.toString();
        for (RuleMeta m : Rules.catalog()) {
            assertTrue(text.contains(m.id() + " "), m.id());
        }
        out.getBuffer().setLength(0);
        assertEquals(ExitCode.OK, run("rules", "--format", "json"));
        assertEquals(Rules.catalog().size(), new ObjectMapper().readTree(out.toString()).get("rules").size());
    }
}
