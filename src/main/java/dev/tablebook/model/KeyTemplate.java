package dev.tablebook.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A key template such as {@code CUSTOMER#{customer_id}}: literal text and {@code {attribute}}
 * placeholders. Parsing is strict; {@link #parse} returns the reason a template is malformed.
 */
public record KeyTemplate(String text, List<Part> parts) {
    public KeyTemplate {
        parts = List.copyOf(parts);
    }

    /** A literal run or a placeholder. */
    public sealed interface Part permits Literal, Placeholder {
    }

    public record Literal(String text) implements Part {
    }

    public record Placeholder(String attribute) implements Part {
    }

    /** Thrown by {@link #parse} with a message naming what is wrong. */
    public static final class MalformedTemplate extends Exception {
        private final int offset;

        public MalformedTemplate(String message, int offset) {
            super(message);
            this.offset = offset;
        }

        /** 0-based offset of the fault inside the template text. */
        public int offset() {
            return offset;
        }
    }

    /** A placeholder names an attribute: any text but braces and control characters. */
    private static final java.util.regex.Pattern PLACEHOLDER = java.util.regex.Pattern.compile("[^{}\\p{Cc}]+");

    public static KeyTemplate parse(String text) throws MalformedTemplate {
        List<Part> parts = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '}') {
                throw new MalformedTemplate("unmatched `}` in key template \"" + shown(text) + "\"", i);
            }
            if (c != '{') {
                literal.append(c);
                i++;
                continue;
            }
            int close = text.indexOf('}', i + 1);
            int nextOpen = text.indexOf('{', i + 1);
            if (close < 0 || (nextOpen >= 0 && nextOpen < close)) {
                throw new MalformedTemplate("unclosed `{` in key template \"" + shown(text) + "\"", i);
            }
            String name = text.substring(i + 1, close);
            if (!PLACEHOLDER.matcher(name).matches()) {
                throw new MalformedTemplate("placeholder `{" + shown(name) + "}` in key template \"" + shown(text)
                        + "\" is not an attribute name", i);
            }
            if (literal.length() > 0) {
                parts.add(new Literal(literal.toString()));
                literal.setLength(0);
            }
            parts.add(new Placeholder(name));
            i = close + 1;
        }
        if (literal.length() > 0) {
            parts.add(new Literal(literal.toString()));
        }
        return new KeyTemplate(text, parts);
    }

    /** A template as a message quotes it: a long one by its start and end (the position says where). */
    private static String shown(String text) {
        return text.length() <= 80 ? text : text.substring(0, 40) + "…" + text.substring(text.length() - 30);
    }

    /** A template known to be well formed (tests, generated names). */
    public static KeyTemplate of(String text) {
        try {
            return parse(text);
        } catch (MalformedTemplate e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    public List<String> placeholders() {
        List<String> out = new ArrayList<>();
        for (Part p : parts) {
            if (p instanceof Placeholder ph) {
                out.add(ph.attribute());
            }
        }
        return out;
    }

    /** The literal text before the first placeholder (the whole text when there is none). */
    public String literalPrefix() {
        StringBuilder sb = new StringBuilder();
        for (Part p : parts) {
            if (p instanceof Literal l) {
                sb.append(l.text());
            } else {
                break;
            }
        }
        return sb.toString();
    }

    public boolean isLiteral() {
        return parts.stream().allMatch(p -> p instanceof Literal);
    }

    /** The attribute when the template is exactly one placeholder and nothing else. */
    public Optional<String> singlePlaceholder() {
        if (parts.size() == 1 && parts.get(0) instanceof Placeholder ph) {
            return Optional.of(ph.attribute());
        }
        return Optional.empty();
    }

    @Override
    public String toString() {
        return text;
    }
}
