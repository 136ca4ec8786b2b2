package dev.tablebook.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The built-in price sheets are compiled into {@link BuiltInPricing} by src/build/EmbedTexts.java: every
 * file of src/main/resources/pricing is there, byte for byte, and the generator keeps any text as it is.
 */
class BuiltInPricingTest {

    @Test
    void everyFileOfThePricingFolderIsEmbeddedAsItIs() throws Exception {
        List<Path> files;
        try (Stream<Path> s = Files.list(Path.of("src/main/resources/pricing"))) {
            files = s.filter(Files::isRegularFile).sorted().toList();
        }
        assertTrue(files.size() >= 2, files.toString());
        for (Path f : files) {
            assertEquals(Files.readString(f, StandardCharsets.UTF_8), BuiltInPricing.text(f.getFileName().toString()),
                    f.toString());
        }
        assertNull(BuiltInPricing.text("eu-west-1.yaml"));
        assertNull(BuiltInPricing.text("../pom.xml"));
    }

    /** The generator run as the pom runs it, on texts with every character a Java literal must escape. */
    @Test
    void theGeneratorKeepsEveryCharacterOfAText(@TempDir Path dir) throws Exception {
        Path in = Files.createDirectories(dir.resolve("in"));
        Map<String, String> texts = Map.of(
                "quotes.yaml", "a: \"b\" \\\"c\\\"\n",
                "escapes.txt", "\\u0041 is not A; \\\\u0041 neither; \\n stays two characters\n",
                "lines.txt", "tab\there\r\nCRLF line\rCR only\n\nblank above, no newline at the end",
                "unicode.yaml", "région: «€» — 𝄞\n",
                "empty.txt", "");
        for (Map.Entry<String, String> e : texts.entrySet()) {
            Files.writeString(in.resolve(e.getKey()), e.getValue(), StandardCharsets.UTF_8);
        }
        Files.createDirectories(in.resolve("sub"));
        Path out = dir.resolve("out");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "src/build/EmbedTexts.java", in.toString(), out.toString(), "gen.Texts").inheritIO().start();
        assertEquals(0, p.waitFor());
        Path source = out.resolve("gen/Texts.java");
        Path classes = Files.createDirectories(dir.resolve("classes"));
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null,
                "-encoding", "UTF-8", "-d", classes.toString(), source.toString()));
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()})) {
            var text = loader.loadClass("gen.Texts").getDeclaredMethod("text", String.class);
            text.setAccessible(true);
            for (Map.Entry<String, String> e : texts.entrySet()) {
                assertEquals(e.getValue(), text.invoke(null, e.getKey()), e.getKey());
            }
            assertNull(text.invoke(null, "sub"));
        }
        // run again on the same texts: the source is left as it is
        long modified = Files.getLastModifiedTime(source).toMillis();
        Thread.sleep(20);
        Process again = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "src/build/EmbedTexts.java", in.toString(), out.toString(), "gen.Texts").inheritIO().start();
        assertEquals(0, again.waitFor());
        assertEquals(modified, Files.getLastModifiedTime(source).toMillis());
    }

    @Test
    void aControlCharacterFailsTheGeneratorWithTheFileName(@TempDir Path dir) throws Exception {
        Path in = Files.createDirectories(dir.resolve("in"));
        Files.writeString(in.resolve("bell.txt"), "ring \u0007 here");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "src/build/EmbedTexts.java", in.toString(), dir.resolve("out").toString(), "gen.Texts")
                .redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertNotEquals(0, p.waitFor());
        assertTrue(output.contains("bell.txt has the control character U+0007"), output);
    }
}
