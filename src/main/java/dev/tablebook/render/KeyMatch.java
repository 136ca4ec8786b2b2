package dev.tablebook.render;

import dev.tablebook.model.Index;
import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Table;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which entities a key condition returns, decided from the key templates alone. A template is
 * read as a pattern in which a placeholder stands for one or more characters other than the
 * punctuation its own literals use as delimiters ({@code CUSTOMER#{id}}: an id holds no
 * {@code #}). Equality holds when one side, with its placeholders filled, fits the other;
 * {@code begins_with} when a value of the stored template can start with the condition's value;
 * ranges compare the literal prefixes, the lowest and highest value each side can take.
 */
final class KeyMatch {
    private static final String SAMPLE = "x";
    private static final String TOP = "\uffff";

    private KeyMatch() {
    }

    /** The entities stored in the table (members of the index, when given) whose keys satisfy every condition. */
    static List<String> entities(Table table, Index index, List<KeyCondition> key) {
        List<String> out = new ArrayList<>();
        table.items().forEach((entity, templates) -> {
            if (index != null && !IndexMembership.carries(templates, index)) {
                return;
            }
            if (key.stream().allMatch(c -> templates.containsKey(c.attribute())
                    && matches(c, templates.get(c.attribute())))) {
                out.add(entity);
            }
        });
        return out;
    }

    static boolean matches(KeyCondition c, KeyTemplate stored) {
        KeyTemplate first = c.operand();
        KeyTemplate last = c.operands().get(c.operands().size() - 1);
        return switch (c.op()) {
            case EQ -> fits(sample(first), stored) || fits(sample(stored), first);
            case BEGINS_WITH -> canStartWith(stored, sample(first)) || regex(first, ".*").matcher(sample(stored)).matches();
            case GT -> max(stored).compareTo(min(first)) > 0;
            case GE -> max(stored).compareTo(min(first)) >= 0;
            case LT -> min(stored).compareTo(max(first)) < 0;
            case LE -> min(stored).compareTo(max(first)) <= 0;
            case BETWEEN -> max(stored).compareTo(min(first)) >= 0 && min(stored).compareTo(max(last)) <= 0;
        };
    }

    private static boolean fits(String value, KeyTemplate template) {
        return regex(template, "").matcher(value).matches();
    }

    /** Whether some value of the template starts with {@code prefix}: the matcher ran out of input, not of pattern. */
    private static boolean canStartWith(KeyTemplate template, String prefix) {
        Matcher m = regex(template, "").matcher(prefix);
        return m.matches() || m.hitEnd();
    }

    /** The template with each placeholder filled by a value free of delimiters. */
    private static String sample(KeyTemplate t) {
        StringBuilder sb = new StringBuilder();
        for (KeyTemplate.Part p : t.parts()) {
            sb.append(p instanceof KeyTemplate.Literal l ? l.text() : SAMPLE);
        }
        return sb.toString();
    }

    private static Pattern regex(KeyTemplate t, String tail) {
        StringBuilder delimiters = new StringBuilder();
        for (KeyTemplate.Part p : t.parts()) {
            if (p instanceof KeyTemplate.Literal l) {
                l.text().chars().filter(ch -> !Character.isLetterOrDigit(ch))
                        .forEach(ch -> delimiters.append("\\x{").append(Integer.toHexString(ch)).append('}'));
            }
        }
        String placeholder = delimiters.length() == 0 ? "(?:.+)" : "(?:[^" + delimiters + "]+)";
        StringBuilder sb = new StringBuilder();
        for (KeyTemplate.Part p : t.parts()) {
            sb.append(p instanceof KeyTemplate.Literal l ? Pattern.quote(l.text()) : placeholder);
        }
        return Pattern.compile(sb + tail, Pattern.DOTALL);
    }

    private static String min(KeyTemplate t) {
        return t.literalPrefix();
    }

    private static String max(KeyTemplate t) {
        return t.isLiteral() ? t.text() : t.literalPrefix() + TOP;
    }
}
