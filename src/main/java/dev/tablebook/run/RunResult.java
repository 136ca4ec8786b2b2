package dev.tablebook.run;

import dev.tablebook.check.CheckRun;
import dev.tablebook.check.Finding;
import dev.tablebook.cost.CostReport;
import dev.tablebook.load.LoadResult;

import java.util.List;
import java.util.Map;

/**
 * One pass of the pipeline over a design source: the designs that loaded and the input errors of
 * those that did not ({@code loaded}), every finding in report order (input errors included,
 * and a design whose region has no price sheet as an input error of that design), and the cost
 * report of each priced design by service. {@code unpriced} names, by service, why a loaded
 * design has no cost report ({@code file:line:column: message} of its region). {@code checked}
 * holds each loaded design's own result by service ({@link Pipeline#check}), which a later run of
 * an equal design can take instead of checking it again ({@link Pipeline#run(LoadResult, RunResult)}).
 */
public record RunResult(LoadResult loaded, List<Finding> findings, Map<String, CostReport> costs,
                        Map<String, String> unpriced, Map<String, Pipeline.Checked> checked) {

    public RunResult {
        findings = List.copyOf(findings);
        costs = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(costs));
        unpriced = Map.copyOf(unpriced);
        checked = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(checked));
    }

    /**
     * The run of each loaded design's result by service (in the designs' order), with {@code findings}
     * in report order: the cost reports and the reasons a design has none are taken from the results.
     */
    static RunResult of(LoadResult loaded, List<Finding> findings, Map<String, Pipeline.Checked> checked) {
        Map<String, CostReport> costs = new java.util.LinkedHashMap<>();
        Map<String, String> unpriced = new java.util.LinkedHashMap<>();
        checked.forEach((service, c) -> {
            if (c.cost() != null) {
                costs.put(service, c.cost());
            } else {
                unpriced.put(service, c.unpriced());
            }
        });
        return new RunResult(loaded, findings, costs, unpriced, checked);
    }

    /** True when the run fails: an unaccepted error finding, input errors included. */
    public boolean fails() {
        return CheckRun.fails(findings);
    }

    /** The cost reports in the order the designs loaded. */
    public List<CostReport> costReports() {
        return List.copyOf(costs.values());
    }
}
