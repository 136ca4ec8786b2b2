package dev.tablebook.check.rules;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.analysis.EntityMatch;
import dev.tablebook.check.analysis.KeyConditionCheck;
import dev.tablebook.check.analysis.KeyProblem;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Read;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "key-condition-unservable", severity = Severity.ERROR, category = Category.CORRECTNESS,
        importedModels = false,
        summary = "A pattern's key condition cannot be served by the key schema it targets",
        description = "DynamoDB serves a Query only with equality on every partition attribute and sort attributes "
                + "constrained left to right, one range at most and last; GetItem needs the whole primary key. A "
                + "pattern whose condition breaks these rules, or whose returned entity is not in the table or "
                + "index it reads, cannot be built as written.")
public final class KeyConditionUnservable implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (AccessPattern p : ctx.design().patterns()) {
            List<KeyProblem> problems = KeyConditionCheck.problems(ctx.design(), p);
            for (KeyProblem problem : problems) {
                out.add(finding(ctx, problem.pos(), p.id(), problem.message()));
            }
            if (problems.isEmpty() && p instanceof Read r) {
                unreachable(ctx, r, out);
            }
        }
        return out;
    }

    /** A returned entity the target does not hold, or whose keys the condition never selects. */
    private void unreachable(CheckContext ctx, Read p, List<Finding> out) {
        // Lenient: only what cannot match under any reading of the placeholders is an error.
        EntityMatch m = EntityMatch.of(ctx.design(), p, false);
        if (m == null) {
            return;
        }
        List<String> unmatched = m.unmatched(p.returns());
        if (p.multiGet()) {
            // The key shows one item of the call; the others have keys of their own.
            if (unmatched.size() < p.returns().size()) {
                return;
            }
            unmatched = unmatched.subList(0, Math.min(1, unmatched.size()));
        }
        for (String entity : unmatched) {
            String why = !m.target().table().stores(entity)
                    ? entity + " is not stored in table " + m.target().table().name()
                    : !m.members().contains(entity)
                            ? entity + " does not carry " + m.target().describe() + " (it defines no "
                                    + String.join("/", m.target().keyAttributes()) + ", so the sparse index omits it)"
                            : "its key condition selects no " + entity + " item (compare it with " + entity
                                    + "'s key templates in table " + m.target().table().name() + ")";
            out.add(finding(ctx, p.where().of("returns"), p.id(), p.id() + " returns " + entity + " from "
                    + m.target().describe() + ", but " + why + "; fix the key condition, the target or `returns`"));
        }
    }
}
