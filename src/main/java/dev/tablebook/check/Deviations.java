package dev.tablebook.check;

import dev.tablebook.load.Suggest;
import dev.tablebook.model.Design;
import dev.tablebook.model.Deviation;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
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

    /** " (did you mean `x`?)" for the closest name within a few edits ({@link Suggest}), else "". */
    public static String closest(String name, Collection<String> candidates) {
        String best = Suggest.closest(name, candidates);
        return best == null ? "" : " (did you mean `" + best + "`?)";
    }
}
