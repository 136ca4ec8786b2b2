package dev.tablebook.render;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.tablebook.cli.Main;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.model.Design;
import dev.tablebook.model.Table;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each planted difference in the example orders design's table Commerce — key type, projection,
 * TTL attribute, stream view, PITR, billing mode, a GSI added, a GSI removed — is found in a
 * CloudFormation template (which cfn-lint passes) and in a CDK cloud assembly synthesized from a
 * JavaScript app with aws-cdk-lib, and classed as {@code diff} classes it; the table as designed
 * drifts by nothing in both, as a CDK TableV2 too (a global table resource in one Region). Each
 * planted table has its own name prefix, so that one template and one synthesis hold them all.
 */
class PlantedDriftTest {
    static Design orders;
    static Table commerce;

    @BeforeAll
    static void load() {
        if (orders != null) {
            return;
        }
        orders = new DesignLoader().load(List.of(Path.of("designs/orders.yaml"))).designs().get(0);
        commerce = orders.tables().get("Commerce");
    }

    /** A planted difference and the one difference drift must report for it (field null: an index added or removed). */
    enum Plant {
        NONE(null, null, null, null),
        KEYTYPE("Commerce", "changed", "types.sk", "table-migration"),
        PROJECTION("Commerce/OpenOrdersByWarehouse", "changed", "projection", "index-rebuild"),
        TTL("Commerce", "changed", "ttl", "code-only"),
        STREAM("Commerce", "changed", "streams", "stream-replace"),
        PITR("Commerce", "changed", "pitr", "code-only"),
        BILLING("Commerce", "changed", "capacity", "code-only"),
        GSIADDED("Commerce/BySk", "deployed-only", null, "code-only"),
        GSIREMOVED("Commerce/OpenOrdersByWarehouse", "designed-only", null, "new-index");

        final String name;
        final String kind;
        final String field;
        final String shipping;

        Plant(String name, String kind, String field, String shipping) {
            this.name = name;
            this.kind = kind;
            this.field = field;
            this.shipping = shipping;
        }

        String prefix() {
            return name().toLowerCase(java.util.Locale.ROOT) + "-";
        }
    }

    static JsonNode drift(String... args) throws IOException {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        List<String> all = new ArrayList<>(List.of("drift", "designs/orders.yaml", "--format", "json"));
        all.addAll(List.of(args));
        int exit = Main.run(new PrintWriter(out), new PrintWriter(err), all.toArray(String[]::new));
        assertEquals("", err.toString());
        JsonNode report = new ObjectMapper().readTree(out.toString());
        assertEquals(report.at("/summary/differences").asInt() > 0 || report.at("/summary/problems").asInt() > 0 ? 1 : 0,
                exit, out.toString());
        return report;
    }

    /** The one table of the report, and that exactly the planted difference is found, classed right. */
    static JsonNode assertPlanted(JsonNode report, Plant plant, String matchedBy) {
        JsonNode table = report.at("/services/0/tables/0");
        assertEquals("Commerce", table.get("table").asText());
        assertEquals(matchedBy, table.get("matched_by").asText(), plant + ": " + table);
        assertEquals(0, report.at("/summary/problems").asInt(), report.toString());
        JsonNode diffs = table.get("differences");
        if (plant == Plant.NONE) {
            assertEquals(0, diffs.size(), plant + " drifts by nothing: " + diffs);
            assertEquals("matches", table.get("status").asText());
            return null;
        }
        assertEquals(1, diffs.size(), plant + ": " + diffs);
        JsonNode d = diffs.get(0);
        assertEquals(plant.name, d.get("name").asText(), plant + ": " + d);
        assertEquals(plant.kind, d.get("kind").asText(), plant + ": " + d);
        assertEquals(plant.field, d.get("field").isNull() ? null : d.get("field").asText(), plant + ": " + d);
        assertEquals(plant.shipping, d.get("shipping").asText(), plant + ": " + d);
        assertEquals("differs", table.get("status").asText());
        switch (plant) {
            case KEYTYPE -> {
                assertEquals("S", d.get("designed").asText());
                assertEquals("N", d.get("deployed").asText());
                assertTrue(d.get("monthly_delta").isNull() && d.get("not_priced").asText().contains("key"), d.toString());
                assertTrue(d.get("migration").size() > 3, "a table migration has its steps: " + d);
            }
            case PROJECTION -> {
                assertEquals("INCLUDE [order_id]", d.get("designed").asText());
                assertEquals("ALL", d.get("deployed").asText());
                assertTrue(d.get("monthly_delta").asDouble() > 0, "an ALL projection stores more: " + d);
            }
            case TTL -> assertEquals("expires_at", d.get("deployed").asText());
            case STREAM -> assertEquals("NEW_AND_OLD_IMAGES", d.get("deployed").asText());
            case PITR -> {
                assertEquals("35 days", d.get("designed").asText());
                assertEquals("false", d.get("deployed").asText());
                assertTrue(d.get("monthly_delta").asDouble() < 0, "without PITR the table costs less: " + d);
            }
            case BILLING -> {
                assertEquals("on-demand", d.get("designed").asText());
                assertTrue(d.get("deployed").asText().startsWith("provisioned"), d.toString());
                assertNotNull(d.get("monthly_delta").numberValue(), "the capacity plan prices both modes: " + d);
            }
            case GSIADDED -> assertTrue(d.get("monthly_delta").asDouble() >= 0, d.toString());
            case GSIREMOVED -> assertTrue(d.get("not_priced").asText().contains("read"), d.toString());
            default -> {
            }
        }
        return d;
    }

    // ---- CloudFormation ---------------------------------------------------------------------

    /** The site's template of Commerce with one difference planted. */
    static ObjectNode plantedTemplate(Plant plant) {
        ObjectNode template = CloudFormation.template(commerce);
        ObjectNode resources = (ObjectNode) template.get("Resources");
        ObjectNode resource = (ObjectNode) resources.elements().next();
        ObjectNode p = (ObjectNode) resource.get("Properties");
        p.put("TableName", plant.prefix() + "Commerce");
        ArrayNode defs = (ArrayNode) p.get("AttributeDefinitions");
        ArrayNode gsis = (ArrayNode) p.get("GlobalSecondaryIndexes");
        switch (plant) {
            case KEYTYPE -> defs.forEach(d -> {
                if (d.get("AttributeName").asText().equals("sk")) {
                    ((ObjectNode) d).put("AttributeType", "N");
                }
            });
            case PROJECTION -> ((ObjectNode) gsis.get(0)).putObject("Projection").put("ProjectionType", "ALL");
            case TTL -> p.putObject("TimeToLiveSpecification").put("AttributeName", "expires_at").put("Enabled", true);
            case STREAM -> p.putObject("StreamSpecification").put("StreamViewType", "NEW_AND_OLD_IMAGES");
            case PITR -> p.putObject("PointInTimeRecoverySpecification").put("PointInTimeRecoveryEnabled", false);
            case BILLING -> {
                p.put("BillingMode", "PROVISIONED");
                p.putObject("ProvisionedThroughput").put("ReadCapacityUnits", 5).put("WriteCapacityUnits", 5);
                ((ObjectNode) gsis.get(0)).putObject("ProvisionedThroughput").put("ReadCapacityUnits", 5)
                        .put("WriteCapacityUnits", 5);
            }
            case GSIADDED -> {
                ObjectNode g = gsis.addObject();
                g.put("IndexName", "BySk");
                g.putArray("KeySchema").addObject().put("AttributeName", "sk").put("KeyType", "HASH");
                g.putObject("Projection").put("ProjectionType", "KEYS_ONLY");
            }
            case GSIREMOVED -> {
                p.remove("GlobalSecondaryIndexes");
                List<JsonNode> keep = new ArrayList<>();
                defs.forEach(d -> {
                    if (List.of("pk", "sk").contains(d.get("AttributeName").asText())) {
                        keep.add(d);
                    }
                });
                defs.removeAll();
                defs.addAll(keep);
            }
            default -> {
            }
        }
        return template;
    }

    @Test
    void everyPlantedDifferenceIsFoundInATemplateThatCfnLintPasses(@TempDir Path dir) throws Exception {
        ObjectNode all = new ObjectMapper().createObjectNode();
        all.put("AWSTemplateFormatVersion", "2010-09-09");
        ObjectNode resources = all.putObject("Resources");
        for (Plant plant : Plant.values()) {
            ObjectNode t = plantedTemplate(plant);
            t.get("Resources").fields().forEachRemaining(e -> resources.set(
                    plant.name().charAt(0) + plant.name().substring(1).toLowerCase(java.util.Locale.ROOT) + e.getKey(),
                    e.getValue()));
        }
        Path file = dir.resolve("planted.yaml");
        Files.writeString(file, new YAMLMapper().writeValueAsString(all));
        CfnLintTest.Lint lint = CfnLintTest.cfnLint(List.of(file));
        assertEquals("", lint.output(), "cfn-lint on " + file);
        assertEquals(0, lint.exit());
        for (Plant plant : Plant.values()) {
            JsonNode report = drift("--against", file.toString(), "--prefix", plant.prefix());
            assertPlanted(report, plant, "name");
            assertEquals(Plant.values().length - 1, report.at("/summary/undesigned").asInt(), "the other plants");
        }
        // without a prefix no table has the designed name: matched by none (the logical ids carry the plant's name)
        JsonNode none = drift("--against", file.toString());
        assertEquals("not-deployed", none.at("/services/0/tables/0/status").asText());
    }

    // ---- CDK --------------------------------------------------------------------------------

    static final Path CDK = Path.of(".ci/cdk/node_modules");

    /** The CDK app's spec of Commerce (as designed, then with the plant), named by the plant's prefix. */
    static ObjectNode cdkTable(ObjectMapper json, Plant plant, boolean v2) {
        ObjectNode t = json.createObjectNode();
        t.put("id", (v2 ? "V2" : plant.name()) + "Commerce");
        if (plant != Plant.NONE || v2) {
            t.put("tableName", (v2 ? "v2-" : plant.prefix()) + "Commerce");
        } else {
            t.put("id", "Commerce"); // no table name: matched by its construct path, Orders/Commerce/Resource
        }
        t.put("v2", v2);
        t.putObject("partition").put("name", "pk").put("type", "S");
        t.putObject("sort").put("name", "sk").put("type", plant == Plant.KEYTYPE ? "N" : "S");
        if (plant != Plant.GSIREMOVED) {
            ObjectNode g = t.putArray("gsis").addObject();
            g.put("name", "OpenOrdersByWarehouse");
            g.putObject("partition").put("name", "open_warehouse").put("type", "S");
            g.putObject("sort").put("name", "created_at").put("type",
                    commerce.keyType("created_at").name());
            if (plant == Plant.PROJECTION) {
                g.put("projection", "ALL");
            } else {
                g.put("projection", "INCLUDE");
                g.putArray("include").add("order_id");
            }
            if (plant == Plant.GSIADDED) {
                ObjectNode b = ((ArrayNode) t.get("gsis")).addObject();
                b.put("name", "BySk");
                b.putObject("partition").put("name", "sk").put("type", "S");
                b.put("projection", "KEYS_ONLY");
            }
        }
        t.put("stream", plant == Plant.STREAM ? "NEW_AND_OLD_IMAGES" : "NEW_IMAGE");
        if (plant == Plant.TTL) {
            t.put("ttl", "expires_at");
        }
        if (plant != Plant.PITR) {
            t.put("pitr", 35);
        }
        if (plant == Plant.BILLING) {
            t.putObject("provisioned").put("read", 5).put("write", 5);
        }
        t.put("deletionProtection", true);
        t.put("encryption", "aws-managed");
        return t;
    }

    @Test
    void everyPlantedDifferenceIsFoundInASynthesizedCdkAssembly(@TempDir Path dir) throws Exception {
        assertTrue(Files.isDirectory(CDK.resolve("aws-cdk-lib")), "aws-cdk-lib is not installed in " + CDK
                + ": run `./tablebook-test`, which installs it there");
        ObjectMapper json = new ObjectMapper();
        ObjectNode spec = json.createObjectNode();
        spec.put("stack", "Orders");
        spec.put("region", orders.region());
        ArrayNode tables = spec.putArray("tables");
        for (Plant plant : Plant.values()) {
            tables.add(cdkTable(json, plant, false));
        }
        tables.add(cdkTable(json, Plant.NONE, true));
        Path specFile = dir.resolve("spec.json");
        Files.writeString(specFile, spec.toString());
        Path out = dir.resolve("cdk.out");
        ProcessBuilder pb = new ProcessBuilder("node", Path.of("src/test/resources/drift/cdk/app.js").toAbsolutePath().toString(),
                specFile.toString(), out.toString()).redirectErrorStream(true);
        pb.environment().put("NODE_PATH", CDK.toAbsolutePath().toString());
        Process p = pb.start();
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(180, TimeUnit.SECONDS), "cdk synth finished");
        assertEquals(0, p.exitValue(), said);
        assertTrue(Files.isRegularFile(out.resolve("manifest.json")), said);
        for (Plant plant : Plant.values()) {
            if (plant == Plant.NONE) {
                assertPlanted(drift("--against", out.toString(), "--prefix", "none-"), plant, "construct path");
                continue;
            }
            assertPlanted(drift("--against", out.toString(), "--prefix", plant.prefix()), plant, "name");
        }
        // a TableV2 is an AWS::DynamoDB::GlobalTable in one Region: not a replica difference
        JsonNode v2 = drift("--against", out.toString(), "--prefix", "v2-");
        assertPlanted(v2, Plant.NONE, "name");
        assertTrue(v2.at("/services/0/tables/0/notes").toString().contains("single-Region"), v2.toString());
        assertEquals("Orders/V2Commerce/Resource", v2.at("/services/0/tables/0/deployed/construct_path").asText());
        assertNull(null);
    }
}
