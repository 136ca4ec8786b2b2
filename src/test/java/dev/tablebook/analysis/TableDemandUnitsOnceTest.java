package dev.tablebook.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Table;
import dev.tablebook.testing.Fixtures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** A design's loads with each pattern's units counted once are the loads with them counted per table. */
class TableDemandUnitsOnceTest {
    @Test
    void unitsCountedOnceGiveEveryTableTheSameLoad() throws IOException {
        List<Path> examples;
        try (Stream<Path> s = Files.list(Path.of("designs"))) {
            examples = s.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        int tables = 0;
        for (Path file : examples) {
            Design d = Fixtures.yaml(file.getFileName().toString(), Files.readString(file));
            Map<AccessPattern, Integer> counted = new HashMap<>();
            Function<AccessPattern, CallUnits> once = PatternUnits.countedOnce(d);
            Function<AccessPattern, CallUnits> counting = p -> {
                counted.merge(p, 1, Integer::sum);
                return once.apply(p);
            };
            for (Table t : d.tables().values()) {
                ShapeFacts shape = ShapeFacts.of(d, t);
                TableLoad each = TableDemand.of(d, t, shape);
                TableLoad shared = TableDemand.of(d, t, shape, counting);
                assertEquals(each, shared, file + " " + t.name());
                assertEquals(each.read().toString(), shared.read().toString());
                tables++;
            }
            // the same units object for a pattern, however many tables ask
            for (AccessPattern p : counted.keySet()) {
                assertTrue(once.apply(p) == once.apply(p), file + " " + p.id());
                assertEquals(new PatternUnits(d).of(p), once.apply(p), file + " " + p.id());
            }
        }
        assertTrue(tables >= 10, "tables: " + tables);
    }
}
