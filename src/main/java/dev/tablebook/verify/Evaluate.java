package dev.tablebook.verify;

import dev.tablebook.load.ConditionExpression;
import dev.tablebook.load.ConditionExpression.And;
import dev.tablebook.load.ConditionExpression.Between;
import dev.tablebook.load.ConditionExpression.Compare;
import dev.tablebook.load.ConditionExpression.Cond;
import dev.tablebook.load.ConditionExpression.Function;
import dev.tablebook.load.ConditionExpression.In;
import dev.tablebook.load.ConditionExpression.Not;
import dev.tablebook.load.ConditionExpression.Operand;
import dev.tablebook.load.ConditionExpression.Or;
import dev.tablebook.load.ConditionExpression.Path;
import dev.tablebook.load.ConditionExpression.Size;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

import java.math.BigDecimal;
import java.util.Map;

/**
 * A filter expression evaluated on one item tablebook wrote, as DynamoDB evaluates it: so that
 * {@code verify} knows which items a filtered Query or Scan returns before it asks the engine. A
 * comparison of values of different types is false; a missing attribute makes every test false
 * but {@code <>} and {@code attribute_not_exists}; strings and binaries compare by their bytes,
 * numbers by value; {@code size()} is a string's length, a binary's bytes, or the elements of a
 * set, list or map.
 */
final class Evaluate {
    private final Map<String, String> names;
    private final Map<String, AttributeValue> values;

    private Evaluate(Map<String, String> names, Map<String, AttributeValue> values) {
        this.names = names;
        this.values = values;
    }

    /** Whether the item meets the expression, with the request's names and bound values. */
    static boolean holds(Cond c, Map<String, AttributeValue> item, Map<String, String> names,
                         Map<String, AttributeValue> values) {
        return new Evaluate(names, values).test(c, item);
    }

    /** The parsed expression, or an Unreadable naming it. */
    static Cond parse(String expression) {
        return ConditionExpression.parse(expression).orElseThrow(() -> new Unreadable(expression));
    }

    /** An expression tablebook cannot read, so it cannot tell which items it keeps. */
    static final class Unreadable extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unreadable(String expression) {
            super("tablebook cannot read the expression `" + expression + "`");
        }
    }

    private boolean test(Cond c, Map<String, AttributeValue> item) {
        if (c instanceof And a) {
            return test(a.left(), item) && test(a.right(), item);
        }
        if (c instanceof Or o) {
            return test(o.left(), item) || test(o.right(), item);
        }
        if (c instanceof Not n) {
            return !test(n.inner(), item);
        }
        if (c instanceof Compare cmp) {
            AttributeValue l = value(cmp.left(), item);
            AttributeValue r = value(cmp.right(), item);
            if (cmp.op().equals("<>")) {
                return l == null || r == null || !Values.same(l, r);
            }
            if (l == null || r == null) {
                return false;
            }
            if (cmp.op().equals("=")) {
                return Values.same(l, r);
            }
            Integer order = order(l, r);
            if (order == null) {
                return false;
            }
            return switch (cmp.op()) {
                case "<" -> order < 0;
                case "<=" -> order <= 0;
                case ">" -> order > 0;
                default -> order >= 0;
            };
        }
        if (c instanceof Between b) {
            AttributeValue x = value(b.subject(), item);
            AttributeValue lo = value(b.low(), item);
            AttributeValue hi = value(b.high(), item);
            Integer a = x == null || lo == null ? null : order(x, lo);
            Integer z = x == null || hi == null ? null : order(x, hi);
            return a != null && z != null && a >= 0 && z <= 0;
        }
        if (c instanceof In in) {
            AttributeValue x = value(in.subject(), item);
            return x != null && in.candidates().stream().map(o -> value(o, item))
                    .anyMatch(v -> v != null && Values.same(x, v));
        }
        Function f = (Function) c;
        AttributeValue first = value(f.args().get(0), item);
        AttributeValue second = f.args().size() > 1 ? value(f.args().get(1), item) : null;
        return switch (f.name()) {
            case "attribute_exists" -> first != null;
            case "attribute_not_exists" -> first == null;
            case "attribute_type" -> first != null && second != null && second.s() != null
                    && second.s().equals(typeOf(first));
            case "begins_with" -> first != null && second != null && beginsWith(first, second);
            default -> first != null && second != null && contains(first, second);
        };
    }

    /** The operand's value on the item; null when the attribute is missing. */
    private AttributeValue value(Operand o, Map<String, AttributeValue> item) {
        if (o instanceof ConditionExpression.Value v) {
            AttributeValue bound = values.get(v.name());
            if (bound == null) {
                throw new Executor.Unbound(v.name().substring(1));
            }
            return bound;
        }
        if (o instanceof Size s) {
            AttributeValue a = resolve(s.path(), item);
            Long n = a == null ? null : size(a);
            return n == null ? null : AttributeValue.builder().n(Long.toString(n)).build();
        }
        return resolve((Path) o, item);
    }

    private AttributeValue resolve(Path p, Map<String, AttributeValue> item) {
        AttributeValue at = null;
        for (int i = 0; i < p.elements().size(); i++) {
            String e = p.elements().get(i);
            if (e.startsWith("[")) {
                int n = Integer.parseInt(e.substring(1, e.length() - 1));
                if (at == null || !at.hasL() || n >= at.l().size()) {
                    return null;
                }
                at = at.l().get(n);
                continue;
            }
            String name = e.startsWith("#") ? names.getOrDefault(e, e.substring(1)) : e;
            Map<String, AttributeValue> in = i == 0 ? item : at != null && at.hasM() ? at.m() : null;
            at = in == null ? null : in.get(name);
            if (at == null) {
                return null;
            }
        }
        return at;
    }

    /** The order of two scalar values of one type, or null when they are not comparable. */
    private static Integer order(AttributeValue a, AttributeValue b) {
        if (a.n() != null && b.n() != null) {
            return new BigDecimal(a.n()).compareTo(new BigDecimal(b.n()));
        }
        if (a.s() != null && b.s() != null || a.b() != null && b.b() != null) {
            return Values.compare(a, b);
        }
        return null;
    }

    private static boolean beginsWith(AttributeValue a, AttributeValue prefix) {
        if (a.s() != null && prefix.s() != null) {
            return a.s().startsWith(prefix.s());
        }
        if (a.b() != null && prefix.b() != null) {
            byte[] x = a.b().asByteArray();
            byte[] p = prefix.b().asByteArray();
            return x.length >= p.length && java.util.Arrays.equals(x, 0, p.length, p, 0, p.length);
        }
        return false;
    }

    private static boolean contains(AttributeValue a, AttributeValue v) {
        if (a.s() != null && v.s() != null) {
            return a.s().contains(v.s());
        }
        if (a.hasSs() && v.s() != null) {
            return a.ss().contains(v.s());
        }
        if (a.hasNs() && v.n() != null) {
            return a.ns().stream().anyMatch(n -> new BigDecimal(n).compareTo(new BigDecimal(v.n())) == 0);
        }
        if (a.hasBs() && v.b() != null) {
            return a.bs().contains(v.b());
        }
        if (a.hasL()) {
            return a.l().stream().anyMatch(x -> Values.same(x, v));
        }
        return false;
    }

    private static Long size(AttributeValue a) {
        if (a.s() != null) {
            return (long) a.s().codePointCount(0, a.s().length());
        }
        if (a.b() != null) {
            return (long) a.b().asByteArray().length;
        }
        if (a.hasSs()) {
            return (long) a.ss().size();
        }
        if (a.hasNs()) {
            return (long) a.ns().size();
        }
        if (a.hasBs()) {
            return (long) a.bs().size();
        }
        if (a.hasL()) {
            return (long) a.l().size();
        }
        if (a.hasM()) {
            return (long) a.m().size();
        }
        return null;
    }

    /** DynamoDB's type code of a value (S, N, B, BOOL, NULL, SS, NS, BS, L, M). */
    static String typeOf(AttributeValue a) {
        if (a.s() != null) {
            return "S";
        }
        if (a.n() != null) {
            return "N";
        }
        if (a.b() != null) {
            return "B";
        }
        if (a.bool() != null) {
            return "BOOL";
        }
        if (Boolean.TRUE.equals(a.nul())) {
            return "NULL";
        }
        if (a.hasSs()) {
            return "SS";
        }
        if (a.hasNs()) {
            return "NS";
        }
        if (a.hasBs()) {
            return "BS";
        }
        return a.hasL() ? "L" : "M";
    }
}
