package dev.tablebook.format;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A document generated as UTF-8 bytes is the text generated through a writer, encoded. */
class JsonTextStreamTest {
    private static final String[] TEXTS = {"", "plain", "é ü ß", "— · € ≤", "😀 𝄞", "\u0001\u001f\t\n\r",
            "\"quoted\" \\ back/slash", "\u2028\u2029", "</script>", "ＡＢＣ", "x".repeat(20_000) + "é"};

    private static void body(com.fasterxml.jackson.core.JsonGenerator g) throws java.io.IOException {
        g.writeStartObject();
        g.writeArrayFieldStart("values");
        for (String t : TEXTS) {
            g.writeStartObject();
            g.writeStringField("text", t);
            g.writeArrayFieldStart("name é " + t.length());
            g.writeNumber(t.length() * 1.25);
            g.writeNumber(-0.0);
            g.writeNumber(1e-7);
            g.writeNumber(Double.MAX_VALUE);
            g.writeNumber(42L);
            g.writeRaw(".0");
            g.writeEndArray();
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeObjectFieldStart("empty");
        g.writeEndObject();
        g.writeEndObject();
    }

    @Test
    void everyLayoutWritesTheSameBytesEitherWay() {
        for (JsonText.Layout layout : JsonText.Layout.values()) {
            StringWriter text = new StringWriter();
            JsonText.generate(layout, JsonTextStreamTest::body, text);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            JsonText.generate(layout, JsonTextStreamTest::body, bytes);
            assertTrue(text.toString().contains("😀"), layout.name());
            assertArrayEquals(text.toString().getBytes(StandardCharsets.UTF_8), bytes.toByteArray(), layout.name());
        }
    }
}
