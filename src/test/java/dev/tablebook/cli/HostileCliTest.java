package dev.tablebook.cli;

import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Command lines that aim the output at the designs, at a folder that holds them, at the root, at a
 * design file; git revisions outside the repository; a folder of hostile files. Each exits with a
 * clear message and no stack trace, writes nothing outside its output, and loses no design.
 */
class HostileCliTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @TempDir
    Path dir;

    private int run(String... args) {
        return assertTimeoutPreemptively(Duration.ofSeconds(120),
                () -> Main.run(new PrintWriter(out), new PrintWriter(err), args));
    }

    private Path designs() throws IOException {
        Path designs = Files.createDirectories(dir.resolve("designs"));
        Files.writeString(designs.resolve("shop.yaml"), Files.readString(Path.of("src/test/resources/load/good-shop.yaml")));
        return designs;
    }

    private void assertCannotRun(String message, String... args) {
        assertEquals(ExitCode.CANNOT_RUN, run(args), err::toString);
        assertEquals("tablebook: " + message + "\n", err.toString());
        assertFalse(err.toString().contains("internal error"));
    }

    @Test
    void aSiteInsideTheDesignsFolderIsRefused() throws IOException {
        Path designs = designs();
        Path site = designs.resolve("site");
        assertCannotRun(site + " is inside the designs folder " + designs + ", where the site's files would be read as"
                + " designs; choose an --out outside it (or a folder whose name starts with '_')",
                "build", designs.toString(), "--out", site.toString());
        assertEquals(List.of("shop.yaml"), names(designs));
    }

    @Test
    void aSiteInAnIgnoredFolderOfTheDesignsIsWritten() throws IOException {
        Path designs = designs();
        assertEquals(ExitCode.OK, run("build", designs.toString(), "--out", designs.resolve("_site").toString()),
                err::toString);
        assertTrue(Files.exists(designs.resolve("_site/services/shop.html")));
    }

    @Test
    void theDesignsFolderItselfIsNeverTheOutput() throws IOException {
        Path designs = designs();
        assertCannotRun(designs + " is the designs folder itself; choose another --out",
                "build", designs.toString(), "--out", designs.toString());
        assertEquals(List.of("shop.yaml"), names(designs));
    }

    @Test
    void anOutputFolderHoldingTheDesignsIsNeverReplaced() throws IOException {
        Path site = dir.resolve("site");
        Path designs = designs();
        assertEquals(ExitCode.OK, run("build", designs.toString(), "--out", site.toString()), err::toString);
        Path inside = Files.createDirectories(site.resolve("designs"));
        Files.copy(designs.resolve("shop.yaml"), inside.resolve("shop.yaml"));
        err.getBuffer().setLength(0);
        assertCannotRun("the designs folder " + inside + " is inside " + site + ", which every build replaces; choose"
                + " an --out that does not hold it", "build", inside.toString(), "--out", site.toString());
        assertTrue(Files.exists(inside.resolve("shop.yaml")), "the designs are still there");
    }

    @Test
    void anOutputThatIsAFileOrSomeoneElsesFolderIsRefused() throws IOException {
        Path designs = designs();
        Path file = Files.writeString(dir.resolve("notes.txt"), "keep");
        assertCannotRun(file + " exists and is not a folder", "build", designs.toString(), "--out", file.toString());
        assertEquals("keep", Files.readString(file));
        Path other = Files.createDirectories(dir.resolve("docs"));
        Files.writeString(other.resolve("keep.md"), "keep");
        err.getBuffer().setLength(0);
        assertCannotRun(other + " is not a folder tablebook created (it has no .tablebook-site file); refusing to"
                + " replace it. Choose another --out or empty it first.", "build", designs.toString(), "--out",
                other + "/sub/..");
        assertEquals(List.of("keep.md"), names(other));
    }

    @Test
    void theRootFolderIsNeverTheOutput() throws IOException {
        Path designs = designs();
        assertCannotRun("the designs folder " + designs + " is inside /, which every build replaces; choose an --out"
                + " that does not hold it", "build", designs.toString(), "--out", "/");
    }

    @Test
    void aPacketIsNeverWrittenOverADesignOrAFolder() throws IOException {
        Path designs = designs();
        String design = Files.readString(designs.resolve("shop.yaml"));
        Path target = designs.resolve("shop.yaml");
        assertCannotRun("refusing to write the packet to " + target + ", a design file's name; a packet is HTML, e.g."
                + " --out shop.html", "packet", "shop", designs.toString(), "--out", target.toString());
        assertEquals(design, Files.readString(target));
        err.getBuffer().setLength(0);
        assertCannotRun("/ is a folder; --out names the packet file, e.g. shop.html",
                "packet", "shop", designs.toString(), "--out", "/");
        err.getBuffer().setLength(0);
        assertCannotRun(designs + " is a folder; --out names the packet file, e.g. " + designs + "/shop.html",
                "packet", "shop", designs.toString(), "--out", designs.toString());
        assertEquals(List.of("shop.yaml"), names(designs));
    }

    @Test
    void gitFoldersOutsideTheRepositoryAndOtherBadRevisionsCannotRun() throws Exception {
        Path designs = designs();
        try (Git git = Git.init().setDirectory(dir.toFile()).call()) {
            git.add().addFilepattern("designs").call();
            git.commit().setMessage("designs").setAuthor("a", "a@example.com").setCommitter("a", "a@example.com")
                    .setSign(false).call();
        }
        String repo = dir.toString();
        for (String folder : List.of("../../etc", "/etc", "designs/../..")) {
            err.getBuffer().setLength(0);
            assertCannotRun("`git:HEAD:" + folder + "` names the folder `" + folder + "`, which is not inside the"
                    + " repository; write a path from the repository's top, e.g. git:HEAD:designs",
                    "diff", "git:HEAD:" + folder, designs.toString(), "--repo", repo);
        }
        err.getBuffer().setLength(0);
        assertCannotRun("git revision `HEAD^{tree}` is not a commit", "diff", "git:HEAD^{tree}", "git:HEAD",
                "--repo", repo);
        err.getBuffer().setLength(0);
        assertCannotRun("unknown git revision `../../etc`", "diff", "git:../../etc", "git:HEAD", "--repo", repo);
    }

    @Test
    void aSymbolicLinkCommittedAsADesignIsReportedNotRead() throws Exception {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path designs = designs();
        Files.createSymbolicLink(designs.resolve("leak.yaml"), Path.of("/etc/passwd"));
        try (Git git = Git.init().setDirectory(dir.toFile()).call()) {
            git.add().addFilepattern("designs").call();
            git.commit().setMessage("designs").setAuthor("a", "a@example.com").setCommitter("a", "a@example.com")
                    .setSign(false).call();
        }
        assertEquals(ExitCode.FINDINGS, run("diff", designs.toString(), "git:HEAD", "--repo", dir.toString()));
        assertEquals("designs/leak.yaml:1:1: error input is a symbolic link in this revision; not read (it could point"
                + " anywhere)\n", err.toString());
    }

    @Test
    void aRevisionWithoutTheFolderIsComparedAsEmptyAndSaysSo() throws Exception {
        Path designs = designs();
        try (Git git = Git.init().setDirectory(dir.toFile()).call()) {
            git.add().addFilepattern("designs").call();
            git.commit().setMessage("designs").setAuthor("a", "a@example.com").setCommitter("a", "a@example.com")
                    .setSign(false).call();
        }
        assertEquals(ExitCode.OK, run("diff", "git:HEAD:models", designs.toString(), "--repo", dir.toString()),
                err::toString);
        assertEquals("tablebook: note: git revision HEAD has no folder `models`; that side holds no designs\n",
                err.toString());
        assertTrue(out.toString().contains("| shop | added |"), out::toString);
    }

    @Test
    void aFolderOfHostileFilesBuildsTheGoodDesignAndReportsEveryOther() throws IOException {
        Path designs = designs();
        try (Stream<Path> files = Files.list(Path.of("src/test/resources/load/hostile"))) {
            for (Path f : files.toList()) {
                Files.copy(f, designs.resolve(f.getFileName()));
            }
        }
        Path site = dir.resolve("site");
        assertEquals(ExitCode.FINDINGS, run("build", designs.toString(), "--out", site.toString()));
        assertTrue(Files.exists(site.resolve("services/shop.html")));
        assertTrue(Files.exists(site.resolve("services/aliases.html")));
        assertFalse(err.toString().contains("internal error") || err.toString().contains("Exception"), err::toString);
        assertTrue(err.toString().contains(designs + "/tags.yaml:2:8: error input YAML tag"
                + " `!!python/object/apply:os.system` is not allowed"), err::toString);
        assertEquals(List.of("designs", "site"), names(dir), "nothing is written beside the output folder");
        try (Stream<Path> walk = Files.walk(site)) {
            assertTrue(walk.allMatch(p -> p.normalize().startsWith(site)));
        }
    }

    @Test
    void markupInEveryFreeTextFieldIsShownAsText() throws IOException {
        Path designs = Files.createDirectories(dir.resolve("designs"));
        Files.copy(Path.of("src/test/resources/load/hostile/markup.yaml"), designs.resolve("markup.yaml"));
        Path site = dir.resolve("site");
        assertEquals(ExitCode.FINDINGS, run("build", designs.toString(), "--out", site.toString()), err::toString);
        assertTrue(Files.exists(site.resolve("services/markup.html")));
        try (Stream<Path> walk = Files.walk(site)) {
            for (Path page : walk.filter(p -> p.toString().endsWith(".html")).toList()) {
                String html = Files.readString(page).replaceAll("<script src=\"(\\.\\./)?assets/site\\.js\" defer>"
                        + "</script>", "");
                for (String markup : List.of("<script", "<img", "<iframe", "<b ", "javascript:")) {
                    assertFalse(html.contains(markup), () -> page + " holds " + markup);
                }
            }
        }
    }

    @Test
    void aFileNameWithALineBreakAndATerminalEscapeIsPrintedEscaped() throws IOException {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path designs = Files.createDirectories(dir.resolve("designs"));
        Files.writeString(designs.resolve("a\nb\u001B[2J.yaml"), "service: named\nbogus: 1\n");
        assertEquals(ExitCode.FINDINGS, run("check", designs.toString()));
        assertEquals("a\\nb\\u001B[2J\n" + designs + "/a\\nb\\u001B[2J.yaml:2:1: error input unknown field `bogus` in"
                + " the design\n1 error, 0 warnings, 0 info\n", out.toString());
    }

    private static List<String> names(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
