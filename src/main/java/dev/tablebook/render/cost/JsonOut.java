package dev.tablebook.render.cost;

import dev.tablebook.format.JsonText;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.Writer;
import java.util.List;

/** A small JSON writer over {@link JsonText} ({@code CONTRACT} layout): two-space indent, "\n" line ends, fields in the order written, NaN as null. */
final class JsonOut {
    interface Body {
        void write(JsonOut out) throws IOException;
    }

    private final JsonGenerator g;

    private JsonOut(JsonGenerator g) {
        this.g = g;
    }

    static String render(Body body) {
        return JsonText.generate(JsonText.Layout.CONTRACT, g -> body.write(new JsonOut(g))) + "\n";
    }

    /** What {@link #render} returns, written to {@code out} as it is generated. */
    static void write(Body body, Writer out) throws IOException {
        JsonText.generate(JsonText.Layout.CONTRACT, g -> body.write(new JsonOut(g)), out);
        out.write("\n");
        out.flush();
    }

    JsonOut start() throws IOException {
        g.writeStartObject();
        return this;
    }

    JsonOut end() throws IOException {
        g.writeEndObject();
        return this;
    }

    JsonOut object(String name) throws IOException {
        g.writeObjectFieldStart(name);
        return this;
    }

    JsonOut array(String name) throws IOException {
        g.writeArrayFieldStart(name);
        return this;
    }

    JsonOut endArray() throws IOException {
        g.writeEndArray();
        return this;
    }

    JsonOut str(String name, String value) throws IOException {
        if (value == null) {
            g.writeNullField(name);
        } else {
            g.writeStringField(name, value);
        }
        return this;
    }

    JsonOut num(String name, double value) throws IOException {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            g.writeNullField(name);
        } else {
            g.writeNumberField(name, value);
        }
        return this;
    }

    JsonOut num(String name, Double value) throws IOException {
        return value == null ? nul(name) : num(name, value.doubleValue());
    }

    JsonOut integer(String name, Integer value) throws IOException {
        if (value == null) {
            g.writeNullField(name);
        } else {
            g.writeNumberField(name, value.intValue());
        }
        return this;
    }

    JsonOut integer(String name, long value) throws IOException {
        g.writeNumberField(name, value);
        return this;
    }

    JsonOut bool(String name, boolean value) throws IOException {
        g.writeBooleanField(name, value);
        return this;
    }

    JsonOut nul(String name) throws IOException {
        g.writeNullField(name);
        return this;
    }

    JsonOut strings(String name, List<String> values) throws IOException {
        g.writeArrayFieldStart(name);
        for (String v : values) {
            g.writeString(v);
        }
        g.writeEndArray();
        return this;
    }
}
