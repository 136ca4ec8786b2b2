package dev.tablebook.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code schema} writes the schema; {@code init} points a new design at one that exists, in any repository. */
class SchemaCommandTest {
    private static final Path SHIPPED = Path.of("src/main/resources/schema/design.schema.json");
    private StringWriter out = new StringWriter();
    private StringWriter err = new StringWriter();

    @TempDir
    Path dir;

    private int run(String... args) {
        out = new StringWriter();
        err = new StringWriter();
        return Main.run(new PrintWriter(out), new PrintWriter(err), args);
    }

    @Test
    void writesTheShippedSchemaToStandardOutputOrAFile() throws IOException {
        assertEquals(ExitCode.OK, run("schema"));
        assertEquals(Files.readString(SHIPPED), out.toString());
        Path file = dir.resolve("schemas/design.schema.json");
        assertEquals(ExitCode.OK, run("schema", "--out", file.toString()));
        assertEquals(Files.readString(SHIPPED), Files.readString(file));
        // writing again refreshes it in place
        assertEquals(ExitCode.OK, run("schema", "--out", file.toString(), "--quiet"));
        assertEquals("", out.toString());
    }

    @Test
    void setsTheIdToWhereTheTeamServesIt() throws IOException {
        String url = "https://example.github.io/designs/schema/design.schema.json";
        assertEquals(ExitCode.OK, run("schema", "--id", url));
        JsonNode schema = new ObjectMapper().readTree(out.toString());
        assertEquals(url, schema.get("$id").asText());
        String withoutId = out.toString().replace(url, "urn:tablebook:design-schema");
        assertEquals(Files.readString(SHIPPED), withoutId, "only the $id changes");
        assertEquals(ExitCode.CANNOT_RUN, run("schema", "--id", "not a uri"));
    }

    @Test
    void initInAnotherRepositoryWritesTheSchemaBesideTheDesignsAndPointsAtIt() throws IOException {
        Path designs = dir.resolve("repo/designs");
        assertEquals(ExitCode.OK, run("init", "payments", "--designs", designs.toString()), err.toString());
        String design = Files.readString(designs.resolve("payments.yaml"));
        assertTrue(design.startsWith("# yaml-language-server: $schema=_design.schema.json\n"), design.substring(0, 80));
        Path schema = designs.resolve("_design.schema.json");
        assertEquals(Files.readString(SHIPPED), Files.readString(schema));
        assertTrue(out.toString().contains("Wrote " + schema.toString().replace('\\', '/')), out.toString());
        // a second design reuses the schema there, and leaves a team's own copy alone
        Files.writeString(schema, "{}");
        assertEquals(ExitCode.OK, run("init", "ledger", "--designs", designs.toString()));
        assertEquals("{}", Files.readString(schema));
    }

    @Test
    void initInsideTablebooksCheckoutPointsAtTheSchemaItReads() throws IOException {
        Path designs = dir.resolve("checkout/designs");
        Path source = dir.resolve("checkout/src/main/resources/schema/design.schema.json");
        Files.createDirectories(source.getParent());
        Files.copy(SHIPPED, source);
        assertEquals(ExitCode.OK, run("init", "payments", "--designs", designs.toString(), "--quiet"));
        assertTrue(Files.readString(designs.resolve("payments.yaml"))
                .startsWith("# yaml-language-server: $schema=../src/main/resources/schema/design.schema.json\n"));
        assertTrue(Files.notExists(designs.resolve("_design.schema.json")));
    }

    @Test
    void initTakesAStatedUrlOrPath() throws IOException {
        Path designs = dir.resolve("designs");
        String url = "https://example.github.io/designs/schema/design.schema.json";
        assertEquals(ExitCode.OK, run("init", "payments", "--designs", designs.toString(), "--schema", url, "--quiet"));
        assertTrue(Files.readString(designs.resolve("payments.yaml")).startsWith("# yaml-language-server: $schema=" + url + "\n"));
        assertEquals(ExitCode.OK, run("init", "ledger", "--designs", designs.toString(), "--schema",
                dir.resolve("tools/design.schema.json").toString(), "--quiet"));
        assertTrue(Files.readString(designs.resolve("ledger.yaml"))
                .startsWith("# yaml-language-server: $schema=../tools/design.schema.json\n"));
        assertTrue(Files.isRegularFile(dir.resolve("tools/design.schema.json")));
    }
}
