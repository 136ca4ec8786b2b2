package dev.tablebook.serve;

import java.io.IOException;
import java.nio.file.FileVisitOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
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

    private final List<Path> watched;
    private Map<String, String> last;

    ChangeWatcher(List<Path> watched) {
        this.watched = List.copyOf(watched);
        this.last = snapshot();
    }

    /** True (once) when anything changed since the last call. */
    boolean changed() {
        Map<String, String> now = snapshot();
        if (now.equals(last)) {
            return false;
        }
        last = now;
        return true;
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
