package dev.tablebook.check.rules;

import dev.tablebook.format.CodeSpan;

import dev.tablebook.format.Figures;
import dev.tablebook.analysis.PartitionLoad;
import dev.tablebook.analysis.RequestUnits;
import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Pos;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

@RuleInfo(id = "hot-key-unstated", severity = Severity.WARNING, category = Category.OPERATIONAL,
        summary = "A pattern could overload one key value, and the design does not say how its traffic spreads",
        description = "The busiest value of a partition key decides whether a table throttles: one tenant, one game "
                + "or one device can take far more than an even share. Where 10% of a pattern's peak on one value "
                + "would reach the 1,000 write or 3,000 read units a second a partition key value serves, the design "
                + "should state the spread it assumes — `hot_key_share` on the pattern or `distinct` on the key's "
                + "placeholders — instead of leaving it to the entity's count.")
public final class HotKeyUnstated implements Rule {
    /** The share of a pattern's peak on one value that the rule tries. */
    static final double TRIAL_SHARE = 0.10;

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (PartitionLoad load : ctx.partitionLoads()) {
            for (PartitionLoad.Contribution c : Stream.concat(load.contributions().stream(),
                    load.unknownContributions().stream()).toList()) {
                double limit = c.write() ? RequestUnits.PARTITION_WRITE_UNITS : RequestUnits.PARTITION_READ_UNITS;
                double atTrial = c.unitsAt(TRIAL_SHARE);
                if (c.spreadStated() || atTrial < limit || !seen.add(c.pattern() + "\u0000" + load.resource()
                        + "\u0000" + load.template())) {
                    continue;
                }
                AccessPattern p = ctx.design().pattern(c.pattern());
                Pos pos = p == null ? c.where() : p.where().of("rps");
                String kind = c.write() ? "write" : "read";
                String assumed = Double.isNaN(c.share()) ? "the figures cannot size it (no `count` either)"
                        : "the figures assume " + share(c.share()) + ", " + c.shareBasis();
                out.add(finding(ctx, pos, c.pattern(), c.pattern() + " puts up to "
                        + Figures.approx(c.unitsPerCall() * c.peakRps()) + " " + kind + " units/s on " + CodeSpan.of(load.template())
                        + " of " + load.resource() + (c.shards() > 1 ? " over " + c.shards() + " shards" : "") + ": if "
                        + Figures.approxPercent(TRIAL_SHARE) + " of it landed on one "
                        + (c.shards() > 1 ? "logical key, each of its shard values" : "value, that value") + " would take " + Figures.approx(atTrial) + ", at or above the "
                        + Figures.approx(limit) + " a partition key value serves; it throttles from a share of "
                        + share(c.throttlingShare()) + " on one value. Neither `hot_key_share` nor `distinct` on the"
                        + " key's placeholders says how the traffic spreads (" + assumed + "). State the busiest"
                        + " value's share with `hot_key_share`, or `distinct` on the placeholders, so the hot-partition"
                        + " figures rest on a stated spread"));
            }
        }
        return out;
    }

    private static String share(double s) {
        return s >= 0.001 ? Figures.approxPercent(s) : "1/" + Figures.approx(Math.round(1 / s));
    }
}
