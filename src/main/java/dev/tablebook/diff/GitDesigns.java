package dev.tablebook.diff;

import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.DesignSource;
import dev.tablebook.load.InputError;
import dev.tablebook.model.Pos;
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
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

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
}
