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

    public static String escape(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder(s.length() + 8);
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '\n', '\r' -> sb.append(' ');
                case '|', '\\', '`', '*', '_', '[', ']', '#', '{', '}', '!', '~' -> sb.append('\\').append(c);
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }

    /** A code fence longer than any run of backticks in the code, so the code cannot close it. */
    public static String fence(String code) {
        int longest = 0;
        int run = 0;
        for (char c : code.toCharArray()) {
            run = c == '`' ? run + 1 : 0;
            longest = Math.max(longest, run);
        }
        return "`".repeat(Math.max(3, longest + 1));
    }

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
