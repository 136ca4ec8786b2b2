package dev.tablebook.diff;

import dev.tablebook.cli.ExitCode;
import dev.tablebook.cli.Main;
import dev.tablebook.testing.Golden;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The diff Markdown shown in docs/ci.md and in the README is the real output for a real change to
 * the example orders design. Regenerate the blocks with {@code -Dgolden.update=true}.
 */
class DiffDocExampleTest {
    private static final java.util.List<Path> DOCS = java.util.List.of(Path.of("docs/ci.md"), Path.of("README.md"));
    private static final String START = "<!-- diff-example:start -->\n";
    private static final String END = "<!-- diff-example:end -->";

    @Test
    void theDocumentedExampleIsCurrent(@TempDir Path dir) throws Exception {
        String orders = Files.readString(Path.of("designs/orders.yaml"));
        String edited = replaceOnce(orders, "projection: KEYS_ONLY", "projection: ALL");
        edited = replaceOnce(edited, "rps: { peak: 400, average: 60 }", "rps: { peak: 800, average: 120 }");
        try (GitFixture repo = GitFixture.init(dir)) {
            repo.commit("examples", Map.of("designs/orders.yaml", orders));
            repo.commit("a wider index for the pickers; twice the history reads",
                    Map.of("designs/orders.yaml", edited));
        }
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertEquals(ExitCode.OK, Main.run(new PrintWriter(out), new PrintWriter(err), "diff", "git:HEAD~1",
                "git:HEAD", "--repo", dir.toString()), err.toString());
        String block = START + "````markdown\n" + out.toString().strip() + "\n````\n";
        for (Path docPath : DOCS) {
            String doc = Files.readString(docPath);
            int from = doc.indexOf(START);
            int to = doc.indexOf(END);
            assertTrue(from >= 0 && to > from, docPath + " holds the example markers");
            String current = doc.substring(from, to);
            if (Golden.updating()) {
                Files.writeString(docPath, doc.substring(0, from) + block + doc.substring(to));
                continue;
            }
            assertEquals(block, current, docPath + " is stale: run mvn test -Dtest=DiffDocExampleTest"
                    + " -Dgolden.update=true");
        }
    }

    private static String replaceOnce(String text, String from, String to) {
        int i = text.indexOf(from);
        assertTrue(i >= 0, "designs/orders.yaml holds " + from);
        return text.substring(0, i) + to + text.substring(i + from.length());
    }
}
