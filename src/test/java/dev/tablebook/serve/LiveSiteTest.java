package dev.tablebook.serve;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** serve stopped (Ctrl-C) in the middle of a rebuild reports nothing alarming. */
class LiveSiteTest {
    @Test
    void stoppingDuringARebuildIsNotReportedAsAFailure(@TempDir Path dir) throws Exception {
        Path designs = Files.createDirectories(dir.resolve("designs"));
        Path design = Files.writeString(designs.resolve("a.yaml"), "service: a\n");
        Path out = dir.resolve("site");
        CountDownLatch rebuilding = new CountDownLatch(1);
        List<String> log = new CopyOnWriteArrayList<>();
        LiveSite.Builder builder = site -> {
            try {
                Files.createDirectories(site);
                Files.writeString(site.resolve("index.html"), "<p>a</p>");
                if (Files.readString(design).contains("title")) {
                    rebuilding.countDown();
                    Thread.sleep(60_000); // a long rebuild, cut short by the stop
                }
                return List.of();
            } catch (InterruptedException e) {
                // what a write interrupted mid-way throws (SiteWriter: "cannot write the site to ...")
                throw new IllegalStateException("cannot write the site to " + site + ": the build was interrupted");
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        };
        LiveSite live = new LiveSite(builder, out, List.of(designs), 0, log::add);
        Files.writeString(design, "service: a\ntitle: A\n");
        assertTrue(rebuilding.await(30, TimeUnit.SECONDS), "the rebuild started");
        live.close();
        assertEquals(List.of(), log.stream().filter(l -> !l.startsWith("Built the site in")).toList(),
                "nothing but the first build is reported");
    }
}
