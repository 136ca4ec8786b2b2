package dev.tablebook.load;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A DynamoDB condition expression (a {@code ConditionExpression} or a {@code FilterExpression}) as a
 * tree: comparisons ({@code = <> < <= > >=}), {@code BETWEEN … AND …}, {@code IN (…)}, the functions
 * {@code attribute_exists}, {@code attribute_not_exists}, {@code attribute_type}, {@code begins_with},
 * {@code contains} and the operand {@code size(path)}, joined by {@code NOT}, {@code AND} and
 * {@code OR} with DynamoDB's precedence (comparisons, IN, BETWEEN and functions bind tightest, then NOT,
 * AND, OR). Paths keep their {@code #name} aliases and values their {@code :value} names; whoever
 * evaluates the tree resolves them. The one parser of expressions: the rules read a condition with
 * it, and {@code verify} evaluates a filter with it on the items it wrote.
 */
public final class ConditionExpression {
    /** A condition: true or false for one item. */
    public sealed interface Cond permits And, Or, Not, Compare, Between, In, Function {
    }

    public record And(Cond left, Cond right) implements Cond {
    }

    public record Or(Cond left, Cond right) implements Cond {
    }

    public record Not(Cond inner) implements Cond {
    }

    /** {@code left op right}, op one of {@code = <> < <= > >=}. */
    public record Compare(Operand left, String op, Operand right) implements Cond {
    }

    public record Between(Operand subject, Operand low, Operand high) implements Cond {
    }

    public record In(Operand subject, List<Operand> candidates) implements Cond {
        public In {
            candidates = List.copyOf(candidates);
        }
    }

    /** {@code attribute_exists}, {@code attribute_not_exists}, {@code attribute_type}, {@code begins_with}, {@code contains}, lower case. */
    public record Function(String name, List<Operand> args) implements Cond {
        public Function {
            args = List.copyOf(args);
        }
    }

    /** An operand: an attribute path, a {@code :value}, or {@code size(path)}. */
    public sealed interface Operand permits Path, Value, Size {
    }

    /**
     * An attribute path: its elements are names ({@code #alias} or a plain name) and list indexes
     * ({@code [2]}, kept as "[2]").
     */
    public record Path(List<String> elements) implements Operand {
        public Path {
            elements = List.copyOf(elements);
        }

        /** The top-level name as written ({@code #status} or {@code status}). */
        public String head() {
            return elements.get(0);
        }
    }

    /** A value the caller supplies, by its name with the colon ({@code :placed}). */
    public record Value(String name) implements Operand {
    }

    public record Size(Path path) implements Operand {
    }

    private static final List<String> COMPARATORS = List.of("=", "<>", "<", "<=", ">", ">=");
    private static final List<String> KEYWORDS = List.of("AND", "OR", "NOT", "BETWEEN", "IN");

    private final List<String> tokens;
    private int at;

    private ConditionExpression(List<String> tokens) {
        this.tokens = tokens;
    }

    /** The tree of an expression; empty when it is not one tablebook can read. */
    public static Optional<Cond> parse(String expression) {
        if (expression == null || expression.isBlank()) {
            return Optional.empty();
        }
        List<String> tokens = tokenize(expression);
        if (tokens == null) {
            return Optional.empty();
        }
        ConditionExpression p = new ConditionExpression(tokens);
        try {
            Cond c = p.or();
            return p.at == tokens.size() ? Optional.of(c) : Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private Cond or() {
        Cond c = and();
        while (keyword("OR")) {
            c = new Or(c, and());
        }
        return c;
    }

    private Cond and() {
        Cond c = not();
        while (keyword("AND")) {
            c = new And(c, not());
        }
        return c;
    }

    private Cond not() {
        if (keyword("NOT")) {
            return new Not(not());
        }
        return predicate();
    }

    private Cond predicate() {
        if (take("(")) {
            Cond inner = or();
            expect(")");
            return inner;
        }
        String fn = peekFunctionName();
        if (fn != null && !fn.equals("size")) {
            return function();
        }
        Operand subject = operand();
        if (keyword("BETWEEN")) {
            Operand low = operand();
            if (!keyword("AND")) {
                throw new IllegalArgumentException("BETWEEN without AND");
            }
            return new Between(subject, low, operand());
        }
        if (keyword("IN")) {
            expect("(");
            List<Operand> candidates = new ArrayList<>();
            do {
                candidates.add(operand());
            } while (take(","));
            expect(")");
            return new In(subject, candidates);
        }
        String op = next();
        if (!COMPARATORS.contains(op)) {
            throw new IllegalArgumentException("not a comparator: " + op);
        }
        return new Compare(subject, op, operand());
    }

    private Function function() {
        String name = next().toLowerCase(Locale.ROOT);
        if (!List.of("attribute_exists", "attribute_not_exists", "attribute_type", "begins_with", "contains")
                .contains(name)) {
            throw new IllegalArgumentException("not a function: " + name);
        }
        expect("(");
        List<Operand> args = new ArrayList<>();
        do {
            args.add(operand());
        } while (take(","));
        expect(")");
        return new Function(name, args);
    }

    private Operand operand() {
        if ("size".equals(peekFunctionName())) {
            next();
            expect("(");
            Operand p = operand();
            expect(")");
            if (!(p instanceof Path path)) {
                throw new IllegalArgumentException("size() of a value");
            }
            return new Size(path);
        }
        String t = next();
        if (t.startsWith(":")) {
            return new Value(t);
        }
        if (!isName(t)) {
            throw new IllegalArgumentException("not an operand: " + t);
        }
        List<String> elements = new ArrayList<>(List.of(t));
        while (true) {
            if (take(".")) {
                String n = next();
                if (!isName(n)) {
                    throw new IllegalArgumentException("not a name: " + n);
                }
                elements.add(n);
            } else if (take("[")) {
                String n = next();
                if (!n.matches("\\d+")) {
                    throw new IllegalArgumentException("not a list index: " + n);
                }
                expect("]");
                elements.add("[" + n + "]");
            } else {
                return new Path(elements);
            }
        }
    }

    private String peekFunctionName() {
        if (at + 1 < tokens.size() && tokens.get(at + 1).equals("(") && isName(tokens.get(at))
                && !tokens.get(at).startsWith("#")) {
            return tokens.get(at).toLowerCase(Locale.ROOT);
        }
        return null;
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

    private static boolean isName(String t) {
        return !t.isEmpty() && (Character.isLetter(t.charAt(0)) || t.charAt(0) == '_' || t.charAt(0) == '#')
                && !KEYWORDS.contains(t.toUpperCase(Locale.ROOT));
    }

    /** Names, #aliases, :values, numbers, comparators, parentheses, brackets, dots and commas; null on anything else. */
    private static List<String> tokenize(String s) {
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if ("(),=[].".indexOf(c) >= 0) {
                out.add(String.valueOf(c));
                i++;
            } else if (c == '<' || c == '>') {
                String two = i + 1 < s.length() ? s.substring(i, i + 2) : "";
                boolean pair = two.equals("<>") || two.equals("<=") || two.equals(">=");
                out.add(pair ? two : String.valueOf(c));
                i += pair ? 2 : 1;
            } else if (c == '#' || c == ':' || Character.isLetterOrDigit(c) || c == '_') {
                int start = i++;
                while (i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_'
                        || s.charAt(i) == '-')) {
                    i++;
                }
                out.add(s.substring(start, i));
            } else {
                return null;
            }
        }
        return out;
    }
}
