package dev.tablebook.model;

import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The compact positions: the same answers as the map of positions it was made from, for any size. */
class WhereTest {
    private static final Pos SELF = new Pos("designs/orders.yaml", 7, 3);

    private static Map<String, Pos> fields(int n) {
        Map<String, Pos> m = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            m.put("field" + i, new Pos("designs/orders.yaml", 8 + i, 5 + i % 7));
        }
        return m;
    }

    @Test
    void answersAsTheMapOfPositionsForEverySize() {
        for (int n : List.of(0, 1, Where.SCANNED, Where.SCANNED + 1, 500)) {
            Map<String, Pos> m = fields(n);
            Where w = new Where(SELF, m);
            assertEquals(m, w.fields(), "size " + n);
            assertEquals(List.copyOf(m.keySet()), List.copyOf(w.fields().keySet()), "the file's order");
            m.forEach((k, p) -> {
                assertEquals(p, w.of(k));
                assertTrue(w.has(k));
            });
            assertSame(SELF, w.of("absent"), "an absent field is the element's own position");
            assertFalse(w.has("absent"));
            assertTrue(w.packedInOneFile());
            assertEquals(n, w.size());
        }
    }

    @Test
    void aFieldInAnotherFileKeepsItsOwnPosition() {
        Map<String, Pos> m = new LinkedHashMap<>(fields(3));
        m.put("included", new Pos("designs/shared.yaml", 2, 9));
        Where w = new Where(SELF, m);
        assertFalse(w.packedInOneFile());
        assertEquals(new Pos("designs/shared.yaml", 2, 9), w.of("included"));
        assertEquals(m, w.fields());
    }

    @Test
    void linesAndColumnsOfEveryMagnitudeSurvivePacking() {
        Map<String, Pos> m = new LinkedHashMap<>();
        m.put("a", new Pos(SELF.file(), Integer.MAX_VALUE, Integer.MAX_VALUE));
        m.put("b", new Pos(SELF.file(), 0, 0));
        m.put("c", new Pos(SELF.file(), 1, Integer.MIN_VALUE));
        assertEquals(m, new Where(SELF, m).fields());
    }

    @Test
    void equalWhenTheElementAndEveryFieldStandAlike() {
        Where a = new Where(SELF, fields(20));
        assertEquals(a, new Where(SELF, fields(20)));
        assertEquals(a.hashCode(), new Where(SELF, fields(20)).hashCode());
        assertNotEquals(a, new Where(SELF, fields(19)));
        assertNotEquals(a, new Where(new Pos(SELF.file(), 1, 1), fields(20)));
        assertEquals(Where.at(SELF), new Where(SELF, Map.of()));
    }

    @Test
    void fieldNamesAreSharedAcrossElements() {
        String name = new String("bytes".toCharArray()); // not the literal's instance
        Where a = new Where(SELF, Map.of(name, SELF));
        Where b = new Where(SELF, Map.of(new String("bytes".toCharArray()), SELF));
        assertSame(a.fields().keySet().iterator().next(), b.fields().keySet().iterator().next());
    }
}
