package dev.tablebook.analysis;

import dev.tablebook.format.Figures;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Table;
import dev.tablebook.model.Traffic;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.function.Function;

/**
 * Hot partitions (design format, "Hot partitions"): for every partition key template of a table
 * or GSI, the peak units per second landing on its busiest value, summed over the patterns that
 * use it: peak rate × units per call × share, where share is {@code hot_key_share}, else 1 ÷ the
 * template's distinct values ({@link KeyCardinality}: the distinct values of the attributes that
 * build the key, never the count of the items stored under it). Reads count the call's read units on the template of the first
 * entity they read; writes the base-table write units (transactions doubled, billed conditional
 * failures included) and, on an index, the index writes of every member item. An LSI keeps its
 * entries in its table's partitions, so its reads and writes load the table's key value. Scans
 * and vector searches spread over all partitions and are left out. A sharded read puts one call on
 * each shard's value; a sharded write divides its share by its shards. Patterns in different traffic
 * windows do not peak together: a value's load is its daily patterns' plus its busiest window's.
 * Compare with 3,000 read and 1,000 write units per second per partition key value.
 */
public final class HotPartitions {
    /** An index partition key with fewer distinct values than this is called out. */
    public static final long FEW_DISTINCT_VALUES = 100;

    private final Design design;
    private final Function<AccessPattern, CallUnits> units;
    private final Map<String, Group> groups = new LinkedHashMap<>();

    private HotPartitions(Design design, Function<AccessPattern, CallUnits> units) {
        this.design = design;
        this.units = units;
    }

    /** The load per key template, busiest first. Imported models have no templates: empty. */
    public static List<PartitionLoad> analyze(Design design) {
        return analyze(design, new PatternUnits(design)::of);
    }

    /** The same, with each pattern's units per call from {@code units} (as {@link PatternUnits#of} counts them). */
    public static List<PartitionLoad> analyze(Design design, Function<AccessPattern, CallUnits> units) {
        if (design.isImported()) {
            return List.of();
        }
        HotPartitions h = new HotPartitions(design, units);
        for (AccessPattern p : design.patterns()) {
            if (p.rps() != null && p.rps().peak() > 0) {
                h.pattern(p);
            }
        }
        return h.groups.values().stream().map(Group::load)
                .sorted(Comparator.comparingDouble(PartitionLoad::utilization).reversed()
                        .thenComparing(PartitionLoad::resource).thenComparing(PartitionLoad::template))
                .toList();
    }

    private void pattern(AccessPattern p) {
        Operation op = p.operation();
        if (op == Operation.Scan || op == Operation.SearchVectors) {
            return;
        }
        CallUnits call = units.apply(p);
        if (op.isRead()) {
            read(p, call);
            return;
        }
        for (UnitLine l : call.billed()) { // failed conditional writes included, as billed
            Table t = design.tables().get(l.table());
            Entity e = l.entity() == null ? null : design.entities().get(l.entity());
            if (t == null || e == null) {
                continue;
            }
            if (l.kind() == UnitLine.Kind.WRITE) {
                add(p, KeyTarget.of(t), e, true, l.units());
            } else if (l.kind() == UnitLine.Kind.INDEX_WRITE) {
                add(p, KeyTarget.of(t, t.indexes().get(l.index())), e, true, l.units());
            }
        }
    }

    /** A read lands on the partition key template of the first entity it reads, as stored in its table or index. */
    private void read(AccessPattern p, CallUnits call) {
        KeyTarget target = KeyTarget.resolve(design, p);
        if (target == null || target.isVector()) {
            return;
        }
        List<Entity> entities = EntitiesRead.of(design, p, target);
        if (!entities.isEmpty()) {
            // A scatter-gather puts one call on each shard's value: one call's units land on a value.
            add(p, target, entities.get(0), false, call.rru() / p.callsPerRequest());
        }
    }

    private void add(AccessPattern p, KeyTarget target, Entity e, boolean write, double unitsPerCall) {
        // An LSI lives in its table's partitions: its load adds to the table's key value.
        String via = target.isLsi() ? target.index().name() : null;
        Index keyed = target.isGsi() ? target.index() : null;
        List<String> partition = keyed == null ? List.of(target.table().partitionKey()) : keyed.partition();
        List<KeyTemplate> templates = IndexMembership.templates(target.table(), e, partition);
        if (templates == null) {
            return;
        }
        String template = String.join(" + ", templates.stream().map(KeyTemplate::text).toList());
        Table t = target.table();
        String key = t.name() + "\u0000" + (keyed == null ? "" : keyed.name()) + "\u0000" + template;
        Group g = groups.computeIfAbsent(key, k -> new Group(t.name(), keyed == null ? null : keyed.name(), partition,
                template));
        KeyCardinality.Spread spread = KeyCardinality.of(design, e, templates);
        OptionalLong distinct = spread.distinct();
        distinct.ifPresent(d -> g.distinct = g.distinct == null ? d : Math.min(g.distinct, d));
        double share;
        String basis;
        double peak = p.rps().peak();
        Traffic.Window w = design.window(t, p.rps().window());
        String window = w == null ? null : w.name();
        boolean stated = p.hotKeyShare() != null || KeyCardinality.stated(e, templates);
        int shards = p.writeShards();
        if (p.hotKeyShare() != null) {
            share = p.hotKeyShare() / shards;
            basis = shards > 1 ? "hot_key_share / " + shards + " shards" : "hot_key_share";
        } else if (distinct.isPresent()) {
            share = 1.0 / Math.max(1, distinct.getAsLong()) / shards;
            basis = "1 / " + Figures.num(distinct.getAsLong()) + " distinct values" + (shards > 1 ? " / " + shards
                    + " shards" : "") + (spread.stated() ? "" : ": " + spread.basis());
        } else {
            g.unknown.add(p.id());
            g.unknownContributions.add(new PartitionLoad.Contribution(p.id(), e.name(), via, write, unitsPerCall, peak,
                    Double.NaN, "unknown", Double.NaN, p.where() == null ? null : p.where().self(), false, shards,
                    window));
            return;
        }
        double perSecond = unitsPerCall * peak * share;
        g.contributions.add(new PartitionLoad.Contribution(p.id(), e.name(), via, write, unitsPerCall, peak, share, basis,
                perSecond, p.where() == null ? null : p.where().self(), stated, shards, window));
        // Patterns of different windows do not peak together: a window adds to the daily patterns only.
        double[] sums = g.byWindow.computeIfAbsent(window == null ? "" : window, k -> new double[2]);
        sums[write ? 1 : 0] += perSecond;
    }

    private static final class Group {
        final String table;
        final String index;
        final List<String> partition;
        final String template;
        final List<PartitionLoad.Contribution> contributions = new ArrayList<>();
        final List<String> unknown = new ArrayList<>();
        final List<PartitionLoad.Contribution> unknownContributions = new ArrayList<>();
        /** Units per second on the busiest value by window ("": the daily peak), read then write. */
        final Map<String, double[]> byWindow = new LinkedHashMap<>();
        Long distinct;

        Group(String table, String index, List<String> partition, String template) {
            this.table = table;
            this.index = index;
            this.partition = partition;
            this.template = template;
        }

        PartitionLoad load() {
            boolean few = index != null && distinct != null && distinct < FEW_DISTINCT_VALUES;
            double[] daily = byWindow.getOrDefault("", new double[2]);
            double read = daily[0];
            double write = daily[1];
            double windowRead = 0;
            double windowWrite = 0;
            for (Map.Entry<String, double[]> e : byWindow.entrySet()) {
                if (!e.getKey().isEmpty()) {
                    windowRead = Math.max(windowRead, e.getValue()[0]);
                    windowWrite = Math.max(windowWrite, e.getValue()[1]);
                }
            }
            read += windowRead;
            write += windowWrite;
            return new PartitionLoad(table, index, partition, template, distinct, read, write, contributions,
                    unknown.stream().distinct().toList(), few, unknownContributions);
        }
    }
}
