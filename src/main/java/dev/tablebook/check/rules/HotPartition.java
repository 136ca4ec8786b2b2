package dev.tablebook.check.rules;

import dev.tablebook.format.CodeSpan;

import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.format.Figures;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.Index;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Table;
import dev.tablebook.analysis.HotPartitions;
import dev.tablebook.analysis.PartitionLoad;
import dev.tablebook.analysis.PartitionLoad.Contribution;
import dev.tablebook.analysis.RequestUnits;
import dev.tablebook.check.Category;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

@RuleInfo(id = "hot-partition", severity = Severity.ERROR, category = Category.OPERATIONAL,
        summary = "One partition key value takes 1,000 write or 3,000 read units per second or more at peak",
        description = "A single partition serves at most 1,000 write units and 3,000 read units per second; "
                + "traffic that lands on one key value beyond that is throttled however much capacity the table "
                + "has. Keys with few distinct values, such as a status on an index, concentrate the load.")
public final class HotPartition implements Rule {

    /** A warning from half the per-partition limit. */
    static final double WARN_FRACTION = 0.5;

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (PartitionLoad load : ctx.partitionLoads()) {
            judge(ctx, load, true, load.writeUnitsPerSecond(), RequestUnits.PARTITION_WRITE_UNITS, out);
            judge(ctx, load, false, load.readUnitsPerSecond(), RequestUnits.PARTITION_READ_UNITS, out);
        }
        return out;
    }

    private void judge(CheckContext ctx, PartitionLoad load, boolean write, double units, double limit,
                       List<Finding> out) {
        if (units < limit * WARN_FRACTION) {
            return;
        }
        Severity severity = units >= limit ? Severity.ERROR : Severity.WARNING;
        String kind = write ? "write" : "read";
        Table table = ctx.design().tables().get(load.table());
        Index index = load.index() == null ? null : table.indexes().get(load.index());
        String where = index == null ? "table " + table.name()
                : (index.isGsi() ? "GSI " : "LSI ") + index.name() + " of table " + table.name();
        Pos pos = index == null ? table.where().of("key") : index.where().of("partition");
        String target = index == null ? table.name() : index.name();
        List<Contribution> parts = load.contributions().stream().filter(c -> c.write() == write)
                .sorted(Comparator.comparingDouble(Contribution::unitsPerSecond).reversed()).toList();
        List<String> named = new ArrayList<>();
        for (Contribution c : parts) {
            named.add(c.pattern() + " " + Figures.approx(c.unitsPerSecond()) + " (" + Figures.approx(c.peakRps())
                    + " rps × " + Figures.approx(c.unitsPerCall()) + " units × share "
                    + share(c.share()) + (c.entity() == null ? "" : ", " + c.entity())
                    + (c.via() == null ? "" : ", via LSI " + c.via()) + ")");
        }
        Long distinct = load.distinct();
        String few = distinct != null && distinct < HotPartitions.FEW_DISTINCT_VALUES
                ? " The key " + CodeSpan.of(load.template()) + " has only " + distinct + " distinct value"
                        + (distinct == 1 ? "" : "s") + ", so the traffic piles onto " + (distinct == 1 ? "it" : "each")
                        + "."
                : "";
        String unknown = load.unknownShare().isEmpty() ? ""
                : " Not counted, their share unknown (no `hot_key_share`, `distinct` or `count`): "
                        + String.join(", ", load.unknownShare()) + ".";
        String fix;
        if (units > limit + 1e-9) {
            long n = load.spreadNeeded(write);
            int now = write ? load.writeShards() : 1;
            fix = " This is a limit of one partition: no capacity mode, on-demand or provisioned, raises it, and"
                    + " adaptive capacity can isolate a hot item on a partition of its own but not lift that"
                    + " partition's limits." + (write
                    ? " Shard the key over at least " + (n * now) + " suffixes (" + Figures.approx(units) + " ÷ "
                            + Figures.approx(limit) + " = " + n + (now > 1 ? ", × the " + now + " shards used now" : "")
                            + "; append `#{shard}` chosen at random per write, read back from every suffix), or bucket"
                            + " it so that no bucket takes more."
                    : " Spread the reads over at least " + n + " copies of the hot items read at random ("
                            + Figures.approx(units) + " ÷ " + Figures.approx(limit) + "), or serve them from a cache"
                            + " (DAX).");
        } else {
            fix = write
                    ? " Shard the key (append a suffix such as `#{shard}` over N values and spread writes), or bucket "
                            + "it by time so only the current bucket is written."
                    : " Shard the key and read the shards in parallel, cache the hot item, or spread the reads with a "
                            + "time bucket.";
        }
        out.add(finding(ctx, severity, pos, target, "the busiest " + CodeSpan.of(load.template()) + " value of " + where
                + " takes ~" + Figures.approx(units) + " " + kind + " units/s at peak, "
                + Figures.approxPercent(units / limit) + " of the " + Figures.approx(limit) + " a partition key value "
                + "serves: " + String.join("; ", named) + "." + few + unknown + fix));
    }

    private static String share(double share) {
        if (share >= 1) {
            return "1";
        }
        return share >= 0.01 ? Figures.approx(share) : "1/" + Figures.approx(Math.round(1 / share));
    }
}
