package dev.tablebook.render;

import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.parser.Parser;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The Markdown-safety scan: parses a page as GitHub does (CommonMark with tables) and lists every
 * raw HTML node that is not one the templates write themselves, every image, and every link
 * whose scheme could run code. Design text can only ever reach a page as text, code or a safe link.
 */
public final class MarkdownSafety {
    private static final Parser PARSER = Parser.builder().extensions(List.of(TablesExtension.create())).build();
    /** The HTML the Markdown templates write: line breaks in table cells, and the diff's collapsible sections. */
    private static final Pattern TEMPLATE_INLINE = Pattern.compile("<br>");
    private static final Pattern TEMPLATE_BLOCK = Pattern.compile(
            "(<details><summary>[^<>]*</summary>|</details>)\\s*");

    private MarkdownSafety() {
    }

    /** What on the page is not safe; empty when all is. */
    public static List<String> problems(String markdown) {
        List<String> problems = new ArrayList<>();
        PARSER.parse(markdown).accept(new AbstractVisitor() {
            @Override
            public void visit(HtmlInline node) {
                if (!TEMPLATE_INLINE.matcher(node.getLiteral()).matches()) {
                    problems.add("inline HTML " + node.getLiteral());
                }
            }

            @Override
            public void visit(HtmlBlock node) {
                if (!TEMPLATE_BLOCK.matcher(node.getLiteral()).matches()) {
                    problems.add("HTML block " + node.getLiteral());
                }
            }

            @Override
            public void visit(Link link) {
                check("link", link.getDestination());
                visitChildren(link);
            }

            @Override
            public void visit(Image image) {
                problems.add("image " + image.getDestination());
                visitChildren(image);
            }

            private void check(String what, String url) {
                String u = url.strip().toLowerCase(Locale.ROOT).replaceAll("[\\s\\x00-\\x1f]", "");
                if (u.startsWith("javascript:") || u.startsWith("data:") || u.startsWith("vbscript:")
                        || u.startsWith("file:")) {
                    problems.add("unsafe " + what + " " + url);
                }
            }
        });
        return problems;
    }
}
