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
                double members = 0;
                for (Entity e : stored) {
                    if (IndexMembership.carries(t, e, x)) {
                        Population pop = population(e, t);
                        idx.add(e, pop, ItemSizes.indexStoredBytes(e, t, x));
                        members += pop.peak();
                    }
                }
                StorageLine.Type type = x.isGsi() ? StorageLine.Type.GSI : StorageLine.Type.LSI;
                out.add(x.indexedItems() == null
                        ? new StorageBytes(x.name(), type, t.name(), idx.peak, idx.expected, idx.basis())
                        : sparse(x, type, t, idx, members));
            }
            for (VectorIndex v : t.vectorIndexes().values()) {
                out.add(vector(t, v, stored));
            }
        }
        return out;
    }

    /**
     * A sparse index that states {@code indexed_items}: that many entries, each the average stored
     * size of its member entities' entries (weighted by their populations at peak).
     */
    private static StorageBytes sparse(Index x, StorageLine.Type type, Table t, Totals idx, double members) {
        double each = members > 0 ? idx.peak / members : 0;
        double bytes = x.indexedItems() * each;
        return new StorageBytes(x.name(), type, t.name(), bytes, bytes, "indexed_items " + num(x.indexedItems())
                + " x " + num(Math.round(each * 10) / 10.0) + " B (the average entry of " + idx.basis() + ")");
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
                    double perSecond = leg.count() * Billing.SECONDS_PER_DAY * retentionDays(leg, t);
                    peak += PeakMonth.rate(design, p, rate) * perSecond;
                    expected += rate.average() * perSecond;
                }
            }
        }
        return new Population(peak, expected, false);
    }

    /** How long a created item lives: the leg's {@code retention_days}, else the table's TTL horizon, else 30 days. */
    static int retentionDays(WriteLeg leg, Table t) {
        if (leg.retentionDays() != null) {
            return leg.retentionDays();
        }
        return t != null && t.ttlDays() != null ? t.ttlDays() : DEFAULT_RETENTION_DAYS;
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
