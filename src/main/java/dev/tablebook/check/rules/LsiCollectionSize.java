package dev.tablebook.check.rules;

import dev.tablebook.format.CodeSpan;

import dev.tablebook.analysis.IndexMembership;
import dev.tablebook.analysis.ItemSizes;
import dev.tablebook.analysis.KeyCardinality;
import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.format.Figures;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

@RuleInfo(id = "lsi-collection-size", severity = Severity.WARNING, category = Category.OPERATIONAL,
        summary = "A table with an LSI has item collections of 10 GB or more",
        description = "On a table with a local secondary index, all items under one partition key value, with "
                + "their LSI entries, form an item collection capped at 10 GB; writes that would grow it further "
                + "fail. GSIs have no such cap, a real reason to prefer them.")
public final class LsiCollectionSize implements Rule {

    /** The item collection cap, 10 GB as AWS counts limits (binary). */
    static final double LIMIT_BYTES = 10.0 * 1024 * 1024 * 1024;

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        Design d = ctx.design();
        for (Table t : d.tables().values()) {
            List<Index> lsis = t.indexes().values().stream().filter(i -> !i.isGsi()).toList();
            if (lsis.isEmpty()) {
                continue;
            }
            Map<String, List<Entity>> byTemplate = new LinkedHashMap<>();
            for (Entity e : IndexMembership.stored(d, t)) {
                KeyTemplate pk = IndexMembership.template(t, e, t.partitionKey());
                if (pk != null) {
                    byTemplate.computeIfAbsent(pk.text(), k -> new ArrayList<>()).add(e);
                }
            }
            for (Map.Entry<String, List<Entity>> group : byTemplate.entrySet()) {
                collection(ctx, t, lsis, group.getKey(), group.getValue(), out);
            }
        }
        return out;
    }

    /**
     * The average collection: each entity's count ÷ the distinct values of the shared key (the
     * fewest any member implies: a parent's count bounds its children's keys), times its item
     * and LSI-entry bytes.
     */
    private void collection(CheckContext ctx, Table t, List<Index> lsis, String template, List<Entity> entities,
                            List<Finding> out) {
        Design d = ctx.design();
        Long distinct = null;
        for (Entity e : entities) {
            OptionalLong n = KeyCardinality.distinct(e, KeyTemplate.of(template));
            if (n.isPresent() && (distinct == null || n.getAsLong() < distinct)) {
                distinct = n.getAsLong();
            }
        }
        if (distinct == null) {
            return;
        }
        double bytes = 0;
        List<String> parts = new ArrayList<>();
        for (Entity e : entities) {
            if (e.count() == null) {
                continue;
            }
            double perValue = (double) e.count() / distinct;
            if (e.maxPerPartition() != null) {
                perValue = Math.min(perValue, e.maxPerPartition());
            }
            double itemBytes = ItemSizes.itemBytes(e, t) + ItemSizes.STORAGE_OVERHEAD_BYTES;
            for (Index lsi : lsis) {
                if (IndexMembership.carries(t, e, lsi)) {
                    itemBytes += ItemSizes.indexStoredBytes(e, t, lsi);
                }
            }
            bytes += perValue * itemBytes;
            parts.add(e.name() + " " + Figures.approx(perValue) + " × " + Figures.bytes(itemBytes));
        }
        if (bytes >= LIMIT_BYTES) {
            Index first = lsis.get(0);
            out.add(finding(ctx, first.where().self(), t.name(), "table " + t.name() + " has LSI " + first.name()
                    + ", and its item collection under " + CodeSpan.of(template) + " averages " + Figures.bytes(bytes)
                    + " (" + String.join(", ", parts) + "): an LSI caps each collection at 10 GB and writes past "
                    + "it fail. Use a GSI instead, or spread the collection over more partition key values"));
        }
    }
}
