package dev.tablebook.render;

import dev.tablebook.load.LoadResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Services rendered on several threads give the very bytes one thread gives, file for file,
 * whatever order the threads finish in; and the progress counts every service once.
 */
class ParallelSiteTest {

    private static Map<String, byte[]> build(Path out, int threads, AtomicInteger reported) throws IOException {
        List<Path> designs = new ArrayList<>();
        try (Stream<Path> examples = Files.list(Path.of("designs"))) {
            examples.filter(p -> p.toString().endsWith(".yaml")).sorted().forEach(designs::add);
        }
        designs.add(TestDesigns.SHOWCASE);
        designs.add(Path.of("src/test/resources/render/tiny.yaml"));
        LoadResult loaded = TestDesigns.load(designs.toArray(Path[]::new));
        SiteWriter writer = new SiteWriter(out);
        TestDesigns.Run.of(loaded).render(new Site(d -> null).packets(true).threads(threads)
                .progress((stage, done, total) -> reported.incrementAndGet()), writer);
        writer.commit();
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(out)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                if (Files.isRegularFile(p)) {
                    files.put(out.relativize(p).toString(), Files.readAllBytes(p));
                }
            }
        }
        return files;
    }

    @Test
    void fourThreadsWriteTheBytesOneThreadWrites(@TempDir Path dir) throws IOException {
        AtomicInteger one = new AtomicInteger();
        AtomicInteger four = new AtomicInteger();
        Map<String, byte[]> sequential = build(dir.resolve("one"), 1, one);
        Map<String, byte[]> parallel = build(dir.resolve("four"), 4, four);
        assertEquals(sequential.keySet(), parallel.keySet());
        for (String f : sequential.keySet()) {
            assertTrue(Arrays.equals(sequential.get(f), parallel.get(f)), f + " differs between 1 and 4 threads");
        }
        assertTrue(sequential.containsKey("services/orders.html") && sequential.containsKey("packets/showcase.html"));
        assertEquals(7, one.get(), "one report per service rendered");
        assertEquals(7, four.get());
    }
}
