package dev.tablebook.cost.imported;

import static dev.tablebook.format.Figures.num;

import dev.tablebook.analysis.CallUnits;
import dev.tablebook.analysis.RequestUnits;
import dev.tablebook.analysis.UnitLine;
import dev.tablebook.load.ImportedModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Request units of one call of an imported pattern, with the reference calculator's semantics
 * (cost-model §3): defaults of 1,024 bytes and one item; a Query/Scan {@code projection} caps
 * the items at the 900 KB page; "strong" is the only strong consistency; GSI writes and vector
 * writes as {@link ImportedIndexWrites} decides.
 */
final class ImportedUnits {
    static final Set<String> WRITE_OPS = Set.of("PutItem", "UpdateItem", "DeleteItem", "BatchWriteItem", "TransactWriteItems");

    private final ImportedModel model;
    private final Map<String, Map<String, Integer>> pageAttributeBytes;

    ImportedUnits(ImportedModel model) {
        this.model = model;
        this.pageAttributeBytes = ImportedSizes.pageAttributeBytes(model);
    }

    CallUnits of(ImportedModel.Pattern p, double sizeFactor) {
        ImportedModel.Table t = model.table(p.table());
        String op = p.operation() == null ? "" : p.operation();
        List<String> notes = new ArrayList<>();
        List<UnitLine> lines = new ArrayList<>();
        if ("SearchVectors".equals(op)) {
            search(p, t, notes, lines);
            return new CallUnits(lines, 0, 0, notes);
        }
        int size = scaled(ImportedSizes.patternItemBytes(p), sizeFactor);
        int items = itemsPerCall(p, notes);
        boolean strong = "strong".equals(p.consistency());
        double c = strong ? 1 : 0.5;
        String table = p.table();
        switch (op) {
            case "GetItem" -> lines.add(read(p, RequestUnits.readUnits(size, c),
                    "one " + num(size) + " B item: ceil(" + num(size) + " / 4,096) x " + num(c)));
            case "Query", "Scan" -> {
                long total = (long) size * items;
                lines.add(read(p, RequestUnits.readUnits(total, c), items + " items x " + num(size) + " B = " + num(total)
                        + " B read: ceil(" + num(total) + " / 4,096) x " + num(c)));
            }
            case "BatchGetItem" -> lines.add(read(p, batchRead(p, size, items, sizeFactor, c),
                    "each item rounded up to 4 KB on its own, x " + num(c)));
            case "TransactGetItems" -> lines.add(read(p, batchRead(p, size, items, sizeFactor, 1) * 2,
                    "each item rounded up to 4 KB on its own, strong, x 2 (transaction)"));
            case "PutItem" -> lines.add(write(table, RequestUnits.writeUnits(Math.max(size, previous(p, 0, sizeFactor))),
                    "ceil(max(previous, new size) / 1,024)"));
            case "UpdateItem" -> lines.add(write(table, RequestUnits.writeUnits(Math.max(size, previous(p, size, sizeFactor))),
                    "ceil(max(before, after) / 1,024)"));
            case "DeleteItem" -> lines.add(write(table, RequestUnits.writeUnits(size), "ceil(" + num(size) + " / 1,024)"));
            case "BatchWriteItem" -> lines.add(write(table, batchWrite(p, size, items, sizeFactor),
                    "each item rounded up to 1 KB on its own"));
            case "TransactWriteItems" -> lines.add(write(table, batchWrite(p, size, items, sizeFactor) * 2.0,
                    "each item rounded up to 1 KB on its own, x 2 on the base table (transaction)"));
            default -> notes.add("operation " + op + " is not one the calculator prices");
        }
        double failRate = 0;
        if (WRITE_OPS.contains(op)) {
            if (t != null) {
                ImportedIndexWrites writes = new ImportedIndexWrites(p, t, size);
                lines.addAll(writes.gsiLines());
                lines.addAll(writes.vectorLines());
                notes.addAll(writes.notes());
            }
            if (p.conditionalFailRate() != null && p.conditionalFailRate() != 0) {
                failRate = p.conditionalFailRate();
            }
        }
        if (p.nonExistentRate() != null && p.nonExistentRate() != 0 && "GetItem".equals(op)) {
            notes.add("a GetItem that finds nothing still costs the minimum read unit");
        }
        return new CallUnits(lines, "Query".equals(op) || "Scan".equals(op) ? items : 0, failRate, notes);
    }

    private static int scaled(int bytes, double factor) {
        return factor == 1.0 ? bytes : (int) Math.round(bytes * factor);
    }

    private static double previous(ImportedModel.Pattern p, double otherwise, double factor) {
        return p.previousItemSizeBytes() == null ? otherwise : scaled(p.previousItemSizeBytes(), factor);
    }

    /** Read units of a batch: each of {@code item_sizes} on its own, else {@code items} items of {@code size}. */
    private static double batchRead(ImportedModel.Pattern p, int size, int items, double factor, double c) {
        if (!ImportedSizes.present(p.itemSizes())) {
            return (double) items * RequestUnits.readUnits(size, c);
        }
        return RequestUnits.batchReadUnits(p.itemSizes().stream().map(s -> (double) scaled(s, factor)).toList(), c);
    }

    /** Write units of a batch: each of {@code item_sizes} on its own, else {@code items} items of {@code size}. */
    private static double batchWrite(ImportedModel.Pattern p, int size, int items, double factor) {
        if (!ImportedSizes.present(p.itemSizes())) {
            return (double) items * RequestUnits.writeUnits(size);
        }
        return RequestUnits.batchWriteUnits(p.itemSizes().stream().map(s -> (double) scaled(s, factor)).toList());
    }

    /** {@code items_per_request} (default 1), capped for a Query/Scan with a projection at 900 KB ÷ projected bytes. */
    private int itemsPerCall(ImportedModel.Pattern p, List<String> notes) {
        int items = p.itemsPerRequest() == null ? 1 : p.itemsPerRequest();
        boolean pageRead = "Query".equals(p.operation()) || "Scan".equals(p.operation());
        if (!pageRead || !ImportedSizes.present(p.projection())) {
            return items;
        }
        long projected = 0;
        for (String attr : p.projection()) {
            Integer found = null;
            for (Map<String, Integer> attrs : pageAttributeBytes.values()) {
                found = attrs.get(attr);
                if (found != null) {
                    break;
                }
            }
            projected += found == null ? ImportedSizes.UNDECLARED_ATTRIBUTE_BYTES : found;
        }
        long perPage = Math.max(1, RequestUnits.PAGE_BYTES / projected);
        if (perPage < items) {
            notes.add("the 900 KB page holds " + perPage + " items of " + projected + " projected bytes: "
                    + items + " items capped to " + perPage);
            return (int) perPage;
        }
        return items;
    }

    private static UnitLine read(ImportedModel.Pattern p, double units, String basis) {
        return new UnitLine(UnitLine.Kind.READ, p.table(), p.index(), null, units, basis);
    }

    private static UnitLine write(String table, double units, String basis) {
        return new UnitLine(UnitLine.Kind.WRITE, table, null, null, units, basis);
    }

    private static void search(ImportedModel.Pattern p, ImportedModel.Table t, List<String> notes, List<UnitLine> lines) {
        ImportedModel.VectorIndex v = t == null ? null : t.vectorIndexes().stream()
                .filter(x -> x.indexName() != null && x.indexName().equals(p.index())).findFirst().orElse(null);
        if (v == null) {
            notes.add("SearchVectors target " + p.table() + "." + p.index() + " is not a declared vector index");
            return;
        }
        lines.add(new UnitLine(UnitLine.Kind.VECTOR_SEARCH_BYTES, p.table(), v.indexName(), null,
                ImportedVectors.searchBytes(p, v, t), "bytes returned (top_k x bytes a result); bytes examined are not modelled"));
    }
}
