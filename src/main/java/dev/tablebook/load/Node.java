package dev.tablebook.load;

import dev.tablebook.model.Pos;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The raw layer of a design file: YAML or JSON as a tree whose every node knows where it stands
 * in the source. Nothing here knows the design format; {@link DesignReader} gives it meaning.
 */
public sealed interface Node permits Node.MapNode, Node.ListNode, Node.Scalar {

    Pos pos();

    /** What the node is, in words for an error message ("a map", "a list", "text", ...). */
    String describe();

    /** A mapping. {@code keys} holds the position of each key, {@code values} the value nodes. */
    record MapNode(Pos pos, Map<String, Node> values, Map<String, Pos> keys) implements Node {
        public MapNode {
            values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
            keys = Collections.unmodifiableMap(new LinkedHashMap<>(keys));
        }

        @Override
        public String describe() {
            return "a map";
        }
    }

    record ListNode(Pos pos, List<Node> items) implements Node {
        public ListNode {
            items = List.copyOf(items);
        }

        @Override
        public String describe() {
            return "a list";
        }
    }

    /**
     * A scalar: {@code value} is a String, Long, Double, Boolean, or null (YAML null / empty).
     * {@code quoted} tells whether the source wrote it in quotes (column offsets then start one later).
     * {@code source} is the text as written when it was read as a number ({@code 1.10}, {@code 0x1F}),
     * so that a number used as text stays as written; null otherwise.
     */
    record Scalar(Pos pos, Object value, boolean quoted, String source) implements Node {
        Scalar(Pos pos, Object value, boolean quoted) {
            this(pos, value, quoted, null);
        }

        /** A number as written in the file (as Java prints it when the source is not known). */
        String numberText() {
            return source != null ? source : value instanceof Double d ? Numbers.show(d) : String.valueOf(value);
        }

        @Override
        public String describe() {
            if (value == null) {
                return "nothing (null)";
            }
            if (value instanceof String s) {
                return "text \"" + (s.length() > 40 ? s.substring(0, 40) + "…" : s) + "\"";
            }
            if (value instanceof Boolean) {
                return "a boolean (" + value + ")";
            }
            return "a number (" + numberText() + ")";
        }

        /** The position of a character inside a single-line scalar's text. */
        public Pos at(int offset) {
            return new Pos(pos.file(), pos.line(), pos.column() + offset + (quoted ? 1 : 0));
        }
    }
}
