package dev.tablebook.serve;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.regex.Pattern;

/**
 * The file of the site a request path names, or why there is none. Only what a tablebook site
 * holds is served: a path of plain segments ({@code A-Z a-z 0-9 . _ ~ -}) below the site root.
 * Refused: any percent-encoding (an encoded dot, slash or backslash among them), {@code .} and
 * {@code ..} segments, empty segments ({@code //}, an absolute path smuggled after the root), a
 * drive letter or backslash, and any symbolic link on the way to the file, wherever it points.
 */
final class SafePath {
    private static final Pattern SEGMENT = Pattern.compile("[A-Za-z0-9._~-]+");

    /** A request's answer: the file, or an HTTP status with the reason. */
    record Lookup(Path file, int status, String reason) {
        static Lookup refused(int status, String reason) {
            return new Lookup(null, status, reason);
        }

        boolean found() {
            return file != null;
        }
    }

    private SafePath() {
    }

    /**
     * @param root    the site folder
     * @param rawPath the request path as sent (not decoded)
     */
    static Lookup resolve(Path root, String rawPath) {
        if (rawPath == null || !rawPath.startsWith("/")) {
            return Lookup.refused(400, "the path must start with /");
        }
        String rest = rawPath.substring(1);
        boolean folder = rest.isEmpty() || rest.endsWith("/");
        if (folder) {
            rest = rest + "index.html";
        }
        Path file = root;
        for (String segment : rest.split("/", -1)) {
            if (segment.isEmpty()) {
                return Lookup.refused(400, "empty path segment");
            }
            if (!SEGMENT.matcher(segment).matches()) {
                return Lookup.refused(400, "only letters, digits and . _ ~ - may name a file of the site");
            }
            if (segment.equals(".") || segment.equals("..")) {
                return Lookup.refused(400, "dot segments are refused");
            }
            file = file.resolve(segment);
            if (Files.isSymbolicLink(file)) {
                return Lookup.refused(403, "symbolic links are not followed");
            }
        }
        if (Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS)) {
            Path index = file.resolve("index.html");
            if (Files.isRegularFile(index, LinkOption.NOFOLLOW_LINKS)) {
                return Lookup.refused(301, "/" + root.relativize(file).toString().replace('\\', '/') + "/");
            }
            return Lookup.refused(404, "no such page");
        }
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            return Lookup.refused(404, "no such page");
        }
        try {
            if (!file.toRealPath().startsWith(root.toRealPath())) {
                return Lookup.refused(403, "outside the site");
            }
        } catch (IOException e) {
            return Lookup.refused(404, "no such page");
        }
        return new Lookup(file, 200, "");
    }
}
