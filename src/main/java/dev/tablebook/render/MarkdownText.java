package dev.tablebook.render;

import org.commonmark.ext.gfm.tables.TableCell;
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
import java.util.regex.Pattern;
import java.util.Locale;

/**
 * Markdown written in designs (summaries, descriptions), made safe before it is published as
 * HTML or as Markdown: raw HTML becomes literal text, a link with an unsafe scheme (javascript:,
 * data:, ...) keeps only its text, and an image becomes a link to it, so that no page loads
 * anything from outside the site.
 */
public final class MarkdownText {
    /** A line break with the spaces around it. */
    private static final Pattern LINE_BREAK = Pattern.compile("\\s*\\R\\s*");
    /** A pipe no backslash escapes. */
    private static final Pattern UNESCAPED_PIPE = Pattern.compile("(?<!\\\\)\\|");
    private static final Pattern SPACE_OR_CONTROL = Pattern.compile("[\\s\\x00-\\x1f]");
    private final Parser parser;
    private final HtmlRenderer renderer;
    private final MarkdownRenderer markdownRenderer;

    public MarkdownText() {
        List<org.commonmark.Extension> extensions = List.of(TablesExtension.create());
        this.parser = Parser.builder().extensions(extensions).build();
        // escaping and URL sanitizing stay on as a second line of defence
        this.renderer = HtmlRenderer.builder().extensions(extensions).escapeHtml(true).sanitizeUrls(true)
                .attributeProviderFactory(context -> (node, tag, attributes) -> {
                    if (node instanceof TableCell cell && cell.isHeader()) {
                        attributes.put("scope", "col"); // header cells say what they head
                    }
                }).build();
        this.markdownRenderer = MarkdownRenderer.builder().extensions(extensions).build();
    }

    /** Safe HTML for a Markdown text, in ASCII ({@link AsciiHtml#ascii}); the empty string for null. */
    public String toHtml(String markdown) {
        if (markdown == null || markdown.isBlank()) {
            return "";
        }
        return AsciiHtml.ascii(renderer.render(sanitized(markdown)).strip());
    }

    /** The same Markdown made safe to publish as Markdown; the empty string for null. */
    public String toSafeMarkdown(String markdown) {
        if (markdown == null || markdown.isBlank()) {
            return "";
        }
        return markdownRenderer.render(sanitized(markdown)).strip();
    }

    /** Safe Markdown on one line for a GitHub table cell: line breaks become spaces, pipes are escaped. */
    public String toSafeCell(String markdown) {
        return UNESCAPED_PIPE.matcher(LINE_BREAK.matcher(toSafeMarkdown(markdown)).replaceAll(" ")).replaceAll("\\\\|");
    }

    /**
     * The last text made safe and its tree: a page shows most texts as HTML and again as Markdown
     * (its copy), one call after the other, and the renderers only read the tree. A pair, so a
     * thread reads a text with its own tree; threads that alternate only parse again.
     */
    private volatile Parsed last;

    private record Parsed(String markdown, Node doc) {
    }

    private Node sanitized(String markdown) {
        Parsed p = last;
        if (p != null && p.markdown().equals(markdown)) {
            return p.doc();
        }
        Node doc = parse(markdown);
        last = new Parsed(markdown, doc);
        return doc;
    }

    private Node parse(String markdown) {
        Node doc = parser.parse(markdown);
        List<Node> found = new ArrayList<>();
        doc.accept(new AbstractVisitor() {
            @Override
            public void visit(HtmlInline node) {
                found.add(node);
            }

            @Override
            public void visit(HtmlBlock node) {
                found.add(node);
            }

            @Override
            public void visit(Link link) {
                found.add(link);
                visitChildren(link);
            }

            @Override
            public void visit(Image image) {
                found.add(image);
                visitChildren(image);
            }
        });
        for (Node n : found) {
            if (n instanceof HtmlInline i) {
                replace(n, new Text(i.getLiteral()));
            } else if (n instanceof HtmlBlock b) {
                Paragraph p = new Paragraph();
                p.appendChild(new Text(b.getLiteral()));
                replace(n, p);
            } else if (n instanceof Link l && safeUrl(l.getDestination()).isEmpty()) {
                unwrap(n);
            } else if (n instanceof Image img) {
                if (safeUrl(img.getDestination()).isEmpty()) {
                    unwrap(n);
                } else {
                    Link link = new Link(img.getDestination(), img.getTitle());
                    moveChildren(img, link);
                    replace(n, link);
                }
            }
        }
        return doc;
    }

    private static void replace(Node old, Node replacement) {
        old.insertBefore(replacement);
        old.unlink();
    }

    /** Replaces a node by its children (a link by its text). */
    private static void unwrap(Node n) {
        Node child = n.getFirstChild();
        while (child != null) {
            Node next = child.getNext();
            n.insertBefore(child);
            child = next;
        }
        n.unlink();
    }

    private static void moveChildren(Node from, Node to) {
        Node child = from.getFirstChild();
        while (child != null) {
            Node next = child.getNext();
            to.appendChild(child);
            child = next;
        }
    }

    /** Keeps relative links and http(s)/mailto; anything else (javascript:, data:, vbscript:) becomes empty. */
    static String safeUrl(String url) {
        if (url == null) {
            return "";
        }
        String u = SPACE_OR_CONTROL.matcher(url.strip().toLowerCase(Locale.ROOT)).replaceAll("");
        int colon = u.indexOf(':');
        if (colon < 0 || u.indexOf('/') >= 0 && u.indexOf('/') < colon) {
            return url;
        }
        String scheme = u.substring(0, colon);
        return scheme.equals("http") || scheme.equals("https") || scheme.equals("mailto") ? url : "";
    }
}
