package dev.tablebook.render;

import freemarker.core.CommonMarkupOutputFormat;
import freemarker.core.CommonTemplateMarkupOutputModel;
import freemarker.template.TemplateMethodModelEx;
import freemarker.template.TemplateModelException;
import freemarker.template.TemplateScalarModel;

import java.io.IOException;
import java.io.Writer;

/**
 * The output format of the HTML templates ({@code .ftlh}): FreeMarker's HTML escaping
 * ({@code < > & " '} as {@code &lt; &gt; &amp; &quot; &#39;}), and every character outside ASCII
 * written as a numeric character reference ({@code ·} as {@code &#183;}), which a browser reads as
 * the same character, in text and in attribute values alike. So the pages are ASCII: Java keeps an
 * ASCII string one byte a character, and it is copied, not encoded, into the UTF-8 file. A page with
 * one {@code —} in a literal was kept two bytes a character, joined and encoded character by
 * character (0.5–1.1 ms for the examples' largest page under the client compiler, 0.19 ms in
 * ASCII). {@link #ascii} does the same to HTML made outside the templates (rendered Markdown, chart
 * drawings).
 */
final class AsciiHtml extends CommonMarkupOutputFormat<AsciiHtml.Markup> {
    static final AsciiHtml INSTANCE = new AsciiHtml();

    private AsciiHtml() {
    }

    /** Markup of this format, as FreeMarker keeps it (plain text, markup, or both). */
    static final class Markup extends CommonTemplateMarkupOutputModel<Markup> {
        Markup(String plainTextContent, String markupContent) {
            super(plainTextContent, markupContent);
        }

        @Override
        public AsciiHtml getOutputFormat() {
            return INSTANCE;
        }
    }

    @Override
    public String getName() {
        return "tablebookHTML";
    }

    @Override
    public String getMimeType() {
        return "text/html";
    }

    @Override
    public void output(String textToEsc, Writer out) throws IOException {
        out.write(escapePlainText(textToEsc));
    }

    @Override
    public String escapePlainText(String plainTextContent) {
        return escape(plainTextContent, true);
    }

    /** {@code ?html}, {@code ?xml} and {@code ?xhtml} do nothing here, as in FreeMarker's HTML format. */
    @Override
    public boolean isLegacyBuiltInBypassed(String builtInName) {
        return builtInName.equals("html") || builtInName.equals("xml") || builtInName.equals("xhtml");
    }

    @Override
    protected Markup newTemplateMarkupOutputModel(String plainTextContent, String markupContent) {
        return new Markup(plainTextContent, markupContent);
    }

    /** HTML made elsewhere with every character outside ASCII as a numeric character reference; the same string when it has none. */
    static String ascii(String html) {
        return escape(html, false);
    }

    /** The characters escaped in element content. */
    private static final boolean[] CONTENT_MARKUP = new boolean[0x80];

    static {
        for (char c : "<>&".toCharArray()) {
            CONTENT_MARKUP[c] = true;
        }
    }

    /**
     * {@code content(text)}: text for an element's content, never an attribute value ({@code <pre>}'s
     * code): only {@code < > &} escaped, as quotes mean nothing there; every character outside ASCII
     * a reference, as elsewhere. Code is full of quotes: {@code &quot;} is six bytes for one.
     */
    static final TemplateMethodModelEx CONTENT = arguments -> {
        if (arguments.size() != 1 || !(arguments.get(0) instanceof TemplateScalarModel text)) {
            throw new TemplateModelException("content(text) takes one text");
        }
        return INSTANCE.fromMarkup(escape(escape(text.getAsString(), CONTENT_MARKUP), false));
    };

    /** {@code < > &} as references (the only ones {@code special} marks), the rest as it is. */
    private static String escape(String text, boolean[] special) {
        StringBuilder b = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x80 && special[c]) {
                if (b == null) {
                    b = new StringBuilder(text.length() + 16).append(text, 0, i);
                }
                b.append(c == '<' ? "&lt;" : c == '>' ? "&gt;" : "&amp;");
            } else if (b != null) {
                b.append(c);
            }
        }
        return b == null ? text : b.toString();
    }

    /**
     * Text with the characters outside ASCII as references, and (when {@code markup} is true) the
     * five HTML ones as FreeMarker's HTML format writes them. Returns the same string when nothing
     * needs it, which is most of the strings of a page.
     */
    private static String escape(String text, boolean markup) {
        int n = text.length();
        boolean[] special = markup ? MARKUP : NONE;
        int i = 0;
        char first;
        // the test written out in the loop, a table read: a call per character otherwise under the client compiler
        while (i < n && (first = text.charAt(i)) < 0x80 && !special[first]) {
            i++;
        }
        if (i == n) {
            return text;
        }
        StringBuilder b = new StringBuilder(n + 16).append(text, 0, i);
        // the rest read from an array, and copied a run of plain characters at a time: a string with a
        // character beyond Latin-1 is kept two bytes a character, and each charAt of it is a checked
        // call under the client compiler
        char[] rest = new char[n - i];
        text.getChars(i, n, rest, 0);
        int k = 0;
        int plainFrom = 0;
        while (k < rest.length) {
            char c = rest[k];
            if (c < 0x80 && !special[c]) {
                k++;
                continue;
            }
            if (k > plainFrom) {
                b.append(rest, plainFrom, k - plainFrom);
            }
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> {
                    int cp = Character.codePointAt(rest, k);
                    b.append("&#").append(cp).append(';');
                    k += Character.charCount(cp) - 1;
                }
            }
            k++;
            plainFrom = k;
        }
        if (k > plainFrom) {
            b.append(rest, plainFrom, k - plainFrom);
        }
        return b.toString();
    }

    /** The ASCII characters escaped in text ({@code < > & " '}), and none (for {@link #ascii}). */
    private static final boolean[] MARKUP = new boolean[0x80];
    private static final boolean[] NONE = new boolean[0x80];

    static {
        for (char c : "<>&\"'".toCharArray()) {
            MARKUP[c] = true;
        }
    }

}
