package dev.tablebook.render;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/** md() and fence() give what the rule says, character by character, for any text; a text that needs nothing is returned as it is. */
class MarkdownEscapeTest {
    /** The escape, one character at a time, as its documentation states it. */
    private static String byTheRule(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
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

    /** Three backticks, or one more than the longest run of them. */
    private static String fenceByTheRule(String code) {
        int longest = 0;
        int run = 0;
        for (char c : code.toCharArray()) {
            run = c == '`' ? run + 1 : 0;
            longest = Math.max(longest, run);
        }
        return "`".repeat(Math.max(3, longest + 1));
    }

    private static List<String> texts() {
        List<String> texts = new ArrayList<>(List.of("", "AP1", "orders_by_user", "a|b", "<b>&</b>", "line\r\nnext",
                "`code`", "``x```y`", "USER#{user_id}", "!~*_[]{}\\", "Café · 10 % — ok", "→ ß ✓ 𝄞", "x`"));
        Random random = new Random(13);
        String alphabet = "ab <>&\n\r|\\`*_[]#{}!~·—é\u00ff\u0100𝄞";
        for (int i = 0; i < 2000; i++) {
            StringBuilder sb = new StringBuilder();
            int n = random.nextInt(40);
            for (int j = 0; j < n; j++) {
                sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            texts.add(sb.toString());
        }
        return texts;
    }

    @Test
    void escapesEveryTextAsTheRuleSays() {
        assertEquals("", MarkdownEscape.escape(null));
        for (String s : texts()) {
            assertEquals(byTheRule(s), MarkdownEscape.escape(s), s);
        }
        String plain = "Orders of a user, newest first";
        assertSame(plain, MarkdownEscape.escape(plain), "a text with nothing to escape is not copied");
    }

    /** A key condition written as code stays one cell of a GitHub table and reads back whole. */
    @Test
    void codeInATableCellIsOneCodeSpanWithTheTextWhole() {
        org.commonmark.parser.Parser gfm = org.commonmark.parser.Parser.builder()
                .extensions(List.of(org.commonmark.ext.gfm.tables.TablesExtension.create())).build();
        for (String code : List.of("pk = \"USER#{userId}\"", "a | b", "`tick` and ``two``", "`", "x\ny", "a\\|b <b>")) {
            org.commonmark.node.Node doc = gfm.parse("| a | b | c |\n|---|---|---|\n| x | " + MarkdownEscape.code(code)
                    + " | y |\n");
            List<String> cells = new ArrayList<>();
            List<String> spans = new ArrayList<>();
            doc.accept(new org.commonmark.node.AbstractVisitor() {
                @Override
                public void visit(org.commonmark.node.CustomNode node) {
                    if (node instanceof org.commonmark.ext.gfm.tables.TableCell) {
                        cells.add("cell");
                    }
                    visitChildren(node);
                }

                @Override
                public void visit(org.commonmark.node.Code node) {
                    spans.add(node.getLiteral());
                }
            });
            assertEquals(6, cells.size(), code);
            assertEquals(List.of(code.replace('\n', ' ')), spans, code);
        }
    }

    @Test
    void fencesEveryCodeLongerThanItsBacktickRuns() {
        for (String s : texts()) {
            assertEquals(fenceByTheRule(s), MarkdownEscape.fence(s), s);
        }
    }
}
