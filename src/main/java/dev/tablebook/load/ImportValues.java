package dev.tablebook.load;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Field names and text values of a reference-calculator model, read as that calculator reads
 * them: the first given spelling of a field, an empty value as absent, a distance function in
 * any case; and the misspellings worth reporting among the fields it ignores.
 */
final class ImportValues {
    private ImportValues() {
    }

    /**
     * The known field an unknown one misspells, or null. Models carry fields of their own (an
     * {@code lsis} list, a {@code table_arn}, an {@code index_type}) that the reference ignores
     * and that must not fail the model, so a near miss counts only when it has the known name's
     * words, each differing word starting with the same letter ({@code peak_rsp},
     * {@code item_size}, {@code entity_written}), or is the known name spelled without its
     * underscores or in another case ({@code peakRps}).
     */
    static String misspelling(String field, Set<String> known) {
        String c = Suggest.closest(field, known);
        if (c == null) {
            String squashed = squash(field);
            return known.stream().filter(k -> squash(k).equals(squashed)).sorted().findFirst().orElse(null);
        }
        String[] a = field.toLowerCase(Locale.ROOT).split("_", -1);
        String[] b = c.toLowerCase(Locale.ROOT).split("_", -1);
        if (squash(field).equals(squash(c))) {
            return c;
        }
        if (a.length != b.length) {
            return null;
        }
        for (int i = 0; i < a.length; i++) {
            if (!a[i].equals(b[i]) && (a[i].isEmpty() || b[i].isEmpty() || a[i].charAt(0) != b[i].charAt(0))) {
                return null;
            }
        }
        return c;
    }

    private static String squash(String name) {
        return name.replace("_", "").toLowerCase(Locale.ROOT);
    }

    /**
     * The first of the alternative spellings that is given and not empty, as the reference reads
     * them ({@code a or b}).
     */
    static String firstGiven(MapReader r, String... keys) {
        for (String key : keys) {
            String v = r.string(key);
            if (v != null && !v.isEmpty()) {
                return v;
            }
        }
        return null;
    }

    /** {@code distance_function} in any case: the reference upper-cases it before checking it. */
    static String distance(MapReader r) {
        String d = r.string("distance_function");
        if (d == null) {
            return null;
        }
        String upper = d.toUpperCase(Locale.ROOT);
        List<String> known = List.of("COSINE", "EUCLIDEAN", "DOT_PRODUCT");
        if (!known.contains(upper)) {
            r.error("distance_function", "`distance_function` in " + r.what() + " must be one of "
                    + String.join(", ", known) + ", not \"" + d + "\"" + Suggest.hint(d, known));
            return null;
        }
        return upper;
    }

    /** One of a closed set, where an empty string counts as absent (the reference takes it for its default). */
    static String optionalChoice(MapReader r, String key, Map<String, String> names) {
        String s = r.string(key);
        return s == null || s.isEmpty() ? null : r.choice(key, names);
    }
}
