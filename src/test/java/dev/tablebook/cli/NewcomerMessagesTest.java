package dev.tablebook.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The messages and exit codes a person meets first: a missing input is "could not run" (exit 2) for
 * every command, while the inputs that exist are still processed; messages carry no library
 * internals; files written with --out take the umask's mode; export needs no --format.
 */
class NewcomerMessagesTest {
    private static final Path ORDERS = Path.of("designs/orders.yaml");

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return Main.run(new PrintWriter(out), new PrintWriter(err), args);
    }

    private static List<String> args(String first, String... rest) {
        List<String> all = new ArrayList<>(List.of(first.split(" ")));
        all.addAll(List.of(rest));
        return all;
    }

    /** Each command given one design that exists and one that does not: the first is processed, exit 2. */
    @ParameterizedTest
    @ValueSource(strings = {"check", "cost", "cost --format json", "packet orders", "export orders", "build"})
    void aMissingInputIsExit2AndTheOthersAreStillProcessed(String command, @TempDir Path dir) throws IOException {
        Path missing = dir.resolve("nonexist.yaml");
        List<String> a = args(command, ORDERS.toString(), missing.toString());
        if (command.equals("build")) {
            a.addAll(List.of("--out", dir.resolve("site").toString()));
        } else if (command.startsWith("packet")) {
            a.addAll(List.of("--out", dir.resolve("orders.html").toString()));
        }
        assertEquals(ExitCode.CANNOT_RUN, run(a.toArray(String[]::new)), out + "\n" + err);
        assertTrue(err.toString().contains("tablebook: no such design folder or file: " + missing), err.toString());
        // and what exists was processed: its output is there
        switch (command.split(" ")[0]) {
            case "check" -> assertTrue(out.toString().contains("designs/orders.yaml:"), out.toString());
            case "cost" -> assertTrue(out.toString().contains("orders"), out.toString());
            case "packet" -> assertTrue(Files.isRegularFile(dir.resolve("orders.html")));
            case "export" -> assertTrue(out.toString().contains("\"ModelName\""), out.toString());
            case "build" -> assertTrue(Files.isRegularFile(dir.resolve("site/services/orders.html")));
            default -> throw new AssertionError(command);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"check", "cost", "build", "packet orders", "export orders", "serve",
            "verify --endpoint http://127.0.0.1:9"})
    void onlyMissingInputsCannotRun(String command, @TempDir Path dir) {
        List<String> a = args(command, dir.resolve("nowhere").toString());
        assertEquals(ExitCode.CANNOT_RUN, run(a.toArray(String[]::new)), err.toString());
        assertEquals("tablebook: no such design folder or file: " + dir.resolve("nowhere") + "\n", err.toString());
    }

    @Test
    void importOfAMissingModelIsExit2AndTheOthersAreStillImported(@TempDir Path dir) throws IOException {
        Path model = Path.of("src/test/resources/workbench").resolve(firstWorkbenchModel());
        assertEquals(ExitCode.CANNOT_RUN, run("import", dir.resolve("nonexist.json").toString(), model.toString(),
                "--out", dir.resolve("designs").toString(), "--date", "2026-01-01"), err.toString());
        assertTrue(err.toString().contains("tablebook: no such file: " + dir.resolve("nonexist.json")), err.toString());
        try (var written = Files.list(dir.resolve("designs"))) {
            assertTrue(written.anyMatch(p -> p.toString().endsWith(".yaml")), "the model that exists was imported");
        }
    }

    private static String firstWorkbenchModel() throws IOException {
        try (var list = Files.list(Path.of("src/test/resources/workbench"))) {
            return list.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json")).sorted().findFirst()
                    .orElseThrow();
        }
    }

    @Test
    void pricingImportOfAFileThatIsNotJsonSaysSoWithItsPositionAndNoLibraryInternals() {
        assertEquals(ExitCode.CANNOT_RUN, run("pricing", "import", "README.md", "--region", "us-east-1"));
        String e = err.toString();
        assertTrue(e.startsWith("README.md:1:1: error input not an AWS Price List offer file: not JSON"), e);
        for (String internal : List.of("Source:", "REDACTED", "StreamReadFeature", "code 35", "JsonParseException")) {
            assertFalse(e.contains(internal), "no library internals: " + e);
        }
    }

    @Test
    void pricingImportOfAMissingFileSaysNoSuchFile(@TempDir Path dir) {
        assertEquals(ExitCode.CANNOT_RUN, run("pricing", "import", dir.resolve("offer.json").toString(),
                "--region", "us-east-1"));
        assertEquals("tablebook: no such file: " + dir.resolve("offer.json") + "\n", err.toString());
    }

    @Test
    void exportNeedsNoFormatWhenThereIsOnlyOne() {
        assertEquals(ExitCode.OK, run("export", "orders", "designs"), err.toString());
        assertTrue(out.toString().contains("\"ModelName\""), out.toString());
    }

    /** The mode a file gets from the umask, read off a file created the plain way beside it. */
    private static Set<PosixFilePermission> umaskMode(Path dir) throws IOException {
        Path probe = Files.writeString(dir.resolve("probe"), "x");
        return Files.getPosixFilePermissions(probe);
    }

    @Test
    void filesWrittenWithOutFollowTheUmask(@TempDir Path dir) throws IOException {
        Set<PosixFilePermission> expected = umaskMode(dir);
        assertTrue(expected.contains(PosixFilePermission.GROUP_READ) || expected.contains(PosixFilePermission.OTHERS_READ),
                "a test umask that gives more than 0600: " + expected);
        assertEquals(ExitCode.OK, run("schema", "--out", dir.resolve("schema.json").toString()), err.toString());
        assertEquals(ExitCode.OK, run("export", "orders", "designs", "--out", dir.resolve("model.json").toString()),
                err.toString());
        assertEquals(ExitCode.OK, run("packet", "orders", "designs", "--out", dir.resolve("orders.html").toString()),
                err.toString());
        for (String f : List.of("schema.json", "model.json", "orders.html")) {
            assertEquals(expected, Files.getPosixFilePermissions(dir.resolve(f)), f);
        }
    }
}
