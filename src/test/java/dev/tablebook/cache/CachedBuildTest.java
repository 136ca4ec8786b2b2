package dev.tablebook.cache;

import dev.tablebook.cost.Pricing;
import dev.tablebook.render.SiteWriter;
import dev.tablebook.render.Templates;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Builds through the cache: what a rebuild renders again (told by the build's own account of the
 * services it rendered and kept, and by the kept pages being the same files), that the pages
 * listing every service follow a change, that a build from the cache writes the bytes a full
 * build writes, and that a damaged cache or a changed key means a full build.
 */
class CachedBuildTest {
    private static final List<String> SERVICES = List.of("catalog", "leaderboard", "orders", "taskboard", "telemetry");

    @TempDir
    Path dir;
    Path designs;
    Path out;

    @BeforeEach
    void copyExamples() throws IOException {
        designs = Files.createDirectories(dir.resolve("designs"));
        for (String s : SERVICES) {
            Files.copy(Path.of("designs", s + ".yaml"), designs.resolve(s + ".yaml"));
        }
        out = dir.resolve("site");
    }

    private CachedBuild.Outcome build(Path into, boolean cache) {
        return build(into, cache, new Templates(), new Pricing(null, null));
    }

    private CachedBuild.Outcome build(Path into, boolean cache, Templates templates, Pricing pricing) {
        return build(into, cache, templates, pricing, false);
    }

    private CachedBuild.Outcome build(Path into, boolean cache, Templates templates, Pricing pricing, boolean packets) {
        SiteWriter writer = new SiteWriter(into);
        writer.checkApartFrom(List.of(designs));
        writer.checkOutput();
        CachedBuild.Outcome o = new CachedBuild().build(new CachedBuild.Request(List.of(designs), pricing, templates,
                null, List.of(), null, List.of(), cache, packets), writer);
        writer.commit();
        return o;
    }

    private void edit(String service, String from, String to) throws IOException {
        Path f = designs.resolve(service + ".yaml");
        String text = Files.readString(f);
        assertTrue(text.contains(from), from);
        Files.writeString(f, text.replaceFirst(java.util.regex.Pattern.quote(from), to));
    }

    private static Map<String, byte[]> tree(Path root) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                files.put(root.relativize(p).toString(), Files.readAllBytes(p));
            }
        }
        return files;
    }

    private static void assertSameTree(Path expected, Path actual) throws IOException {
        Map<String, byte[]> e = tree(expected);
        Map<String, byte[]> a = tree(actual);
        assertEquals(e.keySet(), a.keySet());
        for (String f : e.keySet()) {
            assertArrayEquals(e.get(f), a.get(f), f + " differs");
        }
    }

    private static Object inode(Path f) throws IOException {
        return Files.readAttributes(f, BasicFileAttributes.class).fileKey();
    }

    @Test
    void aChangedDesignIsTheOnlyServiceRenderedAgainAndTheIndexFollowsIt() throws IOException {
        CachedBuild.Outcome first = build(out, true);
        assertEquals(SERVICES, first.rendered());
        assertEquals(List.of(), first.kept());
        assertEquals(CachedBuild.NO_CACHE, first.fullBuildBecause());
        assertTrue(Files.isRegularFile(out.resolve(CachedBuild.CACHE_FILE)));
        Object catalogPage = inode(out.resolve("services/catalog.html"));
        Object ordersPage = inode(out.resolve("services/orders.html"));
        Object catalogShard = inode(out.resolve("search/catalog.js"));

        edit("orders", "owner: checkout-team", "owner: payments-team");
        CachedBuild.Outcome second = build(out, true);
        assertEquals(List.of("orders"), second.rendered());
        assertEquals(List.of("catalog", "leaderboard", "taskboard", "telemetry"), second.kept());
        assertNull(second.fullBuildBecause());
        assertEquals(5, second.services());
        assertEquals(first.counts(), second.counts());
        assertEquals(catalogPage, inode(out.resolve("services/catalog.html")), "a kept page is the same file");
        assertNotEquals(ordersPage, inode(out.resolve("services/orders.html")));
        assertTrue(Files.readString(out.resolve("index.html")).contains("payments-team"), "the index shows the new owner");
        assertTrue(Files.readString(out.resolve("search/orders.js")).contains("payments-team"), "its search shard too");
        assertEquals(catalogShard, inode(out.resolve("search/catalog.js")), "a kept service's search shard is kept");
        assertTrue(Files.readString(out.resolve("services/orders.html")).contains("payments-team"));

        Path full = dir.resolve("full");
        CachedBuild.Outcome without = build(full, false);
        assertEquals(SERVICES, without.rendered());
        assertEquals(second.counts(), without.counts());
        assertEquals(second.failing(), without.failing());
        assertSameTree(full, out);
    }

    @Test
    void aRebuildKnowsTheFindingsOfTheServicesItKept() throws IOException {
        build(out, true);
        // a design that fails the run, then a change elsewhere: its failing findings still count
        edit("taskboard", "region: us-east-1", "region: eu-west-1");
        CachedBuild.Outcome broken = build(out, true);
        assertEquals(List.of("taskboard"), broken.rendered());
        assertTrue(broken.fails());
        assertTrue(broken.inputErrors().stream().anyMatch(e -> e.contains("eu-west-1")), broken.inputErrors().toString());
        edit("orders", "owner: checkout-team", "owner: payments-team");
        CachedBuild.Outcome again = build(out, true);
        assertEquals(List.of("orders"), again.rendered());
        assertEquals(broken.failing(), again.failing());
        assertEquals(broken.counts(), again.counts());
        CachedBuild.Outcome full = build(dir.resolve("full"), false);
        assertEquals(full.failing(), again.failing());
        assertEquals(full.counts(), again.counts());
        assertSameTree(dir.resolve("full"), out);
    }

    @Test
    void aServiceAddedOrAFileThatFailsToLoadIsShownOnTheIndexAndTheNavigation() throws IOException {
        build(out, true);
        Files.writeString(designs.resolve("broken.yaml"), "service: [\n");
        CachedBuild.Outcome withError = build(out, true);
        assertEquals(List.of(), withError.rendered(), "a file that does not load renders nothing");
        assertEquals(1, withError.failedFiles().size());
        assertTrue(Files.readString(out.resolve("index.html")).contains("broken.yaml"));
        Files.copy(Path.of("designs/orders.yaml"), designs.resolve("orders2.yaml"));
        edit("orders2", "service: orders", "service: orders2");
        CachedBuild.Outcome added = build(out, true);
        assertEquals(List.of("orders2"), added.rendered(), "a page does not list the other services: only the new"
                + " one is rendered, the navigation (services.js) and the index are written again");
        assertTrue(Files.readString(out.resolve("services.js")).contains("\"orders2\""));
        build(dir.resolve("full"), false);
        assertSameTree(dir.resolve("full"), out);
    }

    @Test
    void aSecondFileDefiningAKeptServiceMeansAFullBuild() throws IOException {
        build(out, true);
        Files.copy(Path.of("designs/orders.yaml"), designs.resolve("a-orders.yaml"));
        CachedBuild.Outcome twice = build(out, true);
        assertTrue(twice.fullBuildBecause().contains("orders"), twice.fullBuildBecause());
        assertTrue(twice.fails());
        CachedBuild.Outcome full = build(dir.resolve("full"), false);
        assertEquals(full.failing(), twice.failing());
        assertSameTree(dir.resolve("full"), out);
    }

    @Test
    void aDamagedMissingOrForeignCacheMeansAFullBuild() throws IOException {
        build(out, true);
        Path cache = out.resolve(CachedBuild.CACHE_FILE);
        byte[] good = Files.readAllBytes(cache);
        byte[] bad = good.clone();
        bad[bad.length / 2] ^= 0x20;
        Files.write(cache, bad);
        CachedBuild.Outcome damaged = build(out, true);
        assertEquals(SERVICES, damaged.rendered());
        assertTrue(damaged.fullBuildBecause().contains("damaged"), damaged.fullBuildBecause());

        Files.write(out.resolve(CachedBuild.CACHE_FILE), "tablebook build cache, format 999\n".getBytes(StandardCharsets.UTF_8));
        assertEquals(SERVICES, build(out, true).rendered());

        Files.delete(out.resolve(CachedBuild.CACHE_FILE));
        CachedBuild.Outcome missing = build(out, true);
        assertEquals(SERVICES, missing.rendered());
        assertEquals(CachedBuild.NO_CACHE, missing.fullBuildBecause());

        // a cache of another tool, templates or prices: the same digest scheme, another key
        Manifest m = Manifest.read(out.resolve(CachedBuild.CACHE_FILE)).manifest();
        assertNotNull(m);
        Files.write(out.resolve(CachedBuild.CACHE_FILE), new Manifest("another key", m.shared(), m.entries()).bytes());
        CachedBuild.Outcome foreign = build(out, true);
        assertEquals(SERVICES, foreign.rendered());
        assertTrue(foreign.fullBuildBecause().contains("changed"), foreign.fullBuildBecause());

        CachedBuild.Outcome noCache = build(out, false);
        assertEquals(SERVICES, noCache.rendered());
        assertEquals(SERVICES, build(out, true).kept(), "--no-cache still writes the cache for the next build");
    }

    @Test
    void packetsAreWrittenOnlyWithPacketsAndKeptLikePagesWhenTheyAre() throws IOException {
        build(out, true);
        assertTrue(Files.notExists(out.resolve("packets")), "no review packets by default");
        CachedBuild.Outcome withPackets = build(out, true, new Templates(), new Pricing(null, null), true);
        assertEquals(SERVICES, withPackets.rendered(), "--packets changes what the site holds: everything again");
        for (String s : SERVICES) {
            assertTrue(Files.isRegularFile(out.resolve("packets/" + s + ".html")), s);
        }
        Object catalogPacket = inode(out.resolve("packets/catalog.html"));
        edit("orders", "owner: checkout-team", "owner: payments-team");
        CachedBuild.Outcome second = build(out, true, new Templates(), new Pricing(null, null), true);
        assertEquals(List.of("orders"), second.rendered());
        assertEquals(catalogPacket, inode(out.resolve("packets/catalog.html")), "a kept packet is the same file");
        Files.writeString(out.resolve("packets/catalog.html"), "edited");
        assertEquals(List.of("catalog"), build(out, true, new Templates(), new Pricing(null, null), true).rendered());
        build(dir.resolve("full"), false, new Templates(), new Pricing(null, null), true);
        assertSameTree(dir.resolve("full"), out);
        assertEquals(SERVICES, build(out, true).rendered(), "without --packets again: everything again");
        assertTrue(Files.notExists(out.resolve("packets")), "and the packets are gone");
    }

    @Test
    void aPageRemovedOrEditedInTheSiteIsRenderedAgain() throws IOException {
        build(out, true);
        Files.delete(out.resolve("services/catalog.md"));
        Files.writeString(out.resolve("services/orders.html"), "edited");
        CachedBuild.Outcome o = build(out, true);
        assertEquals(List.of("catalog", "orders"), o.rendered());
        build(dir.resolve("full"), false);
        assertSameTree(dir.resolve("full"), out);
    }

    @Test
    void aTemplateOrPriceSheetChangeRendersEveryServiceAgain() throws IOException {
        Path templates = Files.createDirectories(dir.resolve("templates/assets"));
        Files.writeString(templates.resolve("site.css"), "body { color: black }\n");
        Path sheet = Files.copy(Path.of("src/main/resources/pricing/us-east-1.yaml"), dir.resolve("sheet.yaml"));
        Templates folder = new Templates(dir.resolve("templates"));
        Pricing pricing = new Pricing(sheet, null);
        build(out, true, folder, pricing);
        assertEquals(List.of(), build(out, true, folder, pricing).rendered(), "nothing changed");
        Files.writeString(templates.resolve("site.css"), "body { color: navy }\n");
        CachedBuild.Outcome restyled = build(out, true, folder, pricing);
        assertEquals(SERVICES, restyled.rendered());
        assertTrue(Files.readString(out.resolve("assets/site.css")).contains("navy"));
        Files.writeString(sheet, Files.readString(sheet) + "\n# the same prices, another file\n");
        assertEquals(SERVICES, build(out, true, folder, pricing).rendered());
        assertEquals(SERVICES, build(out, true, folder, new Pricing(sheet, "eu-west-1")).rendered(), "--region");
    }

    @Test
    void aNewCommitRendersThePagesThatNameTheRevisionAgain() throws Exception {
        try (Git git = Git.init().setDirectory(dir.toFile()).call()) {
            git.add().addFilepattern("designs").call();
            git.commit().setMessage("designs").setAuthor("a", "a@example.com").setCommitter("a", "a@example.com").call();
            build(out, true);
            assertEquals(List.of(), build(out, true).rendered());
            edit("orders", "owner: checkout-team", "owner: payments-team");
            assertEquals(List.of("orders"), build(out, true).rendered(), "the working copy differs from the commit");
            git.add().addFilepattern("designs").call();
            git.commit().setMessage("owner").setAuthor("a", "a@example.com").setCommitter("a", "a@example.com").call();
            CachedBuild.Outcome committed = build(out, true);
            assertEquals(SERVICES, committed.rendered(), "HEAD moved: every page's revision is read again");
            build(dir.resolve("full"), false);
            assertSameTree(dir.resolve("full"), out);
        }
    }
}
