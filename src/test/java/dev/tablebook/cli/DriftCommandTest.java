package dev.tablebook.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The drift command's contract: a public AWS sample template against a design of its table
 * (matched by the design's {@code deployed} field), parameters at their defaults or as given,
 * unresolved values listed apart, exit codes as {@code check}'s, and bad input — a missing file, a
 * folder that is no cloud assembly, unknown intrinsics, an endpoint that refuses — each a clear,
 * positioned error that leaves the other tables compared.
 */
class DriftCommandTest {
    static final String BOOKS = "src/test/resources/drift/designs/books.yaml";
    static final String SAMPLES = "src/test/resources/drift/samples/";

    record Run(int exit, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(exit, out.toString(), err.toString());
    }

    @Test
    void aPublicSampleMatchesItsDesignAtTheParametersDefaultsAndAGivenParameterIsADifference() throws Exception {
        Run same = run("drift", BOOKS, "--against", SAMPLES + "DynamoDB_Secondary_Indexes.json");
        assertEquals(0, same.exit(), same.out() + same.err());
        assertTrue(same.out().contains("assumed: parameter ReadCapacityUnits at its Default \"5\""), same.out());
        assertTrue(same.out().endsWith("1 designed table: 1 matches, 0 differ (0 differences), 0 not deployed; 0 deployed"
                + " tables not designed; 0 unresolved values; 0 problems\n"), same.out());
        Run given = run("drift", BOOKS, "--against", SAMPLES + "DynamoDB_Secondary_Indexes.json", "--parameter",
                "ReadCapacityUnits=20", "--format", "json");
        assertEquals(1, given.exit());
        JsonNode d = new ObjectMapper().readTree(given.out()).at("/services/0/tables/0/differences/0");
        assertEquals("capacity", d.get("field").asText());
        assertEquals("provisioned read 5 write 10", d.get("designed").asText());
        assertEquals("provisioned read 20 write 10", d.get("deployed").asText());
        assertEquals("code-only", d.get("shipping").asText());
        assertTrue(d.get("monthly_delta").asDouble() > 0, d.toString());
        assertEquals(SAMPLES + "DynamoDB_Secondary_Indexes.json", d.at("/deployed_at/file").asText());
        assertEquals(53, d.at("/deployed_at/line").asInt(), "the template's ProvisionedThroughput: " + d);
        assertEquals("deployed.logical_id", new ObjectMapper().readTree(given.out()).at("/services/0/tables/0/matched_by").asText());
    }

    @Test
    void aValueTheTemplateCannotResolveIsListedApartNotCompared(@TempDir Path dir) throws Exception {
        Path design = dir.resolve("d.yaml");
        Files.writeString(design, """
                service: d
                entities:
                  Thing:
                    count: 10
                    attributes: { pk: { type: S } }
                tables:
                  Things:
                    key: { partition: pk }
                    items: { Thing: {} }
                    capacity: { mode: provisioned, read: 5, write: 10 }
                    pitr: true
                    deployed: { logical_id: myDynamoDBTable }
                """);
        Run r = run("drift", design.toString(), "--against", SAMPLES + "DynamoDB_Table.yaml");
        assertEquals(0, r.exit(), r.out());
        assertTrue(r.out().contains(": note drift-unresolved table Things key.partition is not compared: parameter"
                + " HashKeyElementName has no Default (give it with --parameter HashKeyElementName=…) ["
                + SAMPLES + "DynamoDB_Table.yaml:50:26]"), r.out());
        assertTrue(r.out().contains("1 matches"), r.out());
        Run given = run("drift", design.toString(), "--against", SAMPLES + "DynamoDB_Table.yaml", "--parameter",
                "HashKeyElementName=id");
        assertEquals(1, given.exit(), given.out());
        assertTrue(given.out().contains("error drift table Things key.partition: designed pk, deployed id (table-migration)"),
                given.out());
    }

    @Test
    void aMissingFileOrAFolderThatIsNoAssemblyIsExit2AndTheOtherSourcesAreStillCompared(@TempDir Path dir) {
        Run missing = run("drift", BOOKS, "--against", dir.resolve("nope.yaml").toString());
        assertEquals(2, missing.exit());
        assertEquals("tablebook: no such template or cloud assembly: " + dir.resolve("nope.yaml") + "\n", missing.err());
        Run folder = run("drift", BOOKS, "--against", dir.toString());
        assertEquals(2, folder.exit());
        assertTrue(folder.err().contains("is a folder without a manifest.json: not a CDK cloud assembly"), folder.err());
        Run designs = run("drift", dir.resolve("no-designs").toString(), "--against", SAMPLES + "lambda-dynamodb.yaml");
        assertEquals(2, designs.exit());
        assertTrue(designs.err().startsWith("tablebook: no such design folder or file: "), designs.err());
        Run none = run("drift", BOOKS);
        assertEquals(2, none.exit(), "--against is required");
        // beside a source that is there, a missing one is named and the tables are still compared (exit 2)
        Run partly = run("drift", BOOKS, "--against", dir.resolve("nope.yaml").toString(),
                SAMPLES + "DynamoDB_Secondary_Indexes.json");
        assertEquals(2, partly.exit(), partly.out() + partly.err());
        assertEquals("tablebook: no such template or cloud assembly: " + dir.resolve("nope.yaml") + "\n", partly.err());
        assertTrue(partly.out().endsWith("1 designed table: 1 matches, 0 differ (0 differences), 0 not deployed; 0 deployed"
                + " tables not designed; 0 unresolved values; 0 problems\n"), partly.out());
    }

    @Test
    void unknownIntrinsicsArePositionedErrorsAndTheOtherTablesAreStillCompared(@TempDir Path dir) throws Exception {
        Path template = dir.resolve("t.yaml");
        Files.writeString(template, Files.readString(Path.of(SAMPLES + "DynamoDB_Secondary_Indexes.json"))
                .replace("\"TableOfBooks\": {", "\"Broken\": { \"Type\": \"AWS::DynamoDB::Table\", \"Properties\": {"
                        + " \"TableName\": { \"Fn::Frobnicate\": [\"x\"] }, \"KeySchema\": [ { \"AttributeName\": \"id\","
                        + " \"KeyType\": \"HASH\" } ], \"AttributeDefinitions\": [ { \"AttributeName\": \"id\","
                        + " \"AttributeType\": \"S\" } ] } },\n        \"TableOfBooks\": {"));
        Run r = run("drift", BOOKS, "--against", template.toString());
        assertEquals(1, r.exit(), r.out());
        assertTrue(r.out().contains(template + ":26:82: error drift-source Broken: unknown intrinsic function"
                + " `Fn::Frobnicate`; CloudFormation's are "), r.out());
        assertTrue(r.out().contains("1 designed table: 1 matches"), "TableOfBooks is still compared: " + r.out());
    }

    @Test
    void anEndpointThatRefusesIsAProblemAndTheTemplatesAreStillCompared() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        String endpoint = "http://127.0.0.1:" + port;
        Run r = run("drift", BOOKS, "--against", endpoint, SAMPLES + "DynamoDB_Secondary_Indexes.json", "--timeout", "2");
        assertEquals(1, r.exit(), r.out() + r.err());
        assertEquals("", r.err());
        assertTrue(r.out().contains(endpoint + ": error drift-source cannot read the endpoint: "), r.out());
        assertTrue(r.out().toLowerCase(java.util.Locale.ROOT).contains("connect"), r.out());
        assertTrue(r.out().contains("1 designed table: 1 matches"), "the template's table is still compared: " + r.out());
        assertFalse(r.out().contains("Exception in"), r.out());
    }

    @Test
    void markdownForAPullRequestComment() {
        Run r = run("drift", BOOKS, "--against", SAMPLES + "DynamoDB_Secondary_Indexes.json", "--parameter",
                "ReadCapacityUnits=20", "--format", "md");
        assertEquals(1, r.exit());
        assertTrue(r.out().startsWith("## tablebook drift\n\n1 designed table: 0 match, 1 differs (1 difference)"), r.out());
        assertTrue(r.out().contains("| TableOfBooks | differs | `TableOfBooks` (deployed.logical\\_id) | 1 |"), r.out());
        assertTrue(r.out().contains("- table TableOfBooks capacity: designed provisioned read 5 write 10, deployed provisioned"
                + " read 20 write 10 (code-only); as deployed it costs $1.40 a month more"), r.out());
        assertTrue(r.out().contains("assumed: parameter WriteCapacityUnits at its Default \"10\""), r.out());
    }
}
