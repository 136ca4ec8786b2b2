package dev.tablebook.format;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.PrettyPrinter;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;

/**
 * The one configured JSON writer of tablebook: every JSON the tool writes (check and SARIF
 * reports, the rule catalog, cost and diff contracts, the site's search index and example items,
 * canonical values read from designs) goes through here. Line ends are always {@code "\n"},
 * whatever the platform. Each {@link Layout} is a published shape that existing output keeps
 * byte for byte.
 */
public final class JsonText {
    /**
     * The mapper, made on first use: a one-design {@code check} writes JSON only as the canonical
     * text of a stream filter ({@link #compact}), which needs none of its set-up (about 5% of that
     * command's CPU).
     */
    private static final class Mapper {
        static final ObjectMapper MAPPER = new ObjectMapper();
    }

    /** The generator of characters for documents written token by token: no codec, no mapper. */
    private static final class Tokens {
        static final JsonFactory FACTORY = new JsonFactory();
    }

    /** How a document is laid out. */
    public enum Layout {
        /** One line, no spaces: the search index, canonical design values. */
        COMPACT,
        /** Objects indented by two spaces, arrays on one line, {@code "key" : value}: check, SARIF, rules, diff. */
        REPORT,
        /** Objects and arrays indented by two spaces, {@code "key": value}, empty ones as {@code { }}: example items. */
        ITEM,
        /** As {@link #ITEM}, empty objects and arrays as {@code {}} and {@code []}: the cost contract. */
        CONTRACT
    }

    /** Writes a document through a generator. */
    public interface Body {
        void write(JsonGenerator g) throws IOException;
    }

    private JsonText() {
    }

    /** A new, empty JSON object to fill and {@link #write}. */
    public static ObjectNode object() {
        return JsonNodeFactory.instance.objectNode();
    }

    /** A new, empty JSON array. */
    public static ArrayNode array() {
        return JsonNodeFactory.instance.arrayNode();
    }

    /** A value (a tree, a record, a list or map) as JSON text, without a final line end. */
    public static String write(Object value, Layout layout) {
        try {
            PrettyPrinter pp = printer(layout);
            return pp == null ? Mapper.MAPPER.writeValueAsString(value) : Mapper.MAPPER.writer(pp).writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A document written field by field (keys in the order written), without a final line end. */
    public static String generate(Layout layout, Body body) {
        StringWriter out = new StringWriter();
        generate(layout, body, out);
        return out.toString();
    }

    /**
     * The same document written to {@code out} as it is generated (a report too large to hold as
     * one string streams this way), without a final line end; {@code out} is flushed, not closed.
     */
    public static void generate(Layout layout, Body body, Writer out) {
        try {
            write(Mapper.MAPPER.getFactory().createGenerator(out), layout, body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The same document written to {@code out} as UTF-8 bytes, the text of {@link #generate(Layout, Body, Writer)}
     * encoded: the generator writes the bytes itself, with no characters to encode after it (most
     * of the time of a large report's output went to encoding its characters); {@code out} is
     * flushed, not closed.
     */
    public static void generate(Layout layout, Body body, OutputStream out) {
        try {
            write(Utf8.FACTORY.createGenerator(out, JsonEncoding.UTF8), layout, body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes the document through {@code generator} in the layout, then closes it (leaving its target open, flushed). */
    private static void write(JsonGenerator generator, Layout layout, Body body) throws IOException {
        try (JsonGenerator g = generator) {
            g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            PrettyPrinter pp = printer(layout);
            if (pp != null) {
                g.setPrettyPrinter(pp);
            }
            body.write(g);
        }
    }

    /**
     * The generator of UTF-8 bytes: as the writer's text does, it writes a character beyond the Basic
     * Multilingual Plane as its four bytes (by default Jackson's byte generator writes its two
     * surrogates as {@code \\u} escapes). Tokens only: it has no codec to write objects with.
     */
    private static final class Utf8 {
        static final JsonFactory FACTORY = JsonFactory.builder()
                .enable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8).build();
    }

    /**
     * A document written token by token on one line, as {@link #generate(Layout, Body)} writes it in
     * {@link Layout#COMPACT}, without the mapper: the body writes tokens only (no trees, no objects).
     */
    public static String compact(Body body) {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = Tokens.FACTORY.createGenerator(out)) {
            body.write(g);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    /**
     * What {@code new DefaultIndenter("  ", "\n")} writes (a line end, then two spaces a level),
     * written as one prepared text a level: {@link DefaultIndenter} gives the generator its line end
     * and its spaces as two runs of characters, which the UTF-8 generator encodes one by one on each
     * of a large report's millions of lines; a {@link SerializedString} keeps its UTF-8 bytes, which
     * the generator copies (the character generator copies its characters). Levels beyond
     * {@link #LEVELS} are written by a {@link DefaultIndenter}.
     */
    static final class LineIndenter implements DefaultPrettyPrinter.Indenter {
        static final LineIndenter INSTANCE = new LineIndenter();
        static final int LEVELS = 64;
        private static final DefaultIndenter DEEPER = new DefaultIndenter("  ", "\n");
        private final SerializedString[] lines = new SerializedString[LEVELS];

        private LineIndenter() {
            for (int level = 0; level < LEVELS; level++) {
                lines[level] = new SerializedString("\n" + "  ".repeat(level));
            }
        }

        @Override
        public void writeIndentation(JsonGenerator g, int level) throws IOException {
            if (level >= 0 && level < LEVELS) {
                g.writeRaw(lines[level]);
            } else {
                DEEPER.writeIndentation(g, level);
            }
        }

        @Override
        public boolean isInline() {
            return false;
        }
    }

    private static PrettyPrinter printer(Layout layout) {
        return printer(layout, LineIndenter.INSTANCE);
    }

    /** A layout's printer with its line breaks and indentation written by {@code indent} (its tests give Jackson's own). */
    static PrettyPrinter printer(Layout layout, DefaultPrettyPrinter.Indenter indent) {
        switch (layout) {
            case COMPACT:
                return null;
            case REPORT:
                return new DefaultPrettyPrinter().withObjectIndenter(indent);
            case ITEM:
                return new DefaultPrettyPrinter()
                        .withSeparators(Separators.createDefaultInstance()
                                .withObjectFieldValueSpacing(Separators.Spacing.AFTER))
                        .withObjectIndenter(indent)
                        .withArrayIndenter(indent);
            case CONTRACT:
                DefaultPrettyPrinter pp = new DefaultPrettyPrinter(Separators.createDefaultInstance()
                        .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                        .withObjectEmptySeparator("").withArrayEmptySeparator(""));
                pp.indentObjectsWith(indent);
                pp.indentArraysWith(indent);
                return pp;
            default:
                throw new IllegalArgumentException(layout.name());
        }
    }
}
