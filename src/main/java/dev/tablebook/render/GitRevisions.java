package dev.tablebook.render;

import dev.tablebook.model.Design;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.Status;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.function.Function;

/**
 * Reads, without changing anything, the last commit of each design file when the designs live
 * in a git repository. A design outside a repository, or never committed, has no revision.
 */
public final class GitRevisions implements Function<Design, Revision>, AutoCloseable {
    private final Map<Path, Repository> repositories = new HashMap<>();

    @Override
    public Revision apply(Design d) {
        if (d.file() == null) {
            return null;
        }
        Path file = Path.of(d.file()).toAbsolutePath().normalize();
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
    }
}
