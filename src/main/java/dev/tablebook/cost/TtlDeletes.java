package dev.tablebook.cost;

import static dev.tablebook.format.Figures.num;

import dev.tablebook.analysis.IndexMembership;
import dev.tablebook.analysis.IndexWriteCount;
import dev.tablebook.analysis.ItemSizes;
import dev.tablebook.analysis.RequestUnits;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.Rate;
import dev.tablebook.model.Table;
import dev.tablebook.model.WriteAction;
import dev.tablebook.model.WriteLeg;
import java.util.ArrayList;
import java.util.List;

/**
 * What a table's TTL deletes per second in the steady state, at the peak and average rates:
 * each entity that carries the TTL attribute (or declares no attributes, so may) expires the
 * items its creates add and its deletes do not take away: max(0, creates − deletes) items a
 * second (a put that states {@code previous_bytes} replaces an item and adds none). TTL deletes are free in the Region that performs them, but every other replica of a
 * Global Table receives each as a replicated write of the item's write units and deletes the
 * item's entries from its own indexes ("Throughput capacity planning for DynamoDB global tables",
 * AWS developer guide). A table in MRSC mode has none: TTL is not supported there (same page).
 * Each quantity is {peak, average}.
 */
record TtlDeletes(double[] items, double[] units, double[] indexUnits, double[] bytes, String basis, String indexBasis) {

    static final TtlDeletes NONE = new TtlDeletes(new double[2], new double[2], new double[2], new double[2], "", "");

    /** {@code rates}: the rate each pattern is priced at (the scenario's), null when it states none. */
    static TtlDeletes of(Design design, Table t, java.util.function.Function<AccessPattern, Rate> rates) {
        if (t.ttl() == null || t.replication() == Table.Replication.MRSC) {
            return NONE;
        }
        double[] items = new double[2];
        double[] units = new double[2];
        double[] indexUnits = new double[2];
        double[] bytes = new double[2];
        List<String> parts = new ArrayList<>();
        List<String> indexParts = new ArrayList<>();
        for (Entity e : IndexMembership.stored(design, t)) {
            if (!e.attributes().isEmpty() && e.attribute(t.ttl()) == null) {
                continue; // it carries no TTL attribute: TTL never deletes it
            }
            double[] expiring = expiring(design, t, e, rates);
            if (expiring[0] <= 0 && expiring[1] <= 0) {
                continue;
            }
            int itemBytes = ItemSizes.itemBytes(e, t);
            int each = RequestUnits.writeUnits(itemBytes);
            int indexEach = 0;
            List<String> perIndex = new ArrayList<>();
            for (Index x : t.indexes().values()) {
                if (IndexMembership.carries(t, e, x)) {
                    int u = RequestUnits.writeUnits(ItemSizes.indexItemBytes(e, t, x));
                    indexEach += u;
                    perIndex.add(u + " on " + x.name());
                }
            }
            for (int i = 0; i < 2; i++) {
                items[i] += expiring[i];
                units[i] += expiring[i] * each;
                indexUnits[i] += expiring[i] * indexEach;
                bytes[i] += expiring[i] * itemBytes;
            }
            parts.add(e.name() + " " + num(expiring[0]) + " expiries/s at peak x " + each + " WRU (" + itemBytes + " B)");
            if (indexEach > 0) {
                indexParts.add(e.name() + " " + num(expiring[0]) + "/s x (" + String.join(" + ", perIndex) + ") WRU");
            }
        }
        if (items[0] <= 0 && items[1] <= 0) {
            return NONE;
        }
        return new TtlDeletes(items, units, indexUnits, bytes, "TTL on `" + t.ttl() + "` deletes " + String.join("; ", parts)
                + " (creates less explicit deletes, the steady state)", String.join("; ", indexParts));
    }

    /** Items of the entity TTL deletes per second: its creates into the table less its explicit deletes; {peak, average}. */
    private static double[] expiring(Design design, Table t, Entity e, java.util.function.Function<AccessPattern, Rate> rates) {
        double[] created = new double[2];
        double[] deleted = new double[2];
        for (AccessPattern p : design.patterns()) {
            Rate r = rates.apply(p);
            if (r == null) {
                continue;
            }
            for (WriteLeg leg : p.legs()) {
                if (!leg.table().equals(t.name()) || !leg.entity().equals(e.name())) {
                    continue;
                }
                // a put that states previous_bytes replaces an item: it adds none for TTL to delete
                boolean creates = leg.action().creates() && !IndexWriteCount.replaces(leg);
                double[] into = creates ? created : leg.action() == WriteAction.DELETE ? deleted : null;
                if (into != null) {
                    into[0] += leg.count() * r.peak();
                    into[1] += leg.count() * r.average();
                }
            }
        }
        return new double[] {Math.max(0, created[0] - deleted[0]), Math.max(0, created[1] - deleted[1])};
    }
}
