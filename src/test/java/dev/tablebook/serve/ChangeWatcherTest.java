package dev.tablebook.serve;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What serve's watcher reports as a change: a settled one, never an editor's save caught halfway. */
class ChangeWatcherTest {
    private static long nanos(Instant t) {
        return t.getEpochSecond() * 1_000_000_000L + t.getNano();
    }

    @Test
    void aChangeIsReportedOnceItHasSettledForOnePoll(@TempDir Path dir) throws IOException {
        Path design = Files.writeString(dir.resolve("a.yaml"), "service: a\n");
        ChangeWatcher w = new ChangeWatcher(List.of(dir));
        assertFalse(w.changed());
        Files.writeString(design, "service: a\ntitle: A\n");
        assertFalse(w.changed(), "first seen: it may still be being written");
        assertTrue(w.changed(), "the same on the next poll: a change");
        assertFalse(w.changed(), "reported once");
    }

    @Test
    void aFileEmptiedByASaveInProgressIsNotBuiltUntilItIsWrittenOrHasStayedEmpty(@TempDir Path dir) throws IOException {
        Path design = Files.writeString(dir.resolve("a.yaml"), "service: a\n");
        Instant saved = Instant.parse("2026-12-05T10:00:00Z");
        AtomicLong now = new AtomicLong(nanos(saved));
        ChangeWatcher w = new ChangeWatcher(List.of(dir), now::get);
        // an editor truncates the file (step one of its save) and is caught there
        Files.writeString(design, "");
        Files.setLastModifiedTime(design, FileTime.from(saved));
        assertFalse(w.changed());
        now.addAndGet(100_000_000L);
        assertFalse(w.changed(), "empty for 0.1 s: the save is still going on");
        now.addAndGet(300_000_000L);
        assertFalse(w.changed(), "empty for 0.4 s: still waiting");
        // the save ends: the new text is built
        Files.writeString(design, "service: a\ntitle: A\n");
        assertFalse(w.changed());
        assertTrue(w.changed(), "the written file is the change");

        // a file left empty for longer than a save takes is built as it is (and reported empty)
        Files.writeString(design, "");
        Files.setLastModifiedTime(design, FileTime.from(saved.plusSeconds(10)));
        now.set(nanos(saved.plusSeconds(10)));
        assertFalse(w.changed());
        assertFalse(w.changed());
        now.addAndGet(ChangeWatcher.SETTLE_NANOS);
        assertTrue(w.changed(), "empty for a second: built, and the empty file reported");
    }
}
