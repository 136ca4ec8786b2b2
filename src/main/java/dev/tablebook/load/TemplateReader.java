package dev.tablebook.load;

import dev.tablebook.model.KeyTemplate;

import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Reads key templates, in a table's {@code items} and in key conditions alike: text (or a number,
 * as its decimal text) with well-formed placeholders, whose shortest value fits a DynamoDB key.
 * The size bound is DynamoDB's, and it also keeps the work of matching templates bounded.
 */
final class TemplateReader {
    /** DynamoDB's largest key value (a partition key); a sort key holds at most {@link #MAX_SORT_KEY_BYTES}. */
    static final int MAX_KEY_BYTES = 2048;
    static final int MAX_SORT_KEY_BYTES = 1024;

    private final Problems problems;

    TemplateReader(Problems problems) {
        this.problems = problems;
    }

    /** Parses a template-valued scalar, reporting a malformed placeholder at its column. */
    KeyTemplate template(Node value, String what) {
        if (!(value instanceof Node.Scalar s) || s.value() == null || s.value() instanceof Boolean) {
            problems.add(value.pos(), what + " must be text, not " + value.describe());
            return null;
        }
        if (s.value() instanceof Double d && !Double.isFinite(d)) {
            problems.add(value.pos(), what + " must be text or a finite number, not " + s.numberText());
            return null;
        }
        String text = s.value() instanceof Double d ? Numbers.show(d) : String.valueOf(s.value());
        try {
            KeyTemplate t = KeyTemplate.parse(text);
            long shortest = shortestValueBytes(t);
            if (shortest > MAX_KEY_BYTES) {
                problems.add(value.pos(), String.format(Locale.ROOT, "%s renders a key value of at least %,d bytes;"
                        + " a DynamoDB key value holds at most %,d (a sort key %,d)", what, shortest, MAX_KEY_BYTES,
                        MAX_SORT_KEY_BYTES));
                return null;
            }
            return t;
        } catch (KeyTemplate.MalformedTemplate e) {
            problems.add(s.at(e.offset()), e.getMessage() + " (" + what + ")");
            return null;
        }
    }

    /** The UTF-8 bytes of a template's literal text plus one for each placeholder (a value holds at least one). */
    static long shortestValueBytes(KeyTemplate t) {
        long bytes = 0;
        for (KeyTemplate.Part p : t.parts()) {
            bytes += p instanceof KeyTemplate.Literal l ? l.text().getBytes(StandardCharsets.UTF_8).length : 1;
        }
        return bytes;
    }
}
