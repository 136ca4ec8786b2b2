package dev.tablebook.render;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;
import java.util.Set;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.nio.file.LinkOption;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Writes a site atomically: every file goes into a temporary folder beside the output as soon as
 * it is added (so a site is never held in memory), and the folder is swapped in only when complete
 * ({@link SiteSwap}), so a failed or killed build never leaves a half-written site, and the next
 * build cleans up after one that was killed. The output folder carries a marker file; a folder
 * without it is not tablebook's and is never replaced. Files may be added from several threads at
 * once; each path is written whole by the thread that adds it.
 */
public final class SiteWriter implements AutoCloseable {
    public static final String MARKER = ".tablebook-site";

    /** A problem that stops the site from being written (exit code 2). */
    public static final class OutputRefused extends RuntimeException {
        public OutputRefused(String message) {
            super(message);
        }
    }

    private final Path out;
    private final List<String> recovered = new ArrayList<>();
    private final AtomicInteger written = new AtomicInteger();
    private final AtomicLong bytes = new AtomicLong();
    private final Map<String, Long> sizes = new ConcurrentHashMap<>();
    private boolean checked;
    private SiteSwap swap;
    private Path tmp;
    private boolean done;
    /** Whether the output folder held a site when the temporary folder was opened; null until then. */
    private volatile Boolean currentSite;

    public SiteWriter(Path out) {
        this.out = out.toAbsolutePath().normalize();
    }

    /** Writes a file at a relative path made of validated slugs; nothing can escape the output folder. */
    public void add(String relative, String text) {
        add(relative, text.getBytes(StandardCharsets.UTF_8));
    }

    public void add(String relative, byte[] content) {
        if (unchanged(relative, content)) {
            // the same bytes as the current site's file: linked, not written again, so a rebuild
            // writes only what changed (a reader syncing the site sees the file untouched)
            keep(relative);
            return;
        }
        Path target = target(relative);
        try {
            folder(target.getParent());
            // one channel write for the whole file (Files.write issues one call per 8 KB)
            try (FileChannel out = create(target)) {
                ByteBuffer buffer = ByteBuffer.wrap(content);
                while (buffer.hasRemaining()) {
                    out.write(buffer);
                }
            }
        } catch (IOException e) {
            throw new OutputRefused("cannot write the site to " + out + ": " + why(e));
        }
        bytes.addAndGet(content.length);
        sizes.put(relative, (long) content.length);
        if (written.incrementAndGet() == PAUSE_AFTER) {
            SiteSwap.pause("writing");
        }
    }

    /**
     * Whether the current site holds this file with these bytes: a file of another size is
     * told apart by its attributes alone, without reading it.
     */
    private boolean unchanged(String relative, byte[] content) {
        Path current = inOutput(relative);
        Boolean site = currentSite;
        if (site == null) {
            open();
            site = currentSite;
        }
        if (!site) {
            return false; // no current site (a first build): each look would fail on a missing file
        }
        try {
            BasicFileAttributes file = Files.readAttributes(current, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            return file.isRegularFile() && file.size() == content.length
                    && java.util.Arrays.equals(Files.readAllBytes(current), content);
        } catch (IOException e) {
            return false;
        }
    }

    /** Makes a file that must not exist yet ({@link #replacing}). */
    private interface Creation<T> {
        T create() throws IOException;
    }

    /**
     * Creates {@code target} with {@code creation}, which fails when a file is already there: that
     * file (a kept file is a hard link to the current site's, so it is never written through) is
     * deleted and the creation tried once more. Most paths are new, so a file costs one exclusive
     * create, without a look for a file to delete first.
     */
    private static <T> T replacing(Path target, Creation<T> creation) throws IOException {
        try {
            return creation.create();
        } catch (FileAlreadyExistsException e) {
            Files.delete(target);
            return creation.create();
        }
    }

    private static FileChannel create(Path target) throws IOException {
        return replacing(target, () -> FileChannel.open(target, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE));
    }

    /** The folders made so far in the temporary folder: each is created once, not once per file. */
    private final Set<Path> folders = ConcurrentHashMap.newKeySet();

    private void folder(Path dir) throws IOException {
        if (!folders.contains(dir)) {
            Files.createDirectories(dir);
            folders.add(dir);
        }
    }

    /** The file a relative path names inside the temporary folder, which the first file opens. */
    private Path target(String relative) {
        inOutput(relative);
        return open().resolve(relative);
    }

    /** The file a relative path names in the output folder; nothing outside it, nor the marker. */
    private Path inOutput(String relative) {
        Path target = out.resolve(relative).normalize();
        if (relative.startsWith("/") || relative.contains("\\") || !target.startsWith(out) || target.equals(out)
                || relative.equals(MARKER)) {
            throw new IllegalArgumentException("refusing to write outside the output folder: " + relative);
        }
        return target;
    }

    /** The output folder (absolute). */
    public Path out() {
        return out;
    }

    /**
     * Puts a file of the current site, unchanged, into the new one at the same path: it is
     * hard-linked into the temporary folder (copied where the file system cannot link), so the
     * swap stays atomic and the old site stays whole until the new one is. The file must be a
     * regular file inside the output folder.
     */
    public void keep(String relative) {
        Path source = inOutput(relative);
        BasicFileAttributes file;
        try {
            file = Files.readAttributes(source, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            file = null;
        }
        if (file == null || !file.isRegularFile()) {
            throw new IllegalArgumentException("no such file in the current site: " + relative);
        }
        Path target = target(relative);
        try {
            folder(target.getParent());
            replacing(target, () -> {
                try {
                    return Files.createLink(target, source);
                } catch (FileAlreadyExistsException e) {
                    throw e;
                } catch (UnsupportedOperationException | IOException e) {
                    return Files.copy(source, target, StandardCopyOption.COPY_ATTRIBUTES);
                }
            });
            sizes.put(relative, file.size());
        } catch (IOException e) {
            throw new OutputRefused("cannot write the site to " + out + ": " + why(e));
        }
    }

    /** The size in bytes of a file the new site holds (added or kept); -1 when it holds none at that path. */
    public long size(String relative) {
        return sizes.getOrDefault(relative, -1L);
    }

    /** Forgets every file added or kept so far (a build that starts over): what was written is deleted. */
    public synchronized void clear() {
        if (tmp != null) {
            swap.abandon(tmp);
            tmp = null;
        }
        currentSite = null;
        sizes.clear();
        folders.clear();
        written.set(0);
        bytes.set(0);
    }

    /** A build stops for the fault suite ({@code writing}) once this many files are in the temporary folder. */
    private static final int PAUSE_AFTER = 2;

    /**
     * The temporary folder the site is written into, made on first use after the output folder
     * was checked (and what earlier builds left was cleaned up).
     */
    private synchronized Path open() {
        if (done) {
            throw new IllegalStateException("the site was already committed or abandoned");
        }
        if (tmp == null) {
            if (!checked) {
                checkOutput();
            }
            swap = new SiteSwap(out);
            try {
                tmp = swap.begin();
            } catch (IOException e) {
                throw new OutputRefused("cannot write the site to " + out + ": " + why(e));
            }
            currentSite = Files.isDirectory(out);
        }
        return tmp;
    }

    /** How many files were written so far, and their bytes. */
    public int files() {
        return written.get();
    }

    public long bytes() {
        return bytes.get();
    }

    /** Copies a class-path resource into the site. */
    public void addResource(String relative, String resource) {
        try (InputStream in = SiteWriter.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            add(relative, in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Checks that the output folder and the designs stay apart: a site written into the designs
     * folder would be read back as designs (its JSON files as imported models), and designs inside
     * the output folder would be deleted when the next build replaces it.
     */
    public void checkApartFrom(List<Path> designs) {
        Path site = real(out);
        for (Path d : designs) {
            Path input = real(d.toAbsolutePath().normalize());
            if (site.equals(input)) {
                throw new OutputRefused(out + " is the designs " + (Files.isDirectory(d) ? "folder" : "file")
                        + " itself; choose another --out");
            }
            if (site.startsWith(input) && !ignoredByLoader(input.relativize(site))) {
                throw new OutputRefused(out + " is inside the designs folder " + d + ", where the site's files would"
                        + " be read as designs; choose an --out outside it (or a folder whose name starts with '_')");
            }
            if (input.startsWith(site)) {
                throw new OutputRefused((Files.isDirectory(d) ? "the designs folder " : "the design file ") + d
                        + " is inside " + out + ", which every build replaces; choose an --out that does not hold it");
            }
        }
    }

    /** A folder whose path has a part starting with '.' or '_' is not read for designs. */
    private static boolean ignoredByLoader(Path relative) {
        for (Path part : relative) {
            if (part.toString().startsWith(".") || part.toString().startsWith("_")) {
                return true;
            }
        }
        return false;
    }

    /** The real path of the nearest existing ancestor, with the rest of the path after it (links resolved). */
    private static Path real(Path absolute) {
        Path existing = absolute;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null) {
            return absolute;
        }
        try {
            return existing.toRealPath().resolve(existing.relativize(absolute)).normalize();
        } catch (IOException e) {
            return absolute;
        }
    }

    /**
     * Checks the output folder may be (re)placed, after cleaning up what stopped builds left beside
     * it; throws {@link OutputRefused} when not. The first file added runs it when no one did.
     */
    public synchronized void checkOutput() {
        if (out.getParent() == null) {
            throw new OutputRefused("refusing to replace the root folder " + out + "; choose another --out");
        }
        if (tmp != null) {
            throw new IllegalStateException("the output is checked before the site is written, not while");
        }
        try {
            recovered.addAll(new SiteSwap(out).recover());
        } catch (IOException e) {
            throw new OutputRefused("cannot clean up after an earlier build beside " + out + ": " + why(e));
        }
        checkReplaceable();
        checked = true;
    }

    /** The output folder is absent, empty or a site tablebook wrote, and its parent is writable. */
    private void checkReplaceable() {
        if (Files.exists(out)) {
            if (!Files.isDirectory(out)) {
                throw new OutputRefused(out + " exists and is not a folder");
            }
            try (var list = Files.list(out)) {
                boolean empty = list.findAny().isEmpty();
                if (!empty && !Files.exists(out.resolve(MARKER))) {
                    throw new OutputRefused(out + " is not a folder tablebook created (it has no " + MARKER
                            + " file); refusing to replace it. Choose another --out or empty it first.");
                }
            } catch (IOException e) {
                throw new OutputRefused("cannot read " + out + ": " + why(e));
            }
        }
        Path parent = out.getParent();
        if (parent != null && Files.exists(parent) && !Files.isWritable(parent)) {
            throw new OutputRefused("cannot write beside " + out + ": " + parent + " is not writable");
        }
    }

    /**
     * Swaps the written temporary folder in place of the output folder ({@link SiteSwap}: the
     * marker is written last, the old site stays whole until the new one is). The output folder is
     * checked again first: it may have changed while the site was being written.
     */
    public synchronized void commit() {
        Path written = open();
        done = true;
        boolean swapped = false;
        try {
            checkReplaceable();
            swap.complete(written);
            swapped = true;
        } catch (IOException e) {
            throw new OutputRefused("cannot write the site to " + out + ": " + why(e));
        } finally {
            if (!swapped) {
                swap.abandon(written);
            }
        }
    }

    /** Deletes what was written of a site that will not be committed; the output folder is not touched. */
    public synchronized void abandon() {
        if (tmp != null && !done) {
            swap.abandon(tmp);
        }
        done = true;
    }

    /** Abandons the site unless it was committed. */
    @Override
    public void close() {
        abandon();
    }

    /** What the last check of the output folder recovered or cleaned up after a stopped build. */
    public List<String> recovered() {
        return List.copyOf(recovered);
    }

    static void deleteTree(Path root) throws IOException {
        SiteSwap.deleteTree(root);
    }

    /** What went wrong, in words: an I/O exception's message, or what it is when it has none (an interrupted write). */
    static String why(Exception e) {
        if (e instanceof java.nio.channels.ClosedByInterruptException) {
            return "the build was interrupted";
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
