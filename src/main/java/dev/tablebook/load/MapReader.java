package dev.tablebook.load;

import dev.tablebook.model.Pos;
import dev.tablebook.model.Where;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Typed access to the fields of one map of a design file. Unknown fields are reported when the
 * reader is made (with the closest known name); every getter reports a wrong type and returns
 * null, so reading goes on and all problems of a file are found in one pass.
 */
final class MapReader {
    private final Node.MapNode map;
    private final String what;
    private final Problems problems;
    /**
     * A design (YAML) is strict: a field with no value and text written as a number are input
     * errors, as the JSON Schema has them. A reference-format model (JSON) is read as that
     * calculator reads it: a null is an absent field and a number stands for its text.
     */
    private final boolean strict;

    MapReader(Node.MapNode map, String what, Problems problems, Set<String> known) {
        this(map, what, problems, known, true);
    }

    MapReader(Node.MapNode map, String what, Problems problems, Set<String> known, boolean strict) {
        this.map = map;
        this.what = what;
        this.problems = problems;
        this.strict = strict;
        for (Map.Entry<String, Pos> key : map.keys().entrySet()) {
            if (!known.contains(key.getKey())) {
                problems.add(key.getValue(), "unknown field `" + key.getKey() + "` in " + what
                        + Suggest.hint(key.getKey(), known));
            }
        }
    }

    /** A reader for a node that must be a map; null (with an error) otherwise. */
    static MapReader of(Node node, String what, Problems problems, Set<String> known) {
        if (node instanceof Node.MapNode m) {
            return new MapReader(m, what, problems, known);
        }
        problems.add(node.pos(), what + " must be a map, not " + node.describe());
        return null;
    }

    String what() {
        return what;
    }

    Pos pos() {
        return map.pos();
    }

    boolean has(String key) {
        return map.values().containsKey(key);
    }

    Node node(String key) {
        return map.values().get(key);
    }

    Pos keyPos(String key) {
        return map.keys().getOrDefault(key, map.pos());
    }

    /** The position of a field's value, or of this map when absent. */
    Pos pos(String key) {
        Node n = map.values().get(key);
        return n == null ? map.pos() : n.pos();
    }

    Where where() {
        Map<String, Pos> fields = new LinkedHashMap<>();
        map.values().forEach((k, v) -> fields.put(k, v.pos()));
        return new Where(map.pos(), fields);
    }

    /** Reports a map key (a table, index, entity or attribute name) that breaks its naming rule. */
    static boolean checkName(Problems problems, Node.MapNode parent, String name, NameRule rule) {
        if (rule.accepts(name)) {
            return true;
        }
        problems.add(parent.keys().get(name), rule.problem(name));
        return false;
    }

    /** Reports every key of a map that breaks the naming rule. */
    static void checkNames(Problems problems, Node.MapNode map, NameRule rule) {
        map.values().keySet().forEach(name -> checkName(problems, map, name, rule));
    }

    /**
     * Reports each name a field holds (one, or a list) that breaks the naming rule, at its own
     * position; other kinds of value are left to the getter that reads the field.
     */
    void checkNames(String key, NameRule rule) {
        Node n = node(key);
        List<Node> items = n instanceof Node.ListNode l ? l.items() : n == null ? List.of() : List.of(n);
        for (Node item : items) {
            if (item instanceof Node.Scalar s && s.value() instanceof String name && !rule.accepts(name)) {
                problems.add(item.pos(), rule.problem(name));
            }
        }
    }

    void error(String key, String message) {
        problems.add(pos(key), message);
    }

    boolean require(String key) {
        if (!has(key) || isNull(node(key))) {
            problems.add(map.pos(), what + " is missing required field `" + key + "`");
            return false;
        }
        return true;
    }

    private static boolean isNull(Node n) {
        return n instanceof Node.Scalar s && s.value() == null;
    }

    /** A field written with no value ({@code owner:}, {@code owner: ~}, {@code owner: null}): an input error. */
    private <T> T noValue(String key, String expected) {
        problems.add(keyPos(key), "`" + key + "` in " + what + " has no value: give it " + expected
                + ", or remove the line");
        return null;
    }

    private <T> T wrongType(String key, String expected) {
        problems.add(pos(key), "`" + key + "` in " + what + " must be " + expected + ", not " + node(key).describe());
        return null;
    }

    String string(String key) {
        Node n = node(key);
        if (n == null) {
            return null;
        }
        if (isNull(n)) {
            return !strict ? null : noValue(key, "text");
        }
        if (n instanceof Node.Scalar s && s.value() instanceof String text) {
            return text;
        }
        if (!strict && n instanceof Node.Scalar s && s.value() instanceof Number) {
            return s.numberText();
        }
        if (n instanceof Node.Scalar s && s.value() != null) {
            return wrongType(key, "text (quote it: \"" + (s.value() instanceof Number ? s.numberText() : s.value()) + "\")");
        }
        return wrongType(key, "text");
    }

    Long whole(String key, long min, long max) {
        Node n = node(key);
        if (n == null) {
            return null;
        }
        if (isNull(n)) {
            return !strict ? null : noValue(key, "a whole number");
        }
        Long l = n instanceof Node.Scalar s ? s.value() instanceof Long v ? v
                : s.value() instanceof Double d ? Numbers.whole(d) : null : null;
        if (l != null) {
            if (l < min || l > max) {
                problems.add(n.pos(), "`" + key + "` in " + what + " must be " + range(min, max) + ", not "
                        + ((Node.Scalar) n).numberText());
                return null;
            }
            return l;
        }
        return wrongType(key, wholeExpected(n));
    }

    Integer integer(String key, long min, long max) {
        Long l = whole(key, min, Math.min(max, Integer.MAX_VALUE));
        return l == null ? null : l.intValue();
    }

    private static String range(long min, long max) {
        if (max >= Integer.MAX_VALUE) {
            return "at least " + min;
        }
        return "between " + min + " and " + max;
    }

    /** "a whole number", or why a whole-valued number too large to be exact is not one. */
    private static String wholeExpected(Node n) {
        return n instanceof Node.Scalar s && s.value() instanceof Double d && Double.isFinite(d) && d == Math.rint(d)
                ? "a whole number within ±" + String.format(java.util.Locale.ROOT, "%,d", (long) Numbers.EXACT)
                : "a whole number";
    }

    Double number(String key, double min, double max) {
        Node n = node(key);
        if (n == null) {
            return null;
        }
        if (isNull(n)) {
            return !strict ? null : noValue(key, "a number");
        }
        Double d = asNumber(n);
        if (d == null) {
            return wrongType(key, "a number");
        }
        if (d < min || d > max || d.isNaN()) {
            problems.add(n.pos(), "`" + key + "` in " + what + " must be between " + Numbers.show(min) + " and "
                    + Numbers.show(max) + ", not " + ((Node.Scalar) n).numberText());
            return null;
        }
        return d;
    }

    static Double asNumber(Node n) {
        if (n instanceof Node.Scalar s && s.value() instanceof Number num) {
            return num.doubleValue();
        }
        return null;
    }

    Boolean bool(String key) {
        Node n = node(key);
        if (n == null) {
            return null;
        }
        if (isNull(n)) {
            return !strict ? null : noValue(key, "true or false");
        }
        if (n instanceof Node.Scalar s && s.value() instanceof Boolean b) {
            return b;
        }
        if (n instanceof Node.Scalar s && s.value() instanceof String text && !s.quoted()
                && YamlScalars.YAML11_BOOLEAN.matcher(text).matches()) {
            return wrongType(key, "true or false (a design is YAML 1.2, where `" + text + "` is text)");
        }
        return wrongType(key, "true or false");
    }

    /** One of a closed set of names (as written in YAML), with a hint for a misspelling. */
    <E> E choice(String key, Map<String, E> names) {
        String s = string(key);
        if (s == null) {
            return null;
        }
        E e = names.get(s);
        if (e == null) {
            problems.add(pos(key), "`" + key + "` in " + what + " must be one of " + String.join(", ", names.keySet())
                    + ", not \"" + s + "\"" + Suggest.hint(s, names.keySet()));
        }
        return e;
    }

    /** A list of text, or a single text standing for a list of one. */
    List<String> stringOrList(String key) {
        Node n = node(key);
        if (n == null) {
            return null;
        }
        if (isNull(n)) {
            return !strict ? null : noValue(key, "text or a list of text");
        }
        if (n instanceof Node.Scalar) {
            String s = string(key);
            return s == null ? null : List.of(s);
        }
        return stringList(key);
    }

    List<String> stringList(String key) {
        return list(key, "text", item -> item instanceof Node.Scalar s && s.value() instanceof String str ? str : null);
    }

    List<Integer> intList(String key) {
        return list(key, "whole numbers", item -> {
            Long l = item instanceof Node.Scalar s ? s.value() instanceof Long v ? v
                    : s.value() instanceof Double d ? Numbers.whole(d) : null : null;
            return l != null && l >= 0 && l <= Integer.MAX_VALUE ? l.intValue() : null;
        });
    }

    private <T> List<T> list(String key, String itemKind, Function<Node, T> convert) {
        Node n = node(key);
        if (n == null) {
            return null;
        }
        if (isNull(n)) {
            return !strict ? null : noValue(key, "a list of " + itemKind);
        }
        if (!(n instanceof Node.ListNode l)) {
            return wrongType(key, "a list of " + itemKind);
        }
        List<T> out = new ArrayList<>();
        for (Node item : l.items()) {
            T t = convert.apply(item);
            if (t == null) {
                problems.add(item.pos(), "`" + key + "` in " + what + " must list " + itemKind + "; this item is "
                        + item.describe());
                return null;
            }
            out.add(t);
        }
        return out;
    }

    /** The named field as a map; null when absent, error when not a map. */
    Node.MapNode map(String key) {
        Node n = node(key);
        if (n == null) {
            return null;
        }
        if (isNull(n)) {
            return !strict ? null : noValue(key, "a map");
        }
        if (n instanceof Node.MapNode m) {
            return m;
        }
        return wrongType(key, "a map");
    }

    Node.ListNode listNode(String key) {
        Node n = node(key);
        if (n == null) {
            return null;
        }
        if (isNull(n)) {
            return !strict ? null : noValue(key, "a list");
        }
        if (n instanceof Node.ListNode l) {
            return l;
        }
        return wrongType(key, "a list");
    }
}
