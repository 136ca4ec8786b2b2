package dev.tablebook.render;

import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.commonmark.renderer.markdown.MarkdownRenderer;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Markdown written in designs (summaries, descriptions), rendered to HTML safely: raw HTML in the
 * source is escaped, not passed through, and link targets with unsafe schemes (javascript:,
 * data:, ...) are neutralised.
 */
public final class MarkdownText {
    private final Parser parser;
    private final HtmlRenderer renderer;
    private final MarkdownRenderer markdownRenderer;

    public MarkdownText() {
        List<org.commonmark.Extension> extensions = List.of(TablesExtension.create());
        this.parser = Parser.builder().extensions(extensions).build();
        this.renderer = HtmlRenderer.builder().extensions(extensions).escapeHtml(true).sanitizeUrls(true).build();
        this.markdownRenderer = MarkdownRenderer.builder().extensions(extensions).build();
    }

    /**
     * The same Markdown made safe to publish as Markdown: raw HTML becomes literal text and links
     * or images with an unsafe scheme lose their target.
     */
    public String toSafeMarkdown(String markdown) {
        if (markdown == null || markdown.isBlank()) {
            return "";
        }
        Node doc = parser.parse(markdown);
        List<Node> html = new ArrayList<>();
        doc.accept(new AbstractVisitor() {
            @Override
            public void visit(HtmlInline node) {
                html.add(node);
            }

            @Override
            public void visit(HtmlBlock node) {
                html.add(node);
            }

            @Override
            public void visit(Link link) {
                link.setDestination(safeUrl(link.getDestination()));
                visitChildren(link);
            }

            @Override
            public void visit(Image image) {
                image.setDestination(safeUrl(image.getDestination()));
                visitChildren(image);
            }
        });
        for (Node n : html) {
            String literal = n instanceof HtmlInline i ? i.getLiteral() : ((HtmlBlock) n).getLiteral();
            Node replacement = new Text(literal);
            if (n instanceof HtmlBlock) {
                Paragraph p = new Paragraph();
                p.appendChild(replacement);
                replacement = p;
            }
            n.insertBefore(replacement);
            n.unlink();
        }
        return markdownRenderer.render(doc).strip();
    }

    /** Keeps relative links and http(s)/mailto; anything else (javascript:, data:, vbscript:) becomes empty. */
    static String safeUrl(String url) {
        if (url == null) {
            return "";
        }
        String u = url.strip().toLowerCase(Locale.ROOT).replaceAll("[\\s\\x00-\\x1f]", "");
        int colon = u.indexOf(':');
        if (colon < 0 || u.indexOf('/') >= 0 && u.indexOf('/') < colon) {
            return url;
        }
        String scheme = u.substring(0, colon);
        return scheme.equals("http") || scheme.equals("https") || scheme.equals("mailto") ? url : "";
    }

    /** Safe HTML for a Markdown text; the empty string for null. */
    public String toHtml(String markdown) {
        if (markdown == null || markdown.isBlank()) {
            return "";
        }
        Node doc = parser.parse(markdown);
        return renderer.render(doc).strip();
    }
}
