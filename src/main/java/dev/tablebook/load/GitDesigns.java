package dev.tablebook.load;

import dev.tablebook.model.Design;
import dev.tablebook.model.Pos;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.Status;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.dircache.DirCache;
import org.eclipse.jgit.dircache.DirCacheEntry;
import org.eclipse.jgit.errors.IncorrectObjectTypeException;
import org.eclipse.jgit.errors.RevisionSyntaxException;
import org.eclipse.jgit.lib.FileMode;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.ObjectLoader;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.eclipse.jgit.treewalk.filter.PathFilter;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Reads the design files of a git revision straight from the object database: the work tree and
 * the index are never read or touched, so {@code git:HEAD~1} means exactly what was committed.
 */
public final class GitDesigns {

    /** A revision that cannot be read: no repository, an unknown revision, a broken object. */
    public static final class GitProblem extends Exception {
        public GitProblem(String message) {
            super(message);
        }
    }

    /** The design files of one commit, the commit's id, and the files too large to read. */
    public record Snapshot(String commit, List<DesignSource> sources, List<InputError> errors, boolean folderFound) {
        public Snapshot {
            sources = List.copyOf(sources);
            errors = List.copyOf(errors);
        }
    }

    private GitDesigns() {
    }

    /**
     * The design files under {@code folder} (relative to the repository root; "" or "." for the
     * whole tree) at {@code revision} of the repository that contains {@code start}.
     */
    public static Snapshot read(Path start, String revision, String folder) throws GitProblem {
        FileRepositoryBuilder builder = new FileRepositoryBuilder().findGitDir(start.toAbsolutePath().toFile());
        if (builder.getGitDir() == null) {
            throw new GitProblem("no git repository contains " + start.toAbsolutePath());
        }
        try (Repository repo = builder.setMustExist(true).build()) {
            return read(repo, revision, normalize(folder));
        } catch (IOException e) {
            throw new GitProblem("cannot open the git repository at " + builder.getGitDir() + ": " + e.getMessage());
        }
    }

    /** The top folder of the work tree of the repository that contains {@code start}, if any. */
    public static Path workTree(Path start) {
        FileRepositoryBuilder builder = new FileRepositoryBuilder().findGitDir(start.toAbsolutePath().toFile());
        if (builder.getGitDir() == null) {
            return null;
        }
        try (Repository repo = builder.setMustExist(true).build()) {
            File top = repo.isBare() ? null : repo.getWorkTree();
            return top == null ? null : top.toPath();
        } catch (IOException e) {
            return null;
        }
    }

    private static Snapshot read(Repository repo, String revision, String folder) throws GitProblem, IOException {
        ObjectId id;
        try {
            id = repo.resolve(revision + "^{commit}");
        } catch (RevisionSyntaxException e) {
            throw new GitProblem("`" + revision + "` is not a valid git revision");
        } catch (IncorrectObjectTypeException e) {
            throw new GitProblem("git revision `" + revision + "` is not a commit");
        }
        if (id == null) {
            throw new GitProblem("unknown git revision `" + revision + "`" + (shallow(repo)
                    ? " (this is a shallow clone: fetch the history first, e.g. actions/checkout with fetch-depth: 0)"
                    : ""));
        }
        List<DesignSource> sources = new ArrayList<>();
        List<InputError> errors = new ArrayList<>();
        boolean found = folder.isEmpty();
        try (RevWalk walk = new RevWalk(repo)) {
            RevCommit commit = walk.parseCommit(id);
            try (TreeWalk tree = new TreeWalk(repo)) {
                tree.addTree(commit.getTree());
                tree.setRecursive(true);
                if (!folder.isEmpty()) {
                    tree.setFilter(PathFilter.create(folder));
                }
                while (tree.next()) {
                    String path = tree.getPathString();
                    if (!folder.isEmpty() && !path.startsWith(folder + "/")) {
                        continue;
                    }
                    found = true;
                    String relative = folder.isEmpty() ? path : path.substring(folder.length() + 1);
                    if (hidden(relative) || !DesignLoader.isDesignFile(tree.getNameString())) {
                        continue;
                    }
                    if (!regular(tree.getFileMode(0))) {
                        errors.add(new InputError(Pos.of(path), tree.getFileMode(0) == FileMode.SYMLINK
                                ? "is a symbolic link in this revision; not read (it could point anywhere)"
                                : "is not a regular file in this revision; not read"));
                        continue;
                    }
                    ObjectLoader blob = repo.open(tree.getObjectId(0));
                    if (blob.getSize() > DesignLoader.MAX_FILE_BYTES) {
                        errors.add(new InputError(Pos.of(path), DesignLoader.tooLarge(blob.getSize())));
                        continue;
                    }
                    sources.add(new DesignSource(path, blob.getBytes()));
                }
            }
            return new Snapshot(commit.getName(), sources, errors, found);
        }
    }

    /** Regular files only: a symbolic link in a commit could point anywhere. */
    private static boolean regular(FileMode mode) {
        return mode == FileMode.REGULAR_FILE || mode == FileMode.EXECUTABLE_FILE;
    }

    private static boolean shallow(Repository repo) {
        try {
            return !repo.getObjectDatabase().getShallowCommits().isEmpty();
        } catch (IOException e) {
            return false;
        }
    }

    private static boolean hidden(String relative) {
        for (String part : relative.split("/")) {
            if (part.startsWith(".") || part.startsWith("_")) {
                return true;
            }
        }
        return false;
    }

    private static String normalize(String folder) {
        String f = folder == null ? "" : folder.replace('\\', '/');
        while (f.startsWith("./")) {
            f = f.substring(2);
        }
        while (f.endsWith("/")) {
            f = f.substring(0, f.length() - 1);
        }
        return f.equals(".") ? "" : f;
    }

    /** A reader of the last commit of each design file, for {@link #history()}. */
    public static History history() {
        return new History();
    }

    /**
     * Reads, without changing anything, the last commit of each design file when the designs live
     * in a git repository. A design outside a repository, or never committed, has no revision.
     */
    public static final class History implements Function<Design, Revision>, AutoCloseable {
        private final Map<Path, Repository> repositories = new HashMap<>();
        private final Map<Repository, DirCache> indexes = new HashMap<>();

        private History() {
        }

        @Override
        public Revision apply(Design d) {
            return d.file() == null ? null : of(d.file());
        }

        /** The last commit of any file (a template a drift report names), as {@link #apply} reads a design's. */
        public Revision of(String fileName) {
            Path file = Path.of(fileName).toAbsolutePath().normalize();
            if (!Files.isRegularFile(file)) {
                return null;
            }
            try {
                Repository repo = repository(file.getParent());
                if (repo == null || repo.isBare() || repo.getWorkTree() == null) {
                    return null;
                }
                Path root = repo.getWorkTree().toPath().toAbsolutePath().normalize();
                if (!file.startsWith(root)) {
                    return null;
                }
                String path = root.relativize(file).toString().replace('\\', '/');
                try (Git git = Git.wrap(repo)) {
                    if (repo.resolve("HEAD") == null) {
                        return null;
                    }
                    Iterator<RevCommit> log = git.log().addPath(path).setMaxCount(1).call().iterator();
                    if (!log.hasNext()) {
                        return null;
                    }
                    RevCommit c = log.next();
                    Status status = git.status().addPath(path).call();
                    boolean modified = !status.isClean();
                    String date = DateTimeFormatter.ISO_LOCAL_DATE.format(
                            Instant.ofEpochSecond(c.getCommitTime()).atZone(ZoneOffset.UTC));
                    return new Revision(c.abbreviate(7).name(), c.name(), date, modified);
                }
            } catch (IOException | GitAPIException | RuntimeException e) {
                return null; // a repository we cannot read means no revision, never a failed build
            }
        }

        /**
         * What {@link #apply} reads for a design file, in a few words that change whenever its
         * revision could: the repository's HEAD commit, the file's entry in the index (blob and
         * mode) and whether the working file is executable; "none" outside a repository. The file's
         * bytes are not in it (the caller keys them itself). Reading it costs no history walk,
         * so a build cache can tell an unchanged revision cheaply.
         */
        public String fingerprint(String file) {
            if (file == null) {
                return "none";
            }
            Path path = Path.of(file).toAbsolutePath().normalize();
            try {
                Repository repo = repository(path.getParent());
                if (repo == null || repo.isBare() || repo.getWorkTree() == null) {
                    return "none";
                }
                Path root = repo.getWorkTree().toPath().toAbsolutePath().normalize();
                if (!path.startsWith(root)) {
                    return "none";
                }
                ObjectId head = repo.resolve("HEAD");
                DirCache index = indexes.get(repo);
                if (index == null) {
                    index = repo.readDirCache();
                    indexes.put(repo, index);
                }
                DirCacheEntry entry = index.getEntry(root.relativize(path).toString().replace('\\', '/'));
                return "git " + (head == null ? "-" : head.name()) + " " + (entry == null ? "untracked"
                        : entry.getObjectId().name() + " " + entry.getRawMode() + " " + entry.getStage())
                        + (Files.isExecutable(path) ? " x" : "");
            } catch (IOException | RuntimeException e) {
                return "unreadable " + e.getClass().getName();
            }
        }

        private Repository repository(Path dir) throws IOException {
            if (repositories.containsKey(dir)) {
                return repositories.get(dir);
            }
            FileRepositoryBuilder b = new FileRepositoryBuilder().findGitDir(dir.toFile());
            Repository repo = b.getGitDir() == null ? null : b.setMustExist(true).build();
            repositories.put(dir, repo);
            return repo;
        }

        /** Closes the repositories opened so far. */
        @Override
        public void close() {
            repositories.values().stream().filter(r -> r != null).forEach(Repository::close);
            repositories.clear();
            indexes.clear();
        }
    }
}
