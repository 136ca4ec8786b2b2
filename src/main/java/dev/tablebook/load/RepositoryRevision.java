package dev.tablebook.load;


import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * One side of a diff as the user named it: a folder or file, or {@code git:REV} (optionally
 * {@code git:REV:FOLDER}) — a revision of the repository that contains {@code repoDir}, read from
 * its object database.
 */
public record RepositoryRevision(String spec, String label, String commit, String root, LoadResult loaded) {

    /** A side that cannot be read at all (exit code 2). */
    public static final class Unreadable extends Exception {
        public Unreadable(String message) {
            super(message);
        }
    }

    public static final String GIT_PREFIX = "git:";

    /**
     * Loads one side. {@code designsFolder} is where designs live inside the repository for a
     * {@code git:} revision that names no folder.
     */
    public static RepositoryRevision load(String spec, Path repoDir, String designsFolder, DesignLoader loader)
            throws Unreadable {
        return load(spec, repoDir, designsFolder, loader, note -> { });
    }

    /**
     * As {@link #load(String, Path, String, DesignLoader)}, telling {@code notes} what the user
     * should know, e.g. that a revision has no such folder (that side is then empty: the designs
     * folder may be new).
     */
    public static RepositoryRevision load(String spec, Path repoDir, String designsFolder, DesignLoader loader,
                                          Consumer<String> notes) throws Unreadable {
        if (spec.startsWith(GIT_PREFIX)) {
            String rest = spec.substring(GIT_PREFIX.length());
            int colon = rest.indexOf(':');
            String rev = colon < 0 ? rest : rest.substring(0, colon);
            String folder = colon < 0 ? designsFolder : rest.substring(colon + 1);
            if (rev.isBlank()) {
                throw new Unreadable("`" + spec + "` names no revision; write git:REV, e.g. git:HEAD~1");
            }
            String inside = folder.replace('\\', '/');
            if (inside.startsWith("/") || List.of(inside.split("/")).contains("..")) {
                throw new Unreadable("`" + spec + "` names the folder `" + folder + "`, which is not inside the"
                        + " repository; write a path from the repository's top, e.g. git:" + rev + ":designs");
            }
            GitDesigns.Snapshot snap;
            try {
                snap = GitDesigns.read(repoDir, rev, folder);
            } catch (GitDesigns.GitProblem e) {
                throw new Unreadable(e.getMessage());
            }
            if (!snap.folderFound()) {
                notes.accept("note: git revision " + rev + " has no folder `" + folder + "`; that side holds no designs");
            }
            LoadResult loaded = loader.loadSources(snap.sources());
            List<InputError> errors = new ArrayList<>(snap.errors());
            errors.addAll(loaded.errors());
            List<String> failed = new ArrayList<>(snap.errors().stream().map(e -> e.pos().file()).toList());
            failed.addAll(loaded.failedFiles());
            return new RepositoryRevision(spec, spec, snap.commit(), folder, new LoadResult(loaded.designs(), errors,
                    failed));
        }
        Path path = Path.of(spec);
        if (!Files.exists(path)) {
            throw new Unreadable("no such design folder or file: " + spec
                    + " (for a git revision write git:" + spec + ")");
        }
        if (!Files.isReadable(path)) {
            throw new Unreadable("cannot read " + spec);
        }
        String root = Files.isDirectory(path) ? spec : path.getParent() == null ? "" : path.getParent().toString();
        return new RepositoryRevision(spec, spec, null, root, loader.load(List.of(path)));
    }

    /** Loads sources already in memory (tests, tools). */
    public static RepositoryRevision of(String label, List<DesignSource> sources, DesignLoader loader) {
        return new RepositoryRevision(label, label, null, "", loader.loadSources(sources));
    }

    /** A design file's path inside this side's folder, so that the same file matches across sides. */
    public String relative(String file) {
        String f = file.replace('\\', '/');
        String r = root == null ? "" : root.replace('\\', '/');
        while (r.endsWith("/")) {
            r = r.substring(0, r.length() - 1);
        }
        if (r.startsWith("./")) {
            r = r.substring(2);
        }
        if (f.startsWith("./")) {
            f = f.substring(2);
        }
        return !r.isEmpty() && !r.equals(".") && f.startsWith(r + "/") ? f.substring(r.length() + 1) : f;
    }
}
