package dev.tablebook.load;

import java.util.ArrayList;
import java.util.List;

/**
 * Whole-number fields of a reference-calculator model, read as that calculator reads them. JSON
 * does not tell 2048 from 2048.0 or 1e6 from 1000000, and the calculator takes all of them; so
 * any number whose value is whole is accepted. A fraction is taken where the calculator takes one
 * too: a byte size is rounded up to the whole byte (request units round up anyway), and a field
 * the calculator passes through {@code int()} (retention days, dimensions, top_k, indexed items,
 * an {@code entities_written} count) is truncated as it is there.
 */
final class ImportNumbers {
    /** What to do with a fraction. */
    enum Fraction {
        /** Not accepted: the field must be whole. */
        REJECT,
        /** Rounded up (a byte size). */
        CEIL,
        /** Truncated towards zero (the calculator's {@code int()}). */
        TRUNCATE,
        /** Rounded to the nearest whole number (a population). */
        ROUND
    }

    private ImportNumbers() {
    }

    static Long whole(MapReader r, String key, long min, long max, Fraction fraction) {
        Node n = r.node(key);
        if (n == null || n instanceof Node.Scalar s && s.value() == null) {
            return null;
        }
        Double d = MapReader.asNumber(n);
        if (d == null) {
            r.error(key, "`" + key + "` in " + r.what() + " must be a number, not " + n.describe());
            return null;
        }
        String written = ((Node.Scalar) n).numberText();
        if (d.isNaN() || d.isInfinite()) {
            r.error(key, "`" + key + "` in " + r.what() + " must be a finite number, not " + written);
            return null;
        }
        long v = n instanceof Node.Scalar s && s.value() instanceof Long l ? l : switch (fraction) {
            case REJECT, TRUNCATE -> (long) (double) d;
            case CEIL -> (long) Math.ceil(d);
            case ROUND -> Math.round(d);
        };
        if (fraction == Fraction.REJECT && v != d) {
            r.error(key, "`" + key + "` in " + r.what() + " must be a whole number, not " + written);
            return null;
        }
        if (v < min || v > max) {
            String range = max >= Integer.MAX_VALUE ? "at least " + min : "between " + min + " and " + max;
            r.error(key, "`" + key + "` in " + r.what() + " must be " + range + ", not " + written);
            return null;
        }
        return v;
    }

    static Integer integer(MapReader r, String key, long min, long max, Fraction fraction) {
        Long l = whole(r, key, min, Math.min(max, Integer.MAX_VALUE), fraction);
        return l == null ? null : l.intValue();
    }

    /** A list of byte sizes ({@code item_sizes}), each rounded up to the whole byte. */
    static List<Integer> byteSizes(MapReader r, String key) {
        Node.ListNode list = r.listNode(key);
        if (list == null) {
            return null;
        }
        List<Integer> out = new ArrayList<>();
        for (Node item : list.items()) {
            Double d = MapReader.asNumber(item);
            if (d == null || d.isNaN() || d < 0 || Math.ceil(d) > Integer.MAX_VALUE) {
                r.error(key, "`" + key + "` in " + r.what() + " must list sizes in bytes; this item is " + item.describe());
                return null;
            }
            out.add((int) Math.ceil(d));
        }
        return out;
    }
}
