package dev.tablebook.render;

import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Debian's Chromium driven by its ChromeDriver, headless, as the browser tests use it: no
 * Selenium Manager download, no background networking, a fresh profile, browser logs captured.
 * A missing browser fails the test that asked for one: browser tests are never skipped.
 */
public final class HeadlessChromium {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    // Selenium warns that it has no DevTools binding for this Chromium; the tests do not use DevTools
    private static final Logger SELENIUM_LOG = Logger.getLogger("org.openqa.selenium");

    private HeadlessChromium() {
    }

    static boolean installed() {
        return Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
    }

    /**
     * Starts a browser whose profile lives in {@code work/profile}; fails (never skips) when
     * Chromium or its driver is missing, naming what to install.
     */
    public static ChromeDriver start(Path work) throws IOException {
        if (!installed()) {
            throw new IllegalStateException("the browser tests need " + CHROMIUM + " and " + CHROMEDRIVER
                    + ", which are not installed: run `./tablebook-test` as root, or `apt-get install chromium"
                    + " chromium-driver fontconfig fonts-dejavu-core`");
        }
        System.setProperty("webdriver.chrome.driver", CHROMEDRIVER.toString()); // never Selenium Manager
        SELENIUM_LOG.setLevel(Level.SEVERE);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", "--user-data-dir=" + Files.createDirectory(work.resolve("profile")),
                "--window-size=1280,900");
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
        return driver;
    }
}
