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
import dev.tablebook.model.Write;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "batch-bounds", severity = Severity.ERROR, category = Category.OPERATIONAL,
        summary = "A BatchWriteItem exceeds 25 items, a BatchGetItem 100 items or 16 MB",
        description = "BatchWriteItem takes at most 25 put or delete requests (16 MB) per call and BatchGetItem "
                + "at most 100 keys and 16 MB of items; larger calls are rejected. Page through larger sets in "
                + "chunks, retrying the unprocessed part of each.")
public final class BatchBounds implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (AccessPattern p : ctx.design().patterns()) {
            if (!p.operation().isBatch()) {
                continue;
            }
            CallSize size = CallSize.of(ctx.design(), p);
            boolean write = p instanceof Write;
            long maxItems = write ? CallSize.BATCH_WRITE_ITEMS : CallSize.BATCH_GET_ITEMS;
            String field = p instanceof Read r ? r.itemSizes() != null ? "item_sizes" : "limit" : "writes";
            if (size.items() > maxItems) {
                out.add(finding(ctx, p.where().of(field), p.id(), p.id() + " puts " + size.items() + " items in one "
                        + p.operation() + ", over its limit of " + maxItems + ": send them in chunks of " + maxItems
                        + " and retry the unprocessed items of each"));
            }
            if (size.bytes() > CallSize.BATCH_BYTES) {
                out.add(finding(ctx, p.where().of(field), p.id(), p.id() + "'s " + p.operation() + " carries ~"
                        + Figures.bytes(size.bytes()) + ", over the 16 MB limit of a batch: send fewer items "
                        + "per call"));
            }
        }
        return out;
    }
}
