package dev.tablebook.load;

import org.yaml.snakeyaml.nodes.NodeId;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.resolver.Resolver;

import java.math.BigInteger;
import java.util.regex.Pattern;

/**
 * What an untagged plain YAML scalar means: null, a boolean, a whole number, a number, or text.
 * The rules are YAML 1.1's, as the format has always read them ({@code off} is false, {@code 0x1F}
 * is 31, {@code 1_000} is 1000, {@code .inf} is infinity); a quoted scalar is always text.
 */
final class YamlScalars {
    private static final Pattern TRUE = Pattern.compile("yes|Yes|YES|true|True|TRUE|on|On|ON");
    private static final Pattern INFINITY = Pattern.compile("[-+]?\\.(inf|Inf|INF)");
    private final Resolver resolver = new Resolver();

    /** A plain scalar read as a number that YAML 1.1 and YAML 1.2 read differently. */
    record Ambiguous(String message) {
    }

    /** The value of a plain scalar: null, Boolean, Long, Double or String. */
    Object plain(String text) {
        Tag tag = resolver.resolve(NodeId.scalar, text, true);
        if (Tag.NULL.equals(tag)) {
            return null;
        }
        if (Tag.BOOL.equals(tag)) {
            return TRUE.matcher(text).matches();
        }
        if (Tag.INT.equals(tag)) {
            return text.indexOf(':') >= 0 ? text : whole(text);
        }
        if (Tag.FLOAT.equals(tag)) {
            return text.indexOf(':') >= 0 ? text : decimal(text);
        }
        return text;
    }

    /**
     * A leading-zero whole number such as {@code 017}: octal (15) in YAML 1.1, decimal (17) in
     * YAML 1.2 and in most editors. Null when the text is not such a number or both readings agree.
     */
    Ambiguous ambiguity(String text) {
        if (!Tag.INT.equals(resolver.resolve(NodeId.scalar, text, true)) || text.indexOf(':') >= 0) {
            return null;
        }
        String digits = text.replace("_", "").replaceFirst("^[-+]", "");
        if (digits.length() < 2 || digits.charAt(0) != '0' || !digits.matches("[0-7]+")) {
            return null;
        }
        BigInteger octal = new BigInteger(digits, 8);
        BigInteger decimal = new BigInteger(digits, 10);
        if (octal.equals(decimal)) {
            return null;
        }
        return new Ambiguous("`" + text + "` is an octal number in YAML 1.1 (" + octal + ") but " + decimal
                + " in YAML 1.2; write " + octal + " or " + decimal + " without the leading zero, or quote it as text");
    }

    private static Object whole(String text) {
        String t = text.replace("_", "");
        boolean negative = t.startsWith("-");
        if (t.startsWith("-") || t.startsWith("+")) {
            t = t.substring(1);
        }
        BigInteger value;
        if (t.startsWith("0b")) {
            value = new BigInteger(t.substring(2), 2);
        } else if (t.startsWith("0x")) {
            value = new BigInteger(t.substring(2), 16);
        } else if (t.length() > 1 && t.startsWith("0")) {
            value = new BigInteger(t, 8);
        } else {
            value = new BigInteger(t);
        }
        if (negative) {
            value = value.negate();
        }
        return value.bitLength() < Long.SIZE ? (Object) value.longValue() : (Object) value.doubleValue();
    }

    private static Double decimal(String text) {
        String t = text.replace("_", "");
        if (INFINITY.matcher(t).matches()) {
            return t.startsWith("-") ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        if (t.equalsIgnoreCase(".nan")) {
            return Double.NaN;
        }
        return Double.parseDouble(t);
    }
}
