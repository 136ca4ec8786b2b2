package dev.tablebook.check.rules;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.AccessPattern;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "missing-rps", severity = Severity.WARNING, category = Category.OPERATIONAL,
        summary = "A pattern has no request rate",
        description = "Without a rate nothing can be sized: not partitions, not the capacity mode, not the cost, "
                + "not whether an index earns its write cost. An estimate from the business context is enough; "
                + "an absent rate is a design gap, and the pattern is costed at nothing.")
public final class MissingRps implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (AccessPattern p : ctx.design().patterns()) {
            if (p.rps() == null) {
                out.add(finding(ctx, p.where().of("rps"), p.id(), p.id() + " has no `rps`: it is costed at "
                        + "nothing and left out of hot-partition and capacity sizing; estimate it, e.g. "
                        + "`rps: { peak: 50, average: 5 }`"));
            }
        }
        return out;
    }
}
