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
        return new CallUnits(lines, 0, failRate, notes);
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
            lines.add(new UnitLine(UnitLine.Kind.WRITE, t.name(), null, e.name(), base * 2, "condition check of "
                    + sizes.size() + " x " + leg.entity() + " (" + num(sizes.get(0)) + " B): each ceil(bytes / 1,024),"
                    + " x 2, billed as a transactional write; writes nothing"));
            return;
        }
        lines.add(new UnitLine(UnitLine.Kind.WRITE, t.name(), null, e.name(), txn ? base * 2 : base, basis));
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
        String why = writes == 2 ? " (the update moves the index key: delete + insert)"
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
