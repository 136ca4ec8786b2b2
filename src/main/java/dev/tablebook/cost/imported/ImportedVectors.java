package dev.tablebook.cost.imported;

import dev.tablebook.analysis.VectorMetering;
import dev.tablebook.load.ImportedModel;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Vector index bytes of an imported model, with the reference's measured semantics: 4 bytes a
 * dimension plus 35 key bytes; INCLUDE adds the named attributes (type sizes, 100 bytes when no
 * entity declares them); ALL adds the average entity size (1,024 without entities) and each
 * other vector attribute of the table in base-table form (5.5 bytes a number). Unlike the
 * reference, another vector attribute counts once however many indexes share it.
 */
final class ImportedVectors {
    private ImportedVectors() {
    }

    static int dimensions(ImportedModel.VectorIndex v) {
        return v.dimensions() == null ? 0 : v.dimensions();
    }

    static String projection(ImportedModel.VectorIndex v) {
        return ImportedSizes.projectionType(v.projectionType());
    }

    /** Bytes one item puts into the vector index (truncated to whole bytes as the reference does). */
    static int itemBytes(ImportedModel.VectorIndex v, ImportedModel.Table t) {
        double vector = dimensions(v) * (double) VectorMetering.BYTES_PER_DIMENSION + VectorMetering.KEY_OVERHEAD_BYTES;
        String type = projection(v);
        if (type.equals("KEYS_ONLY")) {
            return (int) vector;
        }
        if (type.equals("INCLUDE")) {
            return (int) (vector + namedAttributeBytes(t, v));
        }
        double rest = ImportedSizes.DEFAULT_ITEM_BYTES;
        if (!t.entities().isEmpty()) {
            double sum = 0;
            for (ImportedModel.Entity e : t.entities()) {
                sum += ImportedSizes.itemBytes(e);
            }
            rest = sum / t.entities().size();
        }
        return (int) (vector + rest + otherVectorBytes(v, t));
    }

    /** Other vector attributes an ALL projection copies, each once, at its first declared dimensions. */
    static double otherVectorBytes(ImportedModel.VectorIndex v, ImportedModel.Table t) {
        Map<String, Integer> others = new LinkedHashMap<>();
        for (ImportedModel.VectorIndex o : t.vectorIndexes()) {
            String attr = o.vectorAttribute();
            if (ImportedSizes.present(attr) && !attr.equals(v.vectorAttribute())) {
                others.putIfAbsent(attr, dimensions(o));
            }
        }
        double total = 0;
        for (int dims : others.values()) {
            total += dims * VectorMetering.BASE_TABLE_BYTES_PER_NUMBER;
        }
        return total;
    }

    static double namedAttributeBytes(ImportedModel.Table t, ImportedModel.VectorIndex v) {
        Map<String, Integer> declared = ImportedSizes.tableAttributeBytes(t);
        double total = 0;
        for (String a : v.projectionAttributes()) {
            Integer b = declared.get(a);
            total += b == null ? ImportedSizes.UNDECLARED_ATTRIBUTE_BYTES : b;
        }
        return total;
    }

    /** Items in the index: {@code estimated_indexed_items}, else the table's entity counts (an upper bound). */
    static long indexedItems(ImportedModel.VectorIndex v, ImportedModel.Table t) {
        if (v.estimatedIndexedItems() != null) {
            return v.estimatedIndexedItems();
        }
        long total = 0;
        for (ImportedModel.Entity e : t.entities()) {
            total += ImportedSizes.itemCount(e);
        }
        return total == 0 ? ImportedSizes.DEFAULT_ITEM_COUNT : total;
    }

    /** Bytes one search returns: top_k × (89 B for KEYS_ONLY; 89 B + named attributes for INCLUDE; the index item for ALL). */
    static double searchBytes(ImportedModel.Pattern p, ImportedModel.VectorIndex v, ImportedModel.Table t) {
        int topK = p.topK() == null || p.topK() == 0 ? VectorMetering.DEFAULT_TOP_K : p.topK();
        double perResult = switch (projection(v)) {
            case "KEYS_ONLY" -> VectorMetering.KEYS_ONLY_RESULT_BYTES;
            case "INCLUDE" -> VectorMetering.KEYS_ONLY_RESULT_BYTES + namedAttributeBytes(t, v);
            default -> itemBytes(v, t);
        };
        return topK * perResult;
    }

    /** True when some entity of the table declares the vector attribute, so which items carry it can be told. */
    static boolean carriersKnown(ImportedModel.VectorIndex v, ImportedModel.Table t) {
        for (ImportedModel.Entity e : t.entities()) {
            if (ImportedSizes.names(e).contains(v.vectorAttribute())) {
                return true;
            }
        }
        return false;
    }
}
