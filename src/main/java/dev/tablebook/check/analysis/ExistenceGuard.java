package dev.tablebook.check.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Does a ConditionExpression hold only on an item that exists? Then an UpdateItem guarded by it
 * fails instead of creating a phantom item. Besides {@code attribute_exists(pk)}, every test that
 * reads an attribute's value is false when the attribute is missing, and on a missing item every
 * attribute is: {@code version = :expected}, {@code #status IN (:a, :b)}, {@code qty BETWEEN :lo AND
 * :hi}, {@code begins_with(sk, :p)}, {@code contains(tags, :t)}, {@code attribute_type(a, :t)}.
 * {@code <>} and {@code attribute_not_exists} hold on a missing attribute, so they prove nothing;
 * {@code size()} is left out. An OR needs every branch to prove it, an AND any conjunct; NOT
 * proves it only of {@code NOT attribute_not_exists(...)}. Precedence as DynamoDB's: comparisons,
 * IN, BETWEEN and functions, then NOT, AND, OR.
 */
public final class ExistenceGuard {
    private final List<String> tokens;
    private int at;

    private ExistenceGuard(List<String> tokens) {
        this.tokens = tokens;
    }

    /** True or false for an expression it can read; empty for one it cannot parse. */
    public static Optional<Boolean> requiresItem(String expression) {
        if (expression == null || expression.isBlank()) {
            return Optional.of(false);
        }
        List<String> tokens = tokenize(expression);
        if (tokens == null) {
            return Optional.empty();
        }
        ExistenceGuard p = new ExistenceGuard(tokens);
        try {
            boolean proves = p.or();
            return p.at == tokens.size() ? Optional.of(proves) : Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private boolean or() {
        boolean all = and();
        while (keyword("OR")) {
            all &= and();
        }
        return all;
    }

    private boolean and() {
        boolean any = not();
        while (keyword("AND")) {
            any |= not();
        }
        return any;
    }

    private boolean not() {
        if (keyword("NOT")) {
            if (peekFunction("attribute_not_exists")) {
                function();
                return true;
            }
            not();
            return false;
        }
        return predicate();
    }

    private boolean predicate() {
        if (take("(")) {
            boolean inner = or();
            expect(")");
            return inner;
        }
        String fn = peekFunctionName();
        if (fn != null && !fn.equals("size")) {
            return function();
        }
        boolean path = operand();
        if (keyword("BETWEEN")) {
            operand();
            if (!keyword("AND")) {
                throw new IllegalArgumentException("BETWEEN without AND");
            }
            operand();
            return path;
        }
        if (keyword("IN")) {
            expect("(");
            do {
                operand();
            } while (take(","));
            expect(")");
            return path;
        }
        String op = next();
        if (!List.of("=", "<>", "<", "<=", ">", ">=").contains(op)) {
            throw new IllegalArgumentException("not a comparator: " + op);
        }
        boolean other = operand();
        return !op.equals("<>") && (path || other);
    }

    /** A function call; true when it proves the item exists. */
    private boolean function() {
        String name = next().toLowerCase(Locale.ROOT);
        expect("(");
        boolean firstIsPath = operand();
        while (take(",")) {
            operand();
        }
        expect(")");
        return switch (name) {
            case "attribute_exists", "attribute_type", "begins_with", "contains" -> firstIsPath;
            default -> false;
        };
    }

    /** An operand; true when it is an attribute path (its value is read from the item). */
    private boolean operand() {
        if (peekFunction("size")) {
            function();
            return false; // size() of a missing attribute is not relied on
        }
        String t = next();
        if (t.startsWith(":")) {
            return false;
        }
        if (!isPath(t)) {
            throw new IllegalArgumentException("not an operand: " + t);
        }
        return true;
    }

    private String peekFunctionName() {
        if (at + 1 < tokens.size() && tokens.get(at + 1).equals("(") && isPath(tokens.get(at))
                && !tokens.get(at).startsWith("#")) {
            return tokens.get(at).toLowerCase(Locale.ROOT);
        }
        return null;
    }

    private boolean peekFunction(String name) {
        return name.equals(peekFunctionName());
    }

    private boolean keyword(String word) {
        if (at < tokens.size() && tokens.get(at).equalsIgnoreCase(word)) {
            at++;
            return true;
        }
        return false;
    }

    private boolean take(String symbol) {
        if (at < tokens.size() && tokens.get(at).equals(symbol)) {
            at++;
            return true;
        }
        return false;
    }

    private void expect(String symbol) {
        if (!take(symbol)) {
            throw new IllegalArgumentException("expected " + symbol);
        }
    }

    private String next() {
        if (at >= tokens.size()) {
            throw new IllegalArgumentException("unexpected end");
        }
        return tokens.get(at++);
    }

    private static boolean isPath(String t) {
        return !t.isEmpty() && (Character.isLetter(t.charAt(0)) || t.charAt(0) == '_' || t.charAt(0) == '#')
                && !List.of("AND", "OR", "NOT", "BETWEEN", "IN").contains(t.toUpperCase(Locale.ROOT));
    }

    /** Paths (with . and [n]), :values, comparators, parentheses and commas; null on anything else. */
    private static List<String> tokenize(String s) {
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '(' || c == ')' || c == ',' || c == '=') {
                out.add(String.valueOf(c));
                i++;
            } else if (c == '<' || c == '>') {
                String two = i + 1 < s.length() ? s.substring(i, i + 2) : "";
                boolean pair = two.equals("<>") || two.equals("<=") || two.equals(">=");
                out.add(pair ? two : String.valueOf(c));
                i += pair ? 2 : 1;
            } else if (Character.isLetterOrDigit(c) || c == '_' || c == '#' || c == ':') {
                int j = i + 1;
                while (j < s.length() && (Character.isLetterOrDigit(s.charAt(j)) || "_#.[]-".indexOf(s.charAt(j)) >= 0)) {
                    j++;
                }
                out.add(s.substring(i, j));
                i = j;
            } else {
                return null;
            }
        }
        return out;
    }
}
