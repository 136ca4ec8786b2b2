package dev.tablebook.check.rules;

import dev.tablebook.analysis.ItemSizes;
import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.format.Figures;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Read;
import dev.tablebook.model.Table;
import dev.tablebook.model.Write;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "item-size-limit", severity = Severity.ERROR, category = Category.OPERATIONAL,
        summary = "An item exceeds 400 KB (warning above 300 KB)",
        description = "An item can hold at most 400 KB, names and values included; a write past it fails. Items "
                + "near the limit are also expensive, since every write is billed per KB of the whole item. Move "
                + "large or growing parts to their own items or to S3.")
public final class ItemSizeLimit implements Rule {

    /** Above this an item is close enough to the 400 KB limit to warn. */
    static final long WARN_ITEM_BYTES = 300 * 1024;

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (Entity e : ctx.design().entities().values()) {
            long size = 0;
            String where = "";
            List<Table> tables = ctx.design().tables().values().stream().filter(t -> t.stores(e.name())).toList();
            for (Table t : tables.isEmpty() ? java.util.Collections.<Table>singletonList(null) : tables) {
                long s = t == null ? ItemSizes.itemBytes(e) : ItemSizes.itemBytes(e, t);
                if (s > size) {
                    size = s;
                    where = t == null ? "" : " in table " + t.name();
                }
            }
            Pos pos = e.sizeBytes() != null ? e.where().of("size_bytes") : e.where().of("attributes");
            String subject = e.name() + "'s item" + where + " is " + Figures.bytes(size) + " ("
                    + Figures.approx(size) + " bytes" + (e.sizeBytes() != null ? ", its size_bytes" : "") + ")";
            check(ctx, out, size, pos, e.name(), subject);
        }
        for (AccessPattern p : ctx.design().patterns()) {
            if (p.itemBytes() != null) {
                check(ctx, out, p.itemBytes(), p.where().of("item_bytes"), p.id(),
                        p.id() + "'s item_bytes is " + Figures.bytes(p.itemBytes()));
            }
            List<Integer> sizes = p instanceof Read r ? r.itemSizes() : p instanceof Write w ? w.itemSizes() : null;
            if (sizes != null) {
                int max = sizes.stream().mapToInt(Integer::intValue).max().orElse(0);
                check(ctx, out, max, p.where().of("item_sizes"), p.id(),
                        p.id() + "'s largest item_sizes entry is " + Figures.bytes(max));
            }
        }
        return out;
    }

    private void check(CheckContext ctx, List<Finding> out, long size, Pos pos, String target, String subject) {
        if (size > ItemSizes.MAX_ITEM_BYTES) {
            out.add(finding(ctx, Severity.ERROR, pos, target, subject + ", over the 400 KB item limit: writes of it "
                    + "fail. Split it into several items under one partition key, or keep the large part in S3 and "
                    + "store its key"));
        } else if (size > WARN_ITEM_BYTES) {
            out.add(finding(ctx, Severity.WARNING, pos, target, subject + ", over 300 KB and close to the 400 KB "
                    + "item limit, and every write of it is billed by the KB. Split it, or move the large part to S3"));
        }
    }
}
