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

    /**
     * The fragments GitHub gives headings, as GitHub's own renderer gives them (observed on rendered
     * Markdown, not derived from {@link Anchors#github}): lower case, every space one dash, punctuation
     * and symbols dropped, letters of any script and underscores kept. The site's Markdown links
     * ({@code SiteStructureTest}) are made with this function, so it needs an oracle of its own.
     */
    @Test
    void githubGivesTheFragmentsGitHubGives() {
        java.util.Map<String, String> observed = new java.util.LinkedHashMap<>();
        observed.put("Hello World", "hello-world");
        observed.put("foo_foo_bar", "foo_foo_bar");
        observed.put("1. not a list", "1-not-a-list");
        observed.put("heading with a period.txt", "heading-with-a-periodtxt");
        observed.put("I \u2665 unicode", "i--unicode");
        observed.put("\uD83D\uDE04 unicode emoji", "-unicode-emoji");
        observed.put("\u7B2C 1 \u6B65\uFF1A\u8F6F\u786C\u4EF6", "\u7B2C-1-\u6B65\u8F6F\u786C\u4EF6");
        observed.put("Access patterns, by peak cost", "access-patterns-by-peak-cost");
        observed.put("Cost & capacity (on-demand)", "cost--capacity-on-demand");
        observed.forEach((heading, fragment) -> assertEquals(fragment, Anchors.github(heading), heading));
    }
}
