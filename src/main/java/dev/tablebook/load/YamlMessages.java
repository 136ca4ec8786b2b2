package dev.tablebook.load;

import dev.tablebook.model.Pos;
import org.yaml.snakeyaml.error.MarkedYAMLException;

import java.util.Locale;

/** The YAML parser's complaints in the words of a design's author, at the place they concern. */
final class YamlMessages {
    private YamlMessages() {
    }

    /** The line and column of a code point offset into the text (the reader reports offsets only). */
    static Pos at(String file, String text, int codePointOffset) {
        int line = 1;
        int column = 1;
        int i = 0;
        for (int seen = 0; i < text.length() && seen < codePointOffset; seen++) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            if (c == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return new Pos(file, line, column);
    }

    /** "expected ..., but found ...", and what the parser was reading and where that began. */
    static String syntax(MarkedYAMLException e) {
        String problem = e.getProblem() == null ? "syntax error" : e.getProblem().contains("(TAB)")
                ? "found a tab character where YAML allows only spaces (indent and separate with spaces)"
                : clean(e.getProblem()).replaceFirst("but got ([^<\\s]\\S*)$", "but found `$1`");
        String context = e.getContext() == null ? null : clean(e.getContext());
        if (context == null || e.getContextMark() == null) {
            return "not valid YAML: " + problem;
        }
        String where = "line " + (e.getContextMark().getLine() + 1) + ", column " + (e.getContextMark().getColumn() + 1);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("while (?:parsing|scanning) an? (.+)").matcher(context);
        return "not valid YAML: " + problem + (m.matches() ? "; in the " + m.group(1) + " that starts at " + where
                : "; " + context + " at " + where);
    }

    private static String clean(String s) {
        String t = firstLine(s);
        return t.endsWith(".") ? t.substring(0, t.length() - 1) : t;
    }

    static String firstLine(String message) {
        if (message == null) {
            return "syntax error";
        }
        String m = message.strip();
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl).strip();
    }

    static String codePoint(int c) {
        return "U+" + String.format(Locale.ROOT, "%04X", c);
    }

    /** {@code tag:yaml.org,2002:binary} as it was written, {@code !!binary}. */
    static String shortTag(String tag) {
        return tag.startsWith("tag:yaml.org,2002:") ? "!!" + tag.substring("tag:yaml.org,2002:".length()) : tag;
    }
}
