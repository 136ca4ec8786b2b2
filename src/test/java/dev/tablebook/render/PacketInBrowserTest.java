package dev.tablebook.render;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Opens the review packet of every example design, from a file, in headless Chromium: no console
 * error or warning, no resource fetched, the drawings laid out. Fails when Chromium or its
 * driver is missing.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PacketInBrowserTest {
    /** Held so the level set on it is not lost to garbage collection. */

    private Path work;
    private ChromeDriver driver;

    static Stream<String> services() {
        return PacketTest.services();
    }

    @BeforeAll
    void startBrowser() throws IOException {
        work = Files.createTempDirectory("tablebook-packet-");
        driver = HeadlessChromium.start(work);
    }

    @AfterAll
    void stop() throws IOException {
        if (driver != null) {
            driver.quit();
        }
        if (work != null) {
            SiteWriter.deleteTree(work);
        }
    }

    /**
     * Printed on A4 (the narrower of A4 and Letter), the page is 210 mm less the 2 × 14 mm
     * margins the packet sets: 182 mm, 688 CSS pixels. Nothing may be wider than that.
     */
    @ParameterizedTest
    @MethodSource("services")
    void printsWithinTheWidthOfAnA4Page(String service) throws Exception {
        Path file = work.resolve(service + "-print.html");
        Files.writeString(file, PacketTest.packet(service));
        driver.manage().window().setSize(new org.openqa.selenium.Dimension(688 + 200, 1000));
        try {
            driver.get(file.toUri().toString());
            driver.executeCdpCommand("Emulation.setEmulatedMedia", java.util.Map.of("media", "print"));
            driver.executeCdpCommand("Emulation.setDeviceMetricsOverride", java.util.Map.of("width", 688, "height",
                    1000, "deviceScaleFactor", 1, "mobile", false));
            Object wide = driver.executeScript("const w = document.documentElement.clientWidth;"
                    + "return Array.from(document.querySelectorAll('main *'))"
                    + ".filter(e => e.getBoundingClientRect().right > w + 1)"
                    + ".map(e => e.tagName + (e.id ? '#' + e.id : '') + (e.className && e.className.baseVal === undefined"
                    + " ? '.' + e.className : '')).slice(0, 10);");
            assertEquals(List.of(), wide, "elements of the " + service + " packet wider than an A4 page");
        } finally {
            driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", java.util.Map.of());
            driver.executeCdpCommand("Emulation.setEmulatedMedia", java.util.Map.of("media", ""));
            driver.manage().window().setSize(new org.openqa.selenium.Dimension(1280, 900));
        }
    }

    @ParameterizedTest
    @MethodSource("services")
    void opensWithoutAConsoleErrorOrARequest(String service) throws Exception {
        Path file = work.resolve(service + ".html");
        Files.writeString(file, PacketTest.packet(service));
        driver.get(file.toUri().toString());
        new WebDriverWait(driver, Duration.ofSeconds(10)).until(d -> "complete".equals(
                ((JavascriptExecutor) d).executeScript("return document.readyState")));
        List<String> problems = new ArrayList<>();
        for (LogEntry e : driver.manage().logs().get(LogType.BROWSER)) {
            if (e.getLevel().intValue() >= Level.WARNING.intValue()) {
                problems.add(e.getLevel() + ": " + e.getMessage());
            }
        }
        assertEquals(List.of(), problems, "console of the " + service + " packet");
        Object fetched = driver.executeScript(
                "return performance.getEntriesByType('resource').map(r => r.name);");
        assertEquals(List.of(), fetched, "resources the " + service + " packet fetched");
        Object drawn = driver.executeScript("return Array.from(document.querySelectorAll('svg'))"
                + ".filter(s => s.getBoundingClientRect().width > 0).length;");
        assertTrue(((Number) drawn).intValue() > 0, "the charts and diagrams are drawn");
    }

}
