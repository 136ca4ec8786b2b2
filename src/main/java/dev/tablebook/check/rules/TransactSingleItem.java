package dev.tablebook.check.rules;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.check.analysis.CallSize;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Write;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "transact-single-item", severity = Severity.WARNING, category = Category.COST,
        summary = "A TransactWriteItems call writes one item",
        description = "A transaction bills twice the write units of the same writes. With one item there is "
                + "nothing to make atomic: a single PutItem, UpdateItem or DeleteItem with a ConditionExpression "
                + "gives the same guarantee at half the cost. A condition check (`action: check`) is not a written "
                + "item, but it tests another item, which a single write's condition cannot: a transaction of one "
                + "write and a check does not fire.")
public final class TransactSingleItem implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (AccessPattern pattern : ctx.design().patterns()) {
            boolean checks = pattern.legs().stream().anyMatch(l -> !l.action().writes());
            if (pattern instanceof Write p && p.transaction() && !p.writes().isEmpty() && !checks
                    && CallSize.of(ctx.design(), p).items() == 1) {
                out.add(finding(ctx, p.where().of("writes"), p.id(), p.id() + " is a TransactWriteItems of one "
                        + "item: it pays double write units for no atomicity gain; use a single conditional "
                        + p.writes().get(0).action().yamlName() + " (PutItem/UpdateItem/DeleteItem) instead"));
            }
        }
        return out;
    }
}
