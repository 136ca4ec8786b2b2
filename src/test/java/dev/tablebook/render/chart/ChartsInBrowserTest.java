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
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every chart of the example designs drawn twice in headless Chromium, at the same size and place:
 * as tablebook's SVG backend writes it ({@link ChartSvg}) and as JFreeSVG writes the same chart
 * ({@link JFreeSvgOracle}, the backend tablebook used before). The screenshots must be the same,
 * up to a stated tolerance for anti-aliasing: at most {@value #MAX_SHARE_PER_10K} pixels in 10,000
 * of a chart may differ, each by at most {@value #MAX_CHANNEL} of 255 in a colour channel. The
 * reason: the backend drops the inner points of a horizontal or vertical run of a line (a day
 * chart's 145 points become a few dozen); Chromium dashes and rasterises a path segment by segment
 * in single precision, so one long segment in place of several short ones ends a dash, or shades
 * an edge pixel at a corner, a rounding error apart. Everything else (grouping, merged strokes,
 * clips left out, defaults left out, the order of elements that share no pixel) must not change a
 * pixel, and the bar charts, which have no such lines, come out identical. That the charts are all
 * of the site's charts is checked too: the drawings of a site built from the examples are exactly
 * those rendered here. Fails when Chromium or its driver is missing; a chart that differs at all
 * leaves both screenshots and both SVGs in {@code target/chart-pixels/}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ChartsInBrowserTest {
    private static final Pattern CHART = Pattern.compile("(?s)<svg class='chart'.*?</svg>");
    private static final Path DIFFS = Path.of("target/chart-pixels");
    static final int MAX_SHARE_PER_10K = 5;
    static final int MAX_CHANNEL = 64;

    private Path work;
    private ChromeDriver driver;
    private LoadResult loaded;
    private List<ExampleCharts.Shown> charts;

    @BeforeAll
    void start() throws IOException {
        loaded = ExampleCharts.load(Path.of(System.getProperty("site.designs", "designs")));
        charts = ExampleCharts.of(loaded);
        work = Files.createTempDirectory("tablebook-chart-pixels-");
        driver = HeadlessChromium.start(work);
        driver.manage().window().setSize(new Dimension(1280, 1400));
        Path page = work.resolve("chart.html");
        // the charts' colours are classes of the site's style sheet: its light theme and chart rules
        String css = Files.readString(Path.of("templates/assets/site.css"), StandardCharsets.UTF_8);
        Matcher rootRule = Pattern.compile("(?s):root \\{[^}]*}").matcher(css);
        assertTrue(rootRule.find(), "the style sheet's light theme");
        StringBuilder chartRules = new StringBuilder(rootRule.group());
        css.lines().filter(l -> l.startsWith("svg.chart .")).forEach(chartRules::append);
        Files.writeString(page, "<!doctype html><html><head><meta charset='utf-8'><style>html,body{margin:0;"
                + "padding:0;background:#fff}svg{display:block}" + chartRules
                + "</style></head><body><div id='at'></div></body></html>");
        driver.get(page.toUri().toString());
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
    void eachChartLooksAsJFreeSvgDrawsIt() throws IOException {
        List<String> beyond = new ArrayList<>();
        List<String> differing = new ArrayList<>();
        int identical = 0;
        int barsIdentical = 0;
        int bars = 0;
        for (ExampleCharts.Shown c : charts) {
            String ours = ChartSvg.render(c.data());
            String reference = JFreeSvgOracle.render(c.data());
            BufferedImage a = shot(ours);
            BufferedImage b = shot(reference);
            String name = c.page() + "-" + c.data().id();
            assertEquals(ChartSvg.WIDTH, a.getWidth(), name);
            assertEquals(b.getWidth() + "x" + b.getHeight(), a.getWidth() + "x" + a.getHeight(), name);
            assertTrue(inked(a) > 1000, name + " draws something");
            int diff = 0;
            int worst = 0;
            for (int y = 0; y < a.getHeight(); y++) {
                for (int x = 0; x < a.getWidth(); x++) {
                    int p = a.getRGB(x, y);
                    int q = b.getRGB(x, y);
                    if (p != q) {
                        diff++;
                        for (int s = 0; s < 24; s += 8) {
                            worst = Math.max(worst, Math.abs((p >> s & 0xff) - (q >> s & 0xff)));
                        }
                    }
                }
            }
            boolean bar = c.data() instanceof BarChartData;
            bars += bar ? 1 : 0;
            if (diff == 0) {
                identical++;
                barsIdentical += bar ? 1 : 0;
                continue;
            }
            String line = name + ": " + diff + " of " + a.getWidth() * a.getHeight() + " pixels differ, by up to "
                    + worst + " of 255";
            differing.add(line);
            if (diff * 10_000L > (long) MAX_SHARE_PER_10K * a.getWidth() * a.getHeight() || worst > MAX_CHANNEL) {
                beyond.add(line);
            }
            Files.createDirectories(DIFFS);
            ImageIO.write(a, "png", DIFFS.resolve(name + ".tablebook.png").toFile());
            ImageIO.write(b, "png", DIFFS.resolve(name + ".jfreesvg.png").toFile());
            Files.writeString(DIFFS.resolve(name + ".tablebook.svg"), ours);
            Files.writeString(DIFFS.resolve(name + ".jfreesvg.svg"), reference);
        }
        System.out.printf("browser: %d charts, %d identical to JFreeSVG's, the others within the tolerance:%n  %s%n",
                charts.size(), identical, String.join("\n  ", differing));
        assertEquals(List.of(), beyond, "beyond the tolerance");
        assertEquals(bars, barsIdentical, "every bar chart identical (they have no lines to simplify)");
        assertTrue(bars > 0 && identical > bars, identical + " identical");
    }

    /** A screenshot of the SVG element alone, placed at the page's top left corner. */
    private BufferedImage shot(String svg) throws IOException {
        driver.executeScript("document.getElementById('at').innerHTML = arguments[0];", svg);
        byte[] png = driver.findElement(By.cssSelector("#at > svg")).getScreenshotAs(OutputType.BYTES);
        return ImageIO.read(new ByteArrayInputStream(png));
    }

    /** Pixels that are not white. */
    private static int inked(BufferedImage image) {
        int n = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xffffff) != 0xffffff) {
                    n++;
                }
            }
        }
        return n;
    }
}
