package dev.tablebook.load;

import java.math.BigInteger;
import java.util.regex.Pattern;

/**
 * What an untagged plain YAML scalar means, by the YAML 1.2 core schema — the reading of YAML
 * editors and of the JSON Schema that checks designs in them: null ({@code null}, {@code Null},
 * {@code NULL}, {@code ~}, empty), a boolean ({@code true}/{@code false} in three spellings), a
 * whole number (decimal, {@code 0o} octal, {@code 0x} hex), a number (with {@code .inf} and
 * {@code .nan}), or else text. So {@code yes}, {@code off}, {@code 1_000}, {@code 0b101} and
 * {@code 1:30} are text, as every YAML 1.2 reader has them; a quoted scalar is always text.
 */
final class YamlScalars {
    private static final Pattern NULL = Pattern.compile("null|Null|NULL|~|");
    private static final Pattern TRUE = Pattern.compile("true|True|TRUE");
    private static final Pattern FALSE = Pattern.compile("false|False|FALSE");
    private static final Pattern DECIMAL = Pattern.compile("[-+]?[0-9]+");
    private static final Pattern OCTAL = Pattern.compile("0o[0-7]+");
    private static final Pattern HEX = Pattern.compile("0x[0-9a-fA-F]+");
    private static final Pattern FLOAT = Pattern.compile("[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?");
    private static final Pattern INFINITY = Pattern.compile("[-+]?\\.(inf|Inf|INF)");
    private static final Pattern NAN = Pattern.compile("\\.(nan|NaN|NAN)");
    /** Words YAML 1.1 read as booleans and YAML 1.2 reads as text: named in messages about a boolean field. */
    static final Pattern YAML11_BOOLEAN = Pattern.compile("y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF");

    /** The value of a plain scalar: null, Boolean, Long (Double when too large for a long), Double or String. */
    Object plain(String text) {
        if (!text.isEmpty() && !mayBeNotText(text.charAt(0))) {
            return text; // most scalars are words: no pattern below can match a text starting so
        }
        Long small = smallDecimal(text);
        if (small != null) {
            return small;
        }
        if (NULL.matcher(text).matches()) {
            return null;
        }
        if (TRUE.matcher(text).matches()) {
            return Boolean.TRUE;
        }
        if (FALSE.matcher(text).matches()) {
            return Boolean.FALSE;
        }
        if (DECIMAL.matcher(text).matches()) {
            return whole(new BigInteger(text.startsWith("+") ? text.substring(1) : text));
        }
        if (OCTAL.matcher(text).matches()) {
            return whole(new BigInteger(text.substring(2), 8));
        }
        if (HEX.matcher(text).matches()) {
            return whole(new BigInteger(text.substring(2), 16));
        }
        if (INFINITY.matcher(text).matches()) {
            return text.startsWith("-") ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        if (NAN.matcher(text).matches()) {
            return Double.NaN;
        }
        if (FLOAT.matcher(text).matches()) {
            return Double.parseDouble(text);
        }
        return text;
    }

    /**
     * Whether a plain scalar starting with {@code c} may be other than text: every pattern of
     * {@link #plain} begins with one of these characters (null: n N ~; booleans: t T f F; numbers:
     * a digit, a sign or a dot).
     */
    private static boolean mayBeNotText(char c) {
        return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'n' || c == 'N' || c == '~'
                || c == 't' || c == 'T' || c == 'f' || c == 'F';
    }

    /**
     * The value of a decimal whole number of at most 18 digits (a sign allowed), which always fits
     * a long: what {@code DECIMAL} and {@link #whole} make of it, read without a pattern (most
     * numbers of a design are such); null for any other text.
     */
    private static Long smallDecimal(String text) {
        int n = text.length();
        int start = n > 0 && (text.charAt(0) == '-' || text.charAt(0) == '+') ? 1 : 0;
        if (n == start || n - start > 18) {
            return null;
        }
        long value = 0;
        for (int i = start; i < n; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return null;
            }
            value = value * 10 + (c - '0');
        }
        return start == 1 && text.charAt(0) == '-' ? -value : value;
    }

    private static Object whole(BigInteger value) {
        return value.bitLength() < Long.SIZE ? (Object) value.longValue() : (Object) value.doubleValue();
    }
}
