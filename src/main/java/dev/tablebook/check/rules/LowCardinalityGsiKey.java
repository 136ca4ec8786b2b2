package dev.tablebook.check.rules;

import dev.tablebook.analysis.PartitionLoad;
import dev.tablebook.analysis.IndexMembership;
import dev.tablebook.analysis.ItemSizes;
import dev.tablebook.analysis.KeyCardinality;
import dev.tablebook.analysis.RequestUnits;
import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.format.CodeSpan;
import dev.tablebook.format.Figures;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

@RuleInfo(id = "low-cardinality-gsi-key", severity = Severity.WARNING, category = Category.OPERATIONAL,
        summary = "A GSI's partition key takes a handful of values over a large population of items",
        description = "A GSI is partitioned by its own partition key: every write of an item it holds lands on the "
                + "partition of the item's key value, and a partition key value serves at most 1,000 write units a "
                + "second. A key with a few values (a status, a type, a constant) over a large population caps the "
                + "index's writes at that many times 1,000 units whatever the rates declared today, and a GSI that "
                + "cannot take its writes throttles the base table's writes.")
public final class LowCardinalityGsiKey implements Rule {
    /** Fewer distinct values than this is a handful (a guess: see the rule's page). */
    static final long FEW_VALUES = 10;
    /** Items per key value from which the population is large (a guess: see the rule's page). */
    static final long LARGE_PER_VALUE = 10_000;

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (Table t : ctx.design().tables().values()) {
            for (Index x : t.indexes().values()) {
                if (!x.isGsi() || hot(ctx, t, x)) {
                    continue; // an LSI shares the table's partition key; hot-partition reports a loaded one
                }
                List<String> parts = new ArrayList<>();
                long fewest = Long.MAX_VALUE;
                List<Entity> members = IndexMembership.members(ctx.design(), t, x);
                long all = members.stream().filter(e -> e.count() != null).mapToLong(Entity::count).sum();
                // a sparse index holds indexed_items of its members' items, each entity its share
                double held = x.indexedItems() == null || all == 0 ? 1 : Math.min(1, (double) x.indexedItems() / all);
                for (Entity e : members) {
                    List<KeyTemplate> templates = IndexMembership.templates(t, e, x.partition());
                    OptionalLong distinct = KeyCardinality.distinct(e, templates);
                    if (e.count() == null || distinct.isEmpty() || distinct.getAsLong() >= FEW_VALUES) {
                        continue;
                    }
                    long values = distinct.getAsLong();
                    long items = Math.round(e.count() * held);
                    double perValue = (double) items / values;
                    if (perValue < LARGE_PER_VALUE) {
                        continue;
                    }
                    double bytes = perValue * ItemSizes.indexStoredBytes(e, t, x);
                    String text = String.join(" + ", templates.stream().map(KeyTemplate::text).toList());
                    fewest = Math.min(fewest, values);
                    parts.add(CodeSpan.of(text) + " takes " + Figures.count(values, "value", "values") + " over "
                            + Figures.count(items) + " " + e.name() + " items" + (held < 1 ? " in the index" : "") + " (~" + Figures.approx(perValue)
                            + " items, ~" + Figures.approx(bytes / 1_000_000) + " MB per value)");
                }
                if (parts.isEmpty()) {
                    continue;
                }
                out.add(finding(ctx, x.where().of("partition"), x.name(), "the partition key of GSI " + x.name()
                        + " of table " + t.name() + " has a handful of values: " + String.join("; ", parts)
                        + ". Every write of these items lands on one of those values, so the index takes at most ~"
                        + Figures.approx(fewest * RequestUnits.PARTITION_WRITE_UNITS) + " write units/s whatever "
                        + "the table's capacity, and a GSI that cannot take its writes throttles the table's writes; "
                        + "a Query on one value pages through its whole share. Shard the key (append `#{shard}` "
                        + "over N values and read the shards in parallel), make the index sparse (only the items "
                        + "read this way carry its key), or key it on an attribute with many values"));
            }
        }
        return out;
    }

    /** True when hot-partition reports the index: its declared peak already nears a key value's limit. */
    private static boolean hot(CheckContext ctx, Table t, Index x) {
        for (PartitionLoad load : ctx.partitionLoads()) {
            if (load.table().equals(t.name()) && x.name().equals(load.index())
                    && (load.writeUnitsPerSecond() >= RequestUnits.PARTITION_WRITE_UNITS * HotPartition.WARN_FRACTION
                    || load.readUnitsPerSecond() >= RequestUnits.PARTITION_READ_UNITS * HotPartition.WARN_FRACTION)) {
                return true;
            }
        }
        return false;
    }
}
