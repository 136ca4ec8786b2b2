package dev.tablebook.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Files are loaded on all cores: the result (designs, errors in report order, failed files, the
 * duplicate-service error naming the first file by path) is the same as on one thread, whatever
 * order the sources come in, and the progress counts every file once.
 */
class ParallelLoadTest {
    @Test
    void manyThreadsLoadWhatOneThreadLoads() throws Exception {
        List<DesignSource> sources = sources();
        LoadResult one = new DesignLoader().threads(1).loadSources(sources);
        List<DesignSource> shuffled = new ArrayList<>(sources);
        Collections.reverse(shuffled);
        ConcurrentLinkedQueue<Integer> done = new ConcurrentLinkedQueue<>();
        ConcurrentLinkedQueue<Integer> totals = new ConcurrentLinkedQueue<>();
        LoadResult many = new DesignLoader().threads(4).onLoaded((n, total) -> {
            done.add(n);
            totals.add(total);
        }).loadSources(shuffled);

        assertEquals(one.designs(), many.designs());
        assertEquals(one.errors(), many.errors());
        assertEquals(one.failedFiles(), many.failedFiles());
        assertEquals(sources.size(), done.size(), "one progress call per file");
        assertEquals(List.of(sources.size()), totals.stream().distinct().toList());
        assertEquals(sources.size(), done.stream().mapToInt(Integer::intValue).max().orElse(0));

        // what the sources hold: the examples load, the broken file fails alone, the copy is refused
        assertEquals(5, many.designs().size());
        assertTrue(many.failedFiles().contains("designs/broken.yaml"), () -> "failed: " + many.failedFiles());
        assertTrue(many.failedFiles().contains("designs/zz-copy.yaml"), () -> "failed: " + many.failedFiles());
        assertTrue(many.errors().stream().anyMatch(e -> e.pos().file().equals("designs/zz-copy.yaml")
                && e.message().contains("is already defined in designs/orders.yaml")), () -> "errors: " + many.errors());
    }

    @Test
    void threadsMustBePositive() {
        assertThrows(IllegalArgumentException.class, () -> new DesignLoader().threads(0));
    }

    private static List<DesignSource> sources() throws Exception {
        List<DesignSource> out = new ArrayList<>();
        try (Stream<Path> files = Files.list(SchemaExamplesTest.DESIGNS)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
                out.add(new DesignSource("designs/" + f.getFileName(), Files.readAllBytes(f)));
            }
        }
        out.add(new DesignSource("designs/broken.yaml", "service: [unclosed\n".getBytes(StandardCharsets.UTF_8)));
        out.add(new DesignSource("designs/zz-copy.yaml",
                Files.readAllBytes(SchemaExamplesTest.DESIGNS.resolve("orders.yaml"))));
        return out;
    }
}
