package dev.tablebook.diff;

import java.util.List;

/**
 * The comparison of two revisions of a design repository: one result, rendered as Markdown,
 * JSON or HTML. {@code total} is null when no pricing was available; {@code findingsCompared}
 * says whether the rule catalog ran on both sides.
 */
public record DiffReport(String base, String head, String baseCommit, String headCommit, ShipCost shipCost,
                         List<ServiceDiff> services, List<String> baseErrors, List<String> headErrors,
                         CostChange total, boolean findingsCompared) {
    public DiffReport {
        services = List.copyOf(services);
        baseErrors = List.copyOf(baseErrors);
        headErrors = List.copyOf(headErrors);
    }

    /** Findings of severity error, accepted by no deviation, that the head has and the base had not. */
    public List<Checking.Finding> newErrors() {
        return services.stream().filter(s -> s.findings() != null)
                .flatMap(s -> s.findings().appeared().stream()).filter(Checking.Finding::isUnacceptedError).toList();
    }

    public boolean priced() {
        return total != null;
    }

    public List<ServiceDiff> changedServices() {
        return services.stream().filter(s -> s.status() != ServiceDiff.Status.UNCHANGED).toList();
    }
}
