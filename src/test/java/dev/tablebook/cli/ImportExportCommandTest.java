package dev.tablebook.cli;

import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ImportExportCommandTest {
    private static final Path MODELS = Path.of("src/test/resources/workbench");
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
    void importsEveryVersionIntoDesignsThatLoadAndBuild() throws IOException {
        Path designs = dir.resolve("designs");
        assertEquals(ExitCode.OK, run("import", MODELS.resolve("game-v3.json").toString(),
                MODELS.resolve("bookstore-v2-schema.json").toString(), MODELS.resolve("music-v1.json").toString(),
                "--out", designs.toString(), "--date", "2026-01-15"), err.toString());
        assertTrue(Files.isRegularFile(designs.resolve("game-player.yaml")));
        assertTrue(Files.isRegularFile(designs.resolve("bookstore.yaml")));
        assertTrue(Files.isRegularFile(designs.resolve("musiccollection.yaml")));
        // the $schema comment points at a schema that exists beside the designs
        assertTrue(Files.readString(designs.resolve("bookstore.yaml"))
                .startsWith("# yaml-language-server: $schema=_design.schema.json\n"));
        assertTrue(Files.isRegularFile(designs.resolve(SchemaLocation.IN_DESIGNS)));
        LoadResult loaded = new DesignLoader().load(List.of(designs));
        assertEquals(List.of(), loaded.errors());
        assertEquals(3, loaded.designs().size());
        Path site = dir.resolve("site");
        int build = run("build", designs.toString(), "--out", site.toString());
        assertEquals(ExitCode.OK, build, err.toString());
        assertTrue(Files.isRegularFile(site.resolve("index.html")));
        // the service page says where the design came from
        String page = Files.readString(site.resolve("services/game-player.html"));
        assertTrue(page.contains("<dt>Imported from</dt><dd>NoSQL Workbench model &#8220;Game Player Data Model&#8221;"
                + " (format 3.0, src/test/resources/workbench/game-v3.json, by Platform team, last modified Mar 09, 2024,"
                + " 04:40 PM), imported 2026-01-15</dd>"), page);
        assertTrue(Files.readString(site.resolve("services/game-player.md")).contains("- **Imported from:** NoSQL Workbench"));
        // what the model lacks is reported as gaps, never filled in
        run("check", designs.toString());
        assertTrue(out.toString().contains("unused-entity entity Player"), out.toString());
        assertTrue(out.toString().contains("unused-index GSI MatchesByPlayer"), out.toString());
    }

    @Test
    void neverOverwritesADesign() throws IOException {
        Path designs = dir.resolve("designs");
        String model = MODELS.resolve("game-v3.json").toString();
        assertEquals(ExitCode.OK, run("import", model, "--out", designs.toString(), "--quiet"));
        Path file = designs.resolve("game-player.yaml");
        Files.writeString(file, "# edited by hand\n" + Files.readString(file));
        String before = Files.readString(file);
        assertEquals(ExitCode.CANNOT_RUN, run("import", model, "--out", designs.toString()));
        assertTrue(err.toString().contains("game-player.yaml already exists; not overwriting it"), err.toString());
        assertEquals(before, Files.readString(file));
    }

    @Test
    void aBrokenModelIsAnInputErrorAndTheOthersStillImport() {
        Path designs = dir.resolve("designs");
        assertEquals(ExitCode.FINDINGS, run("import", MODELS.resolve("bad/version-4.json").toString(),
                MODELS.resolve("music-v1.json").toString(), "--out", designs.toString()));
        assertTrue(err.toString().contains("version-4.json:5:16: error input NoSQL Workbench model version \"4.0\""), err.toString());
        assertTrue(Files.isRegularFile(designs.resolve("musiccollection.yaml")));
    }

    @Test
    void aNameTheModelAllowsAndADesignDoesNotIsAnInputErrorAndNothingIsWritten() throws IOException {
        Path model = dir.resolve("odd.json");
        Files.writeString(model, "{\"ModelName\": \"Odd\", \"ModelMetadata\": {\"Version\": \"3.0\"}, \"DataModel\": ["
                + "{\"TableName\": \"Odd\", \"KeyAttributes\": {\"PartitionKey\": {\"AttributeName\": \"pk\","
                + " \"AttributeType\": \"S\"}}, \"NonKeyAttributes\": [{\"AttributeName\": \"Status{Time}\","
                + " \"AttributeType\": \"S\"}]}]}");
        Path designs = dir.resolve("designs");
        assertEquals(ExitCode.FINDINGS, run("import", model.toString(), "--out", designs.toString()));
        assertTrue(err.toString().contains("odd.json: cannot be written as a design"), err.toString());
        // `Status#Time` is a valid name now; braces delimit placeholders and stay out of names
        assertTrue(err.toString().contains("`Status{Time}`"), err.toString());
        assertFalse(Files.exists(designs.resolve("odd.yaml")));
        assertFalse(Files.exists(designs.resolve(SchemaLocation.IN_DESIGNS)), "nothing is written for a failed import");
    }

    @Test
    void aSchemaUrlIsWrittenAsGivenAndNoFileIsWritten() throws IOException {
        Path designs = dir.resolve("designs");
        assertEquals(ExitCode.OK, run("import", MODELS.resolve("music-v1.json").toString(), "--out",
                designs.toString(), "--schema", "https://example.com/design.schema.json", "--quiet"));
        assertTrue(Files.readString(designs.resolve("musiccollection.yaml"))
                .startsWith("# yaml-language-server: $schema=https://example.com/design.schema.json\n"));
        assertFalse(Files.exists(designs.resolve(SchemaLocation.IN_DESIGNS)));
    }

    @Test
    void exportsAModelThatImportsBack() throws IOException {
        Path model = dir.resolve("orders.json");
        assertEquals(ExitCode.OK, run("export", "orders", "designs", "--format", "workbench", "--out", model.toString(),
                "--date", "2026-01-15"), err.toString());
        assertTrue(err.toString().contains("note: 13 access patterns left out"), err.toString());
        Path designs = dir.resolve("designs");
        assertEquals(ExitCode.OK, run("import", model.toString(), "--out", designs.toString(), "--quiet"), err.toString());
        assertEquals(List.of(), new DesignLoader().load(List.of(designs.resolve("orders.yaml"))).errors());
    }

    @Test
    void exportToStandardOutputIsTheSameBytesEveryTime() {
        assertEquals(ExitCode.OK, run("export", "catalog", "--format", "workbench", "--date", "2026-01-15"));
        String first = out.toString();
        run("export", "catalog", "--format", "workbench", "--date", "2026-01-15");
        assertEquals(first, out.toString());
        assertTrue(first.startsWith("{\n  \"ModelName\": \"Product Catalog\""), first.substring(0, 60));
    }

    @Test
    void exportRefusesTheDesignsFolderAndUnknownServices() {
        assertEquals(ExitCode.CANNOT_RUN, run("export", "orders", "designs", "--format", "workbench", "--out",
                "designs/orders.json"));
        assertTrue(err.toString().contains("inside the designs folder"), err.toString());
        assertEquals(ExitCode.CANNOT_RUN, run("export", "nope", "--format", "workbench"));
        assertTrue(err.toString().contains("no service `nope`"), err.toString());
        assertEquals(ExitCode.CANNOT_RUN, run("export", "orders", "--format", "excel"));
    }
}
