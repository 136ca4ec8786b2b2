package dev.tablebook.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BuildCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return Main.run(new PrintWriter(out), new PrintWriter(err), args);
    }

    private static String good(String service) throws IOException {
        return Files.readString(Path.of("src/test/resources/load/good-shop.yaml")).replace("service: shop",
                "service: " + service);
    }

    @Test
    void rendersTheGoodDesignsReportsTheBrokenOneAndExitsOne(@TempDir Path dir) throws IOException {
        Path designs = Files.createDirectory(dir.resolve("designs"));
        Files.writeString(designs.resolve("alpha.yaml"), good("alpha"));
        Files.writeString(designs.resolve("broken.yaml"), good("broken").replace("rps: 10", "rps: lots"));
        Files.writeString(designs.resolve("gamma.yaml"), good("gamma"));
        Path site = dir.resolve("site");

        int code = run("build", designs.toString(), "--out", site.toString());

        assertEquals(ExitCode.FINDINGS, code);
        assertTrue(Files.exists(site.resolve("index.html")));
        assertTrue(Files.exists(site.resolve("services/alpha.html")));
        assertTrue(Files.exists(site.resolve("services/gamma.md")));
        assertFalse(Files.exists(site.resolve("services/broken.html")));
        assertTrue(err.toString().contains(designs + "/broken.yaml:9:10: error input `rps` in access pattern AP1 must be"
                + " a number, not text \"lots\""), err.toString());
        String index = Files.readString(site.resolve("index.html"));
        assertTrue(index.contains("broken.yaml:9:10"), "the index lists the design that did not load");
    }

    @Test
    void saysWhereTheSiteWasWritten(@TempDir Path dir) throws IOException {
        Path designs = Files.createDirectory(dir.resolve("designs"));
        Files.writeString(designs.resolve("alpha.yaml"), good("alpha"));
        Path site = dir.resolve("out/../site");
        assertEquals(ExitCode.OK, run("build", designs.toString(), "--out", site.toString()), err.toString());
        Path where = dir.resolve("site").toAbsolutePath();
        assertEquals("Wrote the site of 1 service to " + where + "; open " + where.resolve("index.html")
                + "; 0 errors, 1 warning, 1 info",
                out.toString().strip());
    }

    @Test
    void exitsOneWhenADesignHasAnErrorFindingButStillWritesTheSite(@TempDir Path dir) throws IOException {
        Path designs = Files.createDirectory(dir.resolve("designs"));
        Files.writeString(designs.resolve("alpha.yaml"), good("alpha").replace("operation: GetItem", "operation: Scan")
                .replace("    key: { pk: \"CUSTOMER#{customer_id}\", sk: PROFILE }\n", ""));
        Path site = dir.resolve("site");
        assertEquals(ExitCode.FINDINGS, run("build", designs.toString(), "--out", site.toString()));
        assertTrue(err.toString().contains("error scan-on-read-path"), err.toString());
        assertTrue(Files.exists(site.resolve("services/alpha.html")));
    }

    @Test
    void exitsZeroOnCleanDesignsAndRebuildsIdentically(@TempDir Path dir) throws IOException {
        Path designs = Files.createDirectory(dir.resolve("designs"));
        Files.writeString(designs.resolve("alpha.yaml"), good("alpha"));
        Path site = dir.resolve("site");
        assertEquals(ExitCode.OK, run("build", designs.toString(), "--out", site.toString()));
        String first = Files.readString(site.resolve("services/alpha.html"));
        List<String> files = list(site);
        assertEquals(ExitCode.OK, run("build", designs.toString(), "--out", site.toString()));
        assertEquals(first, Files.readString(site.resolve("services/alpha.html")));
        assertEquals(files, list(site));
        try (Stream<Path> siblings = Files.list(dir)) {
            assertEquals(List.of("designs", "site"), siblings.map(p -> p.getFileName().toString()).sorted().toList(),
                    "no temporary folder is left behind");
        }
    }

    @Test
    void refusesToReplaceAFolderItDidNotCreate(@TempDir Path dir) throws IOException {
        Path designs = Files.createDirectory(dir.resolve("designs"));
        Files.writeString(designs.resolve("alpha.yaml"), good("alpha"));
        Path precious = Files.createDirectory(dir.resolve("precious"));
        Files.writeString(precious.resolve("notes.txt"), "keep me");

        assertEquals(ExitCode.CANNOT_RUN, run("build", designs.toString(), "--out", precious.toString()));
        assertTrue(err.toString().contains("is not a folder tablebook created"), err.toString());
        assertEquals("keep me", Files.readString(precious.resolve("notes.txt")));
    }

    @Test
    void missingDesignFolderCannotRun(@TempDir Path dir) {
        assertEquals(ExitCode.CANNOT_RUN, run("build", dir.resolve("nope").toString(), "--out",
                dir.resolve("site").toString()));
        assertTrue(err.toString().contains("no such design folder or file"), err.toString());
    }

    @Test
    void badUsageIsExitCodeTwo() {
        assertEquals(ExitCode.CANNOT_RUN, run("build", "--no-such-option"));
        assertEquals(ExitCode.CANNOT_RUN, run("frobnicate"));
    }

    @Test
    void helpAndVersion() {
        assertEquals(ExitCode.OK, run("--help"));
        assertTrue(out.toString().contains("build"), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(ExitCode.OK, run("--version"));
        assertTrue(out.toString().matches("tablebook \\d+\\.\\d+\\.\\d+\\S*\\R(?s).*"), out.toString());
        assertFalse(out.toString().contains("Usage"), "--version prints the version, not the help: " + out);
        out.getBuffer().setLength(0);
        assertEquals(ExitCode.OK, run("build", "--help"));
        assertTrue(out.toString().contains("--out"), out.toString());
    }

    private static List<String> list(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.map(p -> root.relativize(p).toString()).sorted().toList();
        }
    }
}
