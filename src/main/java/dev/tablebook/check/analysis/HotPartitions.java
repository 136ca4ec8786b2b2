package dev.tablebook.check.analysis;

import dev.tablebook.analysis.KeyTarget;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Table;
import dev.tablebook.model.WriteLeg;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The load on the busiest value of each partition key template, of each table and index: summed
 * over the patterns that use it, peak rate × units per call × share, where the share is the
 * pattern's {@code hot_key_share}, else 1 ÷ the distinct values of the template. A template
 * whose distinct values cannot be known (no {@code distinct}, no {@code count}) contributes only
 * through {@code hot_key_share}. Scans and vector searches are not partition-addressed. An LSI's
 * reads and writes count on its table's partition key, whose partitions hold the LSI's entries.
 */
public final class HotPartitions {
    private HotPartitions() {
    }

    public static final double WRITE_LIMIT = 1000;
    public static final double READ_LIMIT = 3000;

    /**
     * One pattern's part of the load on one key; {@code via} names the LSI it goes through (an LSI
     * shares its table's partitions, so its reads and writes load the table's key values), else null.
     */
    public record Contribution(String pattern, String entity, String via, boolean write, double unitsPerCall,
                               double peakRps, double share, Long distinct) {
        public double load() {
            return unitsPerCall * peakRps * share;
        }
    }

    /** The load on the busiest value of one partition key template of a table or index. */
    public record PartitionLoad(Table table, Index index, String keyTemplate, List<Contribution> contributions) {
        public PartitionLoad {
            contributions = List.copyOf(contributions);
        }

        public double readUnits() {
            return contributions.stream().filter(c -> !c.write()).mapToDouble(Contribution::load).sum();
        }

        public double writeUnits() {
            return contributions.stream().filter(Contribution::write).mapToDouble(Contribution::load).sum();
        }

        /** The fewest distinct values any contribution assumed (null: only hot_key_share given). */
        public Long distinct() {
            return contributions.stream().map(Contribution::distinct).filter(d -> d != null)
                    .min(Long::compare).orElse(null);
        }
    }

    public static List<PartitionLoad> loads(Design design) {
        Map<String, PartitionLoad> byKey = new LinkedHashMap<>();
        for (AccessPattern p : design.patterns()) {
            if (p.rps() == null || p.rps().peak() <= 0) {
                continue;
            }
            if (p.operation().isWrite()) {
                writes(design, p, byKey);
            } else if (p.operation().isRead() && p.operation() != Operation.Scan) {
                read(design, p, byKey);
            }
        }
        return List.copyOf(byKey.values());
    }

    private static void read(Design design, AccessPattern p, Map<String, PartitionLoad> byKey) {
        KeyTarget target = KeyTarget.resolve(design, p);
        if (target == null || target.isVector()) {
            return;
        }
        List<String> entities = ReadUnits.readEntities(design, p, target);
        ReadUnits.Shape shape = ReadUnits.of(design, p);
        if (entities.isEmpty() || shape == null) {
            return;
        }
        String entity = entities.get(0);
        add(design, p, byKey, target.table(), target.index(), entity, false, shape.units());
    }

    private static void writes(Design design, AccessPattern p, Map<String, PartitionLoad> byKey) {
        for (WriteLeg leg : p.writes()) {
            Table table = design.tables().get(leg.table());
            if (table == null || !table.stores(leg.entity())) {
                continue;
            }
            add(design, p, byKey, table, null, leg.entity(), true, WriteUnits.baseUnits(design, p, leg));
            for (Index index : table.indexes().values()) {
                double units = WriteUnits.indexUnits(design, p, leg, table, index);
                if (units > 0) {
                    add(design, p, byKey, table, index, leg.entity(), true, units);
                }
            }
        }
    }

    private static void add(Design design, AccessPattern p, Map<String, PartitionLoad> byKey, Table table, Index index,
                            String entityName, boolean write, double unitsPerCall) {
        Entity entity = design.entities().get(entityName);
        KeyTarget target = index == null ? KeyTarget.of(table) : KeyTarget.of(table, index);
        List<KeyTemplate> part = Membership.templates(design, table, entityName, target.partition());
        if (entity == null || part == null) {
            return;
        }
        Long distinct = KeyDistinct.of(entity, part);
        Double share = p.hotKeyShare() != null ? p.hotKeyShare() : distinct == null ? null : 1.0 / distinct;
        if (share == null) {
            return;
        }
        // An LSI lives in its table's partitions: its load adds to the table's key value.
        String via = index != null && !index.isGsi() ? index.name() : null;
        Index keyed = via != null ? null : index;
        String template = String.join(" + ", part.stream().map(KeyTemplate::text).toList());
        String key = table.name() + "\u0000" + (keyed == null ? "" : keyed.name()) + "\u0000" + template;
        PartitionLoad old = byKey.get(key);
        List<Contribution> cs = new ArrayList<>(old == null ? List.of() : old.contributions());
        cs.add(new Contribution(p.id(), entityName, via, write, unitsPerCall, p.rps().peak(), share, distinct));
        byKey.put(key, new PartitionLoad(table, keyed, template, cs));
    }
}
