package dev.tablebook.render;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Replaces the output folder {@code OUT} by a new site without ever leaving half of one, and
 * cleans up after builds that were killed. The one place that knows how a site is swapped in:
 * <ol>
 *   <li>{@link #begin()} makes {@code .OUT.new-PID-N} beside the output, with the mode of the
 *   folder it will replace (or the umask's, for a first build);</li>
 *   <li>the site's files are written into it; {@link #complete} writes the marker file last, so a
 *   temporary folder with the marker is a whole site;</li>
 *   <li>the new folder and {@code OUT} are exchanged in one system call where the platform has
 *   one ({@link FolderExchange}: Linux, macOS), then the old site, now in the temporary folder, is
 *   deleted. At every instant {@code OUT} is the old site or the new one.</li>
 * </ol>
 * Where there is no exchange (Windows, a file system without it), {@code OUT} is renamed to
 * {@code .OUT.old-PID-N} and the new folder to {@code OUT}: a build killed between the two renames
 * leaves no {@code OUT}, but a whole old site and a whole new one beside it. {@link #recover()},
 * which every build runs first, puts the newest whole site back as {@code OUT} and deletes every
 * temporary folder of a build that is no longer running. The process id in each name tells a
 * killed build's folders from those of a build still running.
 */
public final class SiteSwap {
    /** A build stops here, for the fault suite, when the system property {@value #PAUSE_PROPERTY} names the phase. */
    static final String PAUSE_PROPERTY = "tablebook.pause-at";

    private final Path out;
    private final Path parent;
    private final Pattern leftover;

    SiteSwap(Path out) {
        this.out = out;
        this.parent = out.getParent();
        this.leftover = Pattern.compile("\\." + Pattern.quote(out.getFileName().toString())
                + "\\.(new|old)-(\\d+)-(\\d+)");
    }

    /** A temporary folder of some build, as its name tells. */
    private record Temp(Path path, boolean isNew, long pid, String id) {
        boolean whole() {
            return Files.isRegularFile(path.resolve(SiteWriter.MARKER), LinkOption.NOFOLLOW_LINKS);
        }

        boolean ownerRunning() {
            return pid != ProcessHandle.current().pid() && ProcessHandle.of(pid).map(ProcessHandle::isAlive)
                    .orElse(false);
        }
    }

    /**
     * Restores the output folder after a build killed between its two renames, then deletes the
     * temporary folders of builds that no longer run. Returns what it did, one line each.
     */
    List<String> recover() throws IOException {
        List<String> done = new ArrayList<>();
        if (parent == null || !Files.isDirectory(parent)) {
            return done;
        }
        List<Temp> temps = temps();
        if (!Files.exists(out, LinkOption.NOFOLLOW_LINKS)) {
            Optional<Temp> newest = lastGood(temps);
            if (newest.isPresent()) {
                Files.move(newest.get().path(), out, StandardCopyOption.ATOMIC_MOVE);
                done.add("restored " + out + " from " + newest.get().path().getFileName()
                        + ", the last whole site of a build that was stopped while swapping it in");
                temps = temps();
            }
        }
        for (Temp t : temps) {
            if (!t.ownerRunning()) {
                deleteTree(t.path());
                done.add("deleted " + t.path().getFileName() + ", left by a build that was stopped");
            }
        }
        return done;
    }

    /**
     * The site to put back when the output is missing: the new folder of a build stopped between
     * its renames (its old folder is beside it), else the newest whole folder of any stopped build.
     */
    private static Optional<Temp> lastGood(List<Temp> temps) {
        List<Temp> stopped = temps.stream().filter(t -> !t.ownerRunning() && t.whole()).toList();
        for (Temp t : stopped) {
            if (t.isNew() && stopped.stream().anyMatch(o -> !o.isNew() && o.id().equals(t.id()))) {
                return Optional.of(t);
            }
        }
        return stopped.stream().max(Comparator.comparing(SiteSwap::modified).thenComparing(Temp::isNew));
    }

    private static long modified(Temp t) {
        try {
            return Files.getLastModifiedTime(t.path().resolve(SiteWriter.MARKER)).toMillis();
        } catch (IOException e) {
            return 0;
        }
    }

    private List<Temp> temps() throws IOException {
        List<Temp> found = new ArrayList<>();
        try (var list = Files.list(parent)) {
            for (Path p : (Iterable<Path>) list::iterator) {
                Matcher m = leftover.matcher(p.getFileName().toString());
                if (m.matches() && Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                    found.add(new Temp(p, m.group(1).equals("new"), Long.parseLong(m.group(2)),
                            m.group(2) + "-" + m.group(3)));
                }
            }
        }
        found.sort(Comparator.comparing(t -> t.path().getFileName().toString()));
        return found;
    }

    /** Creates the temporary folder the new site is written into. */
    Path begin() throws IOException {
        Files.createDirectories(parent);
        long pid = ProcessHandle.current().pid();
        while (true) {
            Path tmp = parent.resolve("." + out.getFileName() + ".new-" + pid + "-"
                    + ThreadLocalRandom.current().nextLong(1L << 40));
            try {
                // a plain createDirectory takes the umask's mode, not the 0700 of a temporary directory
                Files.createDirectory(tmp);
            } catch (FileAlreadyExistsException e) {
                continue;
            }
            keepMode(tmp);
            return tmp;
        }
    }

    /** The new site's root folder gets the mode of the folder it replaces, where the file system has modes. */
    private void keepMode(Path tmp) throws IOException {
        PosixFileAttributeView view = Files.getFileAttributeView(tmp, PosixFileAttributeView.class);
        if (view == null || !Files.isDirectory(out, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        Set<PosixFilePermission> mode = Files.getPosixFilePermissions(out, LinkOption.NOFOLLOW_LINKS);
        mode.add(PosixFilePermission.OWNER_READ);
        mode.add(PosixFilePermission.OWNER_WRITE);
        mode.add(PosixFilePermission.OWNER_EXECUTE);
        view.setPermissions(mode);
    }

    /**
     * Marks the written folder whole and swaps it in for the output folder; the old one is deleted.
     * Where the platform exchanges two folders in one system call ({@link FolderExchange}), the
     * output folder is the old site or the new one at every instant; elsewhere two renames leave
     * it absent between them, for {@link #recover()} to mend.
     */
    void complete(Path tmp) throws IOException {
        pause("written");
        Files.write(tmp.resolve(SiteWriter.MARKER), "This folder is generated by tablebook; it is replaced on every build.\n"
                .getBytes(StandardCharsets.UTF_8));
        pause("marked");
        if (!Files.exists(out, LinkOption.NOFOLLOW_LINKS)) {
            Files.move(tmp, out, StandardCopyOption.ATOMIC_MOVE); // a first build: the folder appears whole
            pause("swapped");
            return;
        }
        if (FolderExchange.exchange(tmp, out)) {
            // the temporary folder now holds the old site: a build killed before deleting it leaves
            // the new site in place and a folder the next build deletes
            pause("swapped");
            deleteTree(tmp);
            return;
        }
        Path old = parent.resolve(tmp.getFileName().toString().replaceFirst("\\.new-(?=\\d+-\\d+$)", ".old-"));
        Files.move(out, old, StandardCopyOption.ATOMIC_MOVE);
        pause("between-renames");
        try {
            Files.move(tmp, out, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            if (!Files.exists(out, LinkOption.NOFOLLOW_LINKS)) {
                Files.move(old, out, StandardCopyOption.ATOMIC_MOVE); // the old site stays
            }
            throw e;
        }
        pause("swapped");
        deleteTree(old);
    }

    /** Deletes the temporary folder of a build that failed; the output folder was not touched. */
    void abandon(Path tmp) {
        try {
            deleteTree(tmp);
        } catch (IOException ignored) {
            // the failure that brought us here is the one to report; the next build deletes the rest
        }
    }

    /**
     * Stops the build at a named phase when {@value #PAUSE_PROPERTY} names it: it prints
     * {@code tablebook: paused at PHASE} on stderr and waits to be killed. Only the fault suite sets it.
     */
    public static void pause(String phase) {
        if (phase.equals(System.getProperty(PAUSE_PROPERTY))) {
            System.err.println("tablebook: paused at " + phase);
            System.err.flush();
            while (true) {
                try {
                    Thread.sleep(60_000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
                if (e != null) {
                    throw e;
                }
                Files.delete(dir);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}
