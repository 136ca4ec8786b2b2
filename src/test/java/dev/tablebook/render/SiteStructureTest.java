package dev.tablebook.render;

import dev.tablebook.load.LoadResult;

import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Heading;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.node.Code;
import org.commonmark.parser.Parser;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The built site without a browser: every relative link and anchor of the HTML pages and of the
 * Markdown copies resolves, headings never skip a level, header cells carry a scope, ids are
 * unique, and the colours keep a readable contrast in light and dark mode.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SiteStructureTest {
    private Path site;

    @BeforeAll
    void build(@TempDir Path dir) {
        site = dir.resolve("site");
        SiteWriter writer = new SiteWriter(site);
        // an imported reference-calculator model too: its pages must hold together as well
        LoadResult loaded = TestDesigns.load(TestDesigns.SHOWCASE, Path.of("src/test/resources/render/tiny.yaml"),
                Path.of("src/test/resources/imported/vectors.json"));
        TestDesigns.Run.of(loaded).render(new Site(d -> null), writer);
        writer.commit();
    }

    private List<Path> files(String ext) throws IOException {
        try (Stream<Path> walk = Files.walk(site)) {
            return walk.filter(p -> p.toString().endsWith(ext)).sorted().toList();
        }
    }

    @Test
    void htmlLinksAndAnchorsResolveAndIdsAreUnique() throws IOException {
        List<String> problems = new ArrayList<>();
        for (Path page : files(".html")) {
            Document doc = Jsoup.parse(page.toFile(), "UTF-8");
            Set<String> seen = new HashSet<>();
            doc.select("[id]").forEach(e -> {
                if (!seen.add(e.id())) {
                    problems.add(page + ": duplicate id " + e.id());
                }
            });
            for (Element a : doc.select("a[href], link[href], script[src]")) {
                String href = a.hasAttr("href") ? a.attr("href") : a.attr("src");
                if (href.startsWith("https:") || href.startsWith("http:")) {
                    continue;
                }
                if (href.startsWith("/")) {
                    problems.add(page + ": root-relative " + href);
                    continue;
                }
                URI uri = URI.create(href);
                Path target = uri.getPath() == null || uri.getPath().isEmpty() ? page
                        : page.getParent().resolve(uri.getPath()).normalize();
                if (!target.startsWith(site) || !Files.isRegularFile(target)) {
                    problems.add(page + ": broken link " + href);
                } else if (uri.getFragment() != null && Jsoup.parse(target.toFile(), "UTF-8")
                        .getElementById(uri.getFragment()) == null) {
                    problems.add(page + ": broken anchor " + href);
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void theStandingAssumptionsAreSaidOnceForTheSiteAndEachPageListsOnlyItsOwn() throws IOException {
        Document shared = Jsoup.parse(site.resolve(AssumptionPages.HTML).toFile(), "UTF-8");
        List<String> listed = shared.select("#standing-assumptions li").eachText();
        assertEquals(dev.tablebook.cost.CostAssumptions.STANDING, listed, "every standing assumption, once");
        String sharedMd = Files.readString(site.resolve(AssumptionPages.MARKDOWN));
        assertTrue(sharedMd.contains("- A month is 2,592,000 seconds (30 days)"), sharedMd);
        int pages = 0;
        for (Path page : files(".html")) {
            if (!page.getParent().getFileName().toString().equals("services")) {
                continue;
            }
            Document doc = Jsoup.parse(page.toFile(), "UTF-8");
            Element block = doc.getElementById("cost-assumptions");
            if (block == null) {
                continue; // not priced
            }
            pages++;
            assertEquals("../" + AssumptionPages.HTML, block.selectFirst("a").attr("href"), page.toString());
            for (String own : block.select("li").eachText()) {
                assertTrue(!listed.contains(own) && !own.startsWith("Prices: "), page + ": " + own);
            }
            String prices = doc.selectFirst("#cost .headline").text();
            assertTrue(prices.contains("Prices: https://aws.amazon.com/dynamodb/pricing/"), prices);
            String md = Files.readString(page.resolveSibling(page.getFileName().toString().replace(".html", ".md")));
            assertTrue(md.contains("](../" + AssumptionPages.MARKDOWN + ")"), page.toString());
            assertTrue(!md.contains("- A month is 2,592,000 seconds"), page.toString());
        }
        assertTrue(pages >= 2, "priced service pages: " + pages);
        // the showcase's replica is priced at another region's sheet: its own assumption stays on its page
        Document showcase = Jsoup.parse(site.resolve("services/showcase.html").toFile(), "UTF-8");
        assertTrue(showcase.getElementById("cost-assumptions").text().contains("Global Tables replicas in eu-west-1"));
    }

    @Test
    void theMarkdownCopyCarriesTheSdkExamplesInTheSiteLanguageAndPointsToThePageForTheOther() throws IOException {
        String md = Files.readString(site.resolve("services/showcase.md"));
        String html = Files.readString(site.resolve("services/showcase.html"));
        int jsOnPage = html.split("data-lang=\"js\"", -1).length - 1;
        assertTrue(jsOnPage > 1 && jsOnPage == html.split("data-lang=\"java\"", -1).length - 1, "both on the page");
        assertEquals(jsOnPage, md.split("\n```js\n", -1).length - 1, "every JavaScript example in the copy");
        assertTrue(!md.contains("```java") && !md.contains("dynamoDb."), "no Java in the copy");
        assertTrue(md.contains("AWS SDK for Java v2 are on the [page](showcase.html#pattern-details)"), md);
    }

    @Test
    void headingsNeverSkipALevelAndHeaderCellsHaveAScope() throws IOException {
        List<String> problems = new ArrayList<>();
        for (Path page : files(".html")) {
            Document doc = Jsoup.parse(page.toFile(), "UTF-8");
            int previous = 0;
            for (Element h : doc.select("h1, h2, h3, h4, h5, h6")) {
                int level = h.normalName().charAt(1) - '0';
                if (level > previous + 1) {
                    problems.add(page + ": " + h.normalName() + " \"" + h.text() + "\" after h" + previous);
                }
                previous = level;
            }
            assertEquals(1, doc.select("h1").size(), page + " has one h1");
            for (Element th : doc.select("th")) {
                if (!th.hasAttr("scope")) {
                    problems.add(page + ": th without scope: " + th.text());
                }
            }
            for (Element svg : doc.select("svg")) {
                if (svg.selectFirst("title") == null || !svg.attr("role").equals("img")) {
                    problems.add(page + ": svg without role=img and a title");
                }
            }
            if (!doc.selectFirst("html").attr("lang").equals("en")) {
                problems.add(page + ": no lang");
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void markdownLinksAndHeadingAnchorsResolve() throws IOException {
        Parser parser = Parser.builder().extensions(List.of(TablesExtension.create())).build();
        List<String> problems = new ArrayList<>();
        for (Path md : files(".md")) {
            for (String href : links(parser, md)) {
                if (href.startsWith("https:") || href.startsWith("http:")) {
                    continue;
                }
                URI uri = URI.create(href);
                Path target = uri.getPath() == null || uri.getPath().isEmpty() ? md
                        : md.getParent().resolve(uri.getPath()).normalize();
                if (!Files.isRegularFile(target)) {
                    problems.add(md + ": broken link " + href);
                } else if (uri.getFragment() != null && target.toString().endsWith(".md")
                        && !headingAnchors(parser, target).contains(uri.getFragment())) {
                    problems.add(md + ": broken anchor " + href);
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    /** WCAG AA: 4.5:1 for text colours against the page and panel backgrounds, in both schemes. */
    /** GitHub shows a Markdown table of up to 7 columns without scrolling: no copy has a wider one. */
    @Test
    void markdownTablesHaveAtMostSevenColumns() throws IOException {
        Parser parser = Parser.builder().extensions(List.of(TablesExtension.create())).build();
        List<String> problems = new ArrayList<>();
        int tables = 0;
        for (Path md : files(".md")) {
            List<Integer> widths = new ArrayList<>();
            parser.parse(Files.readString(md)).accept(new AbstractVisitor() {
                @Override
                public void visit(org.commonmark.node.CustomBlock block) {
                    if (block instanceof org.commonmark.ext.gfm.tables.TableBlock) {
                        org.commonmark.node.Node head = block.getFirstChild().getFirstChild();
                        int cells = 0;
                        for (org.commonmark.node.Node c = head.getFirstChild(); c != null; c = c.getNext()) {
                            cells++;
                        }
                        widths.add(cells);
                    }
                    visitChildren(block);
                }
            });
            tables += widths.size();
            widths.stream().filter(w -> w > 7).forEach(w -> problems.add(md.getFileName() + ": a table of " + w + " columns"));
        }
        assertTrue(tables > 20, tables + " tables read");
        assertEquals(List.of(), problems);
    }

    @Test
    void coloursKeepAReadableContrast() throws IOException {
        String css = Files.readString(site.resolve("assets/site.css"));
        Matcher dark = Pattern.compile("@media \\(prefers-color-scheme: dark\\) \\{\\s*:root:not\\(\\[data-theme=\"light\"]\\) \\{([^}]*)}")
                .matcher(css);
        Matcher chosenDark = Pattern.compile("\n:root\\[data-theme=\"dark\"] \\{([^}]*)}").matcher(css);
        assertTrue(chosenDark.find(), "the dark theme a reader chooses");
        assertEquals(chosenDark.group(1).replaceAll("\\s+", " ").trim(), dark.find() ? dark.group(1).replaceAll("\\s+", " ").trim() : "",
                "the dark theme chosen is the system's dark theme");
        dark.reset();
        Matcher light = Pattern.compile(":root \\{([^}]*)}").matcher(css);
        assertTrue(light.find() && dark.find(), "both colour schemes are defined");
        for (String scheme : List.of(light.group(1), dark.group(1))) {
            // the charts: their text on their panel as any text, their series and axes 3:1 (WCAG 1.4.11)
            assertTrue(contrast(colour(scheme, "--chart-ink"), colour(scheme, "--chart-panel")) >= 4.5, "chart text");
            for (String series : List.of("--chart-0", "--chart-1", "--chart-2", "--chart-3", "--chart-4", "--chart-axis")) {
                double ratio = contrast(colour(scheme, series), colour(scheme, "--chart-panel"));
                assertTrue(ratio >= 3, series + " on the chart panel is " + ratio + ":1");
            }
            for (String fg : List.of("--fg", "--muted", "--link", "--error", "--warning", "--info", "--ok", "--accent")) {
                for (String bg : List.of("--bg", "--panel", "--code")) {
                    double ratio = contrast(colour(scheme, fg), colour(scheme, bg));
                    assertTrue(ratio >= 4.5, fg + " on " + bg + " is " + ratio + ":1");
                }
            }
        }
    }

    private static List<String> links(Parser parser, Path md) throws IOException {
        List<String> out = new ArrayList<>();
        parser.parse(Files.readString(md)).accept(new AbstractVisitor() {
            @Override
            public void visit(Link link) {
                out.add(link.getDestination());
                visitChildren(link);
            }
        });
        return out;
    }

    /** The fragments GitHub gives the headings of a Markdown file. */
    private static Set<String> headingAnchors(Parser parser, Path md) throws IOException {
        Set<String> out = new LinkedHashSet<>();
        parser.parse(Files.readString(md)).accept(new AbstractVisitor() {
            @Override
            public void visit(Heading heading) {
                StringBuilder text = new StringBuilder();
                for (Node n = heading.getFirstChild(); n != null; n = n.getNext()) {
                    if (n instanceof Text t) {
                        text.append(t.getLiteral());
                    } else if (n instanceof Code c) {
                        text.append(c.getLiteral());
                    }
                }
                assertTrue(out.add(Anchors.github(text.toString())), md + ": two headings share an anchor: " + text);
            }
        });
        return out;
    }

    private static int[] colour(String block, String name) {
        Matcher m = Pattern.compile(Pattern.quote(name) + ":\\s*#([0-9a-fA-F]{6})").matcher(block);
        assertTrue(m.find(), name);
        int v = Integer.parseInt(m.group(1), 16);
        return new int[] {v >> 16 & 255, v >> 8 & 255, v & 255};
    }

    private static double contrast(int[] a, int[] b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(int[] c) {
        double[] l = new double[3];
        for (int i = 0; i < 3; i++) {
            double s = c[i] / 255.0;
            l[i] = s <= 0.04045 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
        }
        return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
    }
}
