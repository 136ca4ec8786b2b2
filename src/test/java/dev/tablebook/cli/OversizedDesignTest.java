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
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The attack that exhausted memory: a 4.7 MB design of 100,000 one-line Scan patterns beside the five
 * example designs. It is refused with a positioned error before any stage spends memory on it; the
 * five others are checked, priced and rendered as usual.
 */
class OversizedDesignTest {

    private static String huge() {
        StringBuilder y = new StringBuilder("service: huge\naccess_patterns:\n");
        for (int i = 0; i < 100_000; i++) {
            y.append("- {id: S").append(i).append(", operation: Scan, table: Things}\n");
        }
        return y.append("entities: { Thing: { count: 10 } }\n").toString();
    }

    @Test
    void aHundredThousandPatternDesignIsRefusedAndTheOtherDesignsKeepTheirPages(@TempDir Path dir) throws IOException {
        Path designs = Files.createDirectories(dir.resolve("designs"));
        try (Stream<Path> examples = Files.list(Path.of("designs"))) {
            for (Path p : (Iterable<Path>) examples::iterator) {
                Files.copy(p, designs.resolve(p.getFileName()));
            }
        }
        Files.writeString(designs.resolve("huge.yaml"), huge());
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int build = Main.run(new PrintWriter(out), new PrintWriter(err), "build", designs.toString(), "--out",
                dir.resolve("site").toString());
        assertEquals(ExitCode.FINDINGS, build, err::toString);
        assertTrue(err.toString().contains(designs + "/huge.yaml:35716:27: error input the file has more than 250,000"
                + " YAML nodes"), err.toString());
        assertFalse(err.toString().contains("\tat "), "no stack trace");
        for (String service : new String[] {"catalog", "leaderboard", "orders", "taskboard", "telemetry"}) {
            assertTrue(Files.isRegularFile(dir.resolve("site/services/" + service + ".html")), service);
        }
        assertFalse(Files.exists(dir.resolve("site/services/huge.html")));

        StringWriter json = new StringWriter();
        int check = Main.run(new PrintWriter(json), new PrintWriter(new StringWriter()), "check", designs.toString(),
                "--format", "json");
        assertEquals(ExitCode.FINDINGS, check);
        JsonNode first = new ObjectMapper().readTree(json.toString()).get("findings").get(0);
        assertEquals("input", first.get("rule").asText());
        assertTrue(first.toString().contains("35716"), first.toString());
    }
}
