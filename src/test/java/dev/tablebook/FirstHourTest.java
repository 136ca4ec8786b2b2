package dev.tablebook;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A newcomer's first hour, as a test: the README's two commands are read from the README itself
 * (the first shell block of "Run it"); the build command runs, exactly as written, in a fresh clone
 * of this repository (its committed history, with the tracked files as they are in the working
 * tree, so an edit not yet committed is tested too) that has never been built; and CI's entry
 * point `.ci/run` must run the README's test command. A README that drifts from the code fails.
 */
class FirstHourTest {
    private static final Path ROOT = Path.of("").toAbsolutePath();

    /** The commands of the README's first shell block under "## Run it", comments dropped. */
    static List<String> readmeCommands() throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"));
        int section = readme.indexOf("\n## Run it");
        assertTrue(section >= 0, "the README has a `## Run it` section");
        int open = readme.indexOf("```sh\n", section);
        int close = readme.indexOf("```", open + 6);
        List<String> commands = new ArrayList<>();
        for (String line : readme.substring(open + 6, close).split("\n")) {
            String command = line.replaceFirst("\\s+#.*$", "").strip();
            if (!command.isEmpty() && !command.startsWith("#")) {
                commands.add(command);
            }
        }
        return commands;
    }

    @Test
    void theReadmeGivesTwoCommandsAndCiRunsItsTestCommand() throws IOException {
        List<String> commands = readmeCommands();
        assertEquals(2, commands.size(), "one command builds the site, one runs the tests: " + commands);
        List<String> ci = new ArrayList<>();
        for (String line : Files.readAllLines(ROOT.resolve(".ci/run"))) {
            String l = line.strip();
            if (!l.isEmpty() && !l.startsWith("#") && !l.startsWith("set ") && !l.startsWith("cd ")) {
                ci.add(l.replaceFirst("^exec ", ""));
            }
        }
        assertEquals(List.of(commands.get(1)), ci, ".ci/run runs the README's test command and nothing else");
        assertTrue(Files.isExecutable(ROOT.resolve(commands.get(1).split(" ")[0])), commands.get(1) + " is executable");
    }

    @Test
    void theReadmesBuildCommandWorksInAFreshClone(@TempDir Path tmp) throws Exception {
        String build = readmeCommands().get(0);
        Path clone = tmp.resolve("tablebook");
        run(tmp, List.of("git", "clone", "--quiet", "--no-hardlinks", ROOT.toString(), clone.toString()), 120);
        // the working tree's tracked files over the clone: what the next commit would hold
        String tracked = run(ROOT, List.of("git", "ls-files", "-z"), 60);
        for (String file : tracked.split("\0")) {
            Path from = ROOT.resolve(file);
            if (!file.isEmpty() && Files.isRegularFile(from)) {
                Path to = clone.resolve(file);
                Files.createDirectories(to.getParent());
                Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
        assertFalse(Files.exists(clone.resolve("target")), "the clone has never been built");

        Process p = new ProcessBuilder("bash", "-c", build).directory(clone.toFile())
                .redirectOutput(tmp.resolve("stdout").toFile()).redirectError(tmp.resolve("stderr").toFile()).start();
        boolean ended = p.waitFor(15, TimeUnit.MINUTES);
        p.destroyForcibly();
        String out = Files.readString(tmp.resolve("stdout"), StandardCharsets.UTF_8);
        String err = Files.readString(tmp.resolve("stderr"), StandardCharsets.UTF_8);
        assertTrue(ended, "`" + build + "` ends within 15 minutes");
        assertEquals(0, p.exitValue(), "`" + build + "` in a fresh clone:\n" + out + err);
        assertTrue(Files.isRegularFile(clone.resolve("site/index.html")), "it wrote the example site");
        assertTrue(out.contains("Wrote the site of"), out);
        assertTrue(err.startsWith("tablebook: first run: packaging"), "the first run says what it does: " + err);
        assertTrue(err.contains("tablebook: packaged in "), err);
        for (String chatter : List.of("cds-check", "WARNING", "[INFO]", "Exception")) {
            assertFalse(err.contains(chatter), "no internal chatter (" + chatter + "):\n" + err);
        }
    }

    private static String run(Path dir, List<String> command, int seconds) throws Exception {
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(seconds, TimeUnit.SECONDS), String.join(" ", command));
        assertEquals(0, p.exitValue(), String.join(" ", command) + ": " + new String(out, StandardCharsets.UTF_8));
        return new String(out, StandardCharsets.UTF_8);
    }
}
