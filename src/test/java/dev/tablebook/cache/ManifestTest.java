package dev.tablebook.cache;

import dev.tablebook.check.Category;
import dev.tablebook.check.Finding;
import dev.tablebook.check.FindingCounts;
import dev.tablebook.check.Severity;
import dev.tablebook.cost.Pricing;
import dev.tablebook.load.DesignSource;
import dev.tablebook.model.Pos;
import dev.tablebook.render.FindingView;
import dev.tablebook.render.ServiceSummary;
import dev.tablebook.render.Templates;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The cache file's keys and its manifest: what a key is made of, and that only an intact file is read. */
class ManifestTest {

    static Manifest sample() {
        ServiceSummary summary = new ServiceSummary("orders", "Orders \u2014 \u00e9t\u00e9", "checkout-team", "",
                new FindingView.Counts(1, 2, 3, 4), new ServiceSummary.Cost(true, "$1,234.50"), 7, 3, 1, 2, 0,
                4660.194499439999, 0.1 + 0.2);
        Finding failing = new Finding("input", Severity.ERROR, Category.CORRECTNESS, "orders",
                new Pos("designs/orders.yaml", 12, 3), null, "no price sheet for region `mars-1`", false, null);
        Finding accepted = new Finding("hot-key", Severity.ERROR, Category.OPERATIONAL, "orders",
                new Pos("designs/orders.yaml", 40, 5), "AP1", "a hot key", true, "bounded by the queue");
        Manifest.Entry orders = new Manifest.Entry("designs/orders.yaml", "k1", "orders",
                List.of(new Manifest.Output("services/orders.html", 1234), new Manifest.Output("packets/orders.html", 9)),
                summary, new FindingCounts(1, 2, 3, 4), List.of(failing, accepted));
        ServiceSummary unpriced = new ServiceSummary("tiny", "Tiny", "", "draft", new FindingView.Counts(0, 0, 0, 0),
                new ServiceSummary.Cost(false, ""), 0, 0, 0, 0, 0, null, null);
        Manifest.Entry tiny = new Manifest.Entry("designs/tiny.yaml", "k2", "tiny",
                List.of(new Manifest.Output("services/tiny.html", 1)), unpriced, new FindingCounts(0, 0, 0, 0), List.of());
        return new Manifest("key", "shared", List.of(orders, tiny));
    }

    @Test
    void everyFieldSurvivesTheFileExactly() {
        Manifest m = sample();
        Manifest.Read read = Manifest.parse(m.bytes());
        assertNull(read.why());
        assertEquals(m, read.manifest());
        assertEquals(0.1 + 0.2, read.manifest().entries().get(0).summary().expected());
        assertArrayEquals(m.bytes(), read.manifest().bytes(), "the same manifest gives the same bytes");
    }

    @Test
    void aDamagedTruncatedOrForeignFileIsNoCache() {
        byte[] good = sample().bytes();
        byte[] flipped = good.clone();
        flipped[flipped.length - 3] ^= 1;
        assertTrue(Manifest.parse(flipped).why().contains("damaged"));
        assertTrue(Manifest.parse(Arrays.copyOf(good, good.length - 10)).why().contains("damaged"));
        assertTrue(Manifest.parse(Arrays.copyOf(good, 20)).why().contains("another format"));
        assertTrue(Manifest.parse(new byte[0]).why().contains("another format"));
        String older = new String(good, StandardCharsets.ISO_8859_1).replace("format " + BuildKey.FORMAT, "format 0");
        assertTrue(Manifest.parse(older.getBytes(StandardCharsets.ISO_8859_1)).why().contains("another format"));
        // a body whose digest matches but which is not a manifest
        byte[] body = "not deflated".getBytes(StandardCharsets.UTF_8);
        byte[] forged = (Manifest.HEADER + new Digest().bytes(body).hex() + "\n" + "not deflated")
                .getBytes(StandardCharsets.UTF_8);
        assertTrue(Manifest.parse(forged).why().contains("cannot be read"), Manifest.parse(forged).why());
    }

    @Test
    void aMissingFileIsNoCache(@TempDir Path dir) {
        assertEquals(CachedBuild.NO_CACHE, Manifest.read(dir.resolve(CachedBuild.CACHE_FILE)).why());
    }

    @Test
    void theFileKeyIsThePathTheBytesAndTheRevision() {
        byte[] bytes = "service: a\n".getBytes(StandardCharsets.UTF_8);
        String key = FileKey.of(new DesignSource("designs/a.yaml", bytes), "none");
        assertEquals(key, FileKey.of(new DesignSource("designs/a.yaml", bytes.clone()), "none"));
        assertNotEquals(key, FileKey.of(new DesignSource("designs/b.yaml", bytes), "none"));
        assertNotEquals(key, FileKey.of(new DesignSource("designs/a.yaml", "service: b\n".getBytes(StandardCharsets.UTF_8)), "none"));
        assertNotEquals(key, FileKey.of(new DesignSource("designs/a.yaml", bytes), "git 0123 abcd 33188 0"));
    }

    @Test
    void theBuildKeyChangesWithEachInput(@TempDir Path dir) throws Exception {
        Path sheet = Files.copy(Path.of("src/main/resources/pricing/us-east-1.yaml"), dir.resolve("sheet.yaml"));
        Path templates = Files.createDirectories(dir.resolve("templates"));
        Files.writeString(templates.resolve("note.txt"), "a");
        Path verified = Files.writeString(dir.resolve("verified.json"), "{}");
        CachedBuild.Request base = new CachedBuild.Request(List.of(dir), new Pricing(sheet, null), new Templates(templates),
                null, List.of(verified), true);
        String key = BuildKey.of(base).digest();
        assertEquals(key, BuildKey.of(base).digest(), "the same inputs give the same key");
        assertNotEquals(key, BuildKey.of(new CachedBuild.Request(List.of(dir), new Pricing(sheet, "eu-west-1"),
                new Templates(templates), null, List.of(verified), true)).digest(), "--region");
        assertNotEquals(key, BuildKey.of(new CachedBuild.Request(List.of(dir), new Pricing(sheet, null), new Templates(),
                null, List.of(verified), true)).digest(), "the built-in templates instead of a folder");
        assertNotEquals(key, BuildKey.of(new CachedBuild.Request(List.of(dir), new Pricing(sheet, null),
                new Templates(templates), null, List.of(), true)).digest(), "no --verified");
        Path drift = Files.writeString(dir.resolve("drift.json"), "{}");
        CachedBuild.Request withDrift = new CachedBuild.Request(List.of(dir), new Pricing(sheet, null),
                new Templates(templates), null, List.of(verified), null, List.of(drift), true, false);
        String driftKey = BuildKey.of(withDrift).digest();
        assertNotEquals(key, driftKey, "--drift");
        Files.writeString(drift, "{ }");
        assertNotEquals(driftKey, BuildKey.of(withDrift).digest(), "a drift report changed");
        Files.writeString(sheet, Files.readString(sheet) + "\n# edited\n");
        String afterSheet = BuildKey.of(base).digest();
        assertNotEquals(key, afterSheet, "a price sheet edited");
        Files.writeString(templates.resolve("note.txt"), "b");
        String afterTemplates = BuildKey.of(base).digest();
        assertNotEquals(afterSheet, afterTemplates, "a template edited");
        Files.writeString(verified, "{ }");
        assertNotEquals(afterTemplates, BuildKey.of(base).digest(), "a verify report changed");
        BuildKey k = BuildKey.of(base);
        assertNotEquals(k.digest(), new BuildKey("1", k.tool(), k.runtime(), k.templates(), k.pricing(), k.region(),
                k.verified(), k.drift(), k.outputs()).digest(), "another cache format");
        assertNotEquals(k.digest(), new BuildKey(k.format(), k.tool() + " 0.2.0", k.runtime(), k.templates(), k.pricing(),
                k.region(), k.verified(), k.drift(), k.outputs()).digest(), "another tool version");
        assertNotEquals(k.digest(), BuildKey.of(new CachedBuild.Request(List.of(dir), new Pricing(sheet, null),
                new Templates(templates), null, List.of(verified), null, List.of(), true, true)).digest(), "--packets");
        assertTrue(BuildKey.ofTool().contains("classes") || BuildKey.ofTool().contains("jar"), BuildKey.ofTool());
    }
}
