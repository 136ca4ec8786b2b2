package dev.tablebook.check;

import dev.tablebook.analysis.PartitionLoad;
import dev.tablebook.model.Design;
import dev.tablebook.model.Pos;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Runs a rule catalog over one design: the rules, then the rules that judge their findings
 * (deviation-unjustified), then the deviations; returns the findings in report order.
 */
public final class Checker {
    private final List<Rule> rules;

    public Checker(List<Rule> rules) {
        this.rules = List.copyOf(rules);
    }

    public static Checker standard() {
        return new Checker(Rules.all());
    }

    public List<Finding> check(Design design) {
        return check(design, Map.of());
    }

    /** As {@link #check(Design)}, with the design's priced class comparisons by table name. */
    public List<Finding> check(Design design, Map<String, ClassCostFact> classCosts) {
        return check(design, classCosts, null);
    }

    /**
     * As {@link #check(Design, Map)}, with the design's partition loads when the caller has them
     * already (the cost report's); null: the check analyses them.
     */
    public List<Finding> check(Design design, Map<String, ClassCostFact> classCosts,
                               List<PartitionLoad> partitionLoads) {
        return check(design, classCosts, Map.of(), partitionLoads);
    }

    /** As {@link #check(Design, Map, List)}, with the design's priced projection comparisons too. */
    public List<Finding> check(Design design, Map<String, ClassCostFact> classCosts,
                               Map<String, ProjectionCostFact> projectionCosts, List<PartitionLoad> partitionLoads) {
        Set<String> known = new LinkedHashSet<>();
        rules.forEach(r -> known.add(r.meta().id()));
        Set<String> ids = Set.copyOf(known); // immutable once: each rule's context takes it as it is
        List<Finding> found = new ArrayList<>();
        CheckContext.Analyses analyses = new CheckContext.Analyses(design, partitionLoads);
        List<Rule> applicable = rules.stream()
                .filter(r -> !design.isImported() || r.meta().importedModels()).toList();
        for (Rule r : applicable) {
            if (!r.judgesFindings()) {
                found.addAll(run(r, new CheckContext(design, ids, List.of(), classCosts, projectionCosts, analyses)));
            }
        }
        List<Finding> judged = new ArrayList<>();
        for (Rule r : applicable) {
            if (r.judgesFindings()) {
                judged.addAll(run(r, new CheckContext(design, ids, found, classCosts, projectionCosts, analyses)));
            }
        }
        List<Finding> out = new ArrayList<>(Deviations.apply(design, found));
        out.addAll(judged);
        out.sort(FindingOrder.REPORT);
        return List.copyOf(out);
    }

    /** A rule that fails on an unusual design reports that, instead of stopping the whole run. */
    private static List<Finding> run(Rule rule, CheckContext ctx) {
        try {
            return rule.check(ctx);
        } catch (RuntimeException e) {
            Design d = ctx.design();
            Pos pos = d.where() != null ? d.where().self() : Pos.of(d.file());
            return List.of(Finding.of(rule.meta(), Severity.ERROR, d.service(), pos, d.service(),
                    "rule " + rule.meta().id() + " could not check this design (" + e + "); please report it"));
        }
    }

    /** An input error as a finding of rule {@code input}. */
    public static Finding inputError(String service, Pos pos, String message) {
        return Finding.of(Rules.INPUT, Severity.ERROR, service, pos, null, message);
    }
}
