package dev.tablebook.diff;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Matches the findings of two revisions: the same rule on the same target with the same message
 * (numbers aside, so that a finding whose figures moved is not reported as new) is one finding.
 */
final class FindingMatch {
    private FindingMatch() {
    }

    static ServiceDiff.FindingChanges changes(List<Checking.Finding> before, List<Checking.Finding> after) {
        Map<String, Integer> remaining = new HashMap<>();
        before.forEach(f -> remaining.merge(identity(f), 1, Integer::sum));
        List<Checking.Finding> appeared = new ArrayList<>();
        for (Checking.Finding f : after) {
            String id = identity(f);
            if (remaining.getOrDefault(id, 0) > 0) {
                remaining.merge(id, -1, Integer::sum);
            } else {
                appeared.add(f);
            }
        }
        Map<String, Integer> present = new HashMap<>();
        after.forEach(f -> present.merge(identity(f), 1, Integer::sum));
        List<Checking.Finding> resolved = new ArrayList<>();
        for (Checking.Finding f : before) {
            String id = identity(f);
            if (present.getOrDefault(id, 0) > 0) {
                present.merge(id, -1, Integer::sum);
            } else {
                resolved.add(f);
            }
        }
        appeared.sort(ORDER);
        resolved.sort(ORDER);
        return new ServiceDiff.FindingChanges(appeared, resolved);
    }

    private static final Comparator<Checking.Finding> ORDER = Comparator
            .comparing((Checking.Finding f) -> severityRank(f.severity()))
            .thenComparing(Checking.Finding::rule)
            .thenComparing(f -> f.target() == null ? "" : f.target(), NaturalOrder.INSTANCE)
            .thenComparing(Checking.Finding::message);

    static String identity(Checking.Finding f) {
        return f.rule() + "\u0000" + f.target() + "\u0000" + f.accepted() + "\u0000"
                + f.message().replaceAll("[0-9][0-9.,]*", "#");
    }

    private static int severityRank(String severity) {
        return switch (severity) {
            case "error" -> 0;
            case "warning" -> 1;
            default -> 2;
        };
    }
}
