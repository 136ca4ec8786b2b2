package dev.tablebook.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.PrettyPrinter;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link JsonText.LineIndenter} writes what Jackson's {@code DefaultIndenter("  ", "\n")} writes:
 * every layout's documents, nested past the indenter's prepared levels, are compared byte for byte
 * with the same documents written by pretty printers built with {@link DefaultIndenter}, through
 * the character generator and the UTF-8 one.
 */
class JsonTextIndenterTest {
    private static final JsonFactory UTF8 = JsonFactory.builder().enable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8).build();

    /** The layouts as {@link JsonText} builds them, with Jackson's own indenter. */
    private static PrettyPrinter withDefaultIndenter(JsonText.Layout layout) {
        return JsonText.printer(layout, new DefaultIndenter("  ", "\n"));
    }

    /** A document of random nesting (objects and arrays, empty ones too) down to {@code depth} levels. */
    private static void nested(JsonGenerator g, SplittableRandom random, int depth) throws IOException {
        g.writeStartObject();
        g.writeStringField("name", "level é " + depth);
        g.writeNumberField("value", random.nextDouble() * 1000);
        // an array of several values at every level
        g.writeArrayFieldStart("values");
        g.writeNumber(depth);
        g.writeString("v");
        g.writeBoolean(true);
        g.writeEndArray();
        if (depth > 0) {
            g.writeFieldName("child");
            nested(g, random, depth - 1);
            g.writeArrayFieldStart("list");
            for (int i = random.nextInt(4); i > 0; i--) {
                if (random.nextBoolean()) {
                    g.writeNumber(i);
                } else {
                    nested(g, random, random.nextInt(Math.min(depth, 3)));
                }
            }
            g.writeEndArray();
        }
        g.writeObjectFieldStart("empty");
        g.writeEndObject();
        g.writeArrayFieldStart("none");
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void document(JsonGenerator g) throws IOException {
        g.writeStartArray();
        nested(g, new SplittableRandom(6), JsonText.LineIndenter.LEVELS + 12);
        // deep arrays of arrays: array levels past the prepared ones too
        for (int i = 0; i < JsonText.LineIndenter.LEVELS + 5; i++) {
            g.writeStartArray();
        }
        g.writeString("deepest");
        for (int i = 0; i < JsonText.LineIndenter.LEVELS + 5; i++) {
            g.writeEndArray();
        }
        g.writeEndArray();
    }

    @Test
    void everyLayoutIsWhatTheDefaultIndenterWrites() throws IOException {
        for (JsonText.Layout layout : JsonText.Layout.values()) {
            StringWriter chars = new StringWriter();
            try (JsonGenerator g = new JsonFactory().createGenerator(chars)) {
                PrettyPrinter pp = withDefaultIndenter(layout);
                if (pp != null) {
                    g.setPrettyPrinter(pp);
                }
                document(g);
            }
            String expected = chars.toString();
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (JsonGenerator g = UTF8.createGenerator(bytes, JsonEncoding.UTF8)) {
                PrettyPrinter pp = withDefaultIndenter(layout);
                if (pp != null) {
                    g.setPrettyPrinter(pp);
                }
                document(g);
            }
            assertEquals(expected, bytes.toString(StandardCharsets.UTF_8), layout + ": Jackson's two generators");

            assertEquals(expected, JsonText.generate(layout, JsonTextIndenterTest::document), layout + " through a writer");
            ByteArrayOutputStream streamed = new ByteArrayOutputStream();
            JsonText.generate(layout, JsonTextIndenterTest::document, streamed);
            assertEquals(expected, streamed.toString(StandardCharsets.UTF_8), layout + " as UTF-8 bytes");
            if (layout != JsonText.Layout.COMPACT) {
                // deep enough to use levels past the prepared ones
                assertEquals(true, expected.contains("\n" + "  ".repeat(JsonText.LineIndenter.LEVELS + 3) + "\""), layout.name());
            }
        }
    }

    @Test
    void treesWrittenByTheMapperAreWhatTheDefaultIndenterWrites() throws IOException {
        Map<String, Object> inner = new LinkedHashMap<>();
        inner.put("a", List.of(1, 2.5, Map.of("b", List.of())));
        inner.put("c", Map.of());
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("x", inner);
        tree.put("y", List.of(List.of(List.of("z"))));
        for (JsonText.Layout layout : JsonText.Layout.values()) {
            PrettyPrinter pp = withDefaultIndenter(layout);
            com.fasterxml.jackson.databind.ObjectMapper mapper = new com.fasterxml.jackson.databind.ObjectMapper();
            String expected = pp == null ? mapper.writeValueAsString(tree) : mapper.writer(pp).writeValueAsString(tree);
            assertEquals(expected, JsonText.write(tree, layout), layout.name());
        }
    }
}
