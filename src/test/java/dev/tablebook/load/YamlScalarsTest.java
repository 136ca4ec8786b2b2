package dev.tablebook.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Plain scalars by the YAML 1.2 core schema, and the shortcut for words: a scalar whose first
 * character starts none of the schema's patterns is text, the same answer the patterns give
 * (checked against the patterns on random scalars).
 */
class YamlScalarsTest {
    private final YamlScalars scalars = new YamlScalars();

    @Test
    void theCoreSchema() {
        assertNull(scalars.plain(""));
        assertNull(scalars.plain("~"));
        for (String n : new String[] {"null", "Null", "NULL"}) {
            assertNull(scalars.plain(n), n);
        }
        for (String t : new String[] {"true", "True", "TRUE"}) {
            assertEquals(Boolean.TRUE, scalars.plain(t), t);
        }
        for (String f : new String[] {"false", "False", "FALSE"}) {
            assertEquals(Boolean.FALSE, scalars.plain(f), f);
        }
        assertEquals(42L, scalars.plain("42"));
        assertEquals(42L, scalars.plain("+42"));
        assertEquals(-7L, scalars.plain("-7"));
        assertEquals(8L, scalars.plain("0o10"));
        assertEquals(255L, scalars.plain("0xff"));
        assertEquals(1e19, scalars.plain("10000000000000000000"));
        assertEquals(0.5, scalars.plain(".5"));
        assertEquals(1.5e3, scalars.plain("1.5e3"));
        assertEquals(Double.POSITIVE_INFINITY, scalars.plain(".inf"));
        assertEquals(Double.NEGATIVE_INFINITY, scalars.plain("-.Inf"));
        assertEquals(Double.NaN, scalars.plain(".NaN"));
        // YAML 1.1 words and other spellings are text in YAML 1.2
        for (String text : new String[] {"yes", "off", "On", "1_000", "0b101", "1:30", "nil", "tRUE", "fals", "Orders",
                "ACCOUNT#{account_id}", "-", ".", "+", "n", "T"}) {
            assertEquals(text, scalars.plain(text), text);
        }
    }

    @Test
    void theShortcutForWordsAgreesWithThePatterns() {
        Random random = new Random(7);
        String alphabet = "0123456789+-.eExXoOabcdfFnNtTuUlLrRsSiIaA~_:# ";
        for (int i = 0; i < 200_000; i++) {
            StringBuilder b = new StringBuilder();
            int length = random.nextInt(7);
            for (int k = 0; k < length; k++) {
                b.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String text = b.toString();
            assertEquals(byPatterns(text), scalars.plain(text), () -> "'" + text + "'");
        }
    }

    @Test
    void wholeNumbersReadWithoutAPatternAgreeWithThePatterns() {
        Random random = new Random(11);
        String alphabet = "0123456789";
        for (int i = 0; i < 50_000; i++) {
            StringBuilder b = new StringBuilder(new String[] {"", "-", "+"}[random.nextInt(3)]);
            int length = 1 + random.nextInt(22); // up to 18 digits read directly, longer by the patterns
            for (int k = 0; k < length; k++) {
                b.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            if (random.nextInt(10) == 0) {
                b.insert(random.nextInt(b.length() + 1), "x.e_".charAt(random.nextInt(4)));
            }
            String text = b.toString();
            assertEquals(byPatterns(text), scalars.plain(text), () -> "'" + text + "'");
        }
        assertEquals(999_999_999_999_999_999L, scalars.plain("999999999999999999"));
        assertEquals(-999_999_999_999_999_999L, scalars.plain("-999999999999999999"));
        assertEquals(0L, scalars.plain("-0"));
        assertEquals(7L, scalars.plain("007"));
    }

    /** The patterns alone, in the order {@link YamlScalars#plain} tries them (the reference for the shortcut). */
    private static Object byPatterns(String text) {
        if (Pattern.matches("null|Null|NULL|~|", text)) {
            return null;
        }
        if (Pattern.matches("true|True|TRUE", text)) {
            return Boolean.TRUE;
        }
        if (Pattern.matches("false|False|FALSE", text)) {
            return Boolean.FALSE;
        }
        if (Pattern.matches("[-+]?[0-9]+", text)) {
            java.math.BigInteger v = new java.math.BigInteger(text.startsWith("+") ? text.substring(1) : text);
            return v.bitLength() < Long.SIZE ? (Object) v.longValue() : (Object) v.doubleValue();
        }
        if (Pattern.matches("0o[0-7]+", text)) {
            return new java.math.BigInteger(text.substring(2), 8).longValue();
        }
        if (Pattern.matches("0x[0-9a-fA-F]+", text)) {
            java.math.BigInteger v = new java.math.BigInteger(text.substring(2), 16);
            return v.bitLength() < Long.SIZE ? (Object) v.longValue() : (Object) v.doubleValue();
        }
        if (Pattern.matches("[-+]?\\.(inf|Inf|INF)", text)) {
            return text.startsWith("-") ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        if (Pattern.matches("\\.(nan|NaN|NAN)", text)) {
            return Double.NaN;
        }
        if (Pattern.matches("[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?", text)) {
            return Double.parseDouble(text);
        }
        return text;
    }
}
