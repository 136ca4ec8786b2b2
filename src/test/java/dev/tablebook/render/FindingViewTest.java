package dev.tablebook.render;

import dev.tablebook.check.Category;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Severity;
import dev.tablebook.model.Pos;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.CustomBlock;
import org.commonmark.node.CustomNode;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FindingViewTest {

    private static Finding finding(Severity s, String target, boolean accepted) {
        Finding f = new Finding("missing-rps", s, Category.COST, "svc", new Pos("designs/svc.yaml", 3, 5), target,
                "set `rps: 10` on <b>it</b> | now", false, null);
        return accepted ? f.accept("known") : f;
    }

    @Test
    void backtickedRunsBecomeCodeAndTheCellStaysOneCell() {
        List<FindingView.MessagePart> parts = FindingView.parts("set `rps: 10` on <b>it</b> | now");
        assertEquals(List.of(new FindingView.MessagePart("set ", false), new FindingView.MessagePart("rps: 10", true),
                new FindingView.MessagePart(" on <b>it</b> | now", false)), parts);
        assertEquals("set `rps: 10` on &lt;b&gt;it&lt;/b&gt; \\| now", FindingView.cell(parts));
        assertEquals(List.of(new FindingView.MessagePart("an `odd one", false)), FindingView.parts("an `odd one"));
        assertEquals("`a\\|b`", FindingView.cell(FindingView.parts("`a|b`")));
    }

    @Test
    void countsBadgesAndTargetLinks() {
        List<Finding> findings = List.of(finding(Severity.ERROR, "AP1", false), finding(Severity.WARNING, "AP1", false),
                finding(Severity.WARNING, "AP1", false), finding(Severity.ERROR, "AP1", true),
                finding(Severity.INFO, "Orders", false));
        FindingView.Counts c = FindingView.Counts.of(findings);
        assertEquals(new FindingView.Counts(1, 2, 1, 1), c);
        assertEquals("1 error · 2 warnings · 1 info · 1 accepted", c.summary());
        List<FindingView> views = FindingView.of(findings, Map.of("AP1", "pattern-AP1"), new MarkdownText());
        assertEquals("pattern-AP1", views.get(0).targetAnchor());
        assertEquals(List.of("error", "warning", "warning", "info", "error"),
                views.stream().map(FindingView::severity).toList(), "open findings by severity, accepted ones last");
        assertTrue(views.get(4).accepted());
        assertEquals("", views.get(3).targetAnchor(), "a target the page does not show has no link");
        assertEquals("designs/svc.yaml:3:5", views.get(0).position());
        Map<String, List<FindingView.Badge>> badges = FindingView.badges(views);
        assertEquals(List.of(new FindingView.Badge("error", 1, "finding-1"), new FindingView.Badge("warning", 2,
                "finding-2")), badges.get("AP1"), "accepted findings earn no badge");
        assertEquals("2 warnings", badges.get("AP1").get(1).label());
    }

    private static final Parser GFM = Parser.builder().extensions(List.of(TablesExtension.create())).build();

    /** The cells of a one-row table holding {@code cell} between two plain cells, and the HTML nodes in it. */
    private static List<String> row(String cell, List<String> html) {
        Node doc = GFM.parse("| a | m | b |\n|---|---|---|\n| x | " + cell + " | y |\n");
        List<String> cells = new ArrayList<>();
        doc.accept(new AbstractVisitor() {
            @Override
            public void visit(HtmlInline node) {
                html.add(node.getLiteral());
            }

            @Override
            public void visit(HtmlBlock node) {
                html.add(node.getLiteral());
            }

            @Override
            public void visit(CustomNode node) {
                if (node instanceof TableCell c && !c.isHeader()) {
                    cells.add(text(c));
                }
                visitChildren(node);
            }

            @Override
            public void visit(CustomBlock node) {
                assertTrue(node instanceof TableBlock);
                visitChildren(node);
            }
        });
        return cells;
    }

    private static String text(Node n) {
        StringBuilder sb = new StringBuilder();
        for (Node c = n.getFirstChild(); c != null; c = c.getNext()) {
            if (c instanceof Text t) {
                sb.append(t.getLiteral());
            } else if (c instanceof Code code) {
                sb.append(code.getLiteral());
            } else {
                sb.append(text(c));
            }
        }
        return sb.toString();
    }

    @Test
    void backticksAndHtmlInAQuotedConditionStayTextInTheFindingsCell() {
        String condition = "```` <img src=https://evil.example/t.png> <a href=https://evil.example/login>Sign in again</a>"
                + " ```` x";
        String message = "write leg 1 of W1 has condition `" + condition + "`, which names no attribute";
        List<String> html = new ArrayList<>();
        List<String> cells = row(FindingView.cell(FindingView.parts(message)), html);
        assertEquals(List.of(), html, "no raw HTML reaches GitHub");
        assertEquals(3, cells.size(), "the message stays one cell");
        assertTrue(cells.get(1).contains("<img src=https://evil.example/t.png>"), cells.get(1));
        assertTrue(cells.get(1).contains("Sign in again</a>"), "the HTML is shown as text");
    }

    @Test
    void aCodeSpanIsFencedLongerThanAnyBacktickRunInside() {
        assertEquals("``a`b``", FindingView.codeSpan("a`b"));
        assertEquals("``` ``x`` ```", FindingView.codeSpan("``x``"));
        assertEquals("`  a  `", FindingView.codeSpan(" a "), "padding a code span would lose otherwise");
        assertEquals(List.of(new FindingView.MessagePart("a", false), new FindingView.MessagePart("b`c", true),
                new FindingView.MessagePart(" d ``` e", false)), FindingView.parts("a``b`c`` d ``` e"));
    }

    /** Any mix of backticks, markup, pipes and backslashes in a message: one cell, no HTML, the same text. */
    @Test
    void anyMessageIsOneCellOfPlainTextOrCode() {
        Random random = new Random(15);
        String alphabet = "``` <>|\\&*_[]()!#a:/\n";
        for (int n = 0; n < 3_000; n++) {
            StringBuilder m = new StringBuilder();
            int len = 1 + random.nextInt(40);
            for (int i = 0; i < len; i++) {
                m.append(random.nextInt(6) == 0 ? "<img src=x>" : String.valueOf(alphabet.charAt(random.nextInt(
                        alphabet.length()))));
            }
            String message = m.toString();
            List<String> html = new ArrayList<>();
            List<String> cells = row(FindingView.cell(FindingView.parts(message)), html);
            assertEquals(List.of(), html, message);
            assertEquals(3, cells.size(), message);
            String shown = cells.get(1).replaceAll("\\s+", " ").strip();
            List<FindingView.MessagePart> parts = FindingView.parts(message);
            StringBuilder expected = new StringBuilder();
            parts.forEach(p -> expected.append(p.text()));
            assertEquals(expected.toString().replaceAll("\\s+", " ").strip(), shown, message);
        }
    }
}
