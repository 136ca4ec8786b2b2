package dev.tablebook.render;


import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.DesignSource;
import dev.tablebook.load.LoadResult;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.logging.Level;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Builds the site from the example designs, serves it on 127.0.0.1 under a sub-path and opens
 * every page in headless Chromium: no console error, no broken link or anchor, every image and
 * drawing rendered, the search box working. Fails when Chromium or its driver is missing.
 * Every run screenshots a service page; {@code -Dscreenshot.update=true} also saves it as
 * docs/screenshot-service.png, the README's picture.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SiteInBrowserTest {
    private static final String PREFIX = "/docs/site/";
    /** Held so the level set on it is not lost to garbage collection. */

    private Path work;
    private Path site;
    private StaticSiteServer server;
    private String base;
    private ChromeDriver driver;

    @BeforeAll
    void buildServeAndStartBrowser() throws IOException {
        Path designs = Path.of(System.getProperty("site.designs", "designs"));
        assertTrue(Files.isDirectory(designs), "no example designs at " + designs.toAbsolutePath());
        work = Files.createTempDirectory("tablebook-browser-");
        site = work.resolve("site");
        // read as the build command reads `designs/`, so pages name the files as a user sees them
        List<DesignSource> sources = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(designs)) {
            for (Path f : walk.filter(Files::isRegularFile).sorted().toList()) {
                if (DesignLoader.isDesignFile(f.getFileName().toString())) {
                    sources.add(new DesignSource("designs/" + designs.relativize(f).toString().replace('\\', '/'),
                            Files.readAllBytes(f)));
                }
            }
        }
        LoadResult loaded = new DesignLoader().loadSources(sources);
        assertEquals(List.of(), loaded.errors(), "the example designs load without input errors");
        SiteWriter writer = new SiteWriter(site);
        TestDesigns.Run.of(loaded).render(new Site(), writer);
        writer.commit();

        server = new StaticSiteServer(site, PREFIX);
        base = server.base();

        driver = HeadlessChromium.start(work);
    }

    @AfterAll
    void stop() throws IOException {
        if (driver != null) {
            driver.quit();
        }
        if (server != null) {
            server.close();
        }
        if (work != null) {
            SiteWriter.deleteTree(work);
        }
    }

    @Test
    void everyPageLoadsCleanlyWithWorkingLinksAnchorsAndDrawings() throws IOException {
        long start = System.nanoTime();
        Deque<String> queue = new ArrayDeque<>(List.of(base + "index.html"));
        Set<String> seen = new LinkedHashSet<>(queue);
        List<String> problems = new ArrayList<>();
        int drawings = 0;
        while (!queue.isEmpty()) {
            String page = queue.poll();
            driver.get(page);
            new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> "complete".equals(
                    ((JavascriptExecutor) d).executeScript("return document.readyState")));
            for (LogEntry e : driver.manage().logs().get(LogType.BROWSER)) {
                if (e.getLevel().intValue() >= Level.WARNING.intValue()) {
                    problems.add(page + ": console " + e.getLevel() + ": " + e.getMessage());
                }
            }
            @SuppressWarnings("unchecked")
            List<List<String>> links = (List<List<String>>) driver.executeScript(
                    "return Array.from(document.querySelectorAll('a[href]')).map(a => [a.getAttribute('href'), a.href]);");
            for (List<String> link : links) {
                String raw = link.get(0);
                String resolved = link.get(1);
                if (raw.startsWith("http://") || raw.startsWith("https://") || raw.startsWith("mailto:")) {
                    continue; // links written in a design's Markdown
                }
                if (raw.startsWith("/")) {
                    problems.add(page + ": root-relative link " + raw + " breaks under a sub-path");
                }
                if (!resolved.startsWith(base)) {
                    problems.add(page + ": link " + raw + " leaves the site");
                    continue;
                }
                String target = resolved.contains("#") ? resolved.substring(0, resolved.indexOf('#')) : resolved;
                String fragment = resolved.contains("#") ? resolved.substring(resolved.indexOf('#') + 1) : "";
                Path file = server.file(target);
                if (file == null || !Files.isRegularFile(file)) {
                    problems.add(page + ": broken link " + raw);
                    continue;
                }
                if (!fragment.isEmpty() && !ids(file).contains(URLDecoder.decode(fragment, StandardCharsets.UTF_8))) {
                    problems.add(page + ": broken anchor " + raw);
                }
                if (target.endsWith(".html") && seen.add(target)) {
                    queue.add(target);
                }
            }
            @SuppressWarnings("unchecked")
            List<String> resources = (List<String>) driver.executeScript(
                    "return Array.from(document.querySelectorAll('link[href],script[src],img[src]'))"
                            + ".map(e => e.href || e.src);");
            // data: URLs are inline (the review packets' empty favicon), not fetched from anywhere
            resources.stream().filter(r -> !r.startsWith(base) && !r.startsWith("data:"))
                    .forEach(r -> problems.add(page + ": external " + r));
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> boxes = (List<Map<String, Object>>) driver.executeScript(
                    "return Array.from(document.querySelectorAll('img, svg')).filter(e => !e.parentElement.closest('svg'))"
                            + ".map(e => { const r = e.getBoundingClientRect(); return {tag: e.tagName, w: r.width,"
                            + " h: r.height, ok: e.tagName !== 'IMG' || e.naturalWidth > 0,"
                            + " title: e.querySelector('title') ? e.querySelector('title').textContent : e.alt}; });");
            for (Map<String, Object> b : boxes) {
                drawings++;
                if (((Number) b.get("w")).doubleValue() <= 0 || ((Number) b.get("h")).doubleValue() <= 0
                        || !Boolean.TRUE.equals(b.get("ok"))) {
                    problems.add(page + ": " + b.get("tag") + " \"" + b.get("title") + "\" is not rendered");
                }
                if (b.get("title") == null || b.get("title").toString().isBlank()) {
                    problems.add(page + ": " + b.get("tag") + " has no title or alt text");
                }
            }
        }
        problems.addAll(server.problems());
        assertEquals(List.of(), problems);
        List<String> pages;
        try (Stream<Path> s = Files.walk(site)) {
            pages = s.filter(p -> p.toString().endsWith(".html")).map(p -> base + site.relativize(p).toString()
                    .replace('\\', '/')).sorted().toList();
        }
        assertEquals(pages, seen.stream().sorted().toList(), "every page is reachable from the index");
        assertTrue(drawings > 0, "the example designs have at least one stream fan-out drawing");
        System.out.printf("browser: %d pages, %d drawings checked in %.1f s%n", seen.size(), drawings,
                (System.nanoTime() - start) / 1e9);
    }

    @Test
    void theSidebarListsEveryServiceFromTheSharedScriptOverHttpAndFromDisk() throws IOException {
        List<String> titles = new ArrayList<>();
        JsonNode index = searchEntries();
        for (JsonNode e : index) {
            if (e.path("kind").asText().equals("service")) {
                titles.add(e.path("name").asText());
            }
        }
        Path page = firstService();
        String slug = page.getFileName().toString().replace(".html", "");
        for (String from : List.of(base, site.toUri().toString())) {
            driver.get(from + "services/" + page.getFileName());
            @SuppressWarnings("unchecked")
            List<String> listed = (List<String>) new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> {
                Object links = ((JavascriptExecutor) d).executeScript("return Array.from(document.querySelectorAll("
                        + "'ul.nav-services a')).map(a => a.textContent);");
                return links instanceof List<?> l && l.size() == titles.size() ? l : null;
            });
            assertEquals(titles, listed, from + ": the sidebar lists every service, in the index's order");
            Object current = driver.executeScript("const a = document.querySelector('ul.nav-services"
                    + " a[aria-current=page]'); return a ? a.getAttribute('href') : null;");
            assertEquals("../services/" + slug + ".html", current, from + ": the page's own service is marked");
        }
    }

    @Test
    void searchBoxFindsAPatternByName() throws IOException {
        searchFindsAPattern(base);
    }

    /** Opened from disk, as the README says the site may be: the index is a script, not fetched. */
    @Test
    void searchBoxWorksFromFileUrlsToo() throws IOException {
        searchFindsAPattern(site.toUri().toString());
    }

    private void searchFindsAPattern(String base) throws IOException {
        JsonNode index = searchEntries();
        JsonNode pattern = null;
        for (JsonNode e : index) {
            if (e.path("kind").asText().equals("pattern")) {
                pattern = e;
                break;
            }
        }
        assertTrue(pattern != null, "the search index lists patterns");
        String name = pattern.path("name").asText();
        String words = name.substring(name.indexOf(' ') + 1); // the name without the id
        driver.get(base + "index.html");
        WebElement box = new WebDriverWait(driver, Duration.ofSeconds(10))
                .until(d -> d.findElement(By.id("search-box")).isDisplayed() ? d.findElement(By.id("search-box")) : null);
        box.sendKeys(words);
        // the list is rebuilt as each key is typed: a result read while it is replaced is looked up again
        WebElement hit = new WebDriverWait(driver, Duration.ofSeconds(10))
                .ignoring(org.openqa.selenium.StaleElementReferenceException.class).until(d -> d
                .findElements(By.cssSelector("#search-results a")).stream()
                .filter(a -> a.getText().equals(name)).findFirst().orElse(null));
        hit.click();
        new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> d.getCurrentUrl().endsWith(pattern(index, name)));
        String fragment = driver.getCurrentUrl().substring(driver.getCurrentUrl().indexOf('#') + 1);
        assertTrue(driver.getCurrentUrl().startsWith(base + "services/"), driver.getCurrentUrl());
        assertFalse(driver.findElements(By.id(fragment)).isEmpty(), "the result lands on the pattern's detail");
    }

    @Test
    void pagesFitAPhoneScreen() throws IOException {
        driver.manage().window().setSize(new Dimension(390, 844));
        try {
            List<String> pages = new ArrayList<>(List.of("index.html", "rules/index.html"));
            try (Stream<Path> services = Files.list(site.resolve("services"))) {
                services.filter(p -> p.toString().endsWith(".html")).sorted()
                        .forEach(p -> pages.add("services/" + p.getFileName()));
            }
            for (String page : pages) {
                driver.get(base + page);
                @SuppressWarnings("unchecked")
                Map<String, Object> m = (Map<String, Object>) driver.executeScript(
                        "const s = document.querySelector('.sidebar').getBoundingClientRect();"
                                + "const main = document.querySelector('main').getBoundingClientRect();"
                                + "return {scroll: document.documentElement.scrollWidth, width: document.documentElement.clientWidth,"
                                + " stacked: main.top >= s.bottom - 1, mainWidth: main.width};");
                double width = ((Number) m.get("width")).doubleValue();
                assertTrue(((Number) m.get("scroll")).doubleValue() <= width + 1,
                        page + " scrolls sideways on a phone: " + m);
                assertEquals(Boolean.TRUE, m.get("stacked"), page + ": the navigation sits above the content");
                assertTrue(((Number) m.get("mainWidth")).doubleValue() >= width - 2, page + ": content uses the width");
            }
        } finally {
            driver.manage().window().setSize(new Dimension(1280, 900));
        }
    }

    @Test
    void aServicePageRendersToAFullScreenshot() throws IOException {
        Path page = Files.isRegularFile(site.resolve("services/orders.html")) ? site.resolve("services/orders.html")
                : firstService();
        driver.manage().window().setSize(new Dimension(1440, 1000));
        try {
            driver.get(base + "services/" + page.getFileName());
            byte[] png = ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES);
            java.awt.image.BufferedImage image = javax.imageio.ImageIO.read(new java.io.ByteArrayInputStream(png));
            assertTrue(image != null, "the screenshot is a PNG");
            assertTrue(image.getWidth() >= 1000 && image.getHeight() >= 600, image.getWidth() + "x" + image.getHeight());
            assertTrue(png.length > 10_000, "a page with content, not a blank window: " + png.length + " bytes");
            // the README's picture is refreshed from this screenshot on request
            if (Boolean.getBoolean("screenshot.update")) {
                Files.write(Path.of("docs/screenshot-service.png"), png);
            }
        } finally {
            driver.manage().window().setSize(new Dimension(1280, 900));
        }
    }

    /**
     * What issue 31 promises of a service page at 1,280 px, in the light and the dark theme (chosen
     * with the page's switch, which a reload remembers): the access-pattern table, every other table
     * and the page fit the width with no sideways scrolling, the findings come before the cost, and the charts are
     * drawn in the theme's colours (a dark panel with light text in the dark theme). With
     * {@code -Dscreenshot.update=true} the screenshots of both themes are written to docs/.
     */
    @Test
    void atA1280PxWindowBothThemesFitAndPutFindingsBeforeCost() throws IOException {
        driver.manage().window().setSize(new Dimension(1280, 900));
        List<String> pages = new ArrayList<>();
        try (Stream<Path> services = Files.list(site.resolve("services"))) {
            services.filter(p -> p.toString().endsWith(".html")).sorted()
                    .forEach(p -> pages.add("services/" + p.getFileName()));
        }
        assertFalse(pages.isEmpty());
        for (String theme : List.of("light", "dark")) {
            driver.get(base + pages.get(0));
            driver.executeScript("const s = document.querySelector(\".prefs select[name='theme']\");"
                    + "s.value = arguments[0]; s.dispatchEvent(new Event('change'));", theme);
            for (String page : pages) {
                driver.get(base + page);
                @SuppressWarnings("unchecked")
                Map<String, Object> m = (Map<String, Object>) driver.executeScript(
                        "const region = document.querySelector('table.patterns').closest('.scroll');"
                                + "const top = id => document.getElementById(id).getBoundingClientRect().top;"
                                + "const lum = c => { const v = c.match(/\\d+(\\.\\d+)?/g).slice(0, 3).map(Number);"
                                + "  return (0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2]) / 255; };"
                                + "const panel = document.querySelector('svg.chart .fp');"
                                + "const ink = document.querySelector('svg.chart .fi');"
                                + "return {columns: [...document.querySelectorAll('table.patterns thead th')]"
                                + "   .map(t => t.textContent + ' ' + Math.round(t.getBoundingClientRect().width)).join(', '),"
                                + " theme: document.documentElement.getAttribute('data-theme'),"
                                + " tableScroll: region.scrollWidth, tableWidth: region.clientWidth,"
                                + " wide: [...document.querySelectorAll('main .scroll')].filter(r => r.scrollWidth > r.clientWidth + 1)"
                                + "   .map(r => r.getAttribute('aria-label')).join(', '),"
                                + " pageScroll: document.documentElement.scrollWidth, pageWidth: document.documentElement.clientWidth,"
                                + " findings: top('findings'), cost: top('cost'),"
                                + " panel: panel ? lum(getComputedStyle(panel).fill) : -1,"
                                + " ink: ink ? lum(getComputedStyle(ink).fill) : -1,"
                                + " page: lum(getComputedStyle(document.body).backgroundColor)};");
                assertEquals(theme, m.get("theme"), page + ": the theme chosen is remembered");
                assertTrue(num(m, "tableScroll") <= num(m, "tableWidth") + 1,
                        page + " (" + theme + "): the access-pattern table scrolls sideways at 1,280 px: " + m);
                assertTrue(num(m, "pageScroll") <= num(m, "pageWidth") + 1, page + " (" + theme + ") scrolls sideways: " + m);
                assertEquals("", m.get("wide"), page + " (" + theme + "): tables that scroll sideways at 1,280 px");
                assertTrue(num(m, "findings") < num(m, "cost"), page + ": the findings come before the cost: " + m);
                if (num(m, "panel") >= 0) {
                    boolean dark = theme.equals("dark");
                    assertTrue(dark ? num(m, "panel") < 0.2 : num(m, "panel") > 0.9, page + " (" + theme + "): chart panel " + m);
                    assertTrue(dark ? num(m, "ink") > 0.7 : num(m, "ink") < 0.2, page + " (" + theme + "): chart text " + m);
                    assertTrue(Math.abs(num(m, "panel") - num(m, "page")) < 0.2, page + ": the chart sits in the page's theme " + m);
                }
            }
            if (Boolean.getBoolean("screenshot.update")) {
                driver.get(base + (pages.contains("services/showcase.html") ? "services/showcase.html" : pages.get(0)) + "#cost");
                Files.write(Path.of("docs/screenshot-" + theme + ".png"), ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
                driver.get(base + (pages.contains("services/showcase.html") ? "services/showcase.html" : pages.get(0)));
                Files.write(Path.of("docs/screenshot-" + theme + "-top.png"),
                        ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
            }
        }
        driver.executeScript("localStorage.removeItem('tablebook-theme');");
    }

    /**
     * A service page prints as the review packet: with the dark theme chosen on screen, printed
     * (print media, the width A4 leaves inside the stylesheet's 12 mm side margins: 186 mm, 703 CSS
     * pixels; Letter is wider) it shows no navigation or switches, opens every fold, shows both SDK
     * languages, draws its charts light, and nothing of it is wider than the paper.
     */
    @Test
    void aServicePagePrintsAsThePacket() throws IOException {
        List<String> pages = new ArrayList<>();
        try (Stream<Path> services = Files.list(site.resolve("services"))) {
            services.filter(p -> p.toString().endsWith(".html")).sorted()
                    .forEach(p -> pages.add("services/" + p.getFileName()));
        }
        driver.get(base + pages.get(0));
        driver.executeScript("const s = document.querySelector(\".prefs select[name='theme']\");"
                + "s.value = 'dark'; s.dispatchEvent(new Event('change'));");
        try {
            driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
            driver.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", 703, "height", 1000,
                    "deviceScaleFactor", 1, "mobile", false));
            for (String page : pages) {
                driver.get(base + page);
                @SuppressWarnings("unchecked")
                Map<String, Object> m = (Map<String, Object>) driver.executeScript(
                        "window.dispatchEvent(new Event('beforeprint'));"
                                + "const w = document.documentElement.clientWidth;"
                                + "const shown = e => getComputedStyle(e).display !== 'none';"
                                + "const panel = document.querySelector('svg.chart .fp');"
                                + "return {sidebar: shown(document.querySelector('.sidebar')),"
                                + " closed: document.querySelectorAll('details:not([open])').length,"
                                + " folds: document.querySelectorAll('details').length,"
                                + " hiddenCode: [...document.querySelectorAll('details.code[data-lang]')].filter(e => !shown(e)).length,"
                                + " code: document.querySelectorAll('details.code[data-lang]').length,"
                                + " panel: panel ? getComputedStyle(panel).fill : 'none',"
                                + " wide: [...document.querySelectorAll('main *')].filter(e => e.getBoundingClientRect().right > w + 1)"
                                + "   .map(e => e.tagName + (e.id ? '#' + e.id : '')).slice(0, 10).join(', ')};");
                assertEquals(Boolean.FALSE, m.get("sidebar"), page + ": no navigation on paper: " + m);
                assertTrue(num(m, "folds") > 0 && num(m, "closed") == 0, page + ": every fold open: " + m);
                assertTrue(num(m, "code") > 0 && num(m, "hiddenCode") == 0, page + ": both SDK languages: " + m);
                assertEquals("rgb(255, 255, 255)", m.get("panel"), "charts print light whatever the screen's theme");
                assertEquals("", m.get("wide"), page + ": nothing wider than A4 less its margins");
            }
        } finally {
            driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
            driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", ""));
            driver.executeScript("localStorage.removeItem('tablebook-theme');");
        }
    }

    private static double num(Map<String, Object> m, String key) {
        return ((Number) m.get(key)).doubleValue();
    }

    /** Every entry of the search index, read as another tool reads it: the manifest, then each shard it names. */
    private JsonNode searchEntries() throws IOException {
        ObjectMapper json = new ObjectMapper();
        com.fasterxml.jackson.databind.node.ArrayNode all = json.createArrayNode();
        JsonNode manifest = json.readTree(SearchIndex.json(Files.readString(site.resolve(SearchIndex.MANIFEST))));
        for (JsonNode shard : manifest.path("shards")) {
            all.addAll((com.fasterxml.jackson.databind.node.ArrayNode) json.readTree(
                    SearchIndex.json(Files.readString(site.resolve(shard.asText())))).path("entries"));
        }
        assertTrue(all.size() > manifest.path("shards").size(), "the shards hold entries");
        return all;
    }

    private static String pattern(JsonNode index, String name) {
        for (JsonNode e : index) {
            if (e.path("name").asText().equals(name)) {
                return e.path("url").asText();
            }
        }
        throw new AssertionError(name);
    }

    private Path firstService() throws IOException {
        try (Stream<Path> s = Files.list(site.resolve("services"))) {
            return s.filter(p -> p.toString().endsWith(".html")).sorted().findFirst().orElseThrow();
        }
    }

    /** The ids (and a[name]s) of a page, read from the file the server serves. */
    private final Map<Path, Set<String>> idCache = new java.util.HashMap<>();

    private Set<String> ids(Path file) throws IOException {
        if (!file.toString().endsWith(".html")) {
            return Set.of();
        }
        if (!idCache.containsKey(file)) {
            Document doc = Jsoup.parse(file.toFile(), "UTF-8");
            Set<String> ids = new LinkedHashSet<>();
            doc.select("[id]").forEach(e -> ids.add(e.id()));
            doc.select("a[name]").forEach(e -> ids.add(e.attr("name")));
            idCache.put(file, ids);
        }
        return idCache.get(file);
    }

}
