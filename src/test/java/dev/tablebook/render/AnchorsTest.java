package dev.tablebook.render;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Page ids: safe characters kept, every other character (a whole code point) one dash, repeats numbered. */
class AnchorsTest {
    @Test
    void replacesEachUnsafeCodePointByOneDashAndNumbersRepeats() {
        Anchors anchors = new Anchors();
        for (String name : List.of("AP1", "Orders/GSI1", "a b.c", "naïve", "caf\u00e9\uD83D\uDE00x", "_-_", "", "#1")) {
            assertEquals("pattern-" + name.replaceAll("[^A-Za-z0-9_-]", "-"), new Anchors().of("pattern", name), name);
        }
        assertEquals("row-AP1", anchors.of("row", "AP1"));
        assertEquals("row-AP1-2", anchors.of("row", "AP1"));
        assertEquals("cost-2", anchors.of("cost", "2"));
        assertEquals("cost-2-2", anchors.of("cost", "2"));
        assertEquals("summary-2", new Anchors().of("summary", "2"));
    }
}
