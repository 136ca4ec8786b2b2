package dev.tablebook.serve;

import java.io.IOException;
import java.nio.file.FileVisitOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.LongSupplier;
import java.util.stream.Stream;

/**
 * Notices a change under the watched paths (design folders and files, the templates folder, the
 * price sheet): a file added, removed, or with another size or modification time. It compares
 * snapshots, taken as often as {@code serve} polls, rather than relying on file-system events,
 * so that it sees the same on every platform and through editors that replace a file on save.
 */
final class ChangeWatcher {
    /** Enough for thousands of files; a watched folder past it is still watched, its first files only. */
    static final int MAX_FILES = 20_000;

    /** How long a file that became empty is given to be written before it is built as empty: 1 s. */
    static final long SETTLE_NANOS = 1_000_000_000L;

    private final List<Path> watched;
    private final LongSupplier clock;
    private Map<String, String> last;
    private Map<String, String> pending;

    ChangeWatcher(List<Path> watched) {
        this(watched, () -> {
            Instant now = Instant.now();
            return now.getEpochSecond() * 1_000_000_000L + now.getNano();
        });
    }

    /** With the wall clock in nanoseconds since the epoch given (files' modification times are on it). */
    ChangeWatcher(List<Path> watched, LongSupplier clock) {
        this.watched = List.copyOf(watched);
        this.clock = clock;
        this.last = snapshot();
    }

    /**
     * True (once) when anything changed since the last change it reported, and the change has
     * settled: the inputs look the same on two polls in a row, and no file is empty that was
     * written less than {@link #SETTLE_NANOS} ago. An editor that saves by truncating a file and
     * then writing it is seen between the two steps now and then; the build waits for the save to
     * end instead of reporting a design that "holds no design (it is empty)". A file left empty
     * for longer is built, and reported, as it is.
     */
    boolean changed() {
        Map<String, String> now = snapshot();
        if (now.equals(last)) {
            pending = null;
            return false;
        }
        if (!now.equals(pending)) {
            pending = now;
            return false;
        }
        if (freshEmptyFile(now, clock.getAsLong())) {
            return false;
        }
        last = now;
        pending = null;
        return true;
    }

    /** A file of zero bytes modified less than {@link #SETTLE_NANOS} before {@code nowNanos} (wall-clock nanoseconds). */
    private static boolean freshEmptyFile(Map<String, String> snapshot, long nowNanos) {
        for (String v : snapshot.values()) {
            int at = v.indexOf('@');
            if (at > 0 && v.startsWith("0@")) {
                long modified = Long.parseLong(v.substring(at + 1));
                if (nowNanos - modified < SETTLE_NANOS) {
                    return true;
                }
            }
        }
        return false;
    }

    private Map<String, String> snapshot() {
        Map<String, String> out = new TreeMap<>();
        for (Path root : watched) {
            if (!Files.exists(root)) {
                out.put(root.toString(), "missing");
                continue;
            }
            try (Stream<Path> walk = Files.walk(root, 32, FileVisitOption.FOLLOW_LINKS)) {
                walk.limit(MAX_FILES).forEach(p -> {
                    try {
                        BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class);
                        if (a.isRegularFile()) {
                            out.put(p.toString(), a.size() + "@" + a.lastModifiedTime().to(java.util.concurrent.TimeUnit.NANOSECONDS));
                        }
                    } catch (IOException e) {
                        out.put(p.toString(), "unreadable");
                    }
                });
            } catch (IOException | RuntimeException e) {
                out.put(root.toString(), "unreadable: " + e.getMessage());
            }
        }
        return out;
    }
}
