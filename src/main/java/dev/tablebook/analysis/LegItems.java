package dev.tablebook.analysis;

import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Table;
import dev.tablebook.model.Write;
import dev.tablebook.model.WriteLeg;
import java.util.ArrayList;
import java.util.List;

/**
 * The items one leg of a write call writes, each with its size in bytes: the pattern's {@code
 * item_sizes} by position across the legs, else its {@code item_bytes} when it has a single leg
 * (one size can only stand for one leg), else the entity's item as stored in the leg's table.
 * {@code table} and {@code entity} are null when the design does not define them.
 */
public record LegItems(WriteLeg leg, Table table, Entity entity, List<Double> sizes) {
    public LegItems {
        sizes = List.copyOf(sizes);
    }

    /** Every leg of the call, in order; {@code sizeFactor} scales every size (1 = as designed). */
    public static List<LegItems> of(Design design, Write p, double sizeFactor) {
        List<LegItems> out = new ArrayList<>();
        int position = 0;
        for (WriteLeg leg : p.legs()) {
            Table t = design.tables().get(leg.table());
            Entity e = design.entities().get(leg.entity());
            List<Double> sizes = new ArrayList<>();
            for (int i = 0; i < leg.count(); i++) {
                sizes.add(itemBytes(p, t, e, position++) * sizeFactor);
            }
            out.add(new LegItems(leg, t, e, sizes));
        }
        return out;
    }

    private static double itemBytes(Write p, Table t, Entity e, int position) {
        List<Integer> given = p.itemSizes();
        if (given != null && position < given.size()) {
            return given.get(position);
        }
        if (p.itemBytes() != null && p.legs().size() == 1) {
            return p.itemBytes();
        }
        if (e == null) {
            return 0;
        }
        return t == null ? ItemSizes.itemBytes(e) : ItemSizes.itemBytes(e, t);
    }

    /** True when the leg names an entity and a table the design defines. */
    public boolean defined() {
        return table != null && entity != null;
    }

    public double totalBytes() {
        return sizes.stream().mapToDouble(Double::doubleValue).sum();
    }
}
