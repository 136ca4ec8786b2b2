package dev.tablebook.check;

import dev.tablebook.load.InputError;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The findings of a whole design repository: every loaded design checked, and every input error
 * as a finding of rule {@code input} (its service taken from the file name, since the file could
 * not be read far enough to say).
 */
public final class CheckRun {
    private CheckRun() {
    }

    public static List<Finding> findings(LoadResult loaded, Checker checker) {
        return findings(loaded, checker, d -> Map.of());
    }

    /** As {@link #findings(LoadResult, Checker)}, each design with its priced class comparisons. */
    public static List<Finding> findings(LoadResult loaded, Checker checker,
                                         Function<Design, Map<String, ClassCostFact>> classCosts) {
        List<List<Finding>> each = new ArrayList<>();
        for (Design d : loaded.designs()) {
            each.add(checker.check(d, classCosts.apply(d)));
        }
        return findings(loaded, each);
    }

    /**
     * The findings of a repository whose designs were checked one by one ({@code each}: the
     * findings of each loaded design, in the designs' order), with the input errors of the load.
     */
    public static List<Finding> findings(LoadResult loaded, List<List<Finding>> each) {
        List<Finding> out = new ArrayList<>();
        each.forEach(out::addAll);
        for (InputError e : loaded.errors()) {
            out.add(Checker.inputError(serviceOf(e.pos().file()), e.pos(), e.message()));
        }
        out.sort(FindingOrder.REPORT);
        return List.copyOf(out);
    }

    /** True when a finding fails the run: an unaccepted error (input errors included). */
    public static boolean fails(List<Finding> findings) {
        return findings.stream().anyMatch(Finding::failsRun);
    }

    static String serviceOf(String file) {
        String name = file.replace('\\', '/');
        name = name.substring(name.lastIndexOf('/') + 1);
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
