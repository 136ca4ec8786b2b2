package dev.tablebook.render;

import dev.tablebook.load.LoadResult;

import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.parser.Parser;
import org.commonmark.ext.gfm.tables.TablesExtension;
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
        TestDesigns.Run.of(loaded).render(new Site(d -> null), writer);
        writer.commit();
    }

    private Document page(String name) throws IOException {
        return Jsoup.parse(site.resolve(name).toFile(), "UTF-8");
    }

    @Test
    void noHtmlPageCarriesExecutableDesignText() throws IOException {
        for (String name : List.of("index.html", "services/hostile.html")) {
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
                    if (URL_ATTRIBUTES.contains(key) && (value.startsWith("javascript:") || value.startsWith("data:")
                            || value.startsWith("vbscript:"))) {
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
    void markdownCopiesCarryNoHtmlOrScriptLinksFromTheDesign() throws IOException {
        Parser parser = Parser.builder().extensions(List.of(TablesExtension.create())).build();
        for (String name : List.of("index.md", "services/hostile.md")) {
            List<String> problems = new ArrayList<>();
            parser.parse(Files.readString(site.resolve(name))).accept(new AbstractVisitor() {
                @Override
                public void visit(HtmlInline node) {
                    if (!node.getLiteral().equals("<br>")) { // the only tag the templates write, in table cells
                        problems.add("inline HTML " + node.getLiteral());
                    }
                }

                @Override
                public void visit(HtmlBlock node) {
                    problems.add("HTML block " + node.getLiteral());
                }

                @Override
                public void visit(Link link) {
                    check(link.getDestination());
                    visitChildren(link);
                }

                @Override
                public void visit(Image image) {
                    check(image.getDestination());
                    visitChildren(image);
                }

                private void check(String url) {
                    String u = url.strip().toLowerCase(Locale.ROOT);
                    if (u.startsWith("javascript:") || u.startsWith("data:") || u.startsWith("vbscript:")) {
                        problems.add("unsafe link " + url);
                    }
                }
            });
            assertEquals(List.of(), problems, name);
        }
        String md = Files.readString(site.resolve("services/hostile.md"));
        assertTrue(md.contains("````js"), "a code fence longer than the backtick runs inside the code");
    }

    @Test
    void filesGoOnlyWhereTheirSlugsSay() {
        SiteWriter w = new SiteWriter(dir.resolve("other"));
        assertThrows(IllegalArgumentException.class, () -> w.add("../escape.html", "x"));
        assertThrows(IllegalArgumentException.class, () -> w.add("/etc/passwd", "x"));
        assertThrows(IllegalArgumentException.class, () -> w.add("services/..\\..\\x", "x"));
    }
}
