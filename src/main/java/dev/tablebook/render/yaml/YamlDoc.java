package dev.tablebook.render.yaml;

import java.util.ArrayList;
import java.util.List;

/**
 * A YAML document under construction, with the comments a reader of it needs: ordered maps and
 * lists whose values are text, numbers, booleans, null, nested maps and lists (or plain
 * {@code java.util} maps and lists). {@link YamlWriter} turns it into text the design loader
 * reads back exactly.
 */
public final class YamlDoc {
    private YamlDoc() {
    }

    /** An entry of a map, a comment line standing alone among the entries, or a blank line. */
    public sealed interface Line permits Entry, Comment, Blank {
    }

    /** {@code trailing} is written after the value on the same line (or after the key of a block value). */
    public record Entry(String key, Object value, String trailing) implements Line {
    }

    public record Comment(String text) implements Line {
    }

    public record Blank() implements Line {
    }

    /** A map; {@code flow} writes it on one line as {@code { a: 1, b: 2 }} (its values must be scalars). */
    public static final class YMap {
        private final List<Line> lines = new ArrayList<>();
        private final boolean flow;

        public YMap() {
            this(false);
        }

        private YMap(boolean flow) {
            this.flow = flow;
        }

        public static YMap flow() {
            return new YMap(true);
        }

        public YMap put(String key, Object value) {
            return put(key, value, null);
        }

        /** Adds an entry unless the value is null (use {@link #putNull} for an explicit null). */
        public YMap put(String key, Object value, String trailing) {
            if (value != null) {
                lines.add(new Entry(key, value, trailing));
            }
            return this;
        }

        /** Adds an entry even when its value is null (an item attribute of type NULL). */
        public YMap entry(String key, Object value) {
            lines.add(new Entry(key, value, null));
            return this;
        }

        public YMap comment(String text) {
            for (String line : text.split("\n", -1)) {
                lines.add(new Comment(line));
            }
            return this;
        }

        public YMap blank() {
            lines.add(new Blank());
            return this;
        }

        public boolean isFlow() {
            return flow;
        }

        public List<Line> lines() {
            return List.copyOf(lines);
        }

        public boolean hasEntries() {
            return lines.stream().anyMatch(l -> l instanceof Entry);
        }
    }

    /** A list; {@code flow} writes it on one line as {@code [a, b]} (its items must be scalars). */
    public record YList(List<Object> items, boolean flow) {
        public YList {
            items = new ArrayList<>(items);
        }

        public static YList flow(List<?> items) {
            return new YList(new ArrayList<>(items), true);
        }

        public static YList block(List<?> items) {
            return new YList(new ArrayList<>(items), false);
        }
    }
}
