package dev.tablebook.render;

import java.util.List;

/** The shape of a generated code snippet, printed by one SDK's printer. */
sealed interface CodeTree {
    /** Code as it is printed. */
    record Code(String text) implements CodeTree {
    }

    /** A line comment inside an object or list. */
    record Comment(String text) implements CodeTree {
    }

    /** An object literal or map: keys are printed by the printer (quoted when needed). */
    record Obj(List<Entry> entries) implements CodeTree {
    }

    record Entry(String key, CodeTree value) {
    }

    /** A list literal. */
    record Arr(List<CodeTree> items) implements CodeTree {
    }

    /** A Java builder chain: {@code Type.builder().name(value)...build()}. */
    record Builder(String type, List<Entry> setters) implements CodeTree {
    }

    /** A string literal in the target language, with every character escaped as that language needs. */
    static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20 || c == 0x2028 || c == 0x2029) {
                        sb.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }

    /** An identifier for an attribute's value: {@code customer_id} becomes {@code customerId}. */
    static String variable(String attribute) {
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

    /** Words that are reserved in JavaScript or Java and may not name a variable. */
    List<String> RESERVED = List.of("abstract", "arguments", "await", "boolean", "break", "byte", "case", "catch",
            "char", "class", "const", "continue", "debugger", "default", "delete", "do", "double", "else", "enum",
            "eval", "export", "extends", "false", "final", "finally", "float", "for", "function", "goto", "if",
            "implements", "import", "in", "instanceof", "int", "interface", "let", "long", "native", "new", "null",
            "package", "private", "protected", "public", "return", "short", "static", "super", "switch",
            "synchronized", "this", "throw", "throws", "transient", "true", "try", "typeof", "var", "void",
            "volatile", "while", "with", "yield", "record", "sealed", "permits", "client", "dynamoDb", "response",
            "requestToken");
}
