package dev.tablebook.render;

import dev.tablebook.load.LoadResult;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Attribute;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Renders a design whose every free-text field carries script, event handlers and
 * {@code javascript:} links, and checks that none of it is executable in the HTML pages and that
 * the Markdown copies carry no HTML from the design.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SiteSafetyTest {
    private static final Set<String> URL_ATTRIBUTES = Set.of("href", "src", "action", "formaction", "xlink:href",
            "data", "poster", "srcdoc");

    private Path dir;
    private Path site;

    @BeforeAll
    void render(@TempDir Path tmp) {
        dir = tmp;
        site = dir.resolve("site");
        SiteWriter writer = new SiteWriter(site);
        LoadResult loaded = TestDesigns.load(Path.of("src/test/resources/render/hostile.yaml"));
        TestDesigns.Run.of(loaded).render(new Site(d -> null).packets(true), writer);
        writer.commit();
    }

    private Document page(String name) throws IOException {
        return Jsoup.parse(site.resolve(name).toFile(), "UTF-8");
    }

    @Test
    void noHtmlPageCarriesExecutableDesignText() throws IOException {
        List<String> names;
        try (java.util.stream.Stream<Path> walk = Files.walk(site)) {
            names = walk.filter(p -> p.toString().endsWith(".html")).map(p -> site.relativize(p).toString()).sorted().toList();
        }
        // every page: the service's page and its packet, the index and the rule pages
        assertTrue(names.containsAll(List.of("index.html", "services/hostile.html", "packets/hostile.html",
                "rules/index.html")), names.toString());
        for (String name : names) {
            Document doc = page(name);
            List<String> problems = new ArrayList<>();
            for (Element script : doc.select("script")) {
                if (!script.attr("src").endsWith("assets/site.js") || !script.data().isEmpty()) {
                    problems.add("script " + script.outerHtml());
                }
            }
            for (Element e : doc.getAllElements()) {
                String tag = e.normalName();
                if (Set.of("iframe", "object", "embed", "foreignobject", "base", "form").contains(tag)
                        && !(tag.equals("form") && e.hasClass("search"))) {
                    problems.add("element " + e.outerHtml());
                }
                if (tag.equals("img")) {
                    problems.add("img from the design: " + e.outerHtml());
                }
                for (Attribute a : e.attributes()) {
                    String key = a.getKey().toLowerCase(Locale.ROOT);
                    String value = a.getValue().strip().toLowerCase(Locale.ROOT).replaceAll("[\\s\\x00-\\x1f]", "");
                    if (key.startsWith("on")) {
                        problems.add("event handler " + key + " on " + tag);
                    }
                    // the one data: URL allowed is the packet's own empty icon, which keeps the browser from
                    // asking for /favicon.ico (templates/lib/standalone.ftlh): it holds nothing
                    boolean emptyIcon = tag.equals("link") && e.attr("rel").equals("icon") && a.getValue().equals("data:,");
                    if (URL_ATTRIBUTES.contains(key) && !emptyIcon && (value.startsWith("javascript:")
                            || value.startsWith("data:") || value.startsWith("vbscript:"))) {
                        problems.add("unsafe " + key + "=" + a.getValue() + " on " + tag);
                    }
                    if (key.equals("style")) {
                        problems.add("inline style on " + tag);
                    }
                }
                if (tag.equals("meta") && e.attr("http-equiv").equalsIgnoreCase("refresh")) {
                    problems.add("meta refresh");
                }
            }
            assertEquals(List.of(), problems, name);
        }
    }

    @Test
    void theHostileTextIsStillShownAsText() throws IOException {
        Document doc = page("services/hostile.html");
        assertEquals("<script>alert('title')</script> hostile", doc.selectFirst("h1").text());
        assertTrue(doc.text().contains("<img src=x onerror=alert('owner')>"), "the owner is shown literally");
        assertTrue(doc.text().contains("alert('summary')"), "raw HTML in Markdown is shown, escaped");
        Element summary = doc.selectFirst("header .prose");
        assertTrue(summary.text().contains("click me"), "an unsafe link keeps its text");
        assertEquals(List.of(), summary.select("a").eachAttr("href"), "and loses its target");
        assertTrue(doc.select("svg.diagram text").eachText().stream()
                        .anyMatch(t -> t.startsWith("<img src=x onerror=alert('targe")),
                "the drawing shows the consumer's target as text");
    }

    @Test
    void noMarkdownPageCarriesHtmlImagesOrScriptLinksFromTheDesign() throws IOException {
        List<Path> pages;
        try (var walk = Files.walk(site)) {
            pages = walk.filter(p -> p.toString().endsWith(".md")).sorted().toList();
        }
        assertTrue(pages.size() > 30, "every Markdown page: the index, the service, the rule catalog");
        for (Path page : pages) {
            assertEquals(List.of(), MarkdownSafety.problems(Files.readString(page)), site.relativize(page).toString());
        }
        String md = Files.readString(site.resolve("services/hostile.md"));
        assertTrue(md.contains("````js"), "a code fence longer than the backtick runs inside the code");
    }

    @Test
    void backticksInAConditionOrADeviationTargetCannotOpenHtmlInTheFindingsTable() throws IOException {
        String md = Files.readString(site.resolve("services/hostile.md"));
        assertTrue(md.contains("Sign in again"), "the condition is quoted in a finding");
        assertTrue(md.contains("alert('target')"), "the deviation's target is shown");
        assertEquals(List.of(), MarkdownSafety.problems(md));
    }

    @Test
    void costAndDiffMarkdownCarryNoHtmlFromTheDesign() throws IOException {
        Path before = Files.createDirectories(dir.resolve("before"));
        Path after = Files.createDirectories(dir.resolve("after"));
        Files.copy(Path.of("src/test/resources/render/hostile.yaml"), after.resolve("hostile.yaml"));
        Files.writeString(before.resolve("hostile.yaml"), Files.readString(after.resolve("hostile.yaml"))
                .replace("rps: 1\n", "rps: 2\n").replace("idempotency: natural", "idempotency: none"));
        for (String[] args : List.of(new String[] {"cost", after.toString(), "--format", "md"},
                new String[] {"diff", before.toString(), after.toString()},
                new String[] {"diff", Files.createDirectories(dir.resolve("none")).toString(), after.toString()})) {
            java.io.StringWriter out = new java.io.StringWriter();
            dev.tablebook.cli.Main.run(new java.io.PrintWriter(out), new java.io.PrintWriter(new java.io.StringWriter()),
                    args);
            assertTrue(out.toString().length() > 100, String.join(" ", args));
            assertEquals(List.of(), MarkdownSafety.problems(out.toString()), String.join(" ", args));
        }
    }

    @Test
    void filesGoOnlyWhereTheirSlugsSay() {
        SiteWriter w = new SiteWriter(dir.resolve("other"));
        assertThrows(IllegalArgumentException.class, () -> w.add("../escape.html", "x"));
        assertThrows(IllegalArgumentException.class, () -> w.add("/etc/passwd", "x"));
        assertThrows(IllegalArgumentException.class, () -> w.add("services/..\\..\\x", "x"));
    }
}
