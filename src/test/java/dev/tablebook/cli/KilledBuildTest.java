package dev.tablebook.cli;

import dev.tablebook.render.SiteWriter;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The fault suite: a build in a child JVM is stopped at each phase with SIGKILL (the child waits at
 * the phase named by {@code tablebook.pause-at}; the kill is real). Right after the kill the output
 * folder is the last site or the new one, whole; only where the swap falls back to two renames
 * ({@code tablebook.swap=renames}) is it absent when killed between them, for the next build to
 * restore. The next build restores the newest whole site, leaves no temporary folder beside it,
 * and writes its own.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class KilledBuildTest {
    private static final long PAUSE_TIMEOUT_S = 120;

    private Path dir;
    private Path before;
    private Path after;
    private Map<String, String> siteBefore;
    private Map<String, String> siteAfter;

    @BeforeAll
    void designs(@TempDir Path tmp) throws IOException {
        dir = tmp;
        before = Files.createDirectories(dir.resolve("before"));
        after = Files.createDirectories(dir.resolve("after"));
        String tiny = Files.readString(Path.of("src/test/resources/render/tiny.yaml"));
        Files.writeString(before.resolve("tiny.yaml"), tiny);
        Files.writeString(after.resolve("tiny.yaml"), tiny.replace("title: Tiny", "title: Tiny, second edition"));
        siteBefore = tree(build(before, dir.resolve("reference-before")));
        siteAfter = tree(build(after, dir.resolve("reference-after")));
        assertTrue(!siteBefore.equals(siteAfter), "the two builds write different sites");
    }

    private static Path build(Path designs, Path out) {
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "build", designs.toString(),
                "--out", out.toString(), "--quiet");
        assertTrue(code == ExitCode.OK || code == ExitCode.FINDINGS, err::toString);
        return out;
    }

    /** Every file of a site, relative path to a digest of its bytes. */
    private static Map<String, String> tree(Path site) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(site)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                if (Files.isRegularFile(p)) {
                    files.put(site.relativize(p).toString(), digest(Files.readAllBytes(p)));
                }
            }
        }
        return files;
    }

    private static String digest(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<String> names(Path folder) throws IOException {
        try (Stream<Path> list = Files.list(folder)) {
            return list.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** Starts a build of {@code designs} into {@code out} in a child JVM and kills it with SIGKILL at {@code phase}. */
    private static void killAt(String phase, String swap, Path designs, Path out) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(java, "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Djava.awt.headless=true",
                "-Dtablebook.pause-at=" + phase, "-Dtablebook.swap=" + swap,
                "-cp", System.getProperty("java.class.path"), Main.class.getName(), "build", designs.toString(),
                "--out", out.toString(), "--quiet").redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        CompletableFuture<String> paused = CompletableFuture.supplyAsync(() -> {
            StringBuilder seen = new StringBuilder();
            try (BufferedReader r = new BufferedReader(new InputStreamReader(child.getErrorStream(),
                    StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    seen.append(line).append('\n');
                    if (line.equals("tablebook: paused at " + phase)) {
                        return null;
                    }
                }
            } catch (IOException e) {
                seen.append(e);
            }
            return seen.toString();
        });
        try {
            String unpaused = paused.get(PAUSE_TIMEOUT_S, TimeUnit.SECONDS);
            if (unpaused != null) {
                fail("the build ended without pausing at " + phase + ":\n" + unpaused);
            }
        } finally {
            child.destroyForcibly(); // SIGKILL: no finally block or shutdown hook of the build runs
            child.waitFor(30, TimeUnit.SECONDS);
        }
        assertTrue(!child.isAlive(), "the child is gone");
    }

    /**
     * Where the platform exchanges two folders in one system call (Linux, macOS), a kill at any
     * phase leaves the old site or the new one in place: the output folder is never absent.
     */
    @ParameterizedTest(name = "killed at {0}")
    @ValueSource(strings = {"checked", "rendered", "writing", "written", "marked", "swapped"})
    void aBuildKilledAtAnyPhaseLeavesTheOldSiteOrTheNewOneInPlace(String phase) throws Exception {
        Path parent = Files.createDirectories(dir.resolve("at-" + phase));
        Path out = build(before, parent.resolve("site"));
        killAt(phase, "exchange", after, out);

        assertTrue(Files.isDirectory(out), "killed at " + phase + ", the output folder is there");
        assertEquals(phase.equals("swapped") ? siteAfter : siteBefore, tree(out), "killed at " + phase
                + ", the site is whole");
        nextBuildCleansUp(phase, parent, out);
    }

    /** The exchange is what swaps the site here: a build told to stop between two renames never gets there. */
    @org.junit.jupiter.api.Test
    void theSiteIsExchangedInOneStepNotRenamedTwice() throws Exception {
        Path parent = Files.createDirectories(dir.resolve("no-renames"));
        Path out = build(before, parent.resolve("site"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(java, "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Djava.awt.headless=true",
                "-Dtablebook.pause-at=between-renames", "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "build", after.toString(), "--out", out.toString(), "--quiet")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(parent.resolve("stderr").toFile()).start();
        boolean ended = child.waitFor(PAUSE_TIMEOUT_S, TimeUnit.SECONDS);
        child.destroyForcibly();
        String err = Files.readString(parent.resolve("stderr"));
        Files.delete(parent.resolve("stderr"));
        assertTrue(ended && !err.contains("paused at"), "the build swapped its site without two renames: " + err);
        assertEquals(siteAfter, tree(out));
        assertEquals(List.of("site"), names(parent));
    }

    /**
     * Where there is no exchange (Windows, a file system without it), two renames swap the site:
     * a kill between them leaves no output folder, and the next build restores the new site.
     */
    @ParameterizedTest(name = "two renames, killed at {0}")
    @ValueSource(strings = {"marked", "between-renames", "swapped"})
    void withTwoRenamesAKillBetweenThemIsMendedByTheNextBuild(String phase) throws Exception {
        Path parent = Files.createDirectories(dir.resolve("renames-at-" + phase));
        Path out = build(before, parent.resolve("site"));
        killAt(phase, "renames", after, out);

        if (Files.exists(out)) {
            assertEquals(phase.equals("swapped") ? siteAfter : siteBefore, tree(out), "killed at " + phase
                    + ", the site is whole");
        } else {
            assertEquals("between-renames", phase, "only a kill between the two renames leaves no folder");
        }
        nextBuildCleansUp(phase, parent, out);
    }

    /** The next build restores the newest whole site, leaves nothing beside it, and writes its own. */
    private void nextBuildCleansUp(String phase, Path parent, Path out) throws IOException {
        SiteWriter next = new SiteWriter(out);
        next.checkOutput(); // what the next build does first
        Map<String, String> recovered = tree(out);
        assertTrue(recovered.equals(siteBefore) || recovered.equals(siteAfter), "a whole site, never a mix");
        if (phase.equals("between-renames") || phase.equals("swapped")) {
            assertEquals(siteAfter, recovered, "the newest whole site is the one kept");
        }
        assertEquals(List.of("site"), names(parent), "no temporary folder survives the next build");

        build(before, out);
        assertEquals(siteBefore, tree(out), "and the next build writes its own site");
        assertEquals(List.of("site"), names(parent));
    }
}
