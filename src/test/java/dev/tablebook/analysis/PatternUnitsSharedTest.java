package dev.tablebook.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.bench.SyntheticRepository;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.testing.Fixtures;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * {@link PatternUnits#countedOnce}'s counts, shared by the readers of one design object on a thread,
 * are the units counted afresh ({@link PatternUnits#of(AccessPattern)}), whatever order the designs
 * are asked for in; an equal design that is another object, or another thread, counts its own.
 */
class PatternUnitsSharedTest {
    private static List<Design> designs(int n) {
        SyntheticRepository repo = new SyntheticRepository(Path.of("designs"), 13);
        List<Design> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String[] d = repo.design(i);
            out.add(Fixtures.yaml(d[0], d[1]));
        }
        return out;
    }

    @Test
    void sharedCountsAreTheUnitsCountedAfreshInAnyOrder() {
        List<Design> designs = designs(40);
        int patterns = 0;
        // in turn over more designs than a thread keeps, each asked for several times (readers of one service)
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < designs.size(); i++) {
                Design d = designs.get((i * 7 + round) % designs.size());
                for (int reader = 0; reader < 3; reader++) {
                    Function<AccessPattern, CallUnits> counted = PatternUnits.countedOnce(d);
                    for (AccessPattern p : d.patterns()) {
                        assertEquals(new PatternUnits(d).of(p), counted.apply(p), d.service() + " " + p.id());
                        patterns++;
                    }
                }
            }
        }
        assertTrue(patterns > 1000, "patterns: " + patterns);
    }

    @Test
    void readersOfOneDesignShareItsCountsAndNoOtherDesignDoes() throws Exception {
        List<Design> designs = designs(PatternUnits.DESIGNS_KEPT + 2);
        Design d = designs.get(0);
        AccessPattern p = d.patterns().get(0);
        CallUnits first = PatternUnits.countedOnce(d).apply(p);
        assertSame(first, PatternUnits.countedOnce(d).apply(p), "a second reader of the same design");
        // the same text loaded again: an equal design, another object, counted afresh
        Design again = designs(1).get(0);
        assertEquals(d, again);
        CallUnits equalDesigns = PatternUnits.countedOnce(again).apply(again.patterns().get(0));
        assertNotSame(first, equalDesigns);
        assertEquals(first, equalDesigns);
        // another thread counts its own
        AtomicReference<CallUnits> elsewhere = new AtomicReference<>();
        Thread t = new Thread(() -> elsewhere.set(PatternUnits.countedOnce(d).apply(p)));
        t.start();
        t.join();
        assertNotSame(first, elsewhere.get());
        assertEquals(first, elsewhere.get());
        // after more designs than the thread keeps, the first is counted again, to the same units
        for (Design other : designs.subList(1, designs.size())) {
            PatternUnits.countedOnce(other).apply(other.patterns().get(0));
        }
        CallUnits later = PatternUnits.countedOnce(d).apply(p);
        assertNotSame(first, later);
        assertEquals(first, later);
    }
}
