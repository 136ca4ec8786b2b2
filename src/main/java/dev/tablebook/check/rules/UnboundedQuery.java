package dev.tablebook.check.rules;

import dev.tablebook.analysis.EntitiesRead;
import dev.tablebook.analysis.ItemsRead;
import dev.tablebook.analysis.KeyTarget;
import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Entity;
import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.Operation;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "unbounded-query", severity = Severity.WARNING, category = Category.COST,
        importedModels = false,
        summary = "A Query or Scan has no limit and nothing bounds what it reads",
        description = "Without a Limit, a Query reads its whole item collection page by page, and the collection "
                + "grows with the data: latency and read cost grow with it. A page size, a between range on the "
                + "sort key, or a stated bound on items per partition keeps each call's work fixed.")
public final class UnboundedQuery implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (AccessPattern p : ctx.design().patterns()) {
            if (p.limit() != null) {
                continue;
            }
            if (p.operation() == Operation.Scan) {
                out.add(finding(ctx, p.where().of("limit"), p.id(), p.id() + " scans without a `limit`: each "
                        + "call reads up to 1 MB and a full pass grows with the table; state the page size"));
            } else if (p.operation() == Operation.Query && !bounded(ctx, p)) {
                List<String> open = openEntities(ctx, p);
                List<String> declared = open.stream()
                        .filter(n -> ctx.design().entities().get(n).maxPerPartition() != null).toList();
                String fix = declared.isEmpty()
                        ? ", or declare `max_per_partition` on "
                                + (open.isEmpty() ? "the entities it returns" : String.join(", ", open))
                        : "; the `max_per_partition` of " + String.join(", ", declared) + " counts items under one "
                                + "partition key value of table " + p.table() + ", and a partition of index "
                                + p.index() + " gathers items from many of those";
                out.add(finding(ctx, p.where().of("limit"), p.id(), p.id() + " queries without a `limit`, and "
                        + "nothing bounds how many items share one partition key value: add `limit:` (the page "
                        + "size) or a `between` range on the sort key" + fix));
            }
        }
        return out;
    }

    private static boolean bounded(CheckContext ctx, AccessPattern p) {
        KeyTarget target = KeyTarget.resolve(ctx.design(), p);
        if (target == null) {
            return true; // an input error, not a modelling finding
        }
        if (p.key().stream().anyMatch(c -> c.op() == KeyCondition.Op.BETWEEN && target.sort().contains(c.attribute()))) {
            return true;
        }
        if (target.isTable() && ItemsRead.wholeKeyEquality(p, target)) {
            return true;
        }
        return !EntitiesRead.of(ctx.design(), p, target).isEmpty() && openEntities(ctx, p).isEmpty();
    }

    /** The entities read that state no bound on one partition of the target. */
    private static List<String> openEntities(CheckContext ctx, AccessPattern p) {
        KeyTarget target = KeyTarget.resolve(ctx.design(), p);
        List<String> out = new ArrayList<>();
        for (Entity e : EntitiesRead.of(ctx.design(), p, target)) {
            if (ItemsRead.partitionBound(target, e) == null) {
                out.add(e.name());
            }
        }
        return out;
    }
}
