package dev.tablebook.render;

import dev.tablebook.load.Revision;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.DesignSource;
import dev.tablebook.load.LoadResult;
import dev.tablebook.testing.Golden;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every page type and its Markdown copy, compared byte for byte with the files under
 * src/test/resources/golden/. Regenerate them with {@code -Dgolden.update=true} and review the
 * diff like code. The golden pages keep each chart's element (size, view box, title, description)
 * and leave out what is drawn inside: the charts' data and drawings have golden files of their own
 * (CostChartsTest), so a change to a drawing is reviewed there once, not on every page that shows
 * it; two builds are still compared byte for byte, drawings included.
 */
class GoldenSiteTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden");
    private static final Pattern DRAWING = Pattern.compile(
            "(?s)(<svg class='chart'[^>]*><title[^<]*</title>(?:<desc[^<]*</desc>)?).*?(</svg>)");
    private static final List<String> FILES = List.of("index.html", "index.md", "services/showcase.html",
            "services/showcase.md", "services/tiny.html", "services/tiny.md", "search/index.js", "search/showcase.js", "search/tiny.js", "search/rules.js", "services.js",
            "rules/index.html", "rules/index.md", "rules/authz-partition-key.html", "rules/authz-partition-key.md",
            "rules/input.html", "rules/input.md");

    private static LoadResult designs() throws IOException {
        List<DesignSource> sources = new ArrayList<>();
        for (String name : List.of("showcase.yaml", "tiny.yaml")) {
            sources.add(new DesignSource("designs/" + name,
                    Files.readAllBytes(Path.of("src/test/resources/render", name))));
        }
        LoadResult loaded = new DesignLoader().loadSources(sources);
        assertEquals(List.of(), loaded.errors());
        return loaded;
    }

    private static Path build(Path dir) throws IOException {
        SiteWriter writer = new SiteWriter(dir);
        LoadResult loaded = designs();
        Revision fixed = new Revision("0123abc", "0123abc" + "0".repeat(33), "2025-01-31", true);
        TestDesigns.Run.of(loaded).render(new Site(d -> d.service().equals("showcase") ? fixed : null), writer);
        writer.commit();
        return dir;
    }

    @Test
    void pagesMatchTheGoldenFiles(@TempDir Path tmp) throws IOException {
        Path site = build(tmp.resolve("a"));
        for (String f : FILES) {
            if (f.endsWith(".html")) {
                byte[] page = Files.readAllBytes(site.resolve(f));
                for (byte b : page) {
                    assertTrue(b >= 0, f + " is ASCII: its other characters are numeric references (AsciiHtml)");
                }
            }
            Golden.check(GOLDEN.resolve(f), new String(withoutDrawings(Files.readAllBytes(site.resolve(f))),
                    StandardCharsets.UTF_8));
        }
    }

    @Test
    void buildsAreByteForByteRepeatable(@TempDir Path tmp) throws IOException {
        Path a = build(tmp.resolve("a"));
        Path b = build(tmp.resolve("b"));
        for (String f : FILES) {
            assertTrue(Arrays.equals(Files.readAllBytes(a.resolve(f)), Files.readAllBytes(b.resolve(f))), f);
        }
    }

    /** Keeps each chart's opening tag, title and description; the drawing becomes a comment. */
    static byte[] withoutDrawings(byte[] page) {
        String html = new String(page, StandardCharsets.UTF_8);
        return DRAWING.matcher(html).replaceAll("$1<!-- drawing -->$2").getBytes(StandardCharsets.UTF_8);
    }
}
