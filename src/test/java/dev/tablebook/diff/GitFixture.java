package dev.tablebook.diff;

import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.lib.PersonIdent;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;

/** A throw-away git repository with designs committed in it, for diff tests. */
final class GitFixture implements AutoCloseable {
    private static final PersonIdent AUTHOR = new PersonIdent("Test", "test@example.com",
            Instant.parse("2026-01-01T00:00:00Z"), ZoneOffset.UTC);
    final Path dir;
    private final Git git;

    private GitFixture(Path dir, Git git) {
        this.dir = dir;
        this.git = git;
    }

    static GitFixture init(Path dir) throws GitAPIException {
        return new GitFixture(dir, Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call());
    }

    /** Writes the files (path → text, relative to the repository) and commits them all. */
    String commit(String message, Map<String, String> files) throws IOException, GitAPIException {
        for (Map.Entry<String, String> f : files.entrySet()) {
            Path p = dir.resolve(f.getKey());
            Files.createDirectories(p.getParent());
            Files.writeString(p, f.getValue());
        }
        git.add().addFilepattern(".").call();
        git.add().addFilepattern(".").setUpdate(true).call();
        return git.commit().setMessage(message).setAuthor(AUTHOR).setCommitter(AUTHOR).setSign(false).call().getName();
    }

    void delete(String path) throws IOException {
        Files.delete(dir.resolve(path));
    }

    @Override
    public void close() {
        git.close();
    }
}
