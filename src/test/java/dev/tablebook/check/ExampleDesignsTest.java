package dev.tablebook.check;

import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** The example designs are good designs: no unaccepted error or warning under the whole catalog. */
class ExampleDesignsTest {

    @Test
    void examplesHaveNoUnacceptedErrorOrWarning() {
        LoadResult loaded = new DesignLoader().load(List.of(Path.of("designs")));
        assertEquals(List.of(), loaded.errors());
        assertEquals(5, loaded.designs().size());
        Checker checker = Checker.standard();
        for (Design d : loaded.designs()) {
            List<String> open = checker.check(d).stream()
                    .filter(f -> !f.accepted() && f.severity() != Severity.INFO)
                    .map(f -> f.pos() + " " + f.rule() + " " + f.message())
                    .toList();
            assertEquals(List.of(), open, d.service());
        }
    }

    @Test
    void everyDeviationInTheExamplesAcceptsSomething() {
        LoadResult loaded = new DesignLoader().load(List.of(Path.of("designs")));
        Checker checker = Checker.standard();
        for (Design d : loaded.designs()) {
            assertFalse(checker.check(d).stream().anyMatch(f -> f.rule().equals("deviation-unjustified")), d.service());
        }
    }
}
