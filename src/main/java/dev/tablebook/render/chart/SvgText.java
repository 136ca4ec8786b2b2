package dev.tablebook.render.chart;

/**
 * Text in a chart's SVG: escaped for XML (so a name from a design can never become markup), in
 * ASCII (other characters as numeric character references).
 */
final class SvgText {
    private SvgText() {
    }

    /**
     * Appends text as the content of an element: {@code &}, {@code <} and {@code >} escaped, a
     * character XML does not allow (a control character other than tab, line feed and carriage
     * return, a lone surrogate) replaced by U+FFFD, a character outside ASCII written as its numeric
     * character reference.
     */
    static void escapeContent(StringBuilder out, String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                default -> i = character(out, s, i);
            }
        }
    }

    /** Text for an element's content or a quoted attribute: quotes escaped too. */
    static String escape(String s) {
        StringBuilder out = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '\'' -> out.append("&apos;");
                case '"' -> out.append("&quot;");
                default -> i = character(out, s, i);
            }
        }
        return out.toString();
    }

    /**
     * Appends the character at {@code i} (ASCII as it is, any other as a numeric character
     * reference, so the drawing is ASCII like the page around it; one XML does not allow as the
     * reference of U+FFFD) and returns the index of its last {@code char} (a surrogate pair is two).
     */
    private static int character(StringBuilder out, String s, int i) {
        char c = s.charAt(i);
        if (c < 0x80 && allowed(s, i)) {
            out.append(c);
            return i;
        }
        if (!allowed(s, i)) {
            out.append("&#65533;");
            return i;
        }
        int cp = s.codePointAt(i);
        out.append("&#").append(cp).append(';');
        return i + Character.charCount(cp) - 1;
    }

    private static boolean allowed(String s, int i) {
        char c = s.charAt(i);
        if (c < 0x20) {
            return c == '\t' || c == '\n' || c == '\r';
        }
        if (c == 0xfffe || c == 0xffff) {
            return false;
        }
        if (Character.isHighSurrogate(c)) {
            return i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
        }
        if (Character.isLowSurrogate(c)) {
            return i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
        }
        return true;
    }
}
