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
import dev.tablebook.analysis.TemplateMatch;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.WriteLeg;
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
        summary = "A table with an LSI has an item collection of 10 GB or more under its heaviest key value",
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
     * The heaviest collection under the shared key (cost model, "Item collections of an LSI"): per
     * entity, its {@code max_per_partition} where stated (the bound on the busiest key value), else its
     * {@code count} × the busiest value's share — the {@code hot_key_share} its creates state
     * (weighted by their average rates, a create without one at an even share), else the largest
     * {@code hot_key_share} of a pattern on the key (traffic taken as the spread of the data) — else
     * the average, count ÷ the distinct values of the key ({@link KeyCardinality}: the fewest any
     * member implies), which the finding names as the guess it is. Each item with its LSI entries.
     */
    private void collection(CheckContext ctx, Table t, List<Index> lsis, String template, List<Entity> entities,
                            List<Finding> out) {
        Design d = ctx.design();
        Long distinct = null;
        for (Entity e : entities) {
            OptionalLong n = KeyCardinality.of(d, e, List.of(KeyTemplate.of(template))).distinct();
            if (n.isPresent() && (distinct == null || n.getAsLong() < distinct)) {
                distinct = n.getAsLong();
            }
        }
        if (distinct == null) {
            return;
        }
        double heaviest = 0;
        double average = 0;
        List<String> parts = new ArrayList<>();
        List<String> guessed = new ArrayList<>();
        for (Entity e : entities) {
            if (e.count() == null) {
                continue;
            }
            double itemBytes = ItemSizes.itemBytes(e, t) + ItemSizes.STORAGE_OVERHEAD_BYTES;
            for (Index lsi : lsis) {
                if (IndexMembership.carries(t, e, lsi)) {
                    itemBytes += ItemSizes.indexStoredBytes(e, t, lsi);
                }
            }
            double even = (double) e.count() / distinct;
            average += Math.min(even, e.maxPerPartition() == null ? even : e.maxPerPartition()) * itemBytes;
            Share share = even <= 1 ? null : share(d, t, e, template);
            double items;
            String why;
            if (even <= 1) {
                items = even; // the key identifies the entity's items: one a value at most, however skewed the traffic
                why = "one per key value at most";
            } else if (e.maxPerPartition() != null) {
                items = share == null ? e.maxPerPartition() : Math.min(e.maxPerPartition(), e.count() * share.share());
                why = share == null ? "`max_per_partition`" : share.basis() + ", at most `max_per_partition`";
            } else if (share != null) {
                items = e.count() * share.share();
                why = share.basis();
            } else {
                items = even;
                why = "an even share, 1 / " + Figures.approx(distinct) + " values";
                guessed.add(e.name());
            }
            heaviest += items * itemBytes;
            parts.add(e.name() + " " + Figures.approx(items) + " × " + Figures.bytes(itemBytes) + " (" + why + ")");
        }
        if (heaviest >= LIMIT_BYTES) {
            Index first = lsis.get(0);
            String guess = guessed.isEmpty() ? ""
                    : ". No skew is stated for " + String.join(", ", guessed) + " (`hot_key_share` on its creates or"
                            + " `max_per_partition`): the heaviest collection is guessed to be the average";
            out.add(finding(ctx, first.where().self(), t.name(), "table " + t.name() + " has LSI " + first.name()
                    + ", and its heaviest item collection under " + CodeSpan.of(template) + " holds ~"
                    + Figures.bytes(heaviest) + " (" + String.join(", ", parts) + "; the average collection is "
                    + Figures.bytes(average) + ")" + guess + ": an LSI caps each collection at 10 GB and writes past "
                    + "it fail (ItemCollectionSizeLimitExceededException). Use a GSI instead, or spread the collection"
                    + " over more partition key values"));
        }
    }

    /** The busiest key value's share of an entity's items, and where it comes from. */
    private record Share(double share, String basis) {
    }

    private static Share share(Design d, Table t, Entity e, String template) {
        double rate = 0;
        double weighted = 0;
        boolean stated = false;
        List<String> ids = new ArrayList<>();
        Long distinct = KeyCardinality.of(d, e, List.of(KeyTemplate.of(template))).distinct().stream().boxed()
                .findFirst().orElse(null);
        for (AccessPattern p : d.patterns()) {
            if (p.rps() == null) {
                continue;
            }
            for (WriteLeg leg : p.legs()) {
                if (!leg.action().creates() || !leg.entity().equals(e.name()) || !leg.table().equals(t.name())) {
                    continue;
                }
                double r = p.rps().average() * leg.count();
                double s;
                if (p.hotKeyShare() != null) {
                    s = p.hotKeyShare() / p.writeShards();
                    stated = true;
                    ids.add(p.id());
                } else if (distinct != null) {
                    s = 1.0 / Math.max(1, distinct);
                } else {
                    continue;
                }
                rate += r;
                weighted += r * s;
            }
        }
        if (stated && rate > 0) {
            return new Share(weighted / rate, Figures.approxPercent(weighted / rate) + " of its items on one value, the"
                    + " `hot_key_share` of its creates " + String.join(", ", ids));
        }
        AccessPattern busiest = null;
        for (AccessPattern p : d.patterns()) {
            if (p.hotKeyShare() != null && touches(d, t, p, template)
                    && (busiest == null || p.hotKeyShare() > busiest.hotKeyShare())) {
                busiest = p;
            }
        }
        return busiest == null ? null : new Share(busiest.hotKeyShare(), Figures.approxPercent(busiest.hotKeyShare())
                + " of its items on one value, the traffic share (`hot_key_share`) of " + busiest.id()
                + " taken as the spread of the data");
    }

    /** Whether a pattern addresses the table (or one of its LSIs) by the shared partition key template. */
    private static boolean touches(Design d, Table t, AccessPattern p, String template) {
        if (!t.name().equals(p.table())) {
            return false;
        }
        if (p.index() != null && (t.indexes().get(p.index()) == null || t.indexes().get(p.index()).isGsi())) {
            return false;
        }
        KeyCondition c = p.condition(t.partitionKey());
        if (c != null) {
            return c.op() == KeyCondition.Op.EQ && TemplateMatch.matches(c, KeyTemplate.of(template));
        }
        for (WriteLeg leg : p.legs()) {
            Entity e = d.entities().get(leg.entity());
            KeyTemplate pk = e == null || !leg.table().equals(t.name()) ? null
                    : IndexMembership.template(t, e, t.partitionKey());
            if (pk != null && pk.text().equals(template)) {
                return true;
            }
        }
        return false;
    }
}
