package dev.tablebook.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablebook.imports.ImportedDesign;
import dev.tablebook.imports.Importer;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.DesignSource;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import dev.tablebook.render.workbench.WorkbenchJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Import and export are inverse where the formats overlap: a Workbench model imported, exported
 * and imported again gives the same design; a design exported, imported and exported again gives
 * the same Workbench JSON, byte for byte.
 */
class WorkbenchRoundTripTest {
    private static final Path MODELS = Path.of("src/test/resources/workbench");
    private static final String DAY = "2026-01-15";

    private static ImportedDesign importText(String file, String json) {
        Importer.Outcome o = new Importer(DAY).read(new DesignSource(file, json.getBytes(StandardCharsets.UTF_8)), null);
        assertEquals(List.of(), o.errors(), file);
        return o.designs().get(0);
    }

    private static Design load(String yaml) {
        LoadResult r = new DesignLoader().loadText("designs/x.yaml", yaml);
        assertEquals(List.of(), r.errors(), yaml);
        return r.designs().get(0);
    }

    private static String export(Design d) {
        return WorkbenchJson.write(WorkbenchExport.of(d, DAY).model());
    }

    /** The design without its comments and without the lines that name the file and format version it came from. */
    private static String design(String yaml) {
        return yaml.lines().filter(l -> !l.stripLeading().startsWith("#"))
                .map(l -> l.replaceAll("\\s+#.*$", ""))
                .filter(l -> !l.startsWith("  file: ") && !l.startsWith("  version: "))
                .collect(Collectors.joining("\n"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"game-v3.json", "bookstore-v2-schema.json", "tickets-v2.json", "music-v1.json"})
    void importExportImportGivesTheSameDesign(String name) throws IOException {
        ImportedDesign first = importText("models/" + name, Files.readString(MODELS.resolve(name)));
        String exported = export(load(first.yaml()));
        ImportedDesign second = importText("models/exported.json", exported);
        assertEquals(design(first.yaml()), design(second.yaml()));
        assertEquals(first.service(), second.service());
    }

    @ParameterizedTest
    @ValueSource(strings = {"orders.yaml", "taskboard.yaml", "telemetry.yaml", "leaderboard.yaml", "catalog.yaml"})
    void exportImportExportGivesTheSameJson(String name) throws IOException {
        Design original = new DesignLoader().load(List.of(Path.of("designs", name))).designs().get(0);
        String first = export(original);
        ImportedDesign imported = importText("models/" + name.replace(".yaml", ".json"), first);
        String second = export(load(imported.yaml()));
        assertEquals(first, second);
    }

    @Test
    void theExportIsAVersion3ModelWithAFacetPerEntity() throws IOException {
        Design orders = new DesignLoader().load(List.of(Path.of("designs/orders.yaml"))).designs().get(0);
        JsonNode model = new ObjectMapper().readTree(export(orders));
        assertEquals("3.0", model.at("/ModelMetadata/Version").asText());
        assertEquals("Amazon DynamoDB", model.at("/ModelMetadata/AWSService").asText());
        JsonNode commerce = model.get("DataModel").get(0);
        assertEquals("Commerce", commerce.get("TableName").asText());
        assertEquals("pk", commerce.at("/KeyAttributes/PartitionKey/AttributeName").asText());
        List<String> facets = commerce.get("TableFacets").findValuesAsText("FacetName");
        assertEquals(List.copyOf(orders.tables().get("Commerce").items().keySet()), facets);
        JsonNode order = commerce.get("TableFacets").get(facets.indexOf("Order"));
        assertEquals(WorkbenchExport.alias(orders.tables().get("Commerce"), orders.entities().get("Order"), "sk"),
                order.at("/KeyAttributeAlias/SortKeyAlias").asText());
        assertTrue(order.at("/KeyAttributeAlias/PartitionKeyAlias").asText().contains("${customer_id}"));
        assertFalse(order.get("TableData").isEmpty(), "generated example items where the design has no samples");
        assertEquals("PAY_PER_REQUEST", commerce.get("BillingMode").asText());
        JsonNode item = order.get("TableData").get(0);
        assertTrue(item.get("pk").has("S"), "items are DynamoDB JSON");
    }

    @Test
    void provisionedCapacityAndAutoScalingGoIntoTheModel() throws IOException {
        Design telemetry = new DesignLoader().load(List.of(Path.of("designs/telemetry.yaml"))).designs().get(0);
        WorkbenchExport.Result result = WorkbenchExport.of(telemetry, DAY);
        JsonNode model = new ObjectMapper().readTree(WorkbenchJson.write(result.model()));
        JsonNode readings = model.get("DataModel").get(0);
        assertEquals("PROVISIONED", readings.get("BillingMode").asText());
        JsonNode s = readings.get("ProvisionedCapacitySettings");
        assertEquals(400, s.at("/ProvisionedThroughput/ReadCapacityUnits").asLong());
        assertEquals(2400, s.at("/ProvisionedThroughput/WriteCapacityUnits").asLong());
        assertEquals(100, s.at("/AutoScalingWrite/ScalableTargetRequest/MinCapacity").asLong());
        assertEquals(4000, s.at("/AutoScalingWrite/ScalableTargetRequest/MaxCapacity").asLong());
        assertEquals(70, s.at("/AutoScalingRead/ScalingPolicyConfiguration/TargetValue").asLong());
        boolean any = false;
        for (JsonNode t : model.get("DataModel")) {
            any |= t.get("BillingMode").asText().equals("PROVISIONED") && !t.has("ProvisionedCapacitySettings");
        }
        assertTrue(any, "a provisioned table whose units tablebook sizes has no stated throughput to write");
        assertTrue(result.notes().stream().anyMatch(n -> n.contains("reserved capacity left out")), result.notes()::toString);
    }
}
