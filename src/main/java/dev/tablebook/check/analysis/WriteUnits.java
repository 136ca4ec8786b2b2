package dev.tablebook.check.analysis;

import dev.tablebook.analysis.KeyTarget;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Projection;
import dev.tablebook.model.Table;
import dev.tablebook.model.WriteAction;
import dev.tablebook.model.WriteLeg;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Write units of one call, leg by leg, as the cost model counts them: 1 KB per unit, each item
 * rounded on its own, an update billed at the larger of before and after, a transaction doubled
 * on the base table (index writes stay single), a failed conditional write billed like a success.
 * An index receives one write per member item written, two when an update moves its key, none
 * when an update touches nothing it projects.
 */
public final class WriteUnits {
    private WriteUnits() {
    }

    public static final long WRITE_UNIT_BYTES = 1024;

    /** Bytes of one item a leg writes. */
    public static long legItemBytes(Design design, AccessPattern p, WriteLeg leg) {
        Entity e = design.entities().get(leg.entity());
        Table table = design.tables().get(leg.table());
        long size = p.itemBytes() != null && p.writes().size() == 1 ? p.itemBytes()
                : e == null ? 0 : ItemSizes.itemBytes(design, e, table);
        if (leg.action() == WriteAction.UPDATE && leg.previousBytes() != null) {
            size = Math.max(size, leg.previousBytes());
        }
        return size;
    }

    /** Base-table write units of one call's leg, all its items. */
    public static double baseUnits(Design design, AccessPattern p, WriteLeg leg) {
        double perItem = units(legItemBytes(design, p, leg));
        double tx = p.operation() == Operation.TransactWriteItems ? 2 : 1;
        return perItem * leg.count() * tx * failFactor(p);
    }

    /** Write units a leg costs an index of its table (0 when the entity is not in the index). */
    public static double indexUnits(Design design, AccessPattern p, WriteLeg leg, Table table, Index index) {
        Entity e = design.entities().get(leg.entity());
        if (e == null || !Membership.carries(design, table, leg.entity(), index)) {
            return 0;
        }
        int writes = indexWritesPerItem(design, leg, table, index);
        return writes * units(ItemSizes.projectedBytes(design, e, table, index)) * leg.count() * failFactor(p);
    }

    /** 1 per item written; for an update: 2 when it moves the index key, 0 when it touches nothing projected. */
    public static int indexWritesPerItem(Design design, WriteLeg leg, Table table, Index index) {
        if (leg.action() != WriteAction.UPDATE || leg.attributes() == null) {
            return 1;
        }
        Set<String> keyParts = new HashSet<>();
        List<String> keys = KeyTarget.of(table, index).keyAttributes();
        for (String k : keys) {
            keyParts.add(k);
            KeyTemplate t = Membership.template(design, table, leg.entity(), k);
            if (t != null) {
                keyParts.addAll(t.placeholders());
            }
        }
        if (leg.attributes().stream().anyMatch(keyParts::contains)) {
            return 2;
        }
        Projection proj = index.projection();
        boolean projected = switch (proj.type()) {
            case ALL -> !leg.attributes().isEmpty();
            case INCLUDE -> leg.attributes().stream().anyMatch(proj.attributes()::contains);
            case KEYS_ONLY -> false;
        };
        return projected ? 1 : 0;
    }

    private static double units(long bytes) {
        return Math.max(1, Math.ceil((double) bytes / WRITE_UNIT_BYTES));
    }

    private static double failFactor(AccessPattern p) {
        return 1 + (p.conditionalFailRate() == null ? 0 : p.conditionalFailRate());
    }
}
