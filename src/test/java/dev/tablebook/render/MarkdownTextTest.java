package dev.tablebook.render;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

class MarkdownTextTest {
    private final MarkdownText markdown = new MarkdownText();

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', value = {
            "**bold** and `code` | <p><strong>bold</strong> and <code>code</code></p>",
            "[docs](https://example.com/x) | <p><a rel=\"nofollow\" href=\"https://example.com/x\">docs</a></p>",
            "[rel](../other.md#part) | <p><a rel=\"nofollow\" href=\"../other.md#part\">rel</a></p>",
            "[bad](javascript:alert(1)) | <p>bad</p>",
            "[bad]( JaVaScRiPt:alert(1)) | <p>bad</p>",
            "[data](data:text/html,x) | <p>data</p>",
            "![chart](https://example.com/c.png) | <p><a rel=\"nofollow\" href=\"https://example.com/c.png\">chart</a></p>",
            "![x](javascript:alert(1)) | <p>x</p>",
            "a <b onclick=x()>b</b> | <p>a &lt;b onclick=x()&gt;b&lt;/b&gt;</p>",
            "<script>alert(1)</script> | <p>&lt;script&gt;alert(1)&lt;/script&gt;</p>",
    })
    void rendersSafeHtml(String source, String html) {
        assertEquals(html, markdown.toHtml(source));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', value = {
            "[bad](javascript:alert(1)) and [ok](https://example.com) | bad and [ok](https://example.com)",
            "![pic](https://example.com/p.png) | [pic](https://example.com/p.png)",
            "x <img src=y onerror=z> | x \\<img src=y onerror=z\\>",
    })
    void rendersSafeMarkdown(String source, String md) {
        assertEquals(md, markdown.toSafeMarkdown(source));
    }

    /**
     * A text shown as HTML, then as Markdown, then again (the tree of the last text kept between the
     * calls), and texts in turn, read as a new converter reads each text once.
     */
    @Test
    void aTextRenderedAgainOrAfterAnotherReadsAsAFreshParse() {
        String[] texts = {"**bold** [docs](https://example.com/x) ![i](https://example.com/i.png) | a",
                "a <b>b</b>\n\n| h |\n|---|\n| c |", "[bad](javascript:x) `code` and\n- a list", "**bold** plain"};
        MarkdownText shared = new MarkdownText();
        for (int round = 0; round < 3; round++) {
            for (String text : texts) {
                for (int again = 0; again < 2; again++) {
                    assertEquals(new MarkdownText().toHtml(text), shared.toHtml(text), text);
                    assertEquals(new MarkdownText().toSafeMarkdown(text), shared.toSafeMarkdown(text), text);
                    assertEquals(new MarkdownText().toSafeCell(text), shared.toSafeCell(text), text);
                }
            }
        }
    }

    @Test
    void rendersOneTableCell() {
        assertEquals("Off-peak, **read-only**. Second line.",
                markdown.toSafeCell("Off-peak, **read-only**.\nSecond line."));
        assertEquals("a \\| b", markdown.toSafeCell("a | b"));
        assertEquals("\\<script\\>x\\</script\\>", markdown.toSafeCell("<script>x</script>"));
    }
}
