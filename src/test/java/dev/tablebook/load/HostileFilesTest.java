package dev.tablebook.load;

import dev.tablebook.model.Design;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** What a designs folder can hold besides design files: links out of it, links to nothing, pipes, odd folders. */
class HostileFilesTest {
    private static final Path GOOD = Path.of("src/test/resources/load/good-shop.yaml");

    private static String good(String service) throws IOException {
        return Files.readString(GOOD).replace("service: shop", "service: " + service);
    }

    @Test
    void linksOutOfTheFolderAndToNothingAreReportedNotRead(@TempDir Path dir) throws Exception {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path designs = Files.createDirectory(dir.resolve("designs"));
        Path secret = Files.writeString(dir.resolve("secret.yaml"), good("secret"));
        Files.writeString(designs.resolve("shop.yaml"), good("shop"));
        Files.createSymbolicLink(designs.resolve("leak.yaml"), secret);
        Files.createSymbolicLink(designs.resolve("passwd.yaml"), Path.of("/etc/passwd"));
        Files.createSymbolicLink(designs.resolve("gone.yaml"), dir.resolve("nowhere.yaml"));
        Files.createDirectory(designs.resolve("inner"));
        Files.writeString(designs.resolve("inner/real.yaml"), good("linked"));
        Files.createSymbolicLink(designs.resolve("alias.yaml"), designs.resolve("inner/real.yaml"));

        LoadResult r = new DesignLoader().load(List.of(designs));

        String d = designs.toString().replace('\\', '/');
        assertEquals(List.of(
                d + "/gone.yaml:1:1: is a symbolic link to nothing (" + dir.resolve("nowhere.yaml") + ")",
                d + "/leak.yaml:1:1: is a symbolic link to " + secret + ", outside the designs folder; not read (copy"
                        + " the file in, or name it on the command line)",
                d + "/passwd.yaml:1:1: is a symbolic link to /etc/passwd, outside the designs folder; not read (copy"
                        + " the file in, or name it on the command line)",
                d + "/inner/real.yaml:1:10: service `linked` is already defined in " + d + "/alias.yaml; service"
                        + " names are unique in a design repository"),
                HostileInputTest.messages(r));
        assertEquals(List.of("linked", "shop"), r.designs().stream().map(Design::service).toList(),
                "a link inside the folder is read; the file behind it counts once more, as a duplicate");
    }

    @Test
    void aDesignsFolderNamedThroughALinkIsRead(@TempDir Path dir) throws IOException {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path designs = Files.createDirectory(dir.resolve("designs"));
        Files.writeString(designs.resolve("shop.yaml"), good("shop"));
        Path link = Files.createSymbolicLink(dir.resolve("link"), designs);
        LoadResult r = new DesignLoader().load(List.of(link));
        assertEquals(List.of(), r.errors());
        assertEquals(List.of(link + "/shop.yaml"), r.designs().stream().map(Design::file).toList());
    }

    @Test
    void aPipeNamedLikeADesignIsNeverOpened(@TempDir Path dir) throws Exception {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path fifo = dir.resolve("pipe.yaml");
        Process p = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(p.waitFor() == 0, "mkfifo is available");
        Files.writeString(dir.resolve("shop.yaml"), good("shop"));
        LoadResult r = assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> new DesignLoader().load(List.of(dir)));
        assertEquals(List.of(dir + "/pipe.yaml:1:1: is not a regular file; not read"), HostileInputTest.messages(r));
        assertEquals(1, r.designs().size());
        LoadResult named = assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> new DesignLoader().load(List.of(fifo)));
        assertEquals(List.of(fifo + ":1:1: is not a regular file; not read"), HostileInputTest.messages(named));
    }

    @Test
    void aFolderNamedLikeADesignIsWalkedAndHiddenFoldersAreNot(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("odd.yaml"));
        Files.writeString(dir.resolve("odd.yaml/shop.yaml"), good("shop"));
        Files.createDirectories(dir.resolve("_drafts"));
        Files.writeString(dir.resolve("_drafts/draft.yaml"), "not: a design");
        Files.createDirectories(dir.resolve(".git"));
        Files.writeString(dir.resolve(".git/config.yaml"), "[core]");
        LoadResult r = new DesignLoader().load(List.of(dir));
        assertEquals(List.of(), r.errors());
        assertEquals(List.of("shop"), r.designs().stream().map(Design::service).toList());
    }
}
