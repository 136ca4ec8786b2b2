package dev.tablebook.diff;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Matching of design elements by their stable identity (a pattern's id, an entity's or index's
 * name), never by position or text: a renamed element is one removed and one added.
 */
final class Identity {
    private Identity() {
    }

    /** Elements keyed by identity, in the order given. */
    static <T> Map<String, T> byName(Collection<T> elements, Function<T, String> identity) {
        Map<String, T> out = new LinkedHashMap<>();
        for (T e : elements) {
            out.putIfAbsent(identity.apply(e), e);
        }
        return out;
    }

    /** What to do with each matched, added and removed element. */
    interface Visitor<T> {
        void added(String name, T after);

        void removed(String name, T before);

        void both(String name, T before, T after);
    }

    /** Visits the elements present before, after or in both, in natural name order. */
    static <T> void match(Map<String, T> before, Map<String, T> after, Visitor<T> visitor) {
        List<String> names = new ArrayList<>(before.keySet());
        after.keySet().stream().filter(n -> !before.containsKey(n)).forEach(names::add);
        names.sort(NaturalOrder.INSTANCE);
        for (String name : names) {
            T b = before.get(name);
            T a = after.get(name);
            if (b == null) {
                visitor.added(name, a);
            } else if (a == null) {
                visitor.removed(name, b);
            } else {
                visitor.both(name, b, a);
            }
        }
    }
}
