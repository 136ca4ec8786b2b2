package dev.tablebook.cost;

import static dev.tablebook.format.Figures.num;

import dev.tablebook.analysis.IndexMembership;
import dev.tablebook.analysis.ItemSizes;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.Rate;
import dev.tablebook.model.Table;
import dev.tablebook.model.VectorIndex;
import dev.tablebook.model.Write;
import dev.tablebook.model.WriteLeg;
import java.util.ArrayList;
import java.util.List;

/**
 * Storage of a YAML design: each entity's population × its stored item size in every table
 * that stores it (item + 100 bytes, + 48 on a Global Table), each index's member population ×
 * its projected item + 100 bytes, and each vector index's items × their vector bytes. The
 * population is the entity's {@code count}, else the steady state of its creates into that
 * table: create rate × items per call × {@code retention_days} (default 30) × 86,400 s — at the
 * peak rate for the peak figure and the average rate for the expected one.
 */
final class DesignStorage {
    static final int DEFAULT_RETENTION_DAYS = 30;

    private final Design design;
    private final Scenario scenario;

    private DesignStorage(Design design, Scenario scenario) {
        this.design = design;
        this.scenario = scenario;
    }

    /** Peak and expected item counts of an entity in a table. */
    record Population(double peak, double expected, boolean fromCount) {
    }

    static List<StorageBytes> compute(Design design, Scenario scenario) {
        return new DesignStorage(design, scenario).all();
    }

    static Population population(Design design, Scenario scenario, Entity e, Table t) {
        return new DesignStorage(design, scenario).population(e, t);
    }

    private List<StorageBytes> all() {
        List<StorageBytes> out = new ArrayList<>();
        for (Table t : design.tables().values()) {
            List<Entity> stored = IndexMembership.stored(design, t);
            Totals table = new Totals();
            for (Entity e : stored) {
                table.add(e, population(e, t), ItemSizes.storedBytes(e, t));
            }
            out.add(new StorageBytes(t.name(), StorageLine.Type.TABLE, t.name(), table.peak, table.expected, table.basis()));
            for (Index x : t.indexes().values()) {
                Totals idx = new Totals();
                for (Entity e : stored) {
                    if (IndexMembership.carries(t, e, x)) {
                        idx.add(e, population(e, t), ItemSizes.indexStoredBytes(e, t, x));
                    }
                }
                out.add(new StorageBytes(x.name(), x.isGsi() ? StorageLine.Type.GSI : StorageLine.Type.LSI, t.name(),
                        idx.peak, idx.expected, idx.basis()));
            }
            for (VectorIndex v : t.vectorIndexes().values()) {
                out.add(vector(t, v, stored));
            }
        }
        return out;
    }

    private StorageBytes vector(Table t, VectorIndex v, List<Entity> stored) {
        Totals totals = new Totals();
        double sum = 0;
        int carriers = 0;
        for (Entity e : stored) {
            if (IndexMembership.carries(t, e, v)) {
                int bytes = ItemSizes.vectorItemBytes(e, t, v);
                totals.add(e, population(e, t), bytes);
                sum += bytes;
                carriers++;
            }
        }
        if (v.indexedItems() == null) {
            return new StorageBytes(v.name(), StorageLine.Type.VECTOR, t.name(), totals.peak, totals.expected, totals.basis());
        }
        double each = carriers == 0 ? dev.tablebook.analysis.VectorMetering.vectorBytes(v.dimensions()) : sum / carriers;
        double bytes = v.indexedItems() * each;
        return new StorageBytes(v.name(), StorageLine.Type.VECTOR, t.name(), bytes, bytes,
                "indexed_items " + num(v.indexedItems()) + " x " + num(each) + " B");
    }

    private Population population(Entity e, Table t) {
        if (e.count() != null) {
            return new Population(e.count(), e.count(), true);
        }
        double peak = 0;
        double expected = 0;
        for (AccessPattern p : design.patterns()) {
            Rate rate = scenario.rate(p.id(), p.rps());
            if (rate == null || !(p instanceof Write w)) {
                continue;
            }
            for (WriteLeg leg : w.writes()) {
                if (leg.action().creates() && leg.entity().equals(e.name()) && leg.table().equals(t.name())) {
                    double perSecond = leg.count() * Billing.SECONDS_PER_DAY * retentionDays(leg);
                    peak += rate.peak() * perSecond;
                    expected += rate.average() * perSecond;
                }
            }
        }
        return new Population(peak, expected, false);
    }

    static int retentionDays(WriteLeg leg) {
        return leg.retentionDays() == null ? DEFAULT_RETENTION_DAYS : leg.retentionDays();
    }

    /** Sums bytes over entities and says how. */
    private static final class Totals {
        double peak;
        double expected;
        final List<String> parts = new ArrayList<>();

        void add(Entity e, Population pop, int bytesEach) {
            peak += pop.peak() * bytesEach;
            expected += pop.expected() * bytesEach;
            parts.add(e.name() + ": " + num(pop.peak()) + (pop.fromCount() ? "" : " (from creates)") + " x " + bytesEach + " B");
        }

        String basis() {
            return parts.isEmpty() ? "no entity stored" : String.join("; ", parts);
        }
    }
}
