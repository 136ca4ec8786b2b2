package dev.tablebook.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every JSON file is parsed by one factory ({@link TreeBuilder#parseJson}): from several threads at once,
 * interleaved with refused documents, each file gives the tree a parse of it alone gives, and the bounds
 * hold for every parse.
 */
class TreeBuilderSharedFactoryTest {
    @Test
    void parsesFromManyThreadsAsAloneAndKeepsItsBounds() throws Exception {
        List<String[]> files = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of("src/test/resources/imported"))) {
            for (Path f : s.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                files.add(new String[] {f.getFileName().toString(), Files.readString(f, StandardCharsets.UTF_8)});
            }
        }
        assertTrue(files.size() > 10, "files: " + files.size());
        List<Node> alone = new ArrayList<>();
        for (String[] f : files) {
            alone.add(TreeBuilder.parseJson(f[0], f[1]));
        }
        String deep = "[".repeat(10_000) + "]".repeat(10_000);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> runs = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                runs.add(pool.submit(() -> {
                    for (int round = 0; round < 20; round++) {
                        for (int i = 0; i < files.size(); i++) {
                            assertEquals(alone.get(i), TreeBuilder.parseJson(files.get(i)[0], files.get(i)[1]), files.get(i)[0]);
                            TreeBuilder.TreeException e = assertThrows(TreeBuilder.TreeException.class, () -> TreeBuilder.parseJson("deep.json", deep));
                            assertTrue(e.getMessage().contains("nesting is deeper than 64 levels"), e.getMessage());
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> r : runs) {
                r.get();
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
