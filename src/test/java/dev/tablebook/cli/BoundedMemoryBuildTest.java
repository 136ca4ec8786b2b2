package dev.tablebook.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A repository of 300 services, made from the five example designs, builds in a child JVM with a
 * 512 MB heap, and what the heap holds after each garbage collection (the live data, read from the
 * JVM's GC log) stays under {@value #LIVE_LIMIT_MB} MB: the site is written as it is rendered and
 * only each service's summary stays in memory, so the heap holds the loaded designs and the few
 * services being rendered. A build that held the site until it was written would hold the 245 MB
 * of these 300 services' files, and did: it needed more than 300 MB of heap.
 */
class BoundedMemoryBuildTest {
    static final int SERVICES = 300;
    static final String HEAP = "-Xmx512m";
    /** About three times the live heap of this build (70 MB when it was written). */
    static final int LIVE_LIMIT_MB = 200;
    private static final Pattern AFTER_GC = Pattern.compile("(\\d+)M->(\\d+)M\\((\\d+)M\\)");
    private static final Pattern SERVICE = Pattern.compile("(?m)^service: (\\S+)$");
    private static final Pattern TITLE = Pattern.compile("(?m)^title: (.+)$");

    /** {@code count} designs: the examples in turn, each under its own service name and title. */
    static void repository(Path into, int count) throws IOException {
        List<String> examples;
        try (Stream<Path> files = Files.list(Path.of("designs"))) {
            examples = files.filter(p -> p.toString().endsWith(".yaml")).sorted().map(p -> {
                try {
                    return Files.readString(p);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).toList();
        }
        for (int i = 0; i < count; i++) {
            String text = examples.get(i % examples.size());
            Matcher service = SERVICE.matcher(text);
            assertTrue(service.find(), "an example names its service");
            String name = service.group(1) + "-" + String.format("%04d", i);
            text = service.replaceFirst("service: " + name);
            text = TITLE.matcher(text).replaceFirst("title: $1 " + String.format("%04d", i));
            Files.writeString(into.resolve(name + ".yaml"), text);
        }
    }

    /** A build of {@code count} services in a child JVM with the serial collector, logging its collections. */
    private record Child(int exit, String stdout, String stderr, String gcLog, Path site) {
    }

    private static Child build(Path dir, int count, String heap) throws Exception {
        Path site = dir.resolve("site");
        return run(dir, count, heap, "build", dir.resolve("designs").toString(), "--out", site.toString());
    }

    /** {@code tablebook ARGS} in a child JVM over a repository of {@code count} services in {@code dir/designs}. */
    private static Child run(Path dir, int count, String heap, String... args) throws Exception {
        Path designs = Files.createDirectories(dir.resolve("designs"));
        repository(designs, count);
        Path site = dir.resolve("site");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path err = dir.resolve("stderr.txt");
        Path gc = dir.resolve("gc.log");
        List<String> command = new java.util.ArrayList<>(List.of(java, heap, "-XX:+UseSerialGC", "-Xlog:gc:file=" + gc,
                "-Djava.awt.headless=true", "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        Process child = new ProcessBuilder(command)
                .redirectOutput(dir.resolve("stdout.txt").toFile()).redirectError(err.toFile()).start();
        assertTrue(child.waitFor(15, TimeUnit.MINUTES), "the build finished");
        Path out = dir.resolve("stdout.txt");
        return new Child(child.exitValue(), Files.size(out) < 1_000_000 ? Files.readString(out, StandardCharsets.UTF_8)
                : "(" + Files.size(out) + " bytes in " + out + ")", Files.readString(err, StandardCharsets.UTF_8),
                Files.readString(gc), site);
    }

    private static void assertWholeSite(Child c, int count) throws IOException {
        assertEquals(ExitCode.OK, c.exit(), c.stderr());
        assertFalse(c.stderr().contains("OutOfMemoryError") || c.stderr().contains("could not render"), c.stderr());
        assertTrue(c.stdout().startsWith("Wrote the site of " + count + " services to " + c.site().toAbsolutePath()),
                c.stdout());
        try (Stream<Path> pages = Files.list(c.site().resolve("services"))) {
            assertEquals(2 * count, pages.count(), "a page and its Markdown copy per service");
        }
        assertFalse(Files.exists(c.site().resolve("packets")), "no review packets without --packets");
    }

    /**
     * Each design is priced, checked and rendered in one step and its cost report let go, so the
     * heap holds the loaded designs (about 50 KB a service after a full collection) and the
     * services in work, not every cost report: 400 services build in a 64 MB heap, where 400 cost
     * reports alone would take about 65 MB. A build that priced every design before rendering
     * ran out of memory here (220 full collections, then an OutOfMemoryError).
     */
    @Test
    void fourHundredServicesBuildInA64MegabyteHeap(@TempDir Path dir) throws Exception {
        assertWholeSite(build(dir, 400, "-Xmx64m"), 400);
    }

    /**
     * {@code check} keeps each design's findings only, and {@code cost} writes each design's report
     * as it comes, a few designs ahead at most: 400 designs are checked and costed in a 64 MB heap,
     * where both ran out of memory when they held every cost report until the last design was priced.
     */
    @Test
    void fourHundredDesignsAreCheckedAndCostedInA64MegabyteHeap(@TempDir Path dir) throws Exception {
        Child check = run(dir.resolve("check"), 400, "-Xmx64m", "check", "--quiet",
                dir.resolve("check/designs").toString());
        assertEquals(ExitCode.OK, check.exit(), check.stderr());
        assertFalse(check.stderr().contains("OutOfMemoryError"), check.stderr());
        Child cost = run(dir.resolve("cost"), 400, "-Xmx64m", "cost", "--format", "json",
                dir.resolve("cost/designs").toString());
        assertEquals(ExitCode.OK, cost.exit(), cost.stderr());
        assertFalse(cost.stderr().contains("OutOfMemoryError"), cost.stderr());
        // the report (about 80 MB) read as a stream: one object in "services" per design
        int services = 0;
        try (com.fasterxml.jackson.core.JsonParser p = new com.fasterxml.jackson.core.JsonFactory()
                .createParser(dir.resolve("cost/stdout.txt").toFile())) {
            int depth = 0;
            for (com.fasterxml.jackson.core.JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t.isStructStart()) {
                    depth++;
                    if (depth == 3 && t == com.fasterxml.jackson.core.JsonToken.START_OBJECT) {
                        services++;
                    }
                } else if (t.isStructEnd()) {
                    depth--;
                }
            }
        }
        assertEquals(400, services, "a report of every design");
    }

    @Test
    void threeHundredServicesBuildInA512MegabyteHeap(@TempDir Path dir) throws Exception {
        Child c = build(dir, SERVICES, HEAP);
        assertWholeSite(c, SERVICES);
        Path site = c.site();
        String index = Files.readString(site.resolve("index.html"));
        assertTrue(index.contains("services/taskboard-0298.html") && index.contains("services/catalog-0000.html"),
                "the index lists the first and the last");

        int collections = 0;
        int live = 0;
        Matcher m = AFTER_GC.matcher(c.gcLog());
        while (m.find()) {
            collections++;
            live = Math.max(live, Integer.parseInt(m.group(2)));
        }
        assertTrue(collections > 0, "the GC log has the collections");
        assertTrue(live < LIVE_LIMIT_MB, "the heap held " + live + " MB after a collection; the site is "
                + siteBytes(site) / (1024 * 1024) + " MB");
    }

    private static long siteBytes(Path site) throws IOException {
        try (Stream<Path> walk = Files.walk(site)) {
            return walk.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
        }
    }
}
