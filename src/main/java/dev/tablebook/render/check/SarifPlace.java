package dev.tablebook.render.check;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Where a finding is, as code scanning wants it: the file as a URI relative to the repository
 * root (base id {@code %SRCROOT%}) whatever folder {@code check} runs from, and the column in
 * UTF-16 code units (the loader counts code points; they differ only after a character outside
 * the Basic Multilingual Plane). A file outside the root keeps an absolute {@code file:} URI.
 */
public final class SarifPlace {
    public static final String SRCROOT = "%SRCROOT%";

    /** A located file: its URI and, when relative, the base id it is relative to (else null). */
    public record Location(String uri, String uriBaseId) {
    }

    private final Path root;
    private final Path workingDir;
    private final Map<Path, List<String>> lines = new HashMap<>();

    /**
     * @param root       the repository root (see {@link #repositoryRoot})
     * @param workingDir the folder the finding's relative file names are relative to
     */
    public SarifPlace(Path root, Path workingDir) {
        this.root = root.toAbsolutePath().normalize();
        this.workingDir = workingDir.toAbsolutePath().normalize();
    }

    /** The places of a {@code check} run in the current folder: its git repository's root, or the folder itself. */
    public static SarifPlace here() {
        Path cwd = Path.of("").toAbsolutePath();
        return new SarifPlace(repositoryRoot(cwd), cwd);
    }

    /**
     * The nearest folder at or above {@code start} holding {@code .git} (a folder, or the file a
     * worktree or submodule has); {@code start} itself when there is none.
     */
    public static Path repositoryRoot(Path start) {
        Path abs = start.toAbsolutePath().normalize();
        for (Path p = abs; p != null; p = p.getParent()) {
            if (Files.exists(p.resolve(".git"))) {
                return p;
            }
        }
        return abs;
    }

    public Path root() {
        return root;
    }

    /** The root as an absolute file URI ending in '/', the value of {@code %SRCROOT%}. */
    public String rootUri() {
        String path = encode(root.toString().replace('\\', '/'), true);
        return (path.startsWith("/") ? "file://" : "file:///") + path + (path.endsWith("/") ? "" : "/");
    }

    public Location locate(String file) {
        Path abs = absolute(file);
        if (abs.startsWith(root)) {
            return new Location(encode(root.relativize(abs).toString().replace('\\', '/'), false), SRCROOT);
        }
        String path = encode(abs.toString().replace('\\', '/'), true);
        return new Location((path.startsWith("/") ? "file://" : "file:///") + path, null);
    }

    /**
     * The 1-based UTF-16 column of a 1-based code-point column on a line of the file; the column
     * unchanged when the file or the line cannot be read.
     */
    public int utf16Column(String file, int line, int codePointColumn) {
        List<String> text = lines.computeIfAbsent(absolute(file), SarifPlace::read);
        if (line < 1 || line > text.size() || codePointColumn <= 1) {
            return Math.max(1, codePointColumn);
        }
        String l = text.get(line - 1);
        int cps = Math.min(codePointColumn - 1, l.codePointCount(0, l.length()));
        return l.offsetByCodePoints(0, cps) + 1 + (codePointColumn - 1 - cps);
    }

    private Path absolute(String file) {
        return workingDir.resolve(Path.of(file)).normalize();
    }

    private static List<String> read(Path file) {
        try {
            return Files.isRegularFile(file) && Files.size(file) <= 8L << 20
                    ? List.of(new String(Files.readAllBytes(file), StandardCharsets.UTF_8).split("\r\n|\r|\n", -1))
                    : List.of();
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    /** Percent-encodes every byte outside the unreserved set and '/' (and ':' in an absolute path). */
    static String encode(String path, boolean absolute) {
        StringBuilder out = new StringBuilder();
        for (byte b : path.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || "-._~/".indexOf(c) >= 0
                    || (absolute && c == ':')) {
                out.append(c);
            } else {
                out.append('%').append(String.format(Locale.ROOT, "%02X", b & 0xff));
            }
        }
        return out.toString();
    }
}
