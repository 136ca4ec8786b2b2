package dev.tablebook.render.drift;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import dev.tablebook.cli.Main;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code drift --format sarif}: a difference is a result on the design line with the template line
 * as its related location; a deployed table no design holds is a result on its template line; an
 * endpoint's problem, which stands in no file, a tool execution notification. The log satisfies the
 * SARIF 2.1.0 schema and Microsoft's SARIF multitool (its SARIF and GitHub rules), as check's does.
 */
class DriftSarifTest {
    static final Path MULTITOOL = Path.of(".ci/tools/node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool");
    static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void differencesOnTheDesignLineWithTheTemplateLineRelatedAndTheMultitoolReportsNothing(@TempDir Path dir)
            throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        StringWriter out = new StringWriter();
        int exit = Main.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "drift",
                "src/test/resources/drift/designs/books.yaml", "--against",
                "src/test/resources/drift/samples/DynamoDB_Secondary_Indexes.json",
                "src/test/resources/drift/samples/lambda-dynamodb.yaml", "http://127.0.0.1:" + port, "--timeout", "2",
                "--parameter", "ReadCapacityUnits=20", "--format", "sarif", "--site-url", "https://designs.example.com/");
        assertEquals(1, exit);
        JsonNode sarif = JSON.readTree(out.toString());
        assertEquals(Set.of(), validate(out.toString()));
        JsonNode results = sarif.at("/runs/0/results");
        JsonNode diff = results.get(0);
        assertEquals("drift", diff.get("ruleId").asText());
        assertEquals("error", diff.get("level").asText());
        assertEquals("src/test/resources/drift/designs/books.yaml",
                diff.at("/locations/0/physicalLocation/artifactLocation/uri").asText());
        assertEquals(46, diff.at("/locations/0/physicalLocation/region/startLine").asInt());
        assertEquals("src/test/resources/drift/samples/DynamoDB_Secondary_Indexes.json",
                diff.at("/relatedLocations/0/physicalLocation/artifactLocation/uri").asText());
        assertEquals(53, diff.at("/relatedLocations/0/physicalLocation/region/startLine").asInt());
        JsonNode undesigned = results.get(1);
        assertEquals("drift-undesigned", undesigned.get("ruleId").asText());
        assertEquals("src/test/resources/drift/samples/lambda-dynamodb.yaml",
                undesigned.at("/locations/0/physicalLocation/artifactLocation/uri").asText());
        JsonNode note = sarif.at("/runs/0/invocations/0/toolExecutionNotifications/0");
        assertTrue(note.at("/message/text").asText().startsWith("http://127.0.0.1:" + port + ": cannot read the endpoint"),
                note.toString());
        assertTrue(Files.isExecutable(MULTITOOL), MULTITOOL + " is not installed: run `./tablebook-test`");
        Path log = dir.resolve("drift.sarif");
        Files.writeString(log, out.toString());
        assertEquals(List.of(), messages(multitool(dir, log)));
    }

    static Set<ValidationMessage> validate(String sarif) throws Exception {
        JsonSchemaFactory factory = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V4);
        try (InputStream in = Files.newInputStream(Path.of("src/test/resources/sarif/sarif-schema-2.1.0.json"))) {
            JsonSchema schema = factory.getSchema(in);
            return schema.validate(JSON.readTree(sarif));
        }
    }

    static JsonNode multitool(Path dir, Path log) throws Exception {
        Path out = dir.resolve("validation.sarif");
        Files.deleteIfExists(out);
        Process p = new ProcessBuilder(MULTITOOL.toAbsolutePath().toString(), "validate", log.toString(),
                "--rule-kind", "Sarif;Ghas", "--level", "Error;Warning", "--output", out.toString(),
                "--log", "ForceOverwrite").redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        assertTrue(p.waitFor(180, TimeUnit.SECONDS), "the multitool finished");
        return JSON.readTree(out.toFile());
    }

    static List<String> messages(JsonNode validation) {
        List<String> out = new ArrayList<>();
        for (JsonNode run : validation.get("runs")) {
            for (JsonNode r : run.path("results")) {
                out.add(r.get("ruleId").asText() + " " + r.path("level").asText("warning") + ": "
                        + r.get("message").path("id").asText() + " " + r.get("message").path("arguments"));
            }
            for (JsonNode inv : run.path("invocations")) {
                for (JsonNode n : inv.path("toolExecutionNotifications")) {
                    out.add("notification: " + n.get("message").path("text").asText());
                }
            }
        }
        return out;
    }
}
