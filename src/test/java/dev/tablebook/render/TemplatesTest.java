package dev.tablebook.render;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@link Templates#renderUtf8} encodes part by part: the bytes must be those of the rendered string. */
class TemplatesTest {
    private static byte[] rendered(Templates templates, List<String> values) {
        Map<String, Object> model = Map.of("values", values);
        byte[] bytes = templates.renderUtf8("parts.ftl", model);
        assertArrayEquals(templates.render("parts.ftl", model).getBytes(StandardCharsets.UTF_8), bytes);
        return bytes;
    }

    @Test
    void bytesAreThoseOfTheRenderedString(@TempDir Path dir) throws IOException {
        // the template's own text holds a character beyond Latin-1, as the Markdown copy's breadcrumb does
        Files.writeString(dir.resolve("parts.ftl"), "Services \u203a <#list values as v>${v}|</#list>\n");
        Templates templates = new Templates(dir);
        List<String> values = new ArrayList<>();
        for (int i = 0; i < 3_000; i++) {
            // short and long values (a long one is kept as a part of its own), Latin-1 and wider
            values.add(i % 7 == 0 ? "x".repeat(600) + "\u2014" : i % 5 == 0 ? "caf\u00e9 \u00d7 " + i : "row " + i);
        }
        byte[] bytes = rendered(templates, values);
        String text = new String(bytes, StandardCharsets.UTF_8);
        assertTrue(text.startsWith("Services \u203a " + "x".repeat(600) + "\u2014|row 1|"), text.substring(0, 40));
        assertTrue(text.length() > 3 * 8192, "several chunks: " + text.length());
    }

    @Test
    void aSurrogatePairSplitBetweenPartsIsEncodedWhole(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("parts.ftl"), "<#list values as v>${v}</#list>");
        Templates templates = new Templates(dir);
        // a long value (its own part) ends with the high half of U+1F600, the next value starts with the low half
        List<String> values = List.of("a".repeat(600) + "\uD83D", "\uDE00" + "b".repeat(600));
        String text = new String(rendered(templates, values), StandardCharsets.UTF_8);
        assertEquals("a".repeat(600) + "\uD83D\uDE00" + "b".repeat(600), text);
    }

    /**
     * Templates read from a folder are read again when edited (serve); the class path's are looked
     * up once and render the same each time, from any thread.
     */
    @Test
    void aFoldersTemplatesAreReadAgainWhenEditedTheClassPathsOnce(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("parts.ftl");
        Files.writeString(file, "first <#list values as v>${v}</#list>");
        Templates folder = new Templates(dir);
        assertEquals("first ab", folder.render("parts.ftl", Map.of("values", List.of("a", "b"))));
        Files.writeString(file, "second <#list values as v>${v}</#list>");
        Files.setLastModifiedTime(file, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() + 5_000));
        assertEquals("second ab", folder.render("parts.ftl", Map.of("values", List.of("a", "b"))));

        Templates builtIn = new Templates();
        Map<String, Object> model = Map.of("standing", List.of("one *assumption*", "another"));
        String first = builtIn.render("md/assumptions.ftl", model);
        assertTrue(first.contains("- one \\*assumption\\*\n- another\n"), first);
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(4);
        try {
            List<java.util.concurrent.Future<String>> again = new ArrayList<>();
            for (int i = 0; i < 16; i++) {
                again.add(pool.submit(() -> builtIn.render("md/assumptions.ftl", model)));
            }
            for (java.util.concurrent.Future<String> f : again) {
                assertEquals(first, f.get());
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
