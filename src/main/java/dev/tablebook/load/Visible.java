package dev.tablebook.load;

import java.util.Locale;

/**
 * Text quoted from a design file, made safe for a one-line report on a terminal: a name may hold a
 * line break, a terminal escape sequence or a right-to-left override; each such character is
 * written as an escape ({@code \\n}, {@code \\t}, or backslash-u and four hex digits) instead.
 */
public final class Visible {
    private Visible() {
    }

    public static String text(String s) {
        StringBuilder sb = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            String shown = switch (c) {
                case '\n' -> "\\n";
                case '\r' -> "\\r";
                case '\t' -> "\\t";
                default -> hidden(c) ? String.format(Locale.ROOT, "\\u%04X", (int) c) : null;
            };
            if (shown != null && sb == null) {
                sb = new StringBuilder(s.substring(0, i));
            }
            if (sb != null) {
                sb.append(shown != null ? shown : String.valueOf(c));
            }
        }
        return sb == null ? s : sb.toString();
    }

    /** Control characters, and format characters other than the joiners that emoji and scripts need. */
    private static boolean hidden(char c) {
        int type = Character.getType(c);
        return type == Character.CONTROL || type == Character.FORMAT && c != 0x200C && c != 0x200D;
    }
}
