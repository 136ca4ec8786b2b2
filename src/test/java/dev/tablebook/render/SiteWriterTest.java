package dev.tablebook.render;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The writer's files: a new file is created, a kept one (a hard link to the current site's) is replaced, never written through. */
class SiteWriterTest {
    private static void site(Path out, String... files) {
        try (SiteWriter writer = new SiteWriter(out)) {
            for (int i = 0; i < files.length; i += 2) {
                writer.add(files[i], files[i + 1]);
            }
            writer.commit();
        }
    }

    @Test
    void aKeptFileWrittenAgainLeavesTheCurrentSitesFileAsItWas(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("site");
        site(out, "services/a.html", "old a", "services/b.html", "old b");
        Path currentA = out.resolve("services/a.html");
        try (SiteWriter writer = new SiteWriter(out)) {
            writer.keep("services/a.html");
            writer.keep("services/b.html");
            writer.add("services/a.html", "new a"); // kept first, then rendered after all
            // until the swap the current site is whole: its file was not written through the link
            assertEquals("old a", Files.readString(currentA));
            writer.commit();
        }
        assertEquals("new a", Files.readString(out.resolve("services/a.html")));
        assertEquals("old b", Files.readString(out.resolve("services/b.html")));
    }

    @Test
    void aFileWrittenThenKeptIsTheCurrentSitesFile(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("site");
        site(out, "services/a.html", "old a");
        try (SiteWriter writer = new SiteWriter(out)) {
            writer.add("services/a.html", "a longer new text");
            writer.keep("services/a.html");
            writer.keep("services/a.html"); // kept twice: the link is replaced, not refused
            assertEquals(5, writer.size("services/a.html"));
            writer.commit();
        }
        assertEquals("old a", Files.readString(out.resolve("services/a.html")));
    }

    @Test
    void aFileWrittenTwiceHoldsTheSecondText(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("site");
        site(out, "index.html", "a longer first text", "index.html", "second");
        assertEquals("second", Files.readString(out.resolve("index.html")));
    }

    @Test
    void aFileWrittenWithTheSameBytesIsTheCurrentSitesFileUntouched(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("site");
        site(out, "index.html", "the same", "assets/site.css", "old css");
        Object same = Files.readAttributes(out.resolve("index.html"), BasicFileAttributes.class).fileKey();
        FileTime written = Files.getLastModifiedTime(out.resolve("index.html"));
        site(out, "index.html", "the same", "assets/site.css", "new css");
        // linked from the current site, not written again: the rebuild writes only what changed
        assertEquals(same, Files.readAttributes(out.resolve("index.html"), BasicFileAttributes.class).fileKey());
        assertEquals(written, Files.getLastModifiedTime(out.resolve("index.html")));
        assertEquals("the same", Files.readString(out.resolve("index.html")));
        assertEquals("new css", Files.readString(out.resolve("assets/site.css")));
    }
}
