package dev.tablebook.render.cost;

import dev.tablebook.format.JsonText;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.io.SerializedString;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.util.HashMap;
import java.util.List;

/** A small JSON writer over {@link JsonText} ({@code CONTRACT} layout): two-space indent, "\n" line ends, fields in the order written, NaN as null. */
final class JsonOut {
    interface Body {
        void write(JsonOut out) throws IOException;
    }

    /** How many field names a document keeps quoted ({@link #names}); names beyond are written as plain strings (the same bytes). */
    private static final int NAMES_KEPT = 1024;

    private final JsonGenerator g;
    /** Whether the generator writes UTF-8 bytes (else characters, which the command's writer encodes). */
    private final boolean bytes;
    private final NumberTexts numbers = new NumberTexts();
    /**
     * The field names written so far, each quoted once ({@link SerializedString}): a report writes the
     * same few dozen names millions of times. Only names without a surrogate are kept, so that a kept
     * name is its own text (see {@link #text}) and needs no look at its characters again. A plain map
     * of the document's own: the concurrent map all documents shared cost a volatile read a name.
     */
    private final HashMap<String, SerializedString> names = new HashMap<>();

    private JsonOut(JsonGenerator g) {
        this(g, false);
    }

    private JsonOut(JsonGenerator g, boolean bytes) {
        this.g = g;
        this.bytes = bytes;
    }

    /**
     * A name or value as the bytes generator must be given it to write what a UTF-8 writer makes of
     * the character generator's text: a surrogate without its pair (a design's JSON can spell one as
     * {@code \\ud800}) is encoded by the writer as {@code ?}; the bytes generator would write
     * something else.
     */
    private String text(String s) {
        return bytes && hasSurrogate(s) ? withoutLoneSurrogates(s) : s;
    }

    static String withoutLoneSurrogates(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                b.append(c).append(s.charAt(++i));
            } else {
                b.append(Character.isSurrogate(c) ? '?' : c);
            }
        }
        return b.toString();
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

    /** What {@link #render} returns, written to {@code out} as UTF-8 bytes as it is generated. */
    static void write(Body body, OutputStream out) throws IOException {
        JsonText.generate(JsonText.Layout.CONTRACT, g -> body.write(new JsonOut(g, true)), out);
        out.write('\n');
        out.flush();
    }

    private void name(String name) throws IOException {
        SerializedString quoted = names.get(name);
        if (quoted != null) {
            g.writeFieldName(quoted);
        } else if (names.size() < NAMES_KEPT && !hasSurrogate(name)) {
            quoted = new SerializedString(name);
            names.put(name, quoted);
            g.writeFieldName(quoted);
        } else {
            g.writeFieldName(text(name));
        }
    }

    private static boolean hasSurrogate(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.isSurrogate(s.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** A finite double as the generator writes it ({@link Double#toString}'s text), from the document's {@link NumberTexts}. */
    private void number(double value) throws IOException {
        g.writeRawValue(numbers.of(value));
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
        name(name);
        g.writeStartObject();
        return this;
    }

    JsonOut array(String name) throws IOException {
        name(name);
        g.writeStartArray();
        return this;
    }

    JsonOut endArray() throws IOException {
        g.writeEndArray();
        return this;
    }

    JsonOut str(String name, String value) throws IOException {
        name(name);
        if (value == null) {
            g.writeNull();
        } else {
            g.writeString(text(value));
        }
        return this;
    }

    JsonOut num(String name, double value) throws IOException {
        name(name);
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            g.writeNull();
        } else {
            number(value);
        }
        return this;
    }

    JsonOut num(String name, Double value) throws IOException {
        return value == null ? nul(name) : num(name, value.doubleValue());
    }

    JsonOut integer(String name, Integer value) throws IOException {
        name(name);
        if (value == null) {
            g.writeNull();
        } else {
            g.writeNumber(value.intValue());
        }
        return this;
    }

    JsonOut integer(String name, long value) throws IOException {
        name(name);
        g.writeNumber(value);
        return this;
    }

    JsonOut bool(String name, boolean value) throws IOException {
        name(name);
        g.writeBoolean(value);
        return this;
    }

    JsonOut nul(String name) throws IOException {
        name(name);
        g.writeNull();
        return this;
    }

    JsonOut strings(String name, List<String> values) throws IOException {
        name(name);
        g.writeStartArray();
        for (String v : values) {
            g.writeString(text(v));
        }
        g.writeEndArray();
        return this;
    }
}
