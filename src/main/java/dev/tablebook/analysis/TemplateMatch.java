package dev.tablebook.analysis;

import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.KeyTemplate;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Can a key condition select items stored under a key template? Both sides are templates: the
 * set of strings they can render to is a regular language in which a placeholder stands for one
 * or more characters. Strictly, a placeholder holds none of the delimiters its own template
 * uses (a value of {@code CUSTOMER#{id}} does not itself contain {@code #}), so that
 * {@code TENANT#{t}} and {@code TENANT#{t}#USER#{u}} are told apart; where a template uses a
 * strong delimiter ({@code # | ~ / $ ^ ! ; @ = ,}), the weak ones ({@code : - . _ +} and space),
 * which also occur inside timestamps and ids, stay allowed. A placeholder named on both sides
 * holds the same attribute's values, so it excludes the delimiters of both: {@code {tenant_id}}
 * next to {@code {tenant_id}#{user_id}} shows that tenant ids hold no {@code #}, so a natural key
 * {@code {tenant_id}} and the composite {@code {tenant_id}#{user_id}} are told apart too (an
 * opaque whole-key placeholder such as {@code {gsi1pk}} still holds anything). Leniently, a placeholder holds
 * anything: what does not match even then can never match. Equality asks whether the two
 * languages meet; {@code begins_with} whether the condition's language, followed by anything,
 * meets the stored one. Range operators compare the smallest and largest values each side can
 * take (a placeholder's tail sorts anywhere after its literal prefix).
 */
public final class TemplateMatch {
    private TemplateMatch() {
    }

    /** Strict matching (see the class comment). */
    public static boolean matches(KeyCondition condition, KeyTemplate stored) {
        return matches(condition, stored, true);
    }

    public static boolean matches(KeyCondition condition, KeyTemplate stored, boolean strict) {
        return switch (condition.op()) {
            case EQ -> intersects(condition.operand(), false, stored, strict);
            case BEGINS_WITH -> intersects(condition.operand(), true, stored, strict);
            case GT -> max(stored).compareTo(min(condition.operand())) > 0;
            case GE -> max(stored).compareTo(min(condition.operand())) >= 0;
            case LT -> min(stored).compareTo(max(condition.operand())) < 0;
            case LE -> min(stored).compareTo(max(condition.operand())) <= 0;
            case BETWEEN -> max(stored).compareTo(min(condition.operands().get(0))) >= 0
                    && min(stored).compareTo(max(condition.operands().get(condition.operands().size() - 1))) <= 0;
        };
    }

    /** Does a value rendered from {@code template} possibly start with {@code prefix}'s value? */
    public static boolean canStartWith(KeyTemplate template, KeyTemplate prefix) {
        return intersects(prefix, true, template, true);
    }

    /** Can the two templates render the same value? */
    public static boolean canEqual(KeyTemplate a, KeyTemplate b) {
        return intersects(a, false, b, true);
    }

    /** Can {@code a} (followed by anything when {@code openEnd}) render a value {@code b} renders? */
    private static boolean intersects(KeyTemplate a, boolean openEnd, KeyTemplate b, boolean strict) {
        Set<Character> da = strict ? delimiters(a) : Set.of();
        Set<Character> db = strict ? delimiters(b) : Set.of();
        return intersects(tokens(a, openEnd, da, db, b.placeholders()), tokens(b, false, db, da, a.placeholders()));
    }

    private static final String STRONG = "#|~/$^!;@=,";

    // Sorts after every character a key value holds in practice.
    private static final String TOP = "\uffff";

    private static String min(KeyTemplate t) {
        return t.literalPrefix();
    }

    private static String max(KeyTemplate t) {
        return t.isLiteral() ? t.text() : t.literalPrefix() + TOP;
    }

    /** One step of a template's automaton: a fixed character, or any character outside a set. */
    private record Token(char ch, Set<Character> excluded, boolean repeat) {
        boolean isChar() {
            return excluded == null;
        }
    }

    /**
     * The automaton of {@code t}: a placeholder excludes its own template's delimiters, and also
     * the other side's when the other side names the same placeholder.
     */
    private static List<Token> tokens(KeyTemplate t, boolean openEnd, Set<Character> own, Set<Character> other,
                                      List<String> otherPlaceholders) {
        Set<Character> both = new HashSet<>(own);
        both.addAll(other);
        List<Token> out = new ArrayList<>();
        for (KeyTemplate.Part p : t.parts()) {
            if (p instanceof KeyTemplate.Literal l) {
                for (char c : l.text().toCharArray()) {
                    out.add(new Token(c, null, false));
                }
            } else {
                String name = ((KeyTemplate.Placeholder) p).attribute();
                Set<Character> excluded = otherPlaceholders.contains(name) ? both : own;
                out.add(new Token('\0', excluded, false));
                out.add(new Token('\0', excluded, true));
            }
        }
        if (openEnd) {
            out.add(new Token('\0', Set.of(), true));
        }
        return out;
    }

    private static Set<Character> delimiters(KeyTemplate t) {
        Set<Character> all = new HashSet<>();
        for (KeyTemplate.Part p : t.parts()) {
            if (p instanceof KeyTemplate.Literal l) {
                for (char c : l.text().toCharArray()) {
                    if (!Character.isLetterOrDigit(c)) {
                        all.add(c);
                    }
                }
            }
        }
        Set<Character> strong = new HashSet<>();
        for (char c : all) {
            if (STRONG.indexOf(c) >= 0) {
                strong.add(c);
            }
        }
        return strong.isEmpty() ? all : strong;
    }

    private static boolean compatible(Token a, Token b) {
        if (a.isChar() && b.isChar()) {
            return a.ch() == b.ch();
        }
        if (a.isChar()) {
            return !b.excluded().contains(a.ch());
        }
        if (b.isChar()) {
            return !a.excluded().contains(b.ch());
        }
        return true; // two finite exclusions always leave a character both accept
    }

    /**
     * The pairs of automaton states a template pair can visit before the answer is taken to be
     * "may match". Real key templates are a few dozen tokens, far below it; the loader bounds a
     * template to DynamoDB's 2,048-byte key, and this bounds the work of one pair of such
     * templates crafted to make every pair of states reachable.
     */
    static final int MAX_VISITS = 20_000;

    /**
     * Whether the two automata accept a common string: their pair states, one row per state of
     * {@code a}, each row the set of states of {@code b} reached with it. Every move keeps or
     * advances each side, so a row depends only on the rows before it and the states reached
     * earlier in it; one row is held at a time.
     */
    private static boolean intersects(List<Token> a, List<Token> b) {
        int m = b.size();
        BitSet row = new BitSet(m + 1);
        row.set(0);
        long visits = 0;
        for (int i = 0; ; i++) {
            Token ai = i < a.size() ? a.get(i) : null;
            // within the row: b's repeat tokens may be skipped; a repeat of a's consumes b's characters
            for (int j = row.nextSetBit(0); j >= 0 && j < m; j = row.nextSetBit(j + 1)) {
                Token bj = b.get(j);
                if (bj.repeat() || ai != null && ai.repeat() && compatible(ai, bj)) {
                    row.set(j + 1);
                }
            }
            visits += row.cardinality();
            if (visits > MAX_VISITS) {
                return true; // too costly to decide: counted as a possible match, the cautious side
            }
            if (ai == null) {
                return row.get(m);
            }
            BitSet next = new BitSet(m + 1);
            for (int j = row.nextSetBit(0); j >= 0; j = row.nextSetBit(j + 1)) {
                if (ai.repeat()) {
                    next.set(j); // zero (more) repetitions of a's token
                } else if (j < m && compatible(ai, b.get(j))) {
                    next.set(b.get(j).repeat() ? j : j + 1);
                }
            }
            if (next.isEmpty()) {
                return false;
            }
            row = next;
        }
    }
}
