package dev.tablebook.render;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Writes a site atomically: every file goes into a temporary folder beside the output, which is
 * swapped in only when complete ({@link SiteSwap}), so a failed or killed build never leaves a
 * half-written site, and the next build cleans up after one that was killed. The output
 * folder carries a marker file; a folder without it is not tablebook's and is never replaced.
 */
public final class SiteWriter {
    public static final String MARKER = ".tablebook-site";

    /** A problem that stops the site from being written (exit code 2). */
    public static final class OutputRefused extends RuntimeException {
        public OutputRefused(String message) {
            super(message);
        }
    }

    private final Path out;
    private final Map<String, byte[]> files = new TreeMap<>();
    private final Map<String, Path> kept = new TreeMap<>();
    private final List<String> recovered = new ArrayList<>();

    public SiteWriter(Path out) {
        this.out = out.toAbsolutePath().normalize();
    }

    /** Adds a file at a relative path made of validated slugs; nothing can escape the output folder. */
    public void add(String relative, String text) {
        add(relative, text.getBytes(StandardCharsets.UTF_8));
    }

    public void add(String relative, byte[] bytes) {
        target(relative);
        kept.remove(relative);
        files.put(relative, bytes);
    }

    private Path target(String relative) {
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
     * Puts a file of the current site, unchanged, into the new one at the same path: at commit
     * it is hard-linked into the temporary folder (copied where the file system cannot link), so
     * the swap stays atomic and the old site stays whole until the new one is. The file must be
     * a regular file inside the output folder.
     */
    public void keep(String relative) {
        Path source = target(relative);
        if (!Files.isRegularFile(source, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            throw new IllegalArgumentException("no such file in the current site: " + relative);
        }
        files.remove(relative);
        kept.put(relative, source);
    }

    /** The size in bytes of a file the new site will hold (added or kept); -1 when it holds none at that path. */
    public long size(String relative) {
        byte[] bytes = files.get(relative);
        if (bytes != null) {
            return bytes.length;
        }
        Path source = kept.get(relative);
        try {
            return source == null ? -1 : Files.size(source);
        } catch (IOException e) {
            return -1;
        }
    }

    /** Forgets every file added or kept so far (a build that starts over). */
    public void clear() {
        files.clear();
        kept.clear();
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

    /** Checks the output folder may be (re)placed; throws {@link OutputRefused} when not. */
    public void checkOutput() {
        if (out.getParent() == null) {
            throw new OutputRefused("refusing to replace the root folder " + out + "; choose another --out");
        }
        try {
            recovered.addAll(new SiteSwap(out).recover());
        } catch (IOException e) {
            throw new OutputRefused("cannot clean up after an earlier build beside " + out + ": " + e.getMessage());
        }
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
                throw new OutputRefused("cannot read " + out + ": " + e.getMessage());
            }
        }
        Path parent = out.getParent();
        if (parent != null && Files.exists(parent) && !Files.isWritable(parent)) {
            throw new OutputRefused("cannot write beside " + out + ": " + parent + " is not writable");
        }
    }

    /**
     * Writes every added file to a temporary folder and swaps it in place of the output folder
     * ({@link SiteSwap}: the marker is written last, the old site stays whole until the new one is).
     */
    public void commit() {
        checkOutput();
        SiteSwap swap = new SiteSwap(out);
        Path tmp = null;
        try {
            tmp = swap.begin();
            int written = 0;
            for (Map.Entry<String, byte[]> f : files.entrySet()) {
                Path target = tmp.resolve(f.getKey());
                Files.createDirectories(target.getParent());
                Files.write(target, f.getValue());
                if (++written == files.size() / 2) {
                    SiteSwap.pause("writing");
                }
            }
            for (Map.Entry<String, Path> f : kept.entrySet()) {
                Path target = tmp.resolve(f.getKey());
                Files.createDirectories(target.getParent());
                try {
                    Files.createLink(target, f.getValue());
                } catch (UnsupportedOperationException | IOException e) {
                    Files.copy(f.getValue(), target, java.nio.file.StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
            swap.complete(tmp);
            tmp = null;
        } catch (IOException e) {
            throw new OutputRefused("cannot write the site to " + out + ": " + e.getMessage());
        } finally {
            if (tmp != null) {
                swap.abandon(tmp);
            }
        }
    }

    /** What the last check of the output folder recovered or cleaned up after a stopped build. */
    public List<String> recovered() {
        return List.copyOf(recovered);
    }

    static void deleteTree(Path root) throws IOException {
        SiteSwap.deleteTree(root);
    }
}
