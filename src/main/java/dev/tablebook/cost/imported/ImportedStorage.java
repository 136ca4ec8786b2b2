package dev.tablebook.cost.imported;

import dev.tablebook.cost.Billing;
import dev.tablebook.cost.Scenario;
import dev.tablebook.cost.StorageBytes;
import dev.tablebook.cost.StorageLine;
import static dev.tablebook.format.Figures.num;

import dev.tablebook.analysis.ItemSizes;
import dev.tablebook.load.ImportedModel;
import dev.tablebook.model.Rate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Storage of an imported model, by the reference's rule: a table that create patterns target
 * holds the steady state of their creates (create ratio 1.0 for create, 0 for update and delete,
 * 0.3 for mixed or anything else; {@code retention_days}, default 30); any other table holds its
 * entities' counts × sizes. Each item carries 100 bytes of overhead, 48 more on Global Tables. A
 * GSI holds the table's bytes × the byte share of its member entities × its projection ratio;
 * a vector index holds its indexed items × the bytes of one index item.
 *
 * <p>Unlike the reference, a BatchWriteItem or TransactWriteItems grows storage by every item
 * it writes ({@link ImportedSizes#itemsWritten}), not by one item per call.
 */
final class ImportedStorage {
    private static final Set<String> MULTI_ITEM = Set.of("BatchWriteItem", "TransactWriteItems");

    private ImportedStorage() {
    }

    static String writeAction(ImportedModel.Pattern p) {
        if (p.writeAction() != null && !p.writeAction().isEmpty()) {
            return p.writeAction();
        }
        return switch (p.operation()) {
            case "PutItem" -> "create";
            case "UpdateItem" -> "update";
            case "DeleteItem" -> "delete";
            default -> "mixed";
        };
    }

    static double createRatio(String action) {
        return switch (action) {
            case "create" -> 1.0;
            case "update", "delete" -> 0.0;
            default -> 0.3;
        };
    }

    static List<StorageBytes> compute(ImportedModel model, Scenario scenario) {
        Map<String, Double> peak = new LinkedHashMap<>();
        Map<String, Double> expected = new LinkedHashMap<>();
        for (ImportedModel.Pattern p : model.accessPatterns()) {
            if (!ImportedUnits.WRITE_OPS.contains(p.operation())) {
                continue;
            }
            double ratio = createRatio(writeAction(p));
            Rate rate = scenario.rate(p.patternId(), new Rate(p.peakRps(), p.avgRps() == null ? p.peakRps() : p.avgRps()));
            if (ratio <= 0 || rate.peak() <= 0) {
                continue;
            }
            ImportedModel.Table t = model.table(p.table());
            int overhead = ItemSizes.STORAGE_OVERHEAD_BYTES + (t != null && t.globalTables() ? ItemSizes.GLOBAL_TABLES_OVERHEAD_BYTES : 0);
            double perCall = bytesPerCall(p, overhead, scenario.sizeFactor(p.patternId()));
            int retention = p.retentionDays() == null ? ImportedSizes.DEFAULT_RETENTION_DAYS : p.retentionDays();
            peak.merge(p.table(), perCall * (rate.peak() * ratio) * Billing.SECONDS_PER_DAY * retention, Double::sum);
            expected.merge(p.table(), perCall * (rate.average() * ratio) * Billing.SECONDS_PER_DAY * retention, Double::sum);
        }
        List<StorageBytes> out = new ArrayList<>();
        for (ImportedModel.Table t : model.tables()) {
            double tablePeak = tableBytes(t, peak);
            double tableExpected = tableBytes(t, expected);
            String basis = peak.getOrDefault(t.tableName(), 0.0) == 0
                    ? "entity counts x (size + overhead)"
                    : "steady state of creates: bytes a call creates x create rate x 86,400 s x retention days";
            out.add(new StorageBytes(t.tableName(), StorageLine.Type.TABLE, t.tableName(), tablePeak, tableExpected, basis));
            for (ImportedModel.Gsi g : t.gsis()) {
                double share = ImportedSizes.projectionRatio(g.projectionType()) * memberShare(t, g);
                out.add(new StorageBytes(g.indexName(), StorageLine.Type.GSI, t.tableName(), tablePeak * share,
                        tableExpected * share, "table bytes x " + num(share) + " (projection ratio x member byte share)"));
            }
            for (ImportedModel.VectorIndex v : t.vectorIndexes()) {
                double bytes = (double) ImportedVectors.indexedItems(v, t) * ImportedVectors.itemBytes(v, t);
                String items = v.estimatedIndexedItems() == null ? "the table's entity counts (upper bound)" : "estimated_indexed_items";
                out.add(new StorageBytes(v.indexName(), StorageLine.Type.VECTOR, t.tableName(), bytes, bytes,
                        num(ImportedVectors.indexedItems(v, t)) + " items (" + items + ") x " + ImportedVectors.itemBytes(v, t) + " B"));
            }
        }
        return out;
    }

    /** Bytes one call creates: its item with overhead; every item of a batch or transaction, each with overhead. */
    private static double bytesPerCall(ImportedModel.Pattern p, int overhead, double sizeFactor) {
        int size = scaled(ImportedSizes.patternItemBytes(p), sizeFactor);
        if (!MULTI_ITEM.contains(p.operation())) {
            return size + overhead;
        }
        if (ImportedSizes.present(p.itemSizes())) {
            double total = 0;
            for (int s : p.itemSizes()) {
                total += scaled(s, sizeFactor) + overhead;
            }
            return total;
        }
        return (double) ImportedSizes.itemsWritten(p) * (size + overhead);
    }

    private static int scaled(int bytes, double factor) {
        return factor == 1.0 ? bytes : (int) Math.round(bytes * factor);
    }

    /** The write-driven bytes of the table, or — when none — its entities' counts × (size + overhead). */
    private static double tableBytes(ImportedModel.Table t, Map<String, Double> writeDriven) {
        double total = writeDriven.getOrDefault(t.tableName(), 0.0);
        if (total != 0) {
            return total;
        }
        int overhead = ItemSizes.STORAGE_OVERHEAD_BYTES + (t.globalTables() ? ItemSizes.GLOBAL_TABLES_OVERHEAD_BYTES : 0);
        for (ImportedModel.Entity e : t.entities()) {
            total += (double) ImportedSizes.itemCount(e) * (ImportedSizes.itemBytes(e) + overhead);
        }
        return total;
    }

    /** Share of the table's entity bytes held by entities carrying the GSI key; 1 when that cannot be told. */
    static double memberShare(ImportedModel.Table t, ImportedModel.Gsi g) {
        if (t.entities().isEmpty() || !ImportedSizes.determinable(t, g)) {
            return 1.0;
        }
        double total = 0;
        double member = 0;
        for (ImportedModel.Entity e : t.entities()) {
            double b = (double) ImportedSizes.itemCount(e) * ImportedSizes.itemBytes(e);
            total += b;
            if (ImportedSizes.carries(e, g, t)) {
                member += b;
            }
        }
        return total <= 0 ? 1.0 : member / total;
    }
}
