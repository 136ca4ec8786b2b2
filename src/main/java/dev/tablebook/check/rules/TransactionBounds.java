package dev.tablebook.check.rules;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.format.Figures;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.check.analysis.CallSize;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Read;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "transaction-bounds", severity = Severity.ERROR, category = Category.OPERATIONAL,
        summary = "A transaction exceeds 100 items or 4 MB",
        description = "A TransactWriteItems or TransactGetItems call holds at most 100 items and 4 MB in total; "
                + "both bounds apply independently, and every item counts, sentinels and counters included. A "
                + "larger unit of work must be chunked, and then it is no longer atomic.")
public final class TransactionBounds implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (AccessPattern p : ctx.design().patterns()) {
            if (!p.operation().isTransaction()) {
                continue;
            }
            CallSize size = CallSize.of(ctx.design(), p);
            String field = p instanceof Read r ? r.itemSizes() != null ? "item_sizes" : "limit" : "writes";
            if (size.items() > CallSize.TRANSACTION_ITEMS) {
                out.add(finding(ctx, p.where().of(field), p.id(), p.id() + " puts " + size.items() + " items in one "
                        + p.operation() + ", over the limit of 100: chunk it (each chunk is its own transaction) or "
                        + "shrink the unit of work"));
            }
            if (size.bytes() > CallSize.TRANSACTION_BYTES) {
                out.add(finding(ctx, p.where().of(field), p.id(), p.id() + "'s " + p.operation() + " carries ~"
                        + Figures.bytes(size.bytes()) + ", over the 4 MB limit of a transaction: write fewer or "
                        + "smaller items per call"));
            }
        }
        return out;
    }
}
