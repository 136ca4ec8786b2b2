package dev.tablebook.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The benchmark's synthetic repository: every copy loads cleanly, renamed, varied, the same for the same seed. */
class SyntheticRepositoryTest {
    private static final Path EXAMPLES = Path.of("designs");

    @Test
    void everyCopyLoadsCleanlyUnderItsOwnNames(@TempDir Path dir) throws Exception {
        new SyntheticRepository(EXAMPLES, 13).write(dir, 12);
        LoadResult loaded = new DesignLoader().load(List.of(dir));
        assertEquals(List.of(), loaded.errors());
        assertEquals(12, loaded.designs().size());
        Map<String, Design> examples = new DesignLoader().load(List.of(EXAMPLES)).designs().stream()
                .collect(Collectors.toMap(Design::service, d -> d));
        Set<String> tables = new HashSet<>();
        for (Design d : loaded.designs()) {
            String example = d.service().substring(0, d.service().lastIndexOf('-'));
            Design original = examples.get(example);
            assertEquals(original.patterns().size(), d.patterns().size(), d.service());
            assertEquals(original.tables().size(), d.tables().size(), d.service());
            for (String t : d.tables().keySet()) {
                assertFalse(tables.contains(t), "table " + t + " of " + d.service() + " is another copy's");
                tables.add(t);
            }
        }
    }

    @Test
    void copiesOfOneExampleDifferInTheirRates(@TempDir Path dir) throws Exception {
        new SyntheticRepository(EXAMPLES, 13).write(dir, 10);
        List<Design> designs = new DesignLoader().load(List.of(dir)).designs();
        Design first = designs.stream().filter(d -> d.service().equals("orders-0002")).findFirst().orElseThrow();
        Design second = designs.stream().filter(d -> d.service().equals("orders-0007")).findFirst().orElseThrow();
        assertNotEquals(first.patterns().get(0).rps(), second.patterns().get(0).rps());
    }

    @Test
    void theSameSeedWritesTheSameBytes(@TempDir Path dir) throws Exception {
        new SyntheticRepository(EXAMPLES, 13).write(dir.resolve("a"), 7);
        new SyntheticRepository(EXAMPLES, 13).write(dir.resolve("b"), 7);
        new SyntheticRepository(EXAMPLES, 14).write(dir.resolve("c"), 7);
        assertEquals(contents(dir.resolve("a")), contents(dir.resolve("b")));
        assertNotEquals(contents(dir.resolve("a")), contents(dir.resolve("c")));
    }

    private static Map<String, String> contents(Path dir) throws Exception {
        Map<String, String> out = new TreeMap<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.toList()) {
                out.put(f.getFileName().toString(), Files.readString(f));
            }
        }
        return out;
    }
}
