package dev.tablebook.imports;

import dev.tablebook.cli.Main;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Deployment;
import dev.tablebook.model.Design;
import dev.tablebook.model.Projection;
import dev.tablebook.model.StreamView;
import dev.tablebook.model.Table;
import dev.tablebook.testing.Golden;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code tablebook import TEMPLATE}: designs written from public AWS sample templates and from a
 * synthesized CDK cloud assembly hold their tables, keys, indexes and settings exactly — {@code drift}
 * against the same source finds no difference — with patterns and rates left as stubs that
 * {@code check} reports; golden files keep what is written. A table whose key the template leaves
 * unresolved is an input error, and the others are written.
 */
class TemplateImportTest {
    static final Path GOLDEN = Path.of("src/test/resources/golden/import");
    static final String SAMPLES = "src/test/resources/drift/samples/";
    static final String ASSEMBLY = "src/test/resources/drift/cdk/assembly";

    record Run(int exit, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(exit, out.toString(), err.toString());
    }

    /** Imports one source into a fresh folder: the written design's text. */
    static String imported(Path dir, String source, String service) throws Exception {
        Path out = dir.resolve(service);
        Run r = run("import", source, "--out", out.toString(), "--date", "2026-01-01", "--schema",
                "../../../../main/resources/schema/design.schema.json");
        assertEquals(0, r.exit(), r.out() + r.err());
        return Files.readString(out.resolve(service + ".yaml"));
    }

    @Test
    void aTemplatesTablesAreWrittenExactlyAndDriftFromItByNothing(@TempDir Path dir) throws Exception {
        String[][] sources = {
                {SAMPLES + "foreach-tables.yaml", "foreach-tables"},
                {SAMPLES + "DynamoDB_Secondary_Indexes.json", "dynamodb-secondary-indexes"},
                {SAMPLES + "sam-web-simpletable.yaml", "sam-web-simpletable"},
                {SAMPLES + "lambda-dynamodb.yaml", "lambda-dynamodb"},
                {ASSEMBLY, "shop"}};
        for (String[] s : sources) {
            String yaml = imported(dir, s[0], s[1]);
            if (s[1].equals("foreach-tables") || s[1].equals("shop")) {
                Golden.check(GOLDEN.resolve(s[1] + ".yaml"), yaml);
            }
            Path design = dir.resolve(s[1]).resolve(s[1] + ".yaml");
            Run drift = run("drift", design.toString(), "--against", s[0]);
            assertEquals(0, drift.exit(), s[0] + ":\n" + drift.out());
            assertTrue(drift.out().contains(" 0 differ (0 differences), 0 not deployed; 0 deployed tables not designed"),
                    s[0] + ":\n" + drift.out());
            Run check = run("check", design.toString());
            assertTrue(check.out().contains("unused-entity"), "the stubs are reported: " + check.out());
        }
    }

    @Test
    void theAssemblysTablesKeepTheirSettingsAndConstructPaths() {
        LoadResult loaded = new DesignLoader().load(List.of(GOLDEN.resolve("shop.yaml")));
        assertEquals(List.of(), loaded.errors());
        Design d = loaded.designs().get(0);
        Table carts = d.tables().get("Carts");
        assertEquals("cart_id", carts.partitionKey());
        assertEquals(new Deployment(null, carts.deployed().logicalId(), "Shop/Carts/Resource"), carts.deployed());
        assertEquals(Projection.include(List.of("total")), carts.indexes().get("ByCustomer").projection());
        assertEquals(StreamView.NEW_AND_OLD_IMAGES, carts.streams());
        assertEquals("expires_at", carts.ttl());
        assertEquals(7, carts.pitrRetentionDays());
        assertTrue(carts.deletionProtection());
        assertEquals(Table.Encryption.AWS_MANAGED, carts.encryption());
        Table sessions = d.tables().get("shop-sessions");
        assertEquals(Capacity.Mode.PROVISIONED, sessions.capacity().mode());
        assertEquals(5, sessions.capacity().read());
        assertEquals(List.of(), sessions.replicas(), "a TableV2 in one Region is a single-Region table");
        assertEquals("shop-sessions", sessions.deployed().name());
        assertEquals("Shop/Sessions/Resource", sessions.deployed().constructPath());
    }

    @Test
    void aTableWithAnUnresolvedKeyIsAnInputErrorAndTheOthersAreWritten(@TempDir Path dir) throws Exception {
        Path template = dir.resolve("two.yaml");
        Files.writeString(template, Files.readString(Path.of(SAMPLES + "DynamoDB_Table.yaml")).replace("Outputs:", """
                  Other:
                    Type: AWS::DynamoDB::Table
                    Properties:
                      TableName: other-table
                      AttributeDefinitions: [{ AttributeName: id, AttributeType: S }]
                      KeySchema: [{ AttributeName: id, KeyType: HASH }]
                      BillingMode: PAY_PER_REQUEST
                Outputs:"""));
        Run r = run("import", template.toString(), "--out", dir.resolve("out").toString(), "--date", "2026-01-01");
        assertEquals(1, r.exit(), r.err());
        assertTrue(r.err().contains(template + ":50:26: error input cannot import table myDynamoDBTable: its partition"
                + " key is unresolved (parameter HashKeyElementName has no Default"), r.err());
        String written = Files.readString(dir.resolve("out/two.yaml"));
        assertTrue(written.contains("  other-table:\n    key: { partition: id }"), written);
        assertTrue(!written.contains("myDynamoDBTable"), written);
        Run given = run("import", template.toString(), "--out", dir.resolve("given").toString(), "--date", "2026-01-01",
                "--parameter", "HashKeyElementName=pk");
        assertEquals(0, given.exit(), given.err());
        assertTrue(Files.readString(dir.resolve("given/two.yaml")).contains("deployed: { logical_id: myDynamoDBTable }"));
    }
}
