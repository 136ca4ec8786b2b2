package dev.tablebook.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Keeps the catalog whole: every rule class is in the registry and the registry holds nothing
 * else; every rule has its prose page (whose failing and passing examples really fail and pass)
 * and its table of at least two firing and two passing snippets.
 */
class CatalogTest {
    private static final Path RULE_SOURCES = Path.of("src/main/java/dev/tablebook/check/rules");
    private static final Path DOCS = Path.of("docs/rules");
    private static final List<String> SECTIONS = List.of("## Why it matters", "## Fails", "## Passes",
            "## How to fix", "## Accepting a deviation");

    @Test
    void registryListsEveryRuleClassOnce() throws IOException {
        Set<String> classes = new TreeSet<>();
        try (Stream<Path> s = Files.list(RULE_SOURCES)) {
            s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".java"))
                    .forEach(n -> classes.add(n.substring(0, n.length() - ".java".length())));
        }
        Set<String> registered = new TreeSet<>();
        for (Rule r : Rules.all()) {
            assertEquals("dev.tablebook.check.rules", r.getClass().getPackageName());
            assertTrue(registered.add(r.getClass().getSimpleName()), "listed twice: " + r.getClass());
        }
        assertEquals(classes, registered, "the rule classes and the registry differ");
    }

    @Test
    void idsAreUniqueKebabCaseWithMetadata() {
        Set<String> ids = new TreeSet<>();
        for (RuleMeta m : Rules.catalog()) {
            assertTrue(ids.add(m.id()), "duplicate id " + m.id());
            assertTrue(m.id().matches("[a-z][a-z0-9]*(-[a-z0-9]+)*"), m.id());
            assertFalse(m.summary().isBlank(), m.id());
            assertFalse(m.summary().endsWith("."), m.id() + ": a summary is one line without a full stop");
            assertTrue(m.description().length() > m.summary().length(), m.id());
            assertEquals("rules/" + m.id() + ".html", m.helpUri());
        }
    }

    @Test
    void everyDocsPageBelongsToARule() throws IOException {
        Set<String> pages = new TreeSet<>();
        try (Stream<Path> s = Files.list(DOCS)) {
            s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".md"))
                    .forEach(n -> pages.add(n.substring(0, n.length() - 3)));
        }
        Set<String> ids = new TreeSet<>();
        Rules.catalog().forEach(m -> ids.add(m.id()));
        assertEquals(ids, pages, "docs/rules/*.md and the catalog differ");
    }

    @TestFactory
    Stream<DynamicTest> everyRuleHasItsPageAndItsTable() {
        return Rules.all().stream().map(r -> DynamicTest.dynamicTest(r.meta().id(), () -> {
            String id = r.meta().id();
            assertTrue(Fixtures.files(id, "fire").size() >= 2, id + " needs at least two fire-*.yaml snippets");
            assertTrue(Fixtures.files(id, "pass").size() >= 2, id + " needs at least two pass-*.yaml snippets");
            Path page = DOCS.resolve(id + ".md");
            assertTrue(Files.exists(page), id + " has no " + page);
            String text = Files.readString(page);
            assertTrue(text.startsWith("# " + id + "\n"), page + " starts with its title");
            int last = -1;
            for (String section : SECTIONS) {
                int at = text.indexOf("\n" + section + "\n");
                assertTrue(at > last, page + " lacks `" + section + "` (or has it out of order)");
                last = at;
            }
            List<Finding> fails = Fixtures.check(Fixtures.load("docs/rules/" + id + ".md#fails",
                    yamlAfter(text, "## Fails")));
            assertFalse(Fixtures.of(fails, id).isEmpty(), page + ": the failing example does not fire " + id);
            List<Finding> passes = Fixtures.check(Fixtures.load("docs/rules/" + id + ".md#passes",
                    yamlAfter(text, "## Passes")));
            assertEquals(List.of(), Fixtures.of(passes, id), page + ": the passing example fires " + id);
        }));
    }

    private static String yamlAfter(String text, String heading) {
        Matcher m = Pattern.compile("```yaml\n(.*?)```", Pattern.DOTALL).matcher(text);
        int from = text.indexOf("\n" + heading + "\n");
        List<String> blocks = new ArrayList<>();
        while (m.find()) {
            if (m.start() > from) {
                blocks.add(m.group(1));
            }
        }
        assertFalse(blocks.isEmpty(), "no yaml block after " + heading);
        return blocks.get(0);
    }
}
