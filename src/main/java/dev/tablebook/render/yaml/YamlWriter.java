package dev.tablebook.render.yaml;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Writes a {@link YamlDoc} as block YAML, two spaces an indent. Text is written plain only when
 * no YAML reader could take it for anything else (a name of letters, digits, '_', '.', '-' that
 * is not a boolean, null or number word in either YAML version); otherwise it is double-quoted
 * with JSON escapes, so every reader gets the same string back.
 */
public final class YamlWriter {
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z_][A-Za-z0-9_.-]*");
    private static final Set<String> WORDS = Set.of("true", "false", "yes", "no", "on", "off", "null",
            "nan", "inf");

    private final StringBuilder out = new StringBuilder();

    private YamlWriter() {
    }

    public static String write(YamlDoc.YMap root) {
        YamlWriter w = new YamlWriter();
        w.map(root, 0, false);
        return w.out.toString();
    }

    private void map(YamlDoc.YMap map, int indent, boolean inListItem) {
        boolean first = true;
        for (YamlDoc.Line line : map.lines()) {
            String pad = first && inListItem ? "" : " ".repeat(indent);
            if (line instanceof YamlDoc.Comment c) {
                out.append(pad).append(c.text().isEmpty() ? "#" : "# " + c.text()).append('\n');
            } else if (line instanceof YamlDoc.Blank) {
                out.append('\n');
                continue;
            } else if (line instanceof YamlDoc.Entry e) {
                out.append(pad).append(key(e.key())).append(':');
                value(e.value(), indent, e.trailing());
            }
            first = false;
        }
    }

    private void value(Object value, int indent, String trailing) {
        String comment = trailing == null ? "" : "  # " + trailing;
        Object v = normalized(value);
        if (v instanceof YamlDoc.YMap m && !m.isFlow() && m.hasEntries()) {
            out.append(comment).append('\n');
            map(m, indent + 2, false);
        } else if (v instanceof YamlDoc.YList l && !l.flow() && !l.items().isEmpty()) {
            out.append(comment).append('\n');
            list(l, indent);
        } else {
            out.append(' ').append(inline(v)).append(comment).append('\n');
        }
    }

    /** Block list items at the key's indent plus two: {@code - scalar} or {@code - key: v} then the map's other entries. */
    private void list(YamlDoc.YList list, int indent) {
        String pad = " ".repeat(indent + 2);
        for (Object item : list.items()) {
            Object v = normalized(item);
            out.append(pad).append("- ");
            if (v instanceof YamlDoc.YMap m && !m.isFlow() && m.hasEntries()) {
                map(m, indent + 4, true);
            } else if (v instanceof YamlDoc.YList l && !l.flow() && !l.items().isEmpty()) {
                out.append('\n');
                list(l, indent + 2);
            } else {
                out.append(inline(v)).append('\n');
            }
        }
    }

    /** Plain java maps and lists become block YAML; the doc's own types stay as they are. */
    private static Object normalized(Object value) {
        if (value instanceof Map<?, ?> m) {
            YamlDoc.YMap y = new YamlDoc.YMap();
            m.forEach((k, v) -> y.entry(String.valueOf(k), v));
            return y;
        }
        if (value instanceof List<?> l) {
            return YamlDoc.YList.block(l);
        }
        return value;
    }

    private static String inline(Object v) {
        if (v instanceof YamlDoc.YMap m) {
            StringBuilder sb = new StringBuilder("{");
            boolean any = false;
            for (YamlDoc.Line line : m.lines()) {
                if (line instanceof YamlDoc.Entry e) {
                    sb.append(any ? ", " : " ").append(key(e.key())).append(": ").append(inline(normalized(e.value())));
                    any = true;
                }
            }
            return any ? sb.append(" }").toString() : "{}";
        }
        if (v instanceof YamlDoc.YList l) {
            StringBuilder sb = new StringBuilder("[");
            for (int i = 0; i < l.items().size(); i++) {
                sb.append(i == 0 ? "" : ", ").append(inline(normalized(l.items().get(i))));
            }
            return sb.append(']').toString();
        }
        return scalar(v);
    }

    static String scalar(Object v) {
        if (v == null) {
            return "null";
        }
        if (v instanceof Boolean || v instanceof Long || v instanceof Integer) {
            return String.valueOf(v);
        }
        if (v instanceof BigDecimal d) {
            return d.toPlainString();
        }
        if (v instanceof Double d) {
            return d == Math.rint(d) && Math.abs(d) < 1e15 ? String.valueOf(d.longValue()) : String.valueOf(d);
        }
        return text(String.valueOf(v));
    }

    static String key(String k) {
        return text(k);
    }

    /** Plain when unambiguous, else a double-quoted string with JSON escapes. */
    static String text(String s) {
        if (PLAIN.matcher(s).matches() && !WORDS.contains(s.toLowerCase(Locale.ROOT)) && !s.endsWith(".")
                && !s.contains("..")) {
            return s;
        }
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                case '\r' -> sb.append("\\r");
                default -> {
                    if (c < 0x20 || c == 0x7F || c == 0x85 || c == 0x2028 || c == 0x2029 || c == 0xFEFF) {
                        sb.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }
}
