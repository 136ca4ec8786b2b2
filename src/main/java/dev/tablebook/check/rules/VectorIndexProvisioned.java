package dev.tablebook.check.rules;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "vector-index-provisioned", severity = Severity.ERROR, category = Category.OPERATIONAL,
        summary = "A table with a vector index is provisioned",
        description = "Vector indexes are supported only on on-demand tables. A provisioned table must switch to "
                + "on-demand before one can be created, and must stay there while it exists, so provisioned or "
                + "reserved capacity is not an option for it.")
public final class VectorIndexProvisioned implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (Table t : ctx.design().tables().values()) {
            if (!t.vectorIndexes().isEmpty() && t.capacity() != null
                    && t.capacity().mode() == Capacity.Mode.PROVISIONED) {
                out.add(finding(ctx, t.where().of("capacity"), t.name(), "table " + t.name() + " has vector index "
                        + String.join(", ", t.vectorIndexes().keySet()) + " but provisioned capacity: vector indexes "
                        + "need on-demand; set `capacity: on-demand`, or move the vectors to a table of their own"));
            }
        }
        return out;
    }
}
