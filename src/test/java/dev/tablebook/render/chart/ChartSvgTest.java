package dev.tablebook.render.chart;

import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.Pricing;
import dev.tablebook.cost.TableCapacity;
import dev.tablebook.load.DesignLoader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The drawings: a well-formed {@code <svg>} with role, title, description, a non-zero size and
 * view box, ids that cannot clash with another chart's, escaped text, the same bytes every time;
 * lean (attributes once per group, a path per series, a tenth of a pixel at most, no clip); round
 * tick values, wrapped labels, text widths from the font table. How the drawings look in a
 * browser (visible, inside their box, no label over another, the dark theme) is
 * {@link ChartsInBrowserTest}'s.
 */
class ChartSvgTest {
    private static List<ChartData> charts;

    @BeforeAll
    static void charts() throws Exception {
        var loaded = new DesignLoader().load(List.of(Path.of("src/test/resources/render/showcase.yaml")));
        CostReport r = new Pricing(null, null).cost(loaded.designs().get(0));
        charts = new ArrayList<>(List.of(CostCharts.patterns("chart-patterns", r), CostCharts.breakdown("chart-breakdown", r),
                CostCharts.services("chart-services", List.of(r), List.of())));
        for (TableCapacity t : r.capacity().tables()) {
            charts.add(CostCharts.capacity("chart-capacity-" + t.table(), t));
        }
    }

    static List<ChartData> all() {
        return charts;
    }

    @ParameterizedTest
    @MethodSource("all")
    void onAPageTheCaptionAndTheTableDescribeTheChart(ChartData c) throws Exception {
        Element root = parse(ChartSvg.render(c, c.id() + "-caption " + c.id() + "-figures")).getDocumentElement();
        assertEquals(c.id() + "-title", root.getAttribute("aria-labelledby"));
        assertEquals(c.id() + "-caption " + c.id() + "-figures", root.getAttribute("aria-describedby"));
        assertEquals(0, root.getElementsByTagName("desc").getLength(), "the caption is not repeated in the drawing");
    }

    @ParameterizedTest
    @MethodSource("all")
    void anAccessibleSvgWithASize(ChartData c) throws Exception {
        String svg = ChartSvg.render(c);
        Element root = parse(svg).getDocumentElement();
        assertEquals("svg", root.getTagName());
        assertEquals(c.id(), root.getAttribute("id"));
        assertEquals("img", root.getAttribute("role"));
        assertEquals("chart", root.getAttribute("class"));
        assertEquals(c.id() + "-title " + c.id() + "-desc", root.getAttribute("aria-labelledby"));
        Element title = (Element) root.getElementsByTagName("title").item(0);
        assertEquals(root, title.getParentNode());
        assertEquals(c.title(), title.getTextContent());
        assertEquals(c.id() + "-title", title.getAttribute("id"));
        assertEquals(c.description(), root.getElementsByTagName("desc").item(0).getTextContent());
        int width = Integer.parseInt(root.getAttribute("width"));
        int height = Integer.parseInt(root.getAttribute("height"));
        assertTrue(width > 0 && height > 0, width + "x" + height);
        assertEquals("0 0 " + width + " " + height, root.getAttribute("viewBox"));
        assertTrue(root.getElementsByTagName("text").getLength() > 0, "axis labels are drawn");
        assertTrue(root.getElementsByTagName("rect").getLength() + root.getElementsByTagName("path").getLength() > 0);
        assertFalse(svg.contains("style="), "no inline style: the site's Content Security Policy blocks it");
        assertTrue(svg.matches("(?s).* class='f[pimga0-4]'.*"), "the theme's colours as classes of the style sheet");
        assertFalse(svg.matches("(?s).* (fill|stroke)='#[0-9a-f]{6}'.*"), "no colour outside the theme: " + svg);
        assertFalse(svg.contains("<style"), "no style element either");
    }

    @ParameterizedTest
    @MethodSource("all")
    void theSameDataGivesTheSameBytes(ChartData c) {
        assertEquals(ChartSvg.render(c), ChartSvg.render(c));
    }

    @ParameterizedTest
    @MethodSource("all")
    void everyIdBelongsToTheChart(ChartData c) throws Exception {
        String svg = ChartSvg.render(c);
        Document doc = parse(svg);
        NodeList all = doc.getElementsByTagName("*");
        for (int i = 0; i < all.getLength(); i++) {
            String id = ((Element) all.item(i)).getAttribute("id");
            assertTrue(id.isEmpty() || id.equals(c.id()) || id.startsWith(c.id() + "-") || id.startsWith("tb-" + c.id() + "-"),
                    id);
        }
        Matcher refs = Pattern.compile("url\\(#([^)]+)\\)").matcher(svg);
        while (refs.find()) {
            assertTrue(refs.group(1).startsWith("tb-" + c.id() + "-"), refs.group(1));
        }
    }

    @ParameterizedTest
    @MethodSource("all")
    void writesNoSvgDefaultAndOnlyClipsItDefines(ChartData c) throws Exception {
        String svg = ChartSvg.render(c);
        for (String d : List.of("opacity='1'", "opacity='1.0'", "stroke-width='1'", "stroke-miterlimit='4'",
                "stroke-linecap='butt'", "stroke-linejoin='miter'", "shape-rendering='auto'", "style=")) {
            assertFalse(svg.contains(d), d);
        }
        Document doc = parse(svg);
        Set<String> defined = new HashSet<>();
        NodeList clips = doc.getElementsByTagName("clipPath");
        for (int i = 0; i < clips.getLength(); i++) {
            defined.add(((Element) clips.item(i)).getAttribute("id"));
        }
        Set<String> used = new HashSet<>();
        Matcher refs = Pattern.compile("clip-path='url\\(#([^)]+)\\)'").matcher(svg);
        while (refs.find()) {
            used.add(refs.group(1));
        }
        assertEquals(defined, used, "every clip path defined is used, and every one used is defined");
    }

    @Test
    void chartsDrawnOnManyThreadsAtOnceAreTheBytesOfOneThread() throws Exception {
        List<ChartData> work = new ArrayList<>(charts);
        var r = new Pricing(null, null).cost(new DesignLoader().load(
                List.of(Path.of("src/test/resources/render/showcase.yaml"))).designs().get(0));
        for (TableCapacity t : r.capacity().tables()) {
            if (!t.shape().day().isEmpty()) {
                work.add(CostCharts.day("chart-day-" + t.table(), t));
            }
        }
        List<String> serial = work.stream().map(ChartSvg::render).toList();
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(4);
        try {
            List<java.util.concurrent.Future<List<String>>> runs = new ArrayList<>();
            for (int run = 0; run < 8; run++) {
                int shift = run;
                runs.add(pool.submit(() -> {
                    // each thread starts at another chart, so different charts are drawn at the same time
                    String[] out = new String[work.size()];
                    for (int i = 0; i < work.size(); i++) {
                        int k = (i + shift) % work.size();
                        out[k] = ChartSvg.render(work.get(k));
                    }
                    return List.of(out);
                }));
            }
            for (var run : runs) {
                assertEquals(serial, run.get());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void barsGrowWithTheRows() {
        BarChartData one = bars("c", List.of("a"));
        BarChartData three = bars("c", List.of("a", "b", "c"));
        assertTrue(ChartSvg.barHeight(three) > ChartSvg.barHeight(one));
    }

    @Test
    void textFromADesignIsEscaped() throws Exception {
        String hostile = "<script>alert('x')</script> & \"quoted\"";
        BarChartData c = new BarChartData("c-1", hostile, hostile, "Pattern", List.of("peak"),
                List.of(new BarChartData.Row(hostile, List.of(2.0))), false, List.of());
        String svg = ChartSvg.render(c);
        assertFalse(svg.contains("<script"), "no markup from the design");
        Document doc = parse(svg);
        assertEquals(0, doc.getElementsByTagName("script").getLength());
        assertEquals(hostile, doc.getElementsByTagName("title").item(0).getTextContent());
        Set<String> texts = new HashSet<>();
        NodeList t = doc.getElementsByTagName("text");
        for (int i = 0; i < t.getLength(); i++) {
            texts.add(t.item(i).getTextContent());
        }
        assertTrue(texts.stream().anyMatch(s -> s.startsWith("<script>")), texts.toString());
    }

    @Test
    void aWindowLabelEarlyInTheDayStaysInsideTheChart() throws Exception {
        List<DayChartData.Point> points = new ArrayList<>();
        for (int h = 0; h <= 24; h++) {
            points.add(new DayChartData.Point(h, h == 1 ? 500 : 20));
        }
        for (double from : List.of(1.0, 20.0)) {
            DayChartData d = new DayChartData("day-" + (int) from, "A day", "A day of load",
                    List.of(new DayChartData.Line("load", points)),
                    List.of(new DayChartData.Window("window nightly-rollup", from, from + 0.5)));
            Element root = parse(ChartSvg.render(d)).getDocumentElement();
            double width = Double.parseDouble(root.getAttribute("width"));
            NodeList texts = root.getElementsByTagName("text");
            Element label = null;
            for (int i = 0; i < texts.getLength(); i++) {
                if (texts.item(i).getTextContent().equals("window nightly-rollup")) {
                    label = (Element) texts.item(i);
                }
            }
            assertTrue(label != null, "the window is labelled");
            double x = Double.parseDouble(label.getAttribute("x"));
            // text-anchor='end' puts the label left of its x: where it starts is x less its width
            double start = "end".equals(label.getAttribute("text-anchor")) ? x - ChartFont.width(label.getTextContent(), 11) : x;
            assertEquals(from < 14, start > x - 1, "right of an early window's line, left of a late one's");
            x = start;
            // 21 characters of the small font take well over 60 px: a label left of 01:00 would start off the chart
            assertTrue(x > 0 && x + ChartFont.width(label.getTextContent(), 11) < width, "label at x " + x + " of " + width + " for a window from " + from);
        }
    }

    @Test
    void anEmptyOrAllZeroChartStillHasASize() throws Exception {
        Element root = parse(ChartSvg.render(bars("empty", List.of()))).getDocumentElement();
        assertTrue(Integer.parseInt(root.getAttribute("height")) > 0);
        BarChartData zero = new BarChartData("zero", "t", "d", "Scenario", List.of("requests", "storage"),
                List.of(new BarChartData.Row("Peak", List.of(0.0, 0.0))), true, List.of());
        assertTrue(Integer.parseInt(parse(ChartSvg.render(zero)).getDocumentElement().getAttribute("height")) > 0);
    }

    @ParameterizedTest
    @MethodSource("all")
    void leanAttributesOnceAPathPerSeriesATenthOfAPixelAndNoClip(ChartData c) throws Exception {
        String svg = ChartSvg.render(c);
        assertFalse(svg.contains("clipPath") || svg.contains("clip-path"), "nothing is clipped: the axes hold every value");
        Matcher attributes = Pattern.compile("='([^']*)'").matcher(svg.replaceAll("<title.*?</desc>", ""));
        while (attributes.find()) {
            Matcher numbers = Pattern.compile("\\d+\\.(\\d+)").matcher(attributes.group(1));
            while (numbers.find()) {
                assertEquals(1, numbers.group(1).length(), "at most one decimal: " + numbers.group());
            }
        }
        Document doc = parse(svg);
        NodeList texts = doc.getElementsByTagName("text");
        for (int i = 0; i < texts.getLength(); i++) {
            Element t = (Element) texts.item(i);
            assertFalse(t.hasAttribute("class") || t.hasAttribute("font-family") || t.hasAttribute("fill"),
                    "a text's colour and font come from its group");
        }
        // every series' colour is one path (its bars, or its line with its legend swatch; a bar chart's legend swatches are their own)
        NodeList paths = doc.getElementsByTagName("path");
        Map<String, Integer> byClass = new HashMap<>();
        for (int i = 0; i < paths.getLength(); i++) {
            byClass.merge(((Element) paths.item(i)).getAttribute("class"), 1, Integer::sum);
        }
        int series = c instanceof BarChartData b ? b.series().size() : c instanceof LoadChartData l ? l.lines().size()
                : ((DayChartData) c).lines().size();
        for (int s = 0; s < series; s++) {
            int expected = c instanceof BarChartData b && b.series().size() > 1 ? 2 : 1;
            assertTrue(byClass.getOrDefault((c instanceof BarChartData ? "f" : "s") + s, 0) <= expected,
                    "series " + s + " in one path: " + byClass);
        }
        assertEquals(1, byClass.get("sg"), "the gridlines are one path");
        assertEquals(1, byClass.get("sa"), "the axes are one path");
    }

    @Test
    void ticksAreRoundValuesFromZeroPastTheTop() {
        assertEquals(new ChartSvg.Ticks(500, 5), ChartSvg.Ticks.of(2_008.8 * 1.1, 6));
        assertEquals(new ChartSvg.Ticks(0.25, 4), ChartSvg.Ticks.of(0.9, 4));
        assertEquals(new ChartSvg.Ticks(20, 6), ChartSvg.Ticks.of(116, 10));
        assertEquals(new ChartSvg.Ticks(1, 1), ChartSvg.Ticks.of(1, 1));
        assertEquals(new ChartSvg.Ticks(0.0002, 5), ChartSvg.Ticks.of(0.00096, 6));
        for (double max : new double[] {0.003, 0.7, 1, 3.3, 47, 999, 1001, 123_456}) {
            for (int most = 1; most <= 12; most++) {
                ChartSvg.Ticks t = ChartSvg.Ticks.of(max, most);
                assertTrue(t.count() <= most && t.top() >= max * (1 - 1e-9), max + " " + most + ": " + t);
                double mantissa = t.step() / Math.pow(10, Math.floor(Math.log10(t.step()) + 1e-9));
                assertTrue(List.of(1.0, 2.0, 2.5, 5.0).stream().anyMatch(m -> Math.abs(m - mantissa) < 1e-6),
                        "a round step: " + t);
            }
        }
        // horizontal dollar ticks keep their labels apart: $1,250,000 needs more room than $0.5
        ChartSvg.Ticks wide = ChartSvg.Ticks.fit(1_234_567, 400, ChartStyle.axisDollars(), 12);
        assertTrue(400 / wide.count() >= ChartFont.width("$1,250,000", 12) + 12, wide.toString());
    }

    /** An axis's labels, written once for a drawing (or once for all, the fixed axes), are its format's text of each tick. */
    @Test
    void axisLabelsAreTheFormatsTextOfEachTick() {
        assertEquals(List.of("0%", "10%", "20%", "30%", "40%", "50%", "60%", "70%", "80%", "90%", "100%"),
                List.of(ChartSvg.labels(new ChartSvg.Ticks(0.1, 10), ChartStyle.share())));
        assertEquals(List.of("0", "2", "4", "6", "8", "10", "12", "14", "16", "18", "20", "22", "24"),
                List.of(ChartSvg.labels(new ChartSvg.Ticks(2, 12), ChartStyle.axisNumber())));
        ChartSvg.Ticks dollars = new ChartSvg.Ticks(0.0002, 5);
        String[] labels = ChartSvg.labels(dollars, ChartStyle.axisDollars());
        for (int i = 0; i <= dollars.count(); i++) {
            assertEquals(ChartStyle.axisDollars().format(i * dollars.step()), labels[i]);
        }
        assertEquals("$0.001", labels[5]);
    }

    @Test
    void labelsWrapAtSpacesIntoTwoLinesAtMost() {
        assertEquals(List.of("T1 Get a user"), ChartSvg.wrap("T1 Get a user", 230, 12, 2));
        List<String> two = ChartSvg.wrap("T2 Render a board - its lists and live cards", 230, 12, 2);
        assertEquals(List.of("T2 Render a board - its lists and live", "cards"), two);
        List<String> cut = ChartSvg.wrap("W9 " + "an access pattern with a very long name ".repeat(4), 230, 12, 2);
        assertEquals(2, cut.size());
        assertTrue(cut.get(1).endsWith("..."), cut.toString());
        for (String line : cut) {
            assertTrue(ChartFont.width(line, 12) <= 230, line);
        }
        List<String> word = ChartSvg.wrap("x".repeat(80), 100, 12, 2);
        assertEquals("x".repeat(80).substring(0, word.get(0).length()), word.get(0));
        assertTrue(ChartFont.width(word.get(0), 12) <= 100 && word.get(1).endsWith("..."), word.toString());
    }

    @Test
    void textWidthsAreDejaVuSansAdvances() {
        // DejaVu Sans: space 651, "0"-"9" 1303, "M" 1767 units of 2,048 an em
        assertEquals(651 * 12 / 2048.0, ChartFont.width(" ", 12), 1e-9);
        assertEquals(3 * 1303 * 11 / 2048.0, ChartFont.width("250", 11), 1e-9);
        assertEquals(1767 * 12 / 2048.0, ChartFont.width("M", 12), 1e-9);
        assertEquals(12, ChartFont.width("\u00e9", 12), 1e-9, "other characters a full em");
        assertEquals(12, ChartFont.width("\ud83d\ude00", 12), 1e-9, "a surrogate pair is one character");
    }

    private static BarChartData bars(String id, List<String> labels) {
        return new BarChartData(id, "t", "d", "x", List.of("peak", "expected"),
                labels.stream().map(l -> new BarChartData.Row(l, List.of(3.0, 1.0))).toList(), false, List.of());
    }

    private static Document parse(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }
}
