package dev.tablebook.analysis;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * Hot partitions (design format, "Hot partitions"): for every partition key template of a table
 * or index, the peak units per second landing on its busiest value, summed over the patterns
 * that use it: peak rate × units per call × share, where share is {@code hot_key_share}, else 1 ÷
 * the template's distinct values. Reads count the call's read units; writes the base-table write
 * units (transactions doubled, billed conditional failures included) and, on an index, the index
 * writes of every member item. Scans and vector searches spread over all partitions and are left
 * out. Compare with 3,000 read and 1,000 write units per second per partition key value.
 */
public final class HotPartitions {
    /** An index partition key with fewer distinct values than this is called out. */
    public static final long FEW_DISTINCT_VALUES = 100;

    private final Design design;
    private final PatternUnits units;
    private final Map<String, Group> groups = new LinkedHashMap<>();

    private HotPartitions(Design design) {
        this.design = design;
        this.units = new PatternUnits(design);
    }

    /** The load per key template, busiest first. Imported models have no templates: empty. */
    public static List<PartitionLoad> analyze(Design design) {
        if (design.isImported()) {
            return List.of();
        }
        HotPartitions h = new HotPartitions(design);
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
        CallUnits call = units.of(p);
        if (op.isRead()) {
            read(p, call);
            return;
        }
        double failures = 1 + call.conditionalFailRate();
        for (UnitLine l : call.lines()) {
            Table t = design.tables().get(l.table());
            Entity e = l.entity() == null ? null : design.entities().get(l.entity());
            if (t == null || e == null) {
                continue;
            }
            if (l.kind() == UnitLine.Kind.WRITE) {
                add(p, t, null, List.of(t.partitionKey()), List.of(e), storedKey(t, e, List.of(t.partitionKey())),
                        KeyCardinality.keySources(t, e, List.of(t.partitionKey())), true, l.units() * failures);
            } else if (l.kind() == UnitLine.Kind.INDEX_WRITE) {
                Index x = t.indexes().get(l.index());
                add(p, t, x, x.partition(), List.of(e), storedKey(t, e, x.partition()),
                        KeyCardinality.keySources(t, e, x.partition()), true, l.units() * failures);
            }
        }
    }

    /** A read lands on the partition key template of the first entity it reads (as stored in the table or index). */
    private void read(AccessPattern p, CallUnits call) {
        Table t = design.tables().get(p.table());
        if (t == null) {
            return;
        }
        Index x = p.index() == null ? null : t.indexes().get(p.index());
        if (p.index() != null && x == null) {
            return;
        }
        List<Entity> entities = readEntities(p, t, x);
        if (entities.isEmpty()) {
            return;
        }
        Entity e = entities.get(0);
        List<String> partition = x != null ? x.partition() : List.of(t.partitionKey());
        for (String a : partition) {
            if (!IndexMembership.defines(t, e, a)) {
                return;
            }
        }
        add(p, t, x, partition, List.of(e), storedKey(t, e, partition), KeyCardinality.keySources(t, e, partition), false,
                call.rru());
    }

    /** The entities a read returns that its target holds, else those its key condition matches. */
    private List<Entity> readEntities(AccessPattern p, Table t, Index x) {
        List<Entity> out = new ArrayList<>();
        for (String name : p.returns()) {
            Entity e = design.entities().get(name);
            if (e != null && t.stores(name) && (x == null || IndexMembership.carries(t, e, x))) {
                out.add(e);
            }
        }
        return out.isEmpty() ? KeyConditionMatch.matching(design, t, x, p.key()) : out;
    }

    /** The stored templates of the key attributes, joined with " + " for a multi-attribute key. */
    private static String storedKey(Table t, Entity e, List<String> attributes) {
        List<String> texts = new ArrayList<>();
        for (String a : attributes) {
            KeyTemplate tpl = t.template(e.name(), a);
            texts.add(tpl == null ? "{" + a + "}" : tpl.text());
        }
        return String.join(" + ", texts);
    }

    private void add(AccessPattern p, Table t, Index x, List<String> partition, List<Entity> entities, String template,
                     List<String> placeholders, boolean write, double unitsPerCall) {
        String key = t.name() + "\u0000" + (x == null ? "" : x.name()) + "\u0000" + template;
        Group g = groups.computeIfAbsent(key, k -> new Group(t.name(), x == null ? null : x.name(), partition, template));
        OptionalLong distinct = KeyCardinality.distinct(entities, placeholders);
        distinct.ifPresent(d -> g.distinct = g.distinct == null ? d : Math.min(g.distinct, d));
        double share;
        String basis;
        if (p.hotKeyShare() != null) {
            share = p.hotKeyShare();
            basis = "hot_key_share";
        } else if (distinct.isPresent()) {
            share = 1.0 / Math.max(1, distinct.getAsLong());
            basis = "1 / " + Figures.num(distinct.getAsLong()) + " distinct values";
        } else {
            g.unknown.add(p.id());
            return;
        }
        double peak = p.rps().peak();
        double perSecond = unitsPerCall * peak * share;
        g.contributions.add(new PartitionLoad.Contribution(p.id(), write, unitsPerCall, peak, share, basis, perSecond,
                p.where() == null ? null : p.where().self()));
        if (write) {
            g.write += perSecond;
        } else {
            g.read += perSecond;
        }
    }

    private static final class Group {
        final String table;
        final String index;
        final List<String> partition;
        final String template;
        final List<PartitionLoad.Contribution> contributions = new ArrayList<>();
        final List<String> unknown = new ArrayList<>();
        Long distinct;
        double read;
        double write;

        Group(String table, String index, List<String> partition, String template) {
            this.table = table;
            this.index = index;
            this.partition = partition;
            this.template = template;
        }

        PartitionLoad load() {
            boolean few = index != null && distinct != null && distinct < FEW_DISTINCT_VALUES;
            return new PartitionLoad(table, index, partition, template, distinct, read, write, contributions,
                    unknown.stream().distinct().toList(), few);
        }
    }
}
