package dev.tablebook.check.rules;

import dev.tablebook.analysis.IndexMembership;
import dev.tablebook.analysis.ItemSizes;
import dev.tablebook.analysis.RequestUnits;
import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.format.Figures;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.Projection;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "projection-all-large-items", severity = Severity.WARNING, category = Category.COST,
        summary = "An index projects ALL over items of 100 KB or more",
        description = "An ALL projection copies the whole item into the index: an item of hundreds of KB is "
                + "written to the index again at its full size on every write (one write unit per KB), stored twice, "
                + "and read at its full size by every query of the index (4 KB read units). Projecting only what "
                + "the index's readers need keeps each entry small, whatever the item carries.")
public final class ProjectionAllLargeItems implements Rule {
    /** Items from this size on are large: a hundred KB, a quarter of DynamoDB's 400 KB item limit. */
    static final int LARGE_ITEM_BYTES = 100 * 1024;

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (Table t : ctx.design().tables().values()) {
            for (Index index : t.indexes().values()) {
                if (index.projection().type() != Projection.Type.ALL) {
                    continue;
                }
                Entity largest = null;
                int bytes = 0;
                for (Entity e : IndexMembership.members(ctx.design(), t, index)) {
                    int b = ItemSizes.itemBytes(e, t);
                    if (b > bytes) {
                        bytes = b;
                        largest = e;
                    }
                }
                if (largest == null || bytes < LARGE_ITEM_BYTES) {
                    continue;
                }
                double kb = bytes / 1024.0;
                out.add(finding(ctx, index.where().of("projection"), index.name(), (index.isGsi() ? "GSI " : "LSI ")
                        + index.name() + " of table " + t.name() + " projects ALL over " + largest.name() + " items of "
                        + Figures.num(Math.round(kb * 10) / 10.0) + " KB: every write of one copies "
                        + RequestUnits.writeUnits(bytes) + " write units into the index, every entry stores the item"
                        + " again, and a query of the index reads " + Figures.num(Math.round(kb * 10) / 10.0)
                        + " KB an item (" + Figures.num(RequestUnits.readUnits(bytes, 1)) + " read units strongly consistent). Project"
                        + " only what its readers need (KEYS_ONLY, or an INCLUDE list)"
                        + ProjectionAllWriteHeavy.saving(ctx, t, index)));
            }
        }
        return out;
    }
}
