package dev.tablebook.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import dev.tablebook.render.check.JsonReport;
import dev.tablebook.render.check.RuleCatalog;
import dev.tablebook.render.check.SarifReport;
import dev.tablebook.render.check.TextReport;
import dev.tablebook.model.Pos;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The three check outputs, on a design whose findings cover every shape: accepted, input, ordered. */
class ReportTest {

    private static final String DESIGN = """
            service: orders
            access_patterns:
              - id: AP9
                operation: Scan
                table: Commerce
                limit: 100
                returns: Order
                rps: 1
                authorization: finance-role
              - id: AP1
                operation: Query
                table: Commerce
                key: { pk: "CUSTOMER#{customer_id}" }
                limit: 25
                returns: Order
                rps: 10
            entities:
              Order:
                attributes:
                  customer_id: { type: S, bytes: 26 }
                  order_id: { type: S, bytes: 26 }
            tables:
              Commerce:
                key: { partition: pk, sort: sk }
                items:
                  Order: { pk: "CUSTOMER#{customer_id}", sk: "ORDER#{order_id}" }
                pitr: true
            deviations:
              - rule: scan-on-read-path
                target: AP9
                reason: Nightly export, off-peak.
            """;

    private static List<Finding> findings() {
        List<Finding> out = new ArrayList<>(Fixtures.check(Fixtures.load("designs/orders.yaml", DESIGN)));
        out.add(Checker.inputError("broken", new Pos("designs/broken.yaml", 3, 7), "unknown field `tabel`"));
        return out;
    }

    @Test
    void textGroupsByServiceAndOrdersByCategoryThenPosition() {
        String text = TextReport.render(findings());
        String[] lines = text.split("\n");
        assertEquals("broken", lines[0]);
        assertEquals("designs/broken.yaml:3:7 error input unknown field `tabel`", lines[1]);
        assertEquals("", lines[2]);
        assertEquals("orders", lines[3]);
        List<String> rules = new ArrayList<>();
        for (int i = 4; i < lines.length - 1; i++) {
            rules.add(lines[i].split(" ")[2]);
        }
        assertEquals(List.of("authz-partition-key", "missing-authorization", "scan-on-read-path",
                "deletion-protection-off"), rules, text);
        assertTrue(text.contains("designs/orders.yaml:4:16 error scan-on-read-path AP9 scans table Commerce"), text);
        assertTrue(text.contains("[accepted: Nightly export, off-peak.]"), text);
        assertEquals("3 errors, 1 warning, 1 info (1 accepted)", lines[lines.length - 1]);
    }

    @Test
    void jsonFollowsTheContract() throws Exception {
        JsonNode root = new ObjectMapper().readTree(JsonReport.render(findings()));
        JsonNode list = root.get("findings");
        assertEquals(5, list.size());
        JsonNode input = list.get(0);
        assertEquals("input", input.get("rule").asText());
        assertEquals("broken", input.get("service").asText());
        assertEquals("designs/broken.yaml", input.get("file").asText());
        assertEquals(3, input.get("line").asInt());
        assertEquals(7, input.get("column").asInt());
        assertEquals("rules/input.html", input.get("help").asText());
        assertFalse(input.get("accepted").asBoolean());
        assertFalse(input.has("reason"));
        JsonNode scan = null;
        for (JsonNode f : list) {
            if (f.get("rule").asText().equals("scan-on-read-path")) {
                scan = f;
            }
        }
        assertEquals(List.of("rule", "severity", "service", "file", "line", "column", "target", "message", "help",
                "accepted", "reason"), fieldNames(scan));
        assertEquals("error", scan.get("severity").asText());
        assertEquals("AP9", scan.get("target").asText());
        assertEquals(4, scan.get("line").asInt());
        assertEquals(16, scan.get("column").asInt());
        assertTrue(scan.get("accepted").asBoolean());
        assertEquals("Nightly export, off-peak.", scan.get("reason").asText());
        assertEquals("rules/scan-on-read-path.html", scan.get("help").asText());
    }

    @Test
    void sarifIsValidAgainstTheOfficialSchema() throws Exception {
        String sarif = SarifReport.render(findings(), Rules.catalog(), "0.1.0", "https://designs.example.com/");
        assertEquals(Set.of(), validate(sarif));
        assertEquals(Set.of(), validate(SarifReport.render(findings(), Rules.catalog(), "0.1.0", null)));
        assertEquals(Set.of(), validate(SarifReport.render(List.of(), Rules.catalog(), "0.1.0", null)));
        // The schema is really applied: SARIF knows no level "info".
        assertFalse(validate(sarif.replace("\"level\" : \"note\"", "\"level\" : \"info\"")).isEmpty());
    }

    @Test
    void sarifCarriesRuleMetadataLocationsAndSuppressions() throws Exception {
        JsonNode run = new ObjectMapper().readTree(SarifReport.render(findings(), Rules.catalog(), "0.1.0",
                "https://designs.example.com/")).get("runs").get(0);
        JsonNode rules = run.get("tool").get("driver").get("rules");
        assertEquals(Rules.catalog().size(), rules.size());
        JsonNode authz = rules.get(0);
        assertEquals("authz-partition-key", authz.get("id").asText());
        assertEquals("https://designs.example.com/rules/authz-partition-key.html", authz.get("helpUri").asText());
        assertEquals("error", authz.get("defaultConfiguration").get("level").asText());
        assertFalse(authz.get("fullDescription").get("text").asText().isBlank());
        JsonNode deletion = rules.get(Rules.catalog().indexOf(Rules.meta("deletion-protection-off")));
        assertEquals("note", deletion.get("defaultConfiguration").get("level").asText());
        JsonNode scan = null;
        for (JsonNode r : run.get("results")) {
            if (r.get("ruleId").asText().equals("scan-on-read-path")) {
                scan = r;
            }
        }
        JsonNode loc = scan.get("locations").get(0).get("physicalLocation");
        assertEquals("designs/orders.yaml", loc.get("artifactLocation").get("uri").asText());
        assertEquals(4, loc.get("region").get("startLine").asInt());
        assertEquals(16, loc.get("region").get("startColumn").asInt());
        JsonNode suppression = scan.get("suppressions").get(0);
        assertEquals("accepted", suppression.get("status").asText());
        assertEquals("Nightly export, off-peak.", suppression.get("justification").asText());
        assertEquals(Rules.catalog().indexOf(Rules.meta("scan-on-read-path")), scan.get("ruleIndex").asInt());
    }

    @Test
    void sarifUrisAreRelativeReferencesOrFileUris() throws Exception {
        Finding f = Checker.inputError("x", new Pos("/tmp/my designs/x.yaml", 1, 1), "bad");
        JsonNode r = new ObjectMapper().readTree(SarifReport.render(List.of(f), Rules.catalog(), "1", null))
                .get("runs").get(0).get("results").get(0);
        assertEquals("file:///tmp/my%20designs/x.yaml", r.get("locations").get(0).get("physicalLocation")
                .get("artifactLocation").get("uri").asText());
    }

    @Test
    void ruleCatalogListsEveryRuleWithSeverityAndSummary() throws Exception {
        String text = RuleCatalog.text(Rules.catalog());
        for (RuleMeta m : Rules.catalog()) {
            assertTrue(text.lines().anyMatch(l -> l.startsWith(m.id() + " ") && l.contains(m.severity().label())
                    && l.endsWith(m.summary())), m.id());
        }
        JsonNode json = new ObjectMapper().readTree(RuleCatalog.json(Rules.catalog()));
        assertEquals(Rules.catalog().size(), json.get("rules").size());
        assertEquals("authorization", json.get("rules").get(0).get("category").asText());
    }

    private static List<String> fieldNames(JsonNode n) {
        List<String> out = new ArrayList<>();
        n.fieldNames().forEachRemaining(out::add);
        return out;
    }

    private static Set<ValidationMessage> validate(String sarif) throws Exception {
        JsonSchemaFactory factory = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4);
        try (InputStream in = Files.newInputStream(Path.of("src/test/resources/sarif/sarif-schema-2.1.0.json"))) {
            JsonSchema schema = factory.getSchema(in);
            return schema.validate(new ObjectMapper().readTree(sarif));
        }
    }
}
