package dev.tablebook.cost.imported;

import dev.tablebook.load.ImportedModel;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Sizes and GSI membership of a model in the reference calculator's shape, with that
 * calculator's heuristics: an attribute's size comes from its type (S 100, N 8, BOOL 1, B 256,
 * L/M/SS/NS/BS 200, NULL 1, anything else 100); an item missing a size is 1,024 bytes and an
 * entity missing a count holds 100,000 items.
 */
final class ImportedSizes {
    static final int DEFAULT_ITEM_BYTES = 1024;
    static final long DEFAULT_ITEM_COUNT = 100_000;
    /** Bytes added to each attribute's type size for its name when capping a Query/Scan page. */
    static final int ATTRIBUTE_NAME_BYTES = 10;
    /** Bytes of an attribute no entity declares. */
    static final int UNDECLARED_ATTRIBUTE_BYTES = 100;
    static final int DEFAULT_RETENTION_DAYS = 30;

    private static final Map<String, Integer> TYPE_BYTES = Map.of(
            "S", 100, "N", 8, "BOOL", 1, "B", 256, "L", 200, "M", 200, "SS", 200, "NS", 200, "BS", 200, "NULL", 1);

    private ImportedSizes() {
    }

    static int typeBytes(String type) {
        Integer b = type == null ? null : TYPE_BYTES.get(type);
        return b == null ? UNDECLARED_ATTRIBUTE_BYTES : b;
    }

    static int itemBytes(ImportedModel.Entity e) {
        return e.estimatedItemSizeBytes() == null ? DEFAULT_ITEM_BYTES : e.estimatedItemSizeBytes();
    }

    static long itemCount(ImportedModel.Entity e) {
        return e.estimatedItemCount() == null ? DEFAULT_ITEM_COUNT : e.estimatedItemCount();
    }

    static int patternItemBytes(ImportedModel.Pattern p) {
        return p.estimatedItemSizeBytes() == null ? DEFAULT_ITEM_BYTES : p.estimatedItemSizeBytes();
    }

    /**
     * Items one batch or transaction writes, for the corrections of cost-model §3 (a) and (b):
     * its {@code item_sizes} when given, else its {@code entities_written} items (a count of 0
     * counts 1), else {@code items_per_request} (0 counts 1).
     */
    static long itemsWritten(ImportedModel.Pattern p) {
        if (present(p.itemSizes())) {
            return p.itemSizes().size();
        }
        if (present(p.entitiesWritten())) {
            return p.entitiesWritten().stream().mapToLong(w -> Math.max(1, w.count())).sum();
        }
        return p.itemsPerRequest() == null || p.itemsPerRequest() == 0 ? 1 : p.itemsPerRequest();
    }

    /**
     * Entity → attribute → type size + 10 name bytes, over every table in model order; a later
     * entity of the same name replaces an earlier one's attributes but keeps its place.
     */
    static Map<String, Map<String, Integer>> pageAttributeBytes(ImportedModel model) {
        Map<String, Map<String, Integer>> out = new LinkedHashMap<>();
        for (ImportedModel.Table t : model.tables()) {
            for (ImportedModel.Entity e : t.entities()) {
                Map<String, Integer> sizes = new LinkedHashMap<>();
                for (ImportedModel.EntityAttribute a : e.attributes()) {
                    sizes.put(a.name(), typeBytes(a.type()) + ATTRIBUTE_NAME_BYTES);
                }
                out.put(e.entityName(), sizes);
            }
        }
        return out;
    }

    /** Attribute → type size over the table's entities (a later declaration wins), for vector projections. */
    static Map<String, Integer> tableAttributeBytes(ImportedModel.Table t) {
        Map<String, Integer> out = new LinkedHashMap<>();
        for (ImportedModel.Entity e : t.entities()) {
            for (ImportedModel.EntityAttribute a : e.attributes()) {
                if (present(a.name())) {
                    out.put(a.name(), typeBytes(a.type()));
                }
            }
        }
        return out;
    }

    /** Entity name → the names of its attributes, for the table's named entities. */
    static Map<String, Set<String>> entityAttributes(ImportedModel.Table t) {
        Map<String, Set<String>> out = new LinkedHashMap<>();
        for (ImportedModel.Entity e : t.entities()) {
            if (present(e.entityName())) {
                out.put(e.entityName(), names(e));
            }
        }
        return out;
    }

    static Set<String> names(ImportedModel.Entity e) {
        Set<String> s = new LinkedHashSet<>();
        for (ImportedModel.EntityAttribute a : e.attributes()) {
            if (present(a.name())) {
                s.add(a.name());
            }
        }
        return s;
    }

    static Set<String> tableKeys(ImportedModel.Table t) {
        Set<String> keys = new HashSet<>();
        if (present(t.partitionKey())) {
            keys.add(t.partitionKey());
        }
        if (present(t.sortKey())) {
            keys.add(t.sortKey());
        }
        return keys;
    }

    /** An item with these attributes is in the GSI: it carries the partition key and, if any, the sort key (table keys count as carried). */
    static boolean carries(Set<String> attributes, ImportedModel.Gsi g, Set<String> tableKeys) {
        String pk = g.partitionKey();
        if (!present(pk) || !attributes.contains(pk) && !tableKeys.contains(pk)) {
            return false;
        }
        String sk = g.sortKey();
        return !present(sk) || attributes.contains(sk) || tableKeys.contains(sk);
    }

    /**
     * Membership can be reasoned about only when the GSI's keys are declared on some entity or are table keys.
     * A key is looked for attribute by attribute ({@link #declared}), without gathering the names into sets:
     * the storage and index writes of every what-if of the sensitivity ask for each GSI again.
     */
    static boolean determinable(ImportedModel.Table t, ImportedModel.Gsi g) {
        if (!present(g.partitionKey())) {
            return false;
        }
        return declared(t, g.partitionKey()) && (!present(g.sortKey()) || declared(t, g.sortKey()));
    }

    /** Whether a present name is a key of the table or an attribute of one of its entities. */
    static boolean declared(ImportedModel.Table t, String name) {
        if (isTableKey(t, name)) {
            return true;
        }
        for (ImportedModel.Entity e : t.entities()) {
            if (declares(e, name)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the entity has an attribute of a present name: {@code names(e).contains(name)} without the set. */
    static boolean declares(ImportedModel.Entity e, String name) {
        for (ImportedModel.EntityAttribute a : e.attributes()) {
            if (name.equals(a.name())) {
                return true;
            }
        }
        return false;
    }

    /**
     * {@link #carries} for an entity's attributes, looked up one by one ({@link #declares}) rather than
     * gathered into a set first.
     */
    static boolean carries(ImportedModel.Entity e, ImportedModel.Gsi g, ImportedModel.Table t) {
        String pk = g.partitionKey();
        if (!present(pk) || !declares(e, pk) && !isTableKey(t, pk)) {
            return false;
        }
        String sk = g.sortKey();
        return !present(sk) || declares(e, sk) || isTableKey(t, sk);
    }

    private static boolean isTableKey(ImportedModel.Table t, String name) {
        return name.equals(t.partitionKey()) || name.equals(t.sortKey());
    }

    /** The GSI key as a synthetic item: what an item of unknown entity is assumed to carry. */
    static Set<String> syntheticKeyItem(ImportedModel.Gsi g) {
        Set<String> s = new HashSet<>();
        if (present(g.partitionKey())) {
            s.add(g.partitionKey());
        }
        if (present(g.sortKey())) {
            s.add(g.sortKey());
        }
        return s;
    }

    static String projectionType(String type) {
        return type == null ? "ALL" : type.toUpperCase(java.util.Locale.ROOT);
    }

    /** Share of the item a GSI write and GSI storage hold by projection: ALL 1.0, INCLUDE 0.3, KEYS_ONLY 0.1, unknown 1.0. */
    static double projectionRatio(String type) {
        return switch (projectionType(type)) {
            case "INCLUDE" -> 0.3;
            case "KEYS_ONLY" -> 0.1;
            default -> 1.0;
        };
    }

    /** A table class the reference treats as Standard-IA (the name contains INFREQUENT or IA). */
    static boolean standardIa(ImportedModel.Table t) {
        String c = t.tableClass() == null ? "STANDARD" : t.tableClass().toUpperCase(java.util.Locale.ROOT);
        return c.contains("INFREQUENT") || c.contains("IA");
    }

    static boolean present(String s) {
        return s != null && !s.isEmpty();
    }

    static boolean present(List<?> l) {
        return l != null && !l.isEmpty();
    }
}
