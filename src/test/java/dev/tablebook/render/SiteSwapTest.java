package dev.tablebook.render;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The swap of a new site for the old one, and what the next build does after a build was killed. */
class SiteSwapTest {

    /** The process id of a process that has ended. */
    private static long deadPid() throws Exception {
        Process p = new ProcessBuilder("true").start();
        p.waitFor();
        return p.pid();
    }

    private static Path site(Path dir, String name, String page) throws IOException {
        Path s = Files.createDirectories(dir.resolve(name));
        Files.writeString(s.resolve("index.html"), page);
        Files.writeString(s.resolve(SiteWriter.MARKER), "tablebook\n");
        return s;
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> list = Files.list(dir)) {
            return list.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static void build(Path out, String page) {
        SiteWriter w = new SiteWriter(out);
        w.add("index.html", page);
        w.commit();
    }

    @Test
    void aBuildKilledBetweenItsTwoRenamesLeavesTheNewSiteInPlaceAfterTheNextBuildsCheck(@TempDir Path dir)
            throws Exception {
        long pid = deadPid();
        site(dir, ".site.old-" + pid + "-7", "old");
        site(dir, ".site.new-" + pid + "-7", "new");
        SiteWriter next = new SiteWriter(dir.resolve("site"));
        next.checkOutput();
        assertEquals("new", Files.readString(dir.resolve("site/index.html")), "the newest whole site is back");
        assertEquals(List.of("site"), names(dir), "and nothing else is left");
        assertTrue(next.recovered().get(0).startsWith("restored "), next.recovered().toString());
    }

    @Test
    void aBuildKilledWhileWritingLeavesTheOldSiteAndTheNextBuildDeletesItsTemporaryFolder(@TempDir Path dir)
            throws Exception {
        long pid = deadPid();
        site(dir, "site", "old");
        Path half = Files.createDirectories(dir.resolve(".site.new-" + pid + "-3/services"));
        Files.writeString(half.resolve("a.html"), "half");
        Files.createDirectories(dir.resolve(".site.old-" + pid + "-2"));
        build(dir.resolve("site"), "newer");
        assertEquals("newer", Files.readString(dir.resolve("site/index.html")));
        assertEquals(List.of("site"), names(dir), "no temporary folder survives the next build");
    }

    @Test
    void theTemporaryFolderOfABuildStillRunningIsLeftAlone(@TempDir Path dir) throws Exception {
        Process running = new ProcessBuilder("sleep", "30").start();
        try {
            Path theirs = Files.createDirectories(dir.resolve(".site.new-" + running.pid() + "-1"));
            build(dir.resolve("site"), "mine");
            assertTrue(Files.isDirectory(theirs));
            assertEquals(List.of(".site.new-" + running.pid() + "-1", "site"), names(dir));
        } finally {
            running.destroyForcibly();
        }
    }

    @Test
    void aFolderNamedLikeATemporaryOneButNotTablebooksIsNotTouched(@TempDir Path dir) throws Exception {
        String other = ".other.new-" + deadPid() + "-1";
        Files.createDirectories(dir.resolve(".site.new-backup"));
        Files.createDirectories(dir.resolve(other));
        build(dir.resolve("site"), "x");
        assertEquals(List.of(".other.new-" + other.substring(11), ".site.new-backup", "site"), names(dir));
    }

    @Test
    void theSiteFolderKeepsTheModeOfTheFolderItReplaces(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("site");
        build(out, "one");
        Set<PosixFilePermission> mode = PosixFilePermissions.fromString("rwxr-x--x");
        Files.setPosixFilePermissions(out, mode);
        build(out, "two");
        assertEquals("two", Files.readString(out.resolve("index.html")));
        assertEquals(mode, Files.getPosixFilePermissions(out));
    }

    @Test
    void aFirstBuildsSiteFolderHasTheUmasksModeNotTheTemporaryFolders0700(@TempDir Path dir) throws IOException {
        Path probe = Files.createDirectory(dir.resolve("probe")); // what the umask gives a new folder
        Path out = dir.resolve("site");
        build(out, "one");
        assertEquals(Files.getPosixFilePermissions(probe), Files.getPosixFilePermissions(out));
    }

    @Test
    void theMarkerIsWrittenOnlyByTheSwapAndLast(@TempDir Path dir) {
        SiteWriter w = new SiteWriter(dir.resolve("site"));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> w.add(SiteWriter.MARKER, "x"));
    }

    @Test
    void thisPlatformExchangesTwoFoldersInOneCall(@TempDir Path dir) throws IOException {
        // the fault suite's guarantee (no instant without a site) rests on it on Linux, where CI runs
        Path a = site(dir, "a", "one");
        Path b = site(dir, "b", "two");
        boolean has = com.sun.jna.Platform.isLinux() || com.sun.jna.Platform.isMac();
        assertEquals(has, FolderExchange.exchange(a, b), "renameat2(RENAME_EXCHANGE) or renamex_np(RENAME_SWAP)");
        assertEquals("two", Files.readString(a.resolve("index.html")));
        assertEquals("one", Files.readString(b.resolve("index.html")));
    }
}
