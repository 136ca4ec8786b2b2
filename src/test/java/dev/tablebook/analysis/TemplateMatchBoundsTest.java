package dev.tablebook.analysis;

import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.KeyCondition.Op;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Where;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Templates crafted so that every pair of automaton states is reachable (2,000 placeholders a
 * side, the most a 2,048-byte key allows) are decided in bounded work and memory; the hang
 * guard is generous and not a speed goal.
 */
class TemplateMatchBoundsTest {
    private static final Duration GUARD = Duration.ofSeconds(30);

    private static KeyCondition eq(String template) {
        return new KeyCondition("sk", Op.EQ, List.of(KeyTemplate.of(template)), Where.at(Pos.of("t.yaml")));
    }

    @Test
    void aPairOfAllPlaceholderTemplatesIsAPossibleMatch() {
        KeyCondition c = eq("{b}".repeat(2_000));
        KeyTemplate stored = KeyTemplate.of("{a}".repeat(2_000));
        assertTrue(assertTimeoutPreemptively(GUARD, () -> TemplateMatch.matches(c, stored)));
        assertTrue(assertTimeoutPreemptively(GUARD, () -> TemplateMatch.matches(c, stored, false)));
    }

    @Test
    void longTemplatesThatDifferEarlyAreToldApartAtOnce() {
        KeyCondition c = eq("A#" + "{b}#".repeat(500));
        KeyTemplate stored = KeyTemplate.of("B#" + "{a}#".repeat(500));
        assertFalse(assertTimeoutPreemptively(GUARD, () -> TemplateMatch.matches(c, stored)));
    }

    @Test
    void longTemplatesOfTheSameShapeMatchExactly() {
        KeyCondition c = eq("T#" + "{x}#".repeat(500) + "END");
        assertTrue(TemplateMatch.matches(c, KeyTemplate.of("T#" + "{y}#".repeat(500) + "END")));
        assertFalse(TemplateMatch.matches(c, KeyTemplate.of("T#" + "{y}#".repeat(501) + "END")),
                "one segment more cannot hold the same value: a placeholder holds no `#`");
    }
}
