package dev.tablebook.check;

import dev.tablebook.model.Design;
import dev.tablebook.model.Deviation;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * How deviations accept findings: a deviation with a reason accepts every finding of its rule on
 * its target (a pattern id, table, index, entity or consumer name) in its design.
 */
public final class Deviations {
    private Deviations() {
    }

    /** The findings with those a justified deviation names marked accepted, with its reason. */
    public static List<Finding> apply(Design design, List<Finding> findings) {
        List<Finding> out = new ArrayList<>();
        for (Finding f : findings) {
            Deviation by = design.deviations().stream()
                    .filter(d -> d.justified() && covers(d, f)).findFirst().orElse(null);
            out.add(by == null ? f : f.accept(by.reason().strip()));
        }
        return out;
    }

    public static boolean covers(Deviation d, Finding f) {
        return d.rule().equals(f.rule()) && d.target().equals(f.target());
    }

    public static boolean accepts(Deviation d, Collection<Finding> findings) {
        return findings.stream().anyMatch(f -> covers(d, f));
    }

    /** Every name a deviation may target in a design. */
    public static Set<String> targets(Design design) {
        Set<String> out = new TreeSet<>();
        design.patterns().forEach(p -> out.add(p.id()));
        out.addAll(design.entities().keySet());
        for (Table t : design.tables().values()) {
            out.add(t.name());
            out.addAll(t.indexes().keySet());
            out.addAll(t.vectorIndexes().keySet());
        }
        design.consumers().forEach(c -> out.add(c.name()));
        return out;
    }

    /** " (did you mean `x`?)" for the closest name within a few edits, else "". */
    public static String closest(String name, Collection<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String c : new TreeSet<>(candidates)) {
            int d = distance(name.toLowerCase(Locale.ROOT), c.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                best = c;
                bestDistance = d;
            }
        }
        return best != null && bestDistance <= Math.max(2, name.length() / 3) ? " (did you mean `" + best + "`?)" : "";
    }

    private static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(sub, Math.min(prev[j] + 1, cur[j - 1] + 1));
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
