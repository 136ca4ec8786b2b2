package dev.tablebook.load;

import dev.tablebook.model.Design;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.revwalk.RevCommit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.TimeZone;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

@SuppressWarnings("try") // a repository opened only to exist while the history is read
class GitHistoryTest {

    private static Design load(Path file) {
        return new DesignLoader().load(List.of(file)).designs().get(0);
    }

    @Test
    void namesTheLastCommitOfTheDesignFileAndNoticesLocalChanges(@TempDir Path dir) throws Exception {
        Path designs = Files.createDirectories(dir.resolve("designs"));
        Path file = designs.resolve("tiny.yaml");
        Files.copy(Path.of("src/test/resources/render/tiny.yaml"), file);
        Path other = designs.resolve("notes.txt");
        Files.writeString(other, "unrelated");
        RevCommit first;
        try (Git git = Git.init().setDirectory(dir.toFile()).setInitialBranch("main").call()) {
            PersonIdent who = new PersonIdent("Designer", "designer@example.com",
                    Instant.parse("2025-02-03T10:00:00Z"), TimeZone.getTimeZone("UTC").toZoneId());
            git.add().addFilepattern(".").call();
            first = git.commit().setMessage("first").setAuthor(who).setCommitter(who).setSign(false).call();
            Files.writeString(other, "changed");
            git.add().addFilepattern(".").call();
            PersonIdent later = new PersonIdent(who, Instant.parse("2025-03-04T10:00:00Z"),
                    TimeZone.getTimeZone("UTC").toZoneId());
            git.commit().setMessage("second, not touching the design").setAuthor(later).setCommitter(later)
                    .setSign(false).call();
        }
        try (GitDesigns.History revisions = GitDesigns.history()) {
            Revision r = revisions.apply(load(file));
            assertEquals(first.name(), r.id(), "the commit that last changed the design file, not HEAD");
            assertEquals(first.name().substring(0, 7), r.shortId());
            assertEquals("2025-02-03", r.date());
            assertFalse(r.modified());
        }
        Files.writeString(file, Files.readString(file).replace("Read a setting", "Read one setting"));
        try (GitDesigns.History revisions = GitDesigns.history()) {
            assertTrue(revisions.apply(load(file)).modified());
        }
    }

    @Test
    void noRevisionOutsideARepositoryOrBeforeTheFirstCommit(@TempDir Path dir) throws Exception {
        Path outside = dir.resolve("outside");
        Files.createDirectories(outside);
        Path file = outside.resolve("tiny.yaml");
        Files.copy(Path.of("src/test/resources/render/tiny.yaml"), file);
        Path repo = dir.resolve("repo");
        Files.createDirectories(repo);
        Path uncommitted = repo.resolve("tiny.yaml");
        Files.copy(file, uncommitted);
        try (Git ignored = Git.init().setDirectory(repo.toFile()).call();
             GitDesigns.History revisions = GitDesigns.history()) {
            assertNull(revisions.apply(load(uncommitted)), "a repository without commits");
            // dir itself is under the system temp folder, which is not a repository
            assertNull(revisions.apply(load(file)));
        }
    }
}
