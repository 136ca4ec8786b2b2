package dev.tablebook.load;

import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

/**
 * The naming rules of the format, in one place; the JSON Schema states the same patterns. A name
 * is checked wherever it is written — as a map key or as a field's value — so that a name that
 * could not be a DynamoDB name (or an HTML tag, or a path) is an input error where it stands.
 */
enum NameRule {
    ATTRIBUTE("attribute name", Names.ATTRIBUTE_PATTERN, "any text but `{`, `}` and control characters"),
    KEY_ATTRIBUTE("key attribute name", Names.ATTRIBUTE_PATTERN,
            "any text but `{`, `}` and control characters, at most 255 bytes", 255),
    ENTITY("entity name", "[A-Za-z][A-Za-z0-9_-]*", "start with an ASCII letter; ASCII letters, digits, '_' and '-'"),
    TABLE("table name", "[A-Za-z0-9_.-]{3,255}", "3 to 255 ASCII letters, digits, '_', '.' or '-'"),
    INDEX("index name", "[A-Za-z0-9_.-]{3,255}", "3 to 255 ASCII letters, digits, '_', '.' or '-'"),
    VECTOR_INDEX("vector index name", "[A-Za-z0-9_.-]{3,255}", "3 to 255 ASCII letters, digits, '_', '.' or '-'"),
    CONSUMER("consumer name", "[A-Za-z0-9_.-]{1,64}", "1 to 64 ASCII letters, digits, '_', '.' or '-'"),
    RULE("rule id", "[a-z][a-z0-9]*(-[a-z0-9]+)*", "kebab-case, such as scan-on-read-path"),
    WINDOW("window name", "[A-Za-z0-9][A-Za-z0-9_-]{0,63}", "1 to 64 ASCII letters, digits, '_' or '-', starting with a"
            + " letter or digit"),
    REGION("Region", "[a-z]{2}(-[a-z]+)+-[0-9]+", "an AWS Region code such as us-east-1");

    private final String kind;
    private final Pattern pattern;
    private final String rule;
    private final int maxBytes;

    NameRule(String kind, String regex, String rule) {
        this(kind, regex, rule, Integer.MAX_VALUE);
    }

    NameRule(String kind, String regex, String rule, int maxBytes) {
        this.kind = kind;
        this.pattern = Pattern.compile(regex);
        this.rule = rule;
        this.maxBytes = maxBytes;
    }

    boolean accepts(String name) {
        return pattern.matcher(name).matches()
                && (maxBytes == Integer.MAX_VALUE || name.getBytes(StandardCharsets.UTF_8).length <= maxBytes);
    }

    /** "entity name `../x` is not valid: start with an ASCII letter; ..." */
    String problem(String name) {
        return kind + " `" + Visible.text(name) + "` is not valid: " + rule;
    }
}
