package dev.tablebook.render;

import dev.tablebook.analysis.PatternUnits;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A page counts each pattern's units once, for its index map and its patterns table alike. */
class IndexWritesTest {
    @Test
    void aPatternsUnitsAreTheCostModelsCountedOnce() {
        int patterns = 0;
        for (Design d : TestDesigns.load(TestDesigns.SHOWCASE, Path.of("designs")).designs()) {
            IndexWrites writes = new IndexWrites(d);
            PatternUnits units = new PatternUnits(d);
            for (AccessPattern p : d.patterns()) {
                assertEquals(units.of(p), writes.units(p), d.service() + " " + p.id());
                assertSame(writes.units(p), writes.units(p), "counted once: " + p.id());
                patterns++;
            }
        }
        assertTrue(patterns > 50, patterns + " patterns");
    }
}
