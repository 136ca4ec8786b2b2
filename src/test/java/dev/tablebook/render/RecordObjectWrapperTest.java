package dev.tablebook.render;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Records reach the templates as the default wrapper shows them: components as values or calls, methods, null as missing. */
class RecordObjectWrapperTest {
    private static final AtomicInteger READS = new AtomicInteger();

    public record Item(String name) {
    }

    public record Row(String name, int count, String missing, boolean flag, List<Item> items, Item inner) {
        public String shout() {
            return name.toUpperCase(java.util.Locale.ROOT) + "!";
        }

        @Override
        public Item inner() {
            READS.incrementAndGet();
            return inner;
        }
    }

    @Test
    void readsComponentsMethodsAndNullsAsTheDefaultWrapperDoes() {
        Templates templates = new Templates(Path.of("src/test/resources/render/records"));
        Row row = new Row("a<b", 41, null, true, List.of(new Item("x"), new Item("y")), new Item("z"));
        READS.set(0);
        String out = templates.render("read.ftlh", Map.of("r", row));
        assertEquals("a&lt;b|a&lt;b|42|A&lt;B!|missing|yes|xy|zz|" + row.toString().replace("<", "&lt;") + "\n", out);
        assertEquals(1, READS.get(), "a component read twice on a page is read from the record once");
        assertEquals(defaultWrapper(row), out, "as FreeMarker's own default wrapper reads it");
    }

    private static String defaultWrapper(Row row) {
        try {
            var config = new freemarker.template.Configuration(freemarker.template.Configuration.VERSION_2_3_34);
            config.setDirectoryForTemplateLoading(Path.of("src/test/resources/render/records").toFile());
            config.setRecognizeStandardFileExtensions(true);
            config.setObjectWrapper(new freemarker.template.DefaultObjectWrapperBuilder(
                    freemarker.template.Configuration.VERSION_2_3_34).build());
            config.setNumberFormat("computer");
            var out = new java.io.StringWriter();
            config.getTemplate("read.ftlh").process(Map.of("r", row), out);
            return out.toString();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
