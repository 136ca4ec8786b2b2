package dev.tablebook.check;

import dev.tablebook.model.Design;
import java.util.List;
import java.util.Set;

/**
 * What a rule sees: the design, the ids of every known rule, and — only for rules that judge
 * other rules' results, such as deviation-unjustified — the findings of the other rules.
 */
public record CheckContext(Design design, Set<String> ruleIds, List<Finding> otherFindings) {
    public CheckContext {
        ruleIds = Set.copyOf(ruleIds);
        otherFindings = List.copyOf(otherFindings);
    }
}
