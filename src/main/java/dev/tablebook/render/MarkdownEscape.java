package dev.tablebook.render;

import freemarker.template.TemplateMethodModelEx;
import freemarker.template.TemplateModelException;
import freemarker.template.TemplateScalarModel;

import java.util.List;

/**
 * {@code md(text)} in Markdown templates: escapes a design string so that it renders as the same
 * text on GitHub — inside a table cell too — and can never become HTML or a link.
 */
public final class MarkdownEscape implements TemplateMethodModelEx {

    /** The characters {@link #escape} changes, by code (all below 128). */
    private static final boolean[] SPECIAL = new boolean[128];

    static {
        for (char c : "<>&\n\r|\\`*_[]#{}!~".toCharArray()) {
            SPECIAL[c] = true;
        }
    }

    private static boolean special(char c) {
        return c < 128 && SPECIAL[c];
    }

    public static String escape(String s) {
        if (s == null) {
            return "";
        }
        int n = s.length();
        int first = 0;
        while (first < n && !special(s.charAt(first))) {
            first++;
        }
        if (first == n) {
            return s; // most design strings need no escape: the string itself
        }
        StringBuilder sb = new StringBuilder(n + 16);
        sb.append(s, 0, first);
        for (int i = first; i < n; i++) {
            char c = s.charAt(i);
            if (!special(c)) {
                sb.append(c);
                continue;
            }
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '\n', '\r' -> sb.append(' ');
                default -> sb.append('\\').append(c); // | \ ` * _ [ ] # { } ! ~
            }
        }
        return sb.toString();
    }

    /** A code fence longer than any run of backticks in the code, so the code cannot close it. */
    public static String fence(String code) {
        int i = code.indexOf('`');
        if (i < 0) {
            return "```";
        }
        int longest = 0;
        int run = 0;
        for (int n = code.length(); i < n; i++) {
            run = code.charAt(i) == '`' ? run + 1 : 0;
            longest = Math.max(longest, run);
        }
        return "`".repeat(Math.max(3, longest + 1));
    }

    /**
     * Code as an inline code span that a table cell can hold: delimited by one backtick more than
     * the longest run inside, padded with a space where the code starts or ends with a backtick,
     * every {@code |} escaped (GitHub splits cells before it reads code spans) and line breaks
     * as spaces.
     */
    public static String code(String code) {
        String text = code.replace("\r\n", " ").replace('\n', ' ').replace('\r', ' ').replace("|", "\\|");
        int longest = 0;
        int run = 0;
        for (int i = 0; i < text.length(); i++) {
            run = text.charAt(i) == '`' ? run + 1 : 0;
            longest = Math.max(longest, run);
        }
        String ticks = "`".repeat(longest + 1);
        String pad = text.startsWith("`") || text.endsWith("`") ? " " : "";
        return ticks + pad + text + pad + ticks;
    }

    /** {@code code(text)} in Markdown templates: see {@link #code(String)}. */
    static final TemplateMethodModelEx CODE = arguments -> {
        if (arguments.size() != 1) {
            throw new TemplateModelException("code(text) takes one argument");
        }
        Object a = arguments.get(0);
        return code(a instanceof TemplateScalarModel s ? s.getAsString() : String.valueOf(a));
    };

    /** {@code fence(code)} in Markdown templates: see {@link #fence(String)}. */
    static final TemplateMethodModelEx FENCE = arguments -> {
        if (arguments.size() != 1) {
            throw new TemplateModelException("fence(code) takes one argument");
        }
        Object a = arguments.get(0);
        return fence(a instanceof TemplateScalarModel s ? s.getAsString() : String.valueOf(a));
    };

    @Override
    public Object exec(@SuppressWarnings("rawtypes") List arguments) throws TemplateModelException {
        if (arguments.size() != 1) {
            throw new TemplateModelException("md(text) takes one argument");
        }
        Object a = arguments.get(0);
        return escape(a instanceof TemplateScalarModel s ? s.getAsString() : String.valueOf(a));
    }
}
