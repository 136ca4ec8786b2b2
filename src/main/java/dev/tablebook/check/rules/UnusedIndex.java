package dev.tablebook.check.rules;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Index;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Table;
import dev.tablebook.model.VectorIndex;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "unused-index", severity = Severity.WARNING, category = Category.COST,
        summary = "No pattern targets an index",
        description = "Every index is a standing cost: each write to a member item is written again to the index, "
                + "and its entries are stored. An index no access pattern reads is paid for and never used; "
                + "add the pattern it was made for, or drop it.")
public final class UnusedIndex implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (Table t : ctx.design().tables().values()) {
            for (Index index : t.indexes().values()) {
                check(ctx, t, index.name(), (index.isGsi() ? "GSI " : "LSI "), index.where().self(), out);
            }
            for (VectorIndex v : t.vectorIndexes().values()) {
                check(ctx, t, v.name(), "vector index ", v.where().self(), out);
            }
        }
        return out;
    }

    private void check(CheckContext ctx, Table t, String name, String kind, Pos pos, List<Finding> out) {
        for (AccessPattern p : ctx.design().patterns()) {
            if (t.name().equals(p.table()) && name.equals(p.index())) {
                return;
            }
        }
        out.add(finding(ctx, pos, name, kind + name + " of table " + t.name() + " is targeted by no access pattern: "
                + "it costs index writes and storage for nothing; add the pattern it serves, or remove it"));
    }
}
