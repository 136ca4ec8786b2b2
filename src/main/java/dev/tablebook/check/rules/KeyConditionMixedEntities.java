package dev.tablebook.check.rules;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.analysis.EntityMatch;
import dev.tablebook.check.analysis.KeyConditionCheck;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Read;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "key-condition-mixed-entities", severity = Severity.WARNING, category = Category.CORRECTNESS,
        importedModels = false,
        summary = "A read's key condition matches items of more entities than it returns",
        description = "In a single-table design a key condition returns every item whose keys satisfy it, whatever "
                + "its entity: a begins_with on a shared prefix can return orders and order lines alike. The extra "
                + "items are read, billed and must be told apart by the caller; either name them in returns or "
                + "make the sort-key prefix unique to the entity.")
public final class KeyConditionMixedEntities implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (AccessPattern p : ctx.design().patterns()) {
            if (!(p instanceof Read r) || r.returns().isEmpty() || r.multiGet()
                    || !KeyConditionCheck.problems(ctx.design(), p).isEmpty()) {
                continue;
            }
            EntityMatch m = EntityMatch.of(ctx.design(), p);
            if (m == null) {
                continue;
            }
            List<String> extra = m.beyond(p.returned());
            if (!extra.isEmpty()) {
                String reads = p.key().isEmpty() ? p.id() + " reads all of " + m.target().describe()
                        + ", which also holds " : p.id() + "'s key condition on " + m.target().describe()
                        + " also matches ";
                out.add(finding(ctx, p.where().of("key"), p.id(), reads + String.join(", ", extra)
                        + " items, not only " + String.join(", ", p.returned()) + ": add them to `returns` if "
                        + "the call wants them, or give " + String.join(", ", p.returned())
                        + " a sort-key prefix no other entity shares and select it with begins_with"));
            }
        }
        return out;
    }
}
