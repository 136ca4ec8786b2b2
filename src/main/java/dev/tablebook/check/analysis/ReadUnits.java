package dev.tablebook.check.analysis;

import dev.tablebook.analysis.KeyTarget;
import dev.tablebook.analysis.EntityMatch;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Consistency;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Operation;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What one read call reads: items, bytes per item and read units, as the cost model counts them
 * (4 KB per unit; eventual × 0.5, strong × 1, transactional × 2; a Query or Scan rounds the bytes
 * of all items read, before any filter; batch reads round each item). Items per call follow the
 * format's "Items per request"; a page holds at most 900 KB.
 */
public final class ReadUnits {
    private ReadUnits() {
    }

    public static final long READ_UNIT_BYTES = 4096;
    public static final long PAGE_BYTES = 900 * 1024;

    /** {@code items} read per call, {@code itemBytes} each (mean), {@code units} read units per call. */
    public record Shape(double items, long itemBytes, double units) {
    }

    /** Null for writes and SearchVectors (vector search is metered in bytes, not read units). */
    public static Shape of(Design design, AccessPattern p) {
        Operation op = p.operation();
        if (!op.isRead()) {
            return null;
        }
        KeyTarget target = KeyTarget.resolve(design, p);
        List<String> entities = readEntities(design, p, target);
        long size = p.itemBytes() != null ? p.itemBytes()
                : target == null ? 0 : ItemSizes.meanBytes(design, entities, target.table(), target.index());
        double factor = op == Operation.TransactGetItems ? 2.0 : consistencyFactor(p.consistency());
        switch (op) {
            case GetItem -> {
                return new Shape(1, size, units(size) * factor);
            }
            case BatchGetItem, TransactGetItems -> {
                if (p.itemSizes() != null && !p.itemSizes().isEmpty()) {
                    double u = p.itemSizes().stream().mapToDouble(ReadUnits::units).sum();
                    long mean = Math.round(p.itemSizes().stream().mapToInt(Integer::intValue).average().orElse(0));
                    return new Shape(p.itemSizes().size(), mean, u * factor);
                }
                int items = p.limit() != null ? p.limit() : 1;
                return new Shape(items, size, items * units(size) * factor);
            }
            default -> {
                double items = op == Operation.Scan ? scanItems(p, size) : queryItems(design, p, target, entities, size);
                return new Shape(items, size, Math.max(1, Math.ceil(items * size / READ_UNIT_BYTES)) * factor);
            }
        }
    }

    public static double consistencyFactor(Consistency c) {
        if (c == Consistency.STRONG) {
            return 1.0;
        }
        return c == Consistency.TRANSACTIONAL ? 2.0 : 0.5;
    }

    private static double units(long bytes) {
        return Math.max(1, Math.ceil((double) bytes / READ_UNIT_BYTES));
    }

    private static double scanItems(AccessPattern p, long size) {
        if (p.limit() != null) {
            return capByPage(p.limit(), size);
        }
        return size > 0 ? Math.max(1, Math.floor((double) PAGE_BYTES / size)) : 1;
    }

    /**
     * Items one Query call reads: its limit; one item for equality on the table's whole key;
     * the entities' {@code max_per_partition} when all declare it; else count ÷ distinct values
     * of the partition key. Always within one page.
     */
    public static double queryItems(Design design, AccessPattern p, KeyTarget target, List<String> entities, long size) {
        if (p.limit() != null) {
            return capByPage(p.limit(), size);
        }
        if (target == null) {
            return 1;
        }
        if (target.isTable() && fullKeyEquality(p, target)) {
            return 1;
        }
        List<Entity> es = new ArrayList<>();
        entities.forEach(n -> {
            Entity e = design.entities().get(n);
            if (e != null) {
                es.add(e);
            }
        });
        if (!es.isEmpty() && es.stream().allMatch(e -> partitionBound(design, target, e) != null)) {
            return capByPage(es.stream().mapToDouble(e -> partitionBound(design, target, e)).sum(), size);
        }
        double items = 0;
        for (Entity e : es) {
            List<KeyTemplate> part = Membership.templates(design, target.table(), e.name(), target.partition());
            Long distinct = part == null ? null : KeyDistinct.of(e, part);
            Long bound = partitionBound(design, target, e);
            if (bound != null) {
                items += bound;
            } else if (e.count() != null && distinct != null) {
                items += (double) e.count() / distinct;
            }
        }
        return capByPage(Math.max(1, items), size);
    }

    /**
     * An entity's {@code max_per_partition} where it bounds one partition of the target, else null.
     * It counts the entity's items under one value of the table's partition key, so it holds on
     * the table and its LSIs; on a GSI or vector index only when the index partition holds every
     * placeholder of the table's partition template (each index partition then lies within one
     * table partition). A GSI keyed on something else (a warehouse, a status) gathers items from
     * many table partitions, and the bound says nothing about it.
     */
    public static Long partitionBound(Design design, KeyTarget target, Entity e) {
        if (e.maxPerPartition() == null || target.isTable() || target.isLsi()) {
            return e.maxPerPartition();
        }
        KeyTemplate tablePart = Membership.template(design, target.table(), e.name(), target.table().partitionKey());
        List<KeyTemplate> indexPart = Membership.templates(design, target.table(), e.name(), target.partition());
        if (tablePart == null || indexPart == null) {
            return null;
        }
        Set<String> held = new HashSet<>();
        indexPart.forEach(t -> held.addAll(t.placeholders()));
        return held.containsAll(tablePart.placeholders()) ? e.maxPerPartition() : null;
    }

    public static boolean fullKeyEquality(AccessPattern p, KeyTarget target) {
        for (String attr : target.keyAttributes()) {
            KeyCondition c = p.condition(attr);
            if (c == null || c.op() != KeyCondition.Op.EQ) {
                return false;
            }
        }
        return true;
    }

    private static double capByPage(double items, long size) {
        return size > 0 ? Math.min(items, Math.max(1, Math.floor((double) PAGE_BYTES / size))) : items;
    }

    /** The entities a read returns: its {@code returns} that the target holds, else what the key matches. */
    public static List<String> readEntities(Design design, AccessPattern p, KeyTarget target) {
        if (target == null) {
            return List.of();
        }
        List<String> members = Membership.members(design, target);
        List<String> out = p.returns().stream().filter(members::contains).toList();
        if (!out.isEmpty()) {
            return out;
        }
        EntityMatch m = EntityMatch.of(design, p);
        return m == null ? List.of() : m.matched();
    }
}
