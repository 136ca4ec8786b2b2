package dev.tablebook.analysis;

import static dev.tablebook.format.Figures.num;

import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.Projection;
import dev.tablebook.model.Table;
import dev.tablebook.model.VectorIndex;
import dev.tablebook.model.Write;
import dev.tablebook.model.WriteAction;
import dev.tablebook.model.WriteLeg;
import java.util.ArrayList;
import java.util.List;

/**
 * Write units of one write call, leg by leg: each item rounded up to 1 KB on its own (PutItem
 * and UpdateItem on the larger of before and after), doubled on the base table for a
 * transaction; one index write per member index (two when an update moves the entry, one when it removes the entry's key, none
 * when it touches nothing the index projects); and the bytes each item puts into the vector
 * indexes whose vector it carries. A condition check is billed as a transactional write of the item it
 * checks and writes no index.
 */
final class WriteUnits {
    private final Design design;
    private final Write p;
    private final double sizeFactor;
    private final List<String> notes = new ArrayList<>();
    private final List<UnitLine> lines = new ArrayList<>();
    /** What one failed call bills: the base-table units of the item that is there; no index or vector write. */
    private final List<UnitLine> failed = new ArrayList<>();

    WriteUnits(Design design, Write pattern, double sizeFactor) {
        this.design = design;
        this.p = pattern;
        this.sizeFactor = sizeFactor;
    }

    CallUnits units() {
        for (LegItems items : LegItems.of(design, p, sizeFactor)) {
            WriteLeg leg = items.leg();
            if (!items.defined()) {
                notes.add("leg " + leg.entity() + " on " + leg.table() + " names an undefined entity or table: not counted");
            } else if (!items.sizes().isEmpty()) {
                leg(leg, items.table(), items.entity(), items.sizes());
            }
        }
        double failRate = p.conditionalFailRate() == null ? 0 : p.conditionalFailRate();
        if (failRate > 0 && p.transaction()) {
            notes.add("a cancelled transaction is taken to bill each leg as a failed conditional write: the write units"
                    + " of the item that is there, x 2, and no index write (a guess: AWS states the rule for a single"
                    + " conditional write)");
        }
        return new CallUnits(lines, 0, failRate, failRate > 0 ? failed : List.of(), notes);
    }

    private void leg(WriteLeg leg, Table t, Entity e, List<Double> sizes) {
        boolean txn = p.transaction();
        double base = 0;
        for (double s : sizes) {
            base += RequestUnits.writeUnits(billedBytes(leg, s));
        }
        String basis = describe(leg, sizes) + (txn ? ", x 2 (transaction)" : "");
        if (leg.action() == WriteAction.CHECK) {
            // DynamoDB bills a ConditionCheck as a transactional write of the checked item; it changes no index.
            UnitLine check = new UnitLine(UnitLine.Kind.WRITE, t.name(), null, e.name(), base * 2, "condition check of "
                    + sizes.size() + " x " + leg.entity() + " (" + num(sizes.get(0)) + " B): each ceil(bytes / 1,024),"
                    + " x 2, billed as a transactional write; writes nothing");
            lines.add(check);
            failed.add(check);
            return;
        }
        lines.add(new UnitLine(UnitLine.Kind.WRITE, t.name(), null, e.name(), txn ? base * 2 : base, basis));
        failed.add(failedWrite(leg, t, e, sizes, txn));
        for (Index x : t.indexes().values()) {
            if (IndexMembership.carries(t, e, x)) {
                indexWrites(leg, t, e, x, sizes);
            }
        }
        for (VectorIndex v : t.vectorIndexes().values()) {
            if (IndexMembership.carries(t, e, v)) {
                vectorWrites(leg, t, e, v, sizes.size());
            }
        }
    }

    /**
     * What a failed conditional write of the leg bills: the write units of the item that is there
     * ({@code previous_bytes}, else the entity's item), at least 1 each, doubled in a transaction; it
     * changes nothing, so it writes no index and no vector (Condition expressions, AWS developer guide).
     */
    private UnitLine failedWrite(WriteLeg leg, Table t, Entity e, List<Double> sizes, boolean txn) {
        double units = 0;
        double existing = 0;
        for (double s : sizes) {
            existing = leg.previousBytes() != null ? leg.previousBytes() * sizeFactor : s;
            units += RequestUnits.writeUnits(existing);
        }
        return new UnitLine(UnitLine.Kind.WRITE, t.name(), null, e.name(), txn ? units * 2 : units, sizes.size()
                + " x the " + leg.entity() + " that is there (" + num(existing) + " B): each ceil(bytes / 1,024), at least 1"
                + (txn ? ", x 2 (transaction)" : "") + "; a failed write changes nothing, so no index is written");
    }

    /** The size a write is billed on: the larger of before and after for puts and updates. */
    private double billedBytes(WriteLeg leg, double size) {
        return switch (leg.action()) {
            case CREATE, PUT -> Math.max(leg.previousBytes() == null ? 0 : leg.previousBytes() * sizeFactor, size);
            case UPDATE -> Math.max(leg.previousBytes() == null ? size : leg.previousBytes() * sizeFactor, size);
            case DELETE, CHECK -> size;
        };
    }

    private String describe(WriteLeg leg, List<Double> sizes) {
        double first = sizes.get(0);
        boolean same = sizes.stream().allMatch(s -> s == first);
        String size = same ? num(billedBytes(leg, first)) + " B" : "varying sizes";
        return leg.action().yamlName() + " " + sizes.size() + " x " + leg.entity() + " (" + size
                + "): each ceil(bytes / 1,024)";
    }

    private void indexWrites(WriteLeg leg, Table t, Entity e, Index x, List<Double> sizes) {
        int writes = writesPerItem(leg, t, e, x);
        if (writes == 0) {
            notes.add(leg.entity() + " update touches nothing " + x.name() + " projects: no index write");
            return;
        }
        double units = 0;
        double projected = 0;
        for (double s : sizes) {
            projected = x.projection().type() == Projection.Type.ALL
                    ? billedBytes(leg, s)
                    : Math.min(s, ItemSizes.indexItemBytes(e, t, x) * sizeFactor);
            units += writes * RequestUnits.writeUnits(projected);
        }
        String why = writes == 2 ? (leg.action() == WriteAction.PUT ? " (the replaced item's key may move: delete + insert)"
                : " (the update moves the index key: delete + insert)")
                : IndexWriteCount.intersects(leg.remove(), IndexMembership.keySources(t, e, x)) ? " (the update removes the index key: delete only)" : "";
        lines.add(new UnitLine(UnitLine.Kind.INDEX_WRITE, t.name(), x.name(), e.name(), units,
                sizes.size() + " x " + writes + " write" + (writes == 1 ? "" : "s") + " of the " + x.projection().type()
                        + " projection (" + num(projected) + " B): ceil(bytes / 1,024)" + why));
    }

    /** 0, 1 or 2 index writes for one item of the leg, as {@link IndexWriteCount} counts them. */
    private int writesPerItem(WriteLeg leg, Table t, Entity e, Index x) {
        String note = IndexWriteCount.note(leg, t, e, x);
        if (note != null) {
            notes.add(note);
        }
        return IndexWriteCount.perItem(leg, t, e, x);
    }

    private void vectorWrites(WriteLeg leg, Table t, Entity e, VectorIndex v, int items) {
        if (leg.action() == WriteAction.UPDATE) {
            if (leg.attributes() == null) {
                notes.add(leg.entity() + " update states no `attributes`: assumed to rewrite vector " + v.attribute()
                        + " (upper bound)");
            } else if (!IndexWriteCount.touched(leg).contains(v.attribute())) {
                return;
            }
        }
        double each = ItemSizes.vectorItemBytes(e, t, v) * sizeFactor;
        lines.add(new UnitLine(UnitLine.Kind.VECTOR_WRITE_BYTES, t.name(), v.name(), e.name(), items * each,
                items + " x " + num(each) + " B (" + v.dimensions() + " dimensions x 4 + 35 key bytes"
                        + (v.projection().type() == Projection.Type.KEYS_ONLY ? "" : " + projected attributes") + ")"));
    }
}
