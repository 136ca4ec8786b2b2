package dev.tablebook.cost.imported;

import static dev.tablebook.format.Figures.num;

import dev.tablebook.analysis.RequestUnits;
import dev.tablebook.analysis.UnitLine;
import dev.tablebook.load.ImportedModel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * GSI and vector index writes of one imported write call, as the reference decides them. The
 * written items are the pattern's {@code entities_written} (names or name × count), else the
 * table's only entity once per item; otherwise they are unknown and every GSI is charged for
 * every written item (an upper bound, said so). A GSI write is sized from the pattern's item
 * size × the projection ratio, truncated to whole bytes. An UpdateItem with {@code
 * attributes_written} moves a GSI entry (2 writes) when it touches a GSI key, and writes nothing
 * to an INCLUDE index it projects nothing of or to a KEYS_ONLY index. Vector writes follow the
 * same {@code attributes_written} gate; each written item that carries the vector is counted.
 */
final class ImportedIndexWrites {
    private static final Set<String> MULTI_ITEM = Set.of("BatchWriteItem", "TransactWriteItems");

    private final ImportedModel.Pattern p;
    private final ImportedModel.Table t;
    private final int size;
    private final Set<String> tableKeys;
    private final List<String> notes = new ArrayList<>();
    /** The written items as attribute sets, each with how many items of it a call writes; null when they cannot be told. */
    private final List<Written> written;

    /** {@code count} written items that carry {@code attributes}. */
    private record Written(Set<String> attributes, long count) {
    }

    ImportedIndexWrites(ImportedModel.Pattern p, ImportedModel.Table t, int size) {
        this.p = p;
        this.t = t;
        this.size = size;
        this.tableKeys = ImportedSizes.tableKeys(t);
        this.written = writtenItems();
    }

    List<String> notes() {
        return notes;
    }

    private int itemsPerRequest() {
        return p.itemsPerRequest() == null || p.itemsPerRequest() == 0 ? 1 : p.itemsPerRequest();
    }

    private List<Written> writtenItems() {
        Map<String, Set<String>> entities = ImportedSizes.entityAttributes(t);
        List<Written> items = new ArrayList<>();
        if (ImportedSizes.present(p.entitiesWritten())) {
            for (ImportedModel.EntityWritten w : p.entitiesWritten()) {
                items.add(new Written(entities.getOrDefault(w.entity(), Set.of()), Math.max(1, w.count())));
            }
            return items;
        }
        if (entities.size() == 1) {
            items.add(new Written(entities.values().iterator().next(), itemsPerRequest()));
            return items;
        }
        return null;
    }

    private long carrying(String attribute) {
        return written.stream().filter(w -> w.attributes().contains(attribute)).mapToLong(Written::count).sum();
    }

    List<UnitLine> gsiLines() {
        List<UnitLine> lines = new ArrayList<>();
        if (t.gsis().isEmpty()) {
            return lines;
        }
        if (written == null) {
            int multiplier = MULTI_ITEM.contains(p.operation()) ? itemsPerRequest() : 1;
            for (ImportedModel.Gsi g : t.gsis()) {
                int writes = writesFor(ImportedSizes.syntheticKeyItem(g), g);
                if (writes > 0) {
                    double units = (double) unitsPerWrite(g) * writes * multiplier;
                    lines.add(line(g, units, multiplier + " item(s) x " + writes + " write(s) x " + unitsPerWrite(g)
                            + " unit(s) (" + sizing(g) + ")"));
                }
            }
            notes.add("UPPER BOUND: " + t.tableName() + " has several entities and the pattern gives no entities_written,"
                    + " so every written item is charged against every GSI");
            return lines;
        }
        for (ImportedModel.Gsi g : t.gsis()) {
            boolean determinable = ImportedSizes.determinable(t, g);
            long writes = 0;
            for (Written item : written) {
                writes += item.count() * writesFor(determinable ? item.attributes() : ImportedSizes.syntheticKeyItem(g), g);
            }
            if (writes > 0) {
                lines.add(line(g, (double) unitsPerWrite(g) * writes, writes + " index write(s) x " + unitsPerWrite(g)
                        + " unit(s) (" + sizing(g) + ")"));
                if (!determinable) {
                    notes.add(g.indexName() + ": membership unverified, the GSI key is declared on no entity; charged");
                }
            }
        }
        return lines;
    }

    private UnitLine line(ImportedModel.Gsi g, double units, String basis) {
        return new UnitLine(UnitLine.Kind.INDEX_WRITE, t.tableName(), g.indexName(), null, units, basis);
    }

    private String sizing(ImportedModel.Gsi g) {
        return ImportedSizes.projectionType(g.projectionType()) + ": " + num(size) + " B x "
                + num(ImportedSizes.projectionRatio(g.projectionType()));
    }

    /** Write units of one GSI write: the item size × the projection ratio, truncated, at least 1 byte, per 1 KB. */
    private int unitsPerWrite(ImportedModel.Gsi g) {
        long projected = Math.max(1, (long) (size * ImportedSizes.projectionRatio(g.projectionType())));
        return RequestUnits.writeUnits(projected);
    }

    /** Index writes one item costs on the GSI: 0, 1, or 2 when an update moves its key. */
    private int writesFor(Set<String> item, ImportedModel.Gsi g) {
        if (!ImportedSizes.carries(item, g, tableKeys)) {
            return 0;
        }
        List<String> touched = p.attributesWritten();
        if (!"UpdateItem".equals(p.operation()) || touched == null) {
            return 1;
        }
        Set<String> keys = ImportedSizes.syntheticKeyItem(g);
        if (touched.stream().anyMatch(keys::contains)) {
            return 2;
        }
        return switch (ImportedSizes.projectionType(g.projectionType())) {
            case "ALL" -> 1;
            case "INCLUDE" -> touched.stream().anyMatch(new HashSet<>(g.projectionAttributes())::contains) ? 1 : 0;
            case "KEYS_ONLY" -> 0;
            default -> 1;
        };
    }

    /** Bytes this call writes into the table's vector indexes (the per-request minimum is applied when priced). */
    List<UnitLine> vectorLines() {
        List<UnitLine> lines = new ArrayList<>();
        List<String> touched = p.attributesWritten();
        for (ImportedModel.VectorIndex v : t.vectorIndexes()) {
            String attr = v.vectorAttribute() == null ? "" : v.vectorAttribute();
            if (touched != null && !touched.contains(attr)) {
                continue;
            }
            long carriers = carriers(v);
            if (carriers == 0) {
                continue;
            }
            int each = ImportedVectors.itemBytes(v, t);
            String bound = touched == null ? "; upper bound: attributes_written absent" : "";
            lines.add(new UnitLine(UnitLine.Kind.VECTOR_WRITE_BYTES, t.tableName(), v.indexName(), null,
                    (double) each * carriers, carriers + " item(s) x " + num(each) + " B" + bound));
            if (touched == null) {
                notes.add(v.indexName() + ": attributes_written absent, the vector is assumed written (upper bound)");
            }
        }
        return lines;
    }

    /**
     * Written items that carry the vector (cost-model §3 (b)): a single-item write writes one item
     * (none when its {@code entities_written} are known and none of them declares the vector); a
     * batch or transaction writes {@link ImportedSizes#itemsWritten} items, of which — when its
     * {@code entities_written} are given and some entity of the table declares the vector
     * attribute — those of entities declaring it carry the vector.
     */
    private long carriers(ImportedModel.VectorIndex v) {
        boolean named = ImportedSizes.present(p.entitiesWritten());
        boolean known = named && ImportedVectors.carriersKnown(v, t);
        if (!MULTI_ITEM.contains(p.operation())) {
            return known && carrying(v.vectorAttribute()) == 0 ? 0 : 1;
        }
        return known ? carrying(v.vectorAttribute()) : ImportedSizes.itemsWritten(p);
    }
}
