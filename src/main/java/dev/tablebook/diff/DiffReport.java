package dev.tablebook.diff;

import java.util.List;

/**
 * The comparison of two revisions of a design repository: one result, rendered as Markdown,
 * JSON or HTML. {@code total} is null when no pricing was available; {@code findingsCompared}
 * says whether the rule catalog ran on both sides; {@code failOver} is the result of the
 * {@code --fail-over} gate (null when no threshold was given).
 */
public record DiffReport(String base, String head, String baseCommit, String headCommit, ShipCost shipCost,
                         List<ServiceDiff> services, List<String> baseErrors, List<String> headErrors,
                         CostChange total, boolean findingsCompared, FailOver.Verdict failOver) {
    public DiffReport {
        services = List.copyOf(services);
        baseErrors = List.copyOf(baseErrors);
        headErrors = List.copyOf(headErrors);
    }

    public DiffReport(String base, String head, String baseCommit, String headCommit, ShipCost shipCost,
                      List<ServiceDiff> services, List<String> baseErrors, List<String> headErrors,
                      CostChange total, boolean findingsCompared) {
        this(base, head, baseCommit, headCommit, shipCost, services, baseErrors, headErrors, total, findingsCompared,
                null);
    }

    /** This report with the verdict of {@code --fail-over PCT}. */
    public DiffReport gated(FailOver gate) {
        return new DiffReport(base, head, baseCommit, headCommit, shipCost, services, baseErrors, headErrors, total,
                findingsCompared, gate.judge(this));
    }

    /** Findings of severity error, accepted by no deviation, that the head has and the base had not. */
    public List<Checking.Finding> newErrors() {
        return services.stream().filter(s -> s.findings() != null)
                .flatMap(s -> s.findings().appeared().stream()).filter(Checking.Finding::isUnacceptedError).toList();
    }

    /** Every service's one-time costs of shipping, in US dollars (never part of the monthly total). */
    public double oneTimeUsd() {
        return services.stream().mapToDouble(ServiceDiff::oneTimeUsd).sum();
    }

    /** Whether every one-time cost had the prices it needs. */
    public boolean oneTimePriced() {
        return services.stream().flatMap(s -> s.oneTimeCosts().stream()).allMatch(dev.tablebook.cost.OneTimeCost::priced);
    }

    public boolean priced() {
        return total != null;
    }

    public List<ServiceDiff> changedServices() {
        return services.stream().filter(s -> s.status() != ServiceDiff.Status.UNCHANGED).toList();
    }
}
