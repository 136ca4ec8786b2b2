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

/**
 * The diff page in each of its formats (md, json, html) for the README's example commit to the
 * orders design: an index projection widened and a pattern's rates doubled. Regenerate with
 * {@code -Dgolden.update=true}.
 */
class DiffGoldenTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden/diff");

    @Test
    void theDiffPageMatchesItsGoldenFilesInEveryFormat(@TempDir Path dir) throws Exception {
        String orders = Files.readString(Path.of("designs/orders.yaml"));
        String edited = orders.replaceFirst("projection: KEYS_ONLY", "projection: ALL")
                .replaceFirst("rps: \\{ peak: 400, average: 60 \\}", "rps: { peak: 800, average: 120 }");
        try (GitFixture repo = GitFixture.init(dir)) {
            repo.commit("examples", Map.of("designs/orders.yaml", orders));
            repo.commit("a wider index; twice the history reads", Map.of("designs/orders.yaml", edited));
        }
        for (String format : new String[] {"md", "json", "html"}) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int code = Main.run(new PrintWriter(out), new PrintWriter(err), "diff", "git:HEAD~1", "git:HEAD",
                    "--repo", dir.toString(), "--format", format);
            assertEquals(ExitCode.OK, code, err.toString());
            Golden.check(GOLDEN.resolve("orders." + format), out.toString());
        }
    }
}
