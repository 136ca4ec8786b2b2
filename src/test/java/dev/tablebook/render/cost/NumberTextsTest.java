package dev.tablebook.render.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.io.SerializedString;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link NumberTexts} gives {@link Double#toString}'s text of every finite value, as characters and
 * as UTF-8 bytes, whether it makes the text or finds it kept (after the value's slot held others).
 */
class NumberTextsTest {
    @Test
    void everyTextIsDoubleToStringsWhetherMadeOrKept() {
        NumberTexts texts = new NumberTexts();
        List<Double> values = JsonOutNumberTest.values();
        int kept = 0;
        byte[] buffer = new byte[64];
        for (double v : values) {
            if (!Double.isFinite(v)) {
                continue;
            }
            String expected = Double.toString(v);
            SerializedString text = texts.of(v);
            assertEquals(expected, text.getValue(), () -> "bits " + Long.toHexString(Double.doubleToRawLongBits(v)));
            int n = text.appendUnquotedUTF8(buffer, 0);
            assertEquals(expected, new String(buffer, 0, n, StandardCharsets.UTF_8));
            SerializedString again = texts.of(v);
            assertSame(text, again, "a value just written is kept");
            kept += text == again ? 1 : 0;
        }
        assertTrue(kept > 400_000, kept + " values kept");
        // 0.0 and -0.0 share no text; a value is never taken for a close one
        assertEquals("0.0", texts.of(0.0).getValue());
        assertEquals("-0.0", texts.of(-0.0).getValue());
        assertEquals("0.0", texts.of(0.0).getValue());
        assertEquals("131.0", texts.of(131.0).getValue());
        assertEquals(Double.toString(Math.nextUp(131.0)), texts.of(Math.nextUp(131.0)).getValue());
        assertEquals("-9999999.0", NumberTexts.text(-9_999_999.0));
        assertEquals("1.0E7", NumberTexts.text(1e7));
        assertEquals("-2.147483648E9", NumberTexts.text(Integer.MIN_VALUE));
    }
}
