package dev.tablebook.render.chart;

import dev.tablebook.check.CheckRun;
import dev.tablebook.check.Checker;
import dev.tablebook.check.Finding;
import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.Pricing;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import dev.tablebook.render.HeadlessChromium;
import dev.tablebook.render.Site;
import dev.tablebook.render.SiteCosts;
import dev.tablebook.render.SiteWriter;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every chart of the example designs drawn in headless Chromium, as the site shows it (the
 * site's style sheet, its light and its dark theme), and measured there: the drawing has its
 * stated size; every element of it lies inside its box (no label is cut off); no label's box
 * overlaps another's; every text is at most as wide as {@link ChartFont} says, the widths the
 * layout keeps room for; the chart is visibly drawn (over 1,000 inked pixels), on the theme's
 * panel, with every series in the theme's colour and none in the other theme's (so a colour
 * written into the drawing instead of a class of the style sheet fails). That the charts are all
 * of the site's charts is checked too: the drawings of a site built from the examples are exactly
 * those measured here. {@link #theChecksCatchBrokenDrawings} feeds drawings broken on purpose
 * (a label moved off the edge, a label drawn twice, a colour written in) through the same checks,
 * which must find each. Fails when Chromium or its driver is missing; a chart that fails leaves
 * its screenshot and SVG in {@code target/chart-pixels/}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ChartsInBrowserTest {
    private static final Pattern CHART = Pattern.compile("(?s)<svg class='chart'.*?</svg>");
    private static final Path DIFFS = Path.of("target/chart-pixels");

    private Path work;
    private ChromeDriver driver;
    private LoadResult loaded;
    private List<ExampleCharts.Shown> charts;
    /** Each theme's colours, by the variable's name: "chart-panel", "chart-0"... */
    private final Map<String, Map<String, Integer>> themes = new LinkedHashMap<>();

    @BeforeAll
    void start() throws IOException {
        loaded = ExampleCharts.load(Path.of(System.getProperty("site.designs", "designs")));
        charts = ExampleCharts.of(loaded);
        work = Files.createTempDirectory("tablebook-chart-pixels-");
        driver = HeadlessChromium.start(work);
        driver.manage().window().setSize(new Dimension(1280, 1400));
        Path page = work.resolve("chart.html");
        // the charts' colours are classes of the site's style sheet: its light and dark themes and its chart rules
        String css = Files.readString(Path.of("templates/assets/site.css"), StandardCharsets.UTF_8);
        Matcher light = Pattern.compile("(?s):root \\{[^}]*}").matcher(css);
        assertTrue(light.find(), "the style sheet's light theme");
        Matcher dark = Pattern.compile("(?s):root\\[data-theme=\"dark\"] \\{[^}]*}").matcher(css);
        assertTrue(dark.find(), "the style sheet's dark theme");
        themes.put("light", colours(light.group()));
        themes.put("dark", colours(dark.group()));
        assertTrue(!themes.get("light").get("chart-0").equals(themes.get("dark").get("chart-0")), themes.toString());
        StringBuilder chartRules = new StringBuilder(light.group()).append(dark.group());
        css.lines().filter(l -> l.startsWith("svg.chart .")).forEach(chartRules::append);
        Files.writeString(page, "<!doctype html><html><head><meta charset='utf-8'><style>html,body{margin:0;"
                + "padding:0;background:#fff}svg{display:block}" + chartRules
                + "</style></head><body><div id='at'></div></body></html>");
        driver.get(page.toUri().toString());
    }

    private static Map<String, Integer> colours(String rule) {
        Map<String, Integer> out = new LinkedHashMap<>();
        Matcher m = Pattern.compile("--(chart-[a-z0-9]+): #([0-9a-f]{6})").matcher(rule);
        while (m.find()) {
            out.put(m.group(1), Integer.parseInt(m.group(2), 16));
        }
        return out;
    }

    @AfterAll
    void stop() throws IOException {
        if (driver != null) {
            driver.quit();
        }
        if (work != null) {
            try (Stream<Path> walk = Files.walk(work)) {
                for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }

    @Test
    void theSitesDrawingsAreTheseCharts() throws Exception {
        List<Finding> findings = CheckRun.findings(loaded, Checker.standard());
        Map<String, CostReport> reports = new LinkedHashMap<>();
        Pricing pricing = new Pricing(null, null);
        for (Design d : loaded.designs()) {
            reports.put(d.service(), pricing.cost(d));
        }
        Path site = work.resolve("site");
        SiteWriter writer = new SiteWriter(site);
        new Site().render(loaded, findings, SiteCosts.of(loaded.designs(), reports, findings), writer);
        writer.commit();
        TreeSet<String> drawn = new TreeSet<>();
        try (Stream<Path> walk = Files.walk(site)) {
            for (Path f : walk.filter(p -> p.toString().endsWith(".html")).toList()) {
                Matcher m = CHART.matcher(Files.readString(f, StandardCharsets.UTF_8));
                while (m.find()) {
                    // the page's chart is described by its caption and the table of its figures; the drawing is the same
                    drawn.add(m.group().replaceFirst(" aria-describedby='[^']*'", " aria-describedby='x'"));
                }
            }
        }
        TreeSet<String> rendered = new TreeSet<>();
        charts.forEach(c -> rendered.add(ChartSvg.render(c.data(), "x")));
        assertTrue(rendered.size() >= 2 * loaded.designs().size(), rendered.size() + " charts");
        assertEquals(rendered.size(), drawn.size(), "as many distinct drawings on the site as charts here");
        assertEquals(rendered, drawn);
    }

    @Test
    void eachChartIsDrawnInsideItsBoxWithNoLabelOverAnotherInEitherTheme() throws IOException {
        List<String> problems = new ArrayList<>();
        int bars = 0;
        for (ExampleCharts.Shown c : charts) {
            bars += c.data() instanceof BarChartData ? 1 : 0;
            String name = c.page() + "-" + c.data().id();
            String svg = ChartSvg.render(c.data());
            for (String theme : themes.keySet()) {
                List<String> found = problems(svg, theme, series(c.data()));
                if (!found.isEmpty()) {
                    problems.add(name + " (" + theme + "): " + String.join("; ", found));
                    Files.createDirectories(DIFFS);
                    ImageIO.write(shot(svg, theme), "png", DIFFS.resolve(name + "." + theme + ".png").toFile());
                    Files.writeString(DIFFS.resolve(name + ".svg"), svg);
                }
            }
        }
        System.out.printf("browser: %d charts (%d of bars) measured in both themes%n", charts.size(), bars);
        assertEquals(List.of(), problems);
        assertTrue(bars > 0 && charts.size() > bars, charts.size() + " charts, " + bars + " of bars");
    }

    @Test
    void theChecksCatchBrokenDrawings() throws IOException {
        ChartData bars = charts.stream().map(ExampleCharts.Shown::data).filter(d -> d instanceof BarChartData b
                && b.series().size() > 1).findFirst().orElseThrow();
        ChartData lines = charts.stream().map(ExampleCharts.Shown::data).filter(d -> d instanceof LoadChartData)
                .findFirst().orElseThrow();
        for (ChartData c : List.of(bars, lines)) {
            String svg = ChartSvg.render(c);
            assertEquals(List.of(), problems(svg, "dark", series(c)), c.id() + " as drawn");
            // a label moved onto the bottom edge is cut off
            Matcher height = Pattern.compile("height='(\\d+)'").matcher(svg);
            assertTrue(height.find());
            String cut = svg.replaceFirst("(<text x='[0-9.]+') y='[0-9.]+'", "$1 y='" + (Integer.parseInt(height.group(1)) - 1) + "'");
            assertTrue(problems(cut, "light", series(c)).stream().anyMatch(p -> p.startsWith("outside")), c.id());
            // a label drawn twice, a few pixels apart, overlaps itself
            Matcher first = Pattern.compile("<text x='([0-9.]+)'( y='[0-9.]+'>[^<]*</text>)").matcher(svg);
            assertTrue(first.find());
            String twice = svg.replace(first.group(), first.group() + "<text x='"
                    + (Double.parseDouble(first.group(1)) + 5) + "'" + first.group(2));
            assertTrue(problems(twice, "light", series(c)).stream().anyMatch(p -> p.startsWith("overlap")), c.id());
            // a series' light colour written into the drawing stays light in the dark theme
            int light = themes.get("light").get("chart-0");
            String written = svg.replace("class='" + (c instanceof BarChartData ? "f0" : "s0") + "'",
                    (c instanceof BarChartData ? "fill" : "fill='none' stroke") + "='#" + String.format(Locale.ROOT, "%06x", light) + "'");
            assertTrue(problems(written, "dark", series(c)).stream().anyMatch(p -> p.startsWith("colour")), c.id());
        }
    }

    /** How many series (colours) a chart draws. */
    private static int series(ChartData c) {
        if (c instanceof BarChartData b) {
            return b.series().size();
        } else if (c instanceof LoadChartData l) {
            return l.lines().size();
        }
        return ((DayChartData) c).lines().size();
    }

    /** What is wrong with the drawing in the theme, as measured in the browser; empty when nothing. */
    @SuppressWarnings("unchecked")
    private List<String> problems(String svg, String theme, int series) throws IOException {
        BufferedImage image = shot(svg, theme);
        Map<String, Object> m = (Map<String, Object>) driver.executeScript(String.join("\n",
                "const svg = document.querySelector('#at > svg');",
                "const W = +svg.getAttribute('width'), H = +svg.getAttribute('height');",
                "const r = svg.getBoundingClientRect();",
                "const out = [];",
                "if (Math.abs(r.width - W) > 0.5 || Math.abs(r.height - H) > 0.5) out.push('size ' + r.width + 'x' + r.height);",
                "for (const e of svg.querySelectorAll('path, rect, text')) {",
                "  const b = e.getBBox();",
                "  if (b.x < -0.01 || b.y < -0.01 || b.x + b.width > W + 0.01 || b.y + b.height > H + 0.01)",
                "    out.push('outside the box: ' + e.outerHTML.slice(0, 100) + ' at ' + [b.x, b.y, b.width, b.height].map(Math.round));",
                "}",
                "const texts = [...svg.querySelectorAll('text')].map(t => [t, t.getBBox()]);",
                "for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {",
                "  const a = texts[i][1], b = texts[j][1];",
                "  if (a.x + 0.5 < b.x + b.width && b.x + 0.5 < a.x + a.width && a.y + 0.5 < b.y + b.height && b.y + 0.5 < a.y + a.height)",
                "    out.push('overlap: ' + texts[i][0].textContent + ' / ' + texts[j][0].textContent);",
                "}",
                "return {problems: out, texts: texts.map(([t]) => t.textContent),",
                "  widths: texts.map(([t]) => t.getComputedTextLength()),",
                "  sizes: texts.map(([t]) => parseFloat(getComputedStyle(t).fontSize))};"));
        List<String> out = new ArrayList<>((List<String>) m.get("problems"));
        List<String> texts = (List<String>) m.get("texts");
        List<Number> widths = (List<Number>) m.get("widths");
        List<Number> sizes = (List<Number>) m.get("sizes");
        assertTrue(!texts.isEmpty(), "the chart has text");
        for (int i = 0; i < texts.size(); i++) {
            double table = ChartFont.width(texts.get(i), sizes.get(i).doubleValue());
            if (widths.get(i).doubleValue() > table + 0.5) {
                out.add("wider than the font table: " + texts.get(i) + " " + widths.get(i) + " > " + table);
            }
        }
        Map<String, Integer> colours = themes.get(theme);
        Map<String, Integer> other = themes.get(theme.equals("dark") ? "light" : "dark");
        Map<Integer, Integer> pixels = new java.util.HashMap<>();
        int inked = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int p = image.getRGB(x, y) & 0xffffff;
                pixels.merge(p, 1, Integer::sum);
                inked += p == colours.get("chart-panel") ? 0 : 1;
            }
        }
        if (image.getWidth() != ChartSvg.WIDTH) {
            out.add("screenshot " + image.getWidth() + " wide");
        }
        if (inked < 1000) {
            out.add("drawn: only " + inked + " pixels off the panel");
        }
        if ((image.getRGB(1, 1) & 0xffffff) != colours.get("chart-panel")) {
            out.add("colour: the panel is " + Integer.toHexString(image.getRGB(1, 1) & 0xffffff));
        }
        for (int s = 0; s < series; s++) {
            int want = colours.get("chart-" + s % 5);
            int not = other.get("chart-" + s % 5);
            if (pixels.getOrDefault(want, 0) < 8) {
                out.add("colour: series " + s + " has " + pixels.getOrDefault(want, 0) + " pixels of #" + Integer.toHexString(want));
            }
            if (pixels.getOrDefault(not, 0) > 0) {
                out.add("colour: series " + s + " has " + pixels.get(not) + " pixels of the other theme's #" + Integer.toHexString(not));
            }
        }
        return out;
    }

    /** A screenshot of the SVG element alone, placed at the page's top left corner, in the theme. */
    private BufferedImage shot(String svg, String theme) throws IOException {
        driver.executeScript("document.documentElement.setAttribute('data-theme', arguments[1]);"
                + "document.getElementById('at').innerHTML = arguments[0];", svg, theme);
        byte[] png = driver.findElement(By.cssSelector("#at > svg")).getScreenshotAs(OutputType.BYTES);
        return ImageIO.read(new ByteArrayInputStream(png));
    }
}
