package dev.tablebook.render;

import java.util.Set;

/**
 * The identifiers the SDK examples give the values they need: one name per attribute in both
 * printers (JavaScript and Java), which the tests that run the printed examples bind as well.
 */
public final class SdkVariables {
    private SdkVariables() {
    }

    /** An identifier for an attribute's value: {@code customer_id} becomes {@code customerId}. */
    public static String of(String attribute) {
        StringBuilder sb = new StringBuilder();
        boolean upper = false;
        for (char c : attribute.toCharArray()) {
            if (Character.isLetterOrDigit(c) && c < 128) {
                sb.append(upper && sb.length() > 0 ? Character.toUpperCase(c) : c);
                upper = false;
            } else {
                upper = true;
            }
        }
        String v = sb.length() == 0 || Character.isDigit(sb.charAt(0)) ? "v" + sb : sb.toString();
        return RESERVED.contains(v) ? v + "Value" : v;
    }

    /**
     * Words that are reserved in JavaScript or Java, or name the examples' own variables, and may not
     * name a value: a set, looked up for every value of every example (a list was scanned word by word).
     */
    private static final Set<String> RESERVED = Set.of("abstract", "arguments", "await", "boolean", "break", "byte", "case", "catch",
            "char", "class", "const", "continue", "debugger", "default", "delete", "do", "double", "else", "enum",
            "eval", "export", "extends", "false", "final", "finally", "float", "for", "function", "goto", "if",
            "implements", "import", "in", "instanceof", "int", "interface", "let", "long", "native", "new", "null",
            "package", "private", "protected", "public", "return", "short", "static", "super", "switch",
            "synchronized", "this", "throw", "throws", "transient", "true", "try", "typeof", "var", "void",
            "volatile", "while", "with", "yield", "record", "sealed", "permits", "client", "dynamoDb", "response",
            "requestToken");
}
