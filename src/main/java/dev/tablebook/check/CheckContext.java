package dev.tablebook.check;

import dev.tablebook.model.Design;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a rule sees: the design, the ids of every known rule, and — only for rules that judge
 * other rules' results, such as deviation-unjustified — the findings of the other rules.
 * {@code classCosts} holds each table's priced class comparison by table name, when the design
 * was priced (empty otherwise: a rule that needs prices stays silent).
 */
public record CheckContext(Design design, Set<String> ruleIds, List<Finding> otherFindings,
                           Map<String, ClassCostFact> classCosts) {
    public CheckContext {
        ruleIds = Set.copyOf(ruleIds);
        otherFindings = List.copyOf(otherFindings);
        classCosts = Map.copyOf(classCosts);
    }

    /** A context without priced facts. */
    public CheckContext(Design design, Set<String> ruleIds, List<Finding> otherFindings) {
        this(design, ruleIds, otherFindings, Map.of());
    }
}
