package dev.tablebook.render;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablebook.cli.Main;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import dev.tablebook.model.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The examples' own CloudFormation, as the site prints it for each table, drifts from their designs
 * by nothing: every table matches, with no difference, no problem and no undesigned table.
 */
class ExamplesDriftTest {
    @Test
    void theSitesTemplatesDriftFromTheExamplesByNothing(@TempDir Path dir) throws Exception {
        LoadResult loaded = new DesignLoader().load(List.of(Path.of("designs")));
        List<String> args = new ArrayList<>(List.of("drift", "designs", "--format", "json", "--against"));
        int tables = 0;
        for (Design d : loaded.designs()) {
            for (Table t : d.tables().values()) {
                Path f = dir.resolve(d.service() + "-" + t.name() + ".yaml");
                Files.writeString(f, CloudFormation.yaml(t));
                args.add(f.toString());
                tables++;
            }
        }
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(new PrintWriter(out), new PrintWriter(err), args.toArray(String[]::new));
        JsonNode report = new ObjectMapper().readTree(out.toString());
        assertEquals("", err.toString());
        JsonNode summary = report.get("summary");
        assertEquals(tables, summary.get("tables").asInt());
        assertEquals(tables, summary.get("matching").asInt(), out.toString());
        assertEquals(0, summary.get("differences").asInt(), out.toString());
        assertEquals(0, summary.get("undesigned").asInt());
        assertEquals(0, summary.get("problems").asInt(), out.toString());
        assertEquals(0, exit);
        assertTrue(tables >= 5, "tables: " + tables);
    }
}
