package dev.tablebook.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every command prints a positioned problem in one form, {@code file:line:column: severity rule
 * message}: check, build, cost, diff and a broken {@code --pricing} sheet alike.
 */
class ProblemLineFormTest {
    private static final Pattern FORM = Pattern.compile("\\S+:\\d+:\\d+: (error|warning|info) [a-z0-9-]+ \\S.*");

    /** The lines of a command's output and errors that start with the folder's path. */
    private static List<String> positioned(Path dir, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Main.run(new PrintWriter(out), new PrintWriter(err), args);
        List<String> lines = new ArrayList<>();
        for (String line : (out + "\n" + err).split("\n")) {
            String l = line.replaceFirst("^- ", "");
            if (l.startsWith(dir.toString())) {
                lines.add(l);
            }
        }
        return lines;
    }

    @Test
    void everyCommandPrintsFileLineColumnColonSeverityRuleMessage(@TempDir Path dir) throws IOException {
        Path designs = Files.createDirectories(dir.resolve("designs"));
        Files.writeString(designs.resolve("broken.yaml"), "service: broken\ntabels: {}\n");
        Files.copy(Path.of("src/test/resources/load/good-shop.yaml"), designs.resolve("shop.yaml"));
        Path sheet = Files.writeString(dir.resolve("prices.yaml"), "region: us-east-1\nbogus: 1\n");
        String site = dir.resolve("site").toString();
        List<List<String>> runs = List.of(
                positioned(dir, "check", designs.toString()),
                positioned(dir, "build", designs.toString(), "--out", site),
                positioned(dir, "cost", designs.toString()),
                positioned(dir, "diff", designs.toString(), designs.toString()),
                positioned(dir, "diff", designs.toString(), designs.toString(), "--format", "json"),
                positioned(dir, "cost", designs.toString(), "--pricing", sheet.toString()),
                positioned(dir, "check", designs.toString(), "--pricing", sheet.toString()));
        for (List<String> lines : runs) {
            assertTrue(!lines.isEmpty(), "each command reports a problem");
            for (String line : lines) {
                assertTrue(FORM.matcher(line.replaceAll("\",?$", "")).matches(), line);
            }
        }
        assertTrue(runs.get(0).contains(designs + "/broken.yaml:2:1: error input unknown field `tabels` in the"
                + " design; did you mean `tables`?"), runs.get(0).toString());
        assertEquals(List.of(sheet + ":2:1: error input unknown field `bogus`"), runs.get(5));
    }
}
