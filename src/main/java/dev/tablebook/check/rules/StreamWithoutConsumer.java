package dev.tablebook.check.rules;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "stream-without-consumer", severity = Severity.INFO, category = Category.COST,
        summary = "A table has a stream that no consumer reads",
        description = "A stream is an interface commitment: turning it off and on again yields a new stream ARN "
                + "and orphans every reader bound to the old one. One that nobody reads is a cost and a contract "
                + "without a party. (Global Tables replication needs its stream and is not flagged.)")
public final class StreamWithoutConsumer implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (Table t : ctx.design().tables().values()) {
            if (t.streams() == null || !t.streams().enabled() || t.isGlobal()) {
                continue;
            }
            boolean read = ctx.design().consumers().stream().anyMatch(c -> t.name().equals(c.table()));
            if (!read) {
                out.add(finding(ctx, t.where().of("streams"), t.name(), "table " + t.name() + " has a "
                        + t.streams() + " stream that no consumer reads: declare its consumers under `consumers`, or "
                        + "turn it off before anyone binds to it"));
            }
        }
        return out;
    }
}
