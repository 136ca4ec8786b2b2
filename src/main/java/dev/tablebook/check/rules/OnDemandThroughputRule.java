package dev.tablebook.check.rules;

import dev.tablebook.analysis.OnDemandThroughput;
import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "on-demand-throughput", severity = Severity.INFO, category = Category.OPERATIONAL,
        summary = "An on-demand table's declared peak is more than a new on-demand table serves at once",
        description = "On-demand capacity is not instant: a new on-demand table sustains up to 4,000 write or 12,000 "
                + "read units a second, and throughput above twice the previous peak within 30 minutes can throttle. "
                + "A table that must serve more from its first day needs warm throughput (pre-warming) to its peak; "
                + "above the default table quota of 40,000 units a second it needs a quota increase too. Both are "
                + "steps of the launch and the account rather than defects of the design, so the finding informs.")
public final class OnDemandThroughputRule implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (OnDemandThroughput.Peak p : OnDemandThroughput.of(ctx.design())) {
            if (!p.aboveNewTable() && !p.aboveQuota()) {
                continue;
            }
            Table t = ctx.design().tables().get(p.table());
            Pos pos = t.capacity() != null && t.where().has("capacity") ? t.where().of("capacity") : t.where().self();
            out.add(finding(ctx, pos, t.name(), "table " + t.name() + " is on-demand. " + p.advice(null)
                    + " The cost report prices the pre-warming where the price sheet carries it"));
        }
        return out;
    }
}
