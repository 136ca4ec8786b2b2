package dev.tablebook.render;

import freemarker.core.HTMLOutputFormat;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The HTML templates' output format: ASCII text escaped exactly as FreeMarker's HTML format
 * escapes it, any other character as a numeric reference that an HTML parser (jsoup, which parses
 * as the HTML standard says browsers do) reads back as the same text, in an element and in an
 * attribute value.
 */
class AsciiHtmlTest {
    private static final String ASCII = "ab <>&\"'=;#x0\t\n";
    private static final String OTHER = "\u00b7\u2014\u00d7\u00e9\u20ac\u2192";

    @Test
    void asciiTextIsEscapedAsFreeMarkersHtmlFormatEscapesIt() {
        Random random = new Random(3);
        for (int i = 0; i < 20_000; i++) {
            String text = random(random, ASCII, 0);
            assertEquals(HTMLOutputFormat.INSTANCE.escapePlainText(text), AsciiHtml.INSTANCE.escapePlainText(text), text);
        }
        String plain = "nothing to escape";
        assertSame(plain, AsciiHtml.INSTANCE.escapePlainText(plain), "a string that needs nothing is returned as it is");
    }

    @Test
    void otherCharactersAreReferencesAParserReadsAsTheSameText() {
        Random random = new Random(5);
        for (int i = 0; i < 2_000; i++) {
            String text = random(random, ASCII + OTHER, 3);
            String escaped = AsciiHtml.INSTANCE.escapePlainText(text);
            assertTrue(escaped.chars().allMatch(c -> c < 0x80), escaped);
            Element p = Jsoup.parseBodyFragment("<p title=\"" + escaped + "\">" + escaped + "</p>").selectFirst("p");
            assertEquals(text, p.attr("title"), escaped);
            assertEquals(text.replace("\r", ""), p.wholeText(), escaped);
        }
        assertEquals("W1 &#183; Create &#8212; &#128512; &lt;b&gt;", AsciiHtml.INSTANCE.escapePlainText(
                "W1 \u00b7 Create \u2014 \ud83d\ude00 <b>"));
    }

    @Test
    void htmlMadeElsewhereKeepsItsMarkupAndLosesItsOtherCharacters() {
        assertEquals("<p class=\"x\">a &#183; b &amp; c</p>", AsciiHtml.ascii("<p class=\"x\">a \u00b7 b &amp; c</p>"));
        String plain = "<p>ascii</p>";
        assertSame(plain, AsciiHtml.ascii(plain));
    }

    /**
     * Long texts of every kind of character (ASCII with and without the five marked ones, Latin-1,
     * beyond Latin-1, surrogate pairs and surrogates without their pair, at the ends too) escaped as a
     * code point at a time spells it out, in text and as {@link AsciiHtml#ascii}.
     */
    @Test
    void everyCharacterOfALongTextIsEscapedAsACodePointAtATimeSpellsItOut() {
        Random random = new Random(7);
        String alphabet = ASCII + OTHER + "\ud83d\ude00\ud83d\ude00\ud800\udfff";
        for (int i = 0; i < 20_000; i++) {
            StringBuilder b = new StringBuilder();
            int length = random.nextInt(i % 10 == 0 ? 600 : 60);
            for (int k = 0; k < length; k++) {
                b.append(random.nextInt(3) == 0 ? alphabet.charAt(random.nextInt(alphabet.length()))
                        : (char) ('a' + random.nextInt(26)));
            }
            String text = b.toString();
            assertEquals(spelled(text, true), AsciiHtml.INSTANCE.escapePlainText(text), text);
            assertEquals(spelled(text, false), AsciiHtml.ascii(text), text);
        }
    }

    private static String spelled(String text, boolean markup) {
        StringBuilder out = new StringBuilder();
        text.codePoints().forEach(cp -> {
            if (markup && cp == '<') {
                out.append("&lt;");
            } else if (markup && cp == '>') {
                out.append("&gt;");
            } else if (markup && cp == '&') {
                out.append("&amp;");
            } else if (markup && cp == '"') {
                out.append("&quot;");
            } else if (markup && cp == '\'') {
                out.append("&#39;");
            } else if (cp < 0x80) {
                out.append((char) cp);
            } else {
                out.append("&#").append(cp).append(';');
            }
        });
        return out.toString();
    }

    /** A random string of the alphabet's characters, with up to {@code pairs} surrogate pairs among them. */
    private static String random(Random random, String alphabet, int pairs) {
        StringBuilder b = new StringBuilder();
        int length = random.nextInt(12);
        for (int k = 0; k < length; k++) {
            b.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        for (int k = random.nextInt(pairs + 1); k > 0; k--) {
            b.insert(random.nextInt(b.length() + 1), "\ud83d\ude00");
        }
        return b.toString();
    }
}
