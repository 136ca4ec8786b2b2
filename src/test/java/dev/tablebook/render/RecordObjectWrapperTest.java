package dev.tablebook.render;

import org.junit.jupiter.api.Test;

import freemarker.template.TemplateModel;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Records reach the templates as the default wrapper shows them (components as values or calls, methods, null as missing), lists and maps as its adapters show them; each value is wrapped once. */
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

    public record Bag(List<Item> items, List<Item> none, List<String> names, Map<String, Item> byName,
                      Map<String, Item> empty, Map<String, Integer> counts, List<Row> rows) {
    }

    private static Bag bag() {
        Map<String, Item> byName = new LinkedHashMap<>();
        byName.put("a", new Item("first"));
        byName.put("b", new Item("second"));
        List<Row> rows = List.of(new Row("r1", 1, null, false, List.of(), new Item("i1")),
                new Row("r2", 2, null, false, List.of(), new Item("i2")));
        return new Bag(List.of(new Item("x"), new Item("y"), new Item("z")), List.of(), List.of("x", "y", "z"),
                Collections.unmodifiableMap(byName), Map.of(), Map.of("a", 41), rows);
    }

    @Test
    void wrapsNumbersAndBooleansAsTheDefaultWrapperDoes() throws Exception {
        RecordObjectWrapper ours = new RecordObjectWrapper(freemarker.template.Configuration.VERSION_2_3_34);
        freemarker.template.DefaultObjectWrapper theirs =
                new freemarker.template.DefaultObjectWrapperBuilder(freemarker.template.Configuration.VERSION_2_3_34).build();
        for (Object v : List.of(7, -7L, 0.25, -0.0, Double.NaN, Long.MAX_VALUE, Integer.MIN_VALUE)) {
            TemplateModel a = ours.wrap(v);
            TemplateModel b = theirs.wrap(v);
            assertEquals(b.getClass(), a.getClass(), String.valueOf(v));
            assertEquals(((freemarker.template.TemplateNumberModel) b).getAsNumber(),
                    ((freemarker.template.TemplateNumberModel) a).getAsNumber(), String.valueOf(v));
        }
        assertEquals(theirs.wrap(true), ours.wrap(true));
        assertEquals(theirs.wrap(false), ours.wrap(false));
        assertEquals(theirs.wrap(Boolean.valueOf("true")), ours.wrap(Boolean.valueOf("true")));
    }

    @Test
    void readsListsAndMapsAsTheDefaultAdaptersDo() {
        Templates templates = new Templates(Path.of("src/test/resources/render/records"));
        Bag bag = bag();
        String out = templates.render("lists.ftlh", Map.of("b", bag));
        assertEquals("x,y,z|3|some|y|x|none|zyx|empty|0|x+y+z|1|0true1false2false\n"
                + "first|none|second|a=first;b=second;|2|m|a,b|firstsecond|no map|42\ni1i2\n", out);
        assertEquals(defaultWrapper("lists.ftlh", Map.of("b", bag)), out, "as FreeMarker's own default wrapper reads them");
    }

    @Test
    void aModelWrappedOnceIsReadOnceByEveryRenderThatIsHandedIt() {
        Templates templates = new Templates(Path.of("src/test/resources/render/records"));
        Bag bag = bag();
        TemplateModel wrapped = templates.wrap(bag);
        READS.set(0);
        String first = templates.render("lists.ftlh", Map.of("b", wrapped));
        String second = templates.render("lists.ftlh", Map.of("b", wrapped));
        assertEquals(first, second);
        assertEquals(first, templates.render("lists.ftlh", Map.of("b", bag)), "as the record itself reads");
        assertEquals(2 + 2, READS.get(), "each row's inner record read once by the two renders of the wrapped bag,"
                + " once more by the render of the bag itself");
    }

    @Test
    void readsComponentsMethodsAndNullsAsTheDefaultWrapperDoes() {
        Templates templates = new Templates(Path.of("src/test/resources/render/records"));
        Row row = new Row("a<b", 41, null, true, List.of(new Item("x"), new Item("y")), new Item("z"));
        READS.set(0);
        String out = templates.render("read.ftlh", Map.of("r", row));
        assertEquals("a&lt;b|a&lt;b|42|A&lt;B!|missing|yes|xy|zz|" + row.toString().replace("<", "&lt;") + "\n", out);
        assertEquals(1, READS.get(), "a component read twice on a page is read from the record once");
        assertEquals(defaultWrapper("read.ftlh", Map.of("r", row)), out, "as FreeMarker's own default wrapper reads it");
    }

    private static String defaultWrapper(String template, Map<String, Object> model) {
        try {
            var config = new freemarker.template.Configuration(freemarker.template.Configuration.VERSION_2_3_34);
            config.setDirectoryForTemplateLoading(Path.of("src/test/resources/render/records").toFile());
            config.setRecognizeStandardFileExtensions(true);
            config.setObjectWrapper(new freemarker.template.DefaultObjectWrapperBuilder(
                    freemarker.template.Configuration.VERSION_2_3_34).build());
            config.setNumberFormat("computer");
            var out = new java.io.StringWriter();
            config.getTemplate(template).process(model, out);
            return out.toString();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
