package dev.tablebook.load.deployed;

import dev.tablebook.model.Pos;

import java.util.List;
import java.util.Map;

/**
 * A template value with its intrinsic functions resolved, and where it stands: {@code value} is a
 * String, Number, Boolean, {@code List<V>}, {@code Map<String, V>} (in order), or an
 * {@link Unresolved} saying why it cannot be known before deployment.
 */
record V(Object value, Pos pos) {

    /** A value that cannot be known from the template: why, in words for the report. */
    record Unresolved(String why) {
    }

    static V unresolved(String why, Pos pos) {
        return new V(new Unresolved(why), pos);
    }

    boolean isUnresolved() {
        return value instanceof Unresolved;
    }

    String why() {
        return value instanceof Unresolved u ? u.why() : null;
    }

    /** The first unresolved value inside this one (itself, an item or an entry), or null. */
    V firstUnresolved() {
        if (isUnresolved()) {
            return this;
        }
        if (value instanceof List<?> l) {
            for (Object o : l) {
                V u = ((V) o).firstUnresolved();
                if (u != null) {
                    return u;
                }
            }
        } else if (value instanceof Map<?, ?> m) {
            for (Object o : m.values()) {
                V u = ((V) o).firstUnresolved();
                if (u != null) {
                    return u;
                }
            }
        }
        return null;
    }

    @SuppressWarnings("unchecked")
    Map<String, V> map() {
        return value instanceof Map<?, ?> m ? (Map<String, V>) m : null;
    }

    @SuppressWarnings("unchecked")
    List<V> list() {
        return value instanceof List<?> l ? (List<V>) l : null;
    }

    /** A scalar as text (numbers and booleans as CloudFormation turns them into strings), else null. */
    String text() {
        if (value instanceof String s) {
            return s;
        }
        if (value instanceof Double d && d == Math.rint(d) && !Double.isInfinite(d)) {
            return Long.toString(d.longValue());
        }
        if (value instanceof Number || value instanceof Boolean) {
            return String.valueOf(value);
        }
        return null;
    }

    /** A map entry, or null. */
    V get(String key) {
        Map<String, V> m = map();
        return m == null ? null : m.get(key);
    }

    /** What the value is, in words for a message. */
    String describe() {
        if (value instanceof Map<?, ?>) {
            return "a map";
        }
        if (value instanceof List<?>) {
            return "a list";
        }
        if (value instanceof Unresolved u) {
            return "unresolved (" + u.why() + ")";
        }
        return value instanceof String ? "text \"" + value + "\"" : String.valueOf(value);
    }
}
