package dev.tablebook.cache;

import dev.tablebook.check.Finding;
import dev.tablebook.check.FindingCounts;
import dev.tablebook.render.ServiceSummary;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * The build cache of a site: the {@link BuildKey} digest it was built under, the digest of what
 * every service page shows of the others ({@link dev.tablebook.render.Site#sharedByServicePages}),
 * and for each design file rendered an {@link Entry}. It is the file {@value CachedBuild#CACHE_FILE}
 * in the site folder, written with the site and swapped in with it, so it always describes the
 * site beside it. Its first line names the format and the SHA-256 of the rest, the body
 * ({@link ManifestCodec}); a file that does not match it, or cannot be read, is no cache.
 */
public record Manifest(String key, String shared, List<Entry> entries) {

    static final String HEADER = "tablebook build cache, format " + BuildKey.FORMAT + ", sha256 ";

    public Manifest {
        entries = List.copyOf(entries);
    }

    /**
     * One design file whose pages the site holds: its path and key ({@link FileKey}), its service,
     * the site files only it wrote with their sizes, its summary for the pages that list every
     * service, and the count of its findings and those that fail the run, for the build's report.
     */
    public record Entry(String file, String fileKey, String service, List<Output> outputs, ServiceSummary summary,
                        FindingCounts counts, List<Finding> failing) {
        public Entry {
            outputs = List.copyOf(outputs);
            failing = List.copyOf(failing);
        }
    }

    /** A site file by its path relative to the site folder and its size in bytes. */
    public record Output(String path, long size) {
    }

    /** A manifest read, or why there is none to use. */
    record Read(Manifest manifest, String why) {
        static Read none(String why) {
            return new Read(null, why);
        }
    }

    /** The file's bytes: the header line with the digest of the body after it ({@link ManifestCodec}). */
    byte[] bytes() {
        byte[] body = ManifestCodec.encode(this);
        byte[] head = (HEADER + new Digest().bytes(body).hex() + "\n").getBytes(StandardCharsets.UTF_8);
        byte[] all = Arrays.copyOf(head, head.length + body.length);
        System.arraycopy(body, 0, all, head.length, body.length);
        return all;
    }

    /** Reads the cache file; a missing, damaged or foreign file is no cache, with the reason. */
    static Read read(Path file) {
        byte[] bytes;
        try {
            if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                return Read.none(CachedBuild.NO_CACHE);
            }
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            return Read.none(CachedBuild.NO_CACHE);
        } catch (IOException e) {
            return Read.none("the build cache cannot be read (" + e.getMessage() + ")");
        }
        return parse(bytes);
    }

    static Read parse(byte[] bytes) {
        byte[] header = HEADER.getBytes(StandardCharsets.UTF_8);
        int eol = header.length + 64;
        if (bytes.length <= eol || !Arrays.equals(bytes, 0, header.length, header, 0, header.length)
                || bytes[eol] != '\n') {
            return Read.none("the build cache is of another format or version");
        }
        String digest = new String(bytes, header.length, 64, StandardCharsets.US_ASCII);
        byte[] body = Arrays.copyOfRange(bytes, eol + 1, bytes.length);
        if (!digest.equals(new Digest().bytes(body).hex())) {
            return Read.none("the build cache is damaged (its digest does not match)");
        }
        try {
            Manifest m = ManifestCodec.decode(new ByteArrayInputStream(body));
            if (m.key() == null || m.shared() == null || m.entries().stream().anyMatch(Manifest::incomplete)) {
                return Read.none("the build cache is incomplete");
            }
            return new Read(m, null);
        } catch (IOException | RuntimeException e) {
            return Read.none("the build cache cannot be read (" + e.getClass().getSimpleName() + ")");
        }
    }

    private static boolean incomplete(Entry e) {
        return e == null || e.file() == null || e.fileKey() == null || e.service() == null || e.summary() == null
                || e.counts() == null || e.outputs().stream().anyMatch(o -> o == null || o.path() == null)
                || !e.service().equals(e.summary().service());
    }
}
