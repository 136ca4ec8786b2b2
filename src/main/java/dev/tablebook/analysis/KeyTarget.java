package dev.tablebook.analysis;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Index;
import dev.tablebook.model.Table;
import dev.tablebook.model.VectorIndex;
import java.util.ArrayList;
import java.util.List;

/**
 * The key schema a read addresses: a table's primary key, a GSI or LSI, or a vector index (whose
 * optional {@code partition} plays the partition key's role and which has no sort key).
 */
public record KeyTarget(Table table, Index index, VectorIndex vectorIndex, List<String> partition,
                        List<String> sort) {

    public KeyTarget {
        partition = List.copyOf(partition);
        sort = List.copyOf(sort);
    }

    public static KeyTarget of(Table table) {
        return new KeyTarget(table, null, null, List.of(table.partitionKey()),
                table.sortKey() == null ? List.of() : List.of(table.sortKey()));
    }

    public static KeyTarget of(Table table, Index index) {
        List<String> partition = index.partition().isEmpty() ? List.of(table.partitionKey()) : index.partition();
        return new KeyTarget(table, index, null, partition, index.sort());
    }

    public static KeyTarget of(Table table, VectorIndex vector) {
        return new KeyTarget(table, null, vector, vector.partition() == null ? List.of() : List.of(vector.partition()),
                List.of());
    }

    /**
     * The key schema a pattern's {@code table}/{@code index} names, or null when the design does
     * not define it (the loader reports that as an input error).
     */
    public static KeyTarget resolve(Design design, AccessPattern pattern) {
        Table table = pattern.table() == null ? null : design.tables().get(pattern.table());
        if (table == null) {
            return null;
        }
        if (pattern.index() == null) {
            return of(table);
        }
        Index index = table.indexes().get(pattern.index());
        if (index != null) {
            return of(table, index);
        }
        VectorIndex vector = table.vectorIndexes().get(pattern.index());
        return vector == null ? null : of(table, vector);
    }

    public boolean isTable() {
        return index == null && vectorIndex == null;
    }

    public boolean isGsi() {
        return index != null && index.isGsi();
    }

    public boolean isLsi() {
        return index != null && !index.isGsi();
    }

    public boolean isVector() {
        return vectorIndex != null;
    }

    /** Partition then sort attributes. */
    public List<String> keyAttributes() {
        List<String> all = new ArrayList<>(partition);
        all.addAll(sort);
        return all;
    }

    /** The index name, or null for the base table. */
    public String indexName() {
        return index != null ? index.name() : vectorIndex != null ? vectorIndex.name() : null;
    }

    /** How a message names it: "table Commerce", "GSI ByStatus of table Commerce". */
    public String describe() {
        if (index != null) {
            return (index.isGsi() ? "GSI " : "LSI ") + index.name() + " of table " + table.name();
        }
        if (vectorIndex != null) {
            return "vector index " + vectorIndex.name() + " of table " + table.name();
        }
        return "table " + table.name();
    }
}
