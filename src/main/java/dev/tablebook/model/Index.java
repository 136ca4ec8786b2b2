package dev.tablebook.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A secondary index. {@code partition} and {@code sort} hold one attribute each, or up to four
 * for a multi-attribute GSI key. An LSI's partition is resolved to the table's partition key.
 * {@code indexedItems} is the number of items a sparse index holds, as the design states it (null:
 * every item of its member entities).
 */
public record Index(String name, Kind kind, List<String> partition, List<String> sort, Projection projection,
                    Long indexedItems, Where where) {
    public Index {
        partition = List.copyOf(partition);
        sort = List.copyOf(sort);
    }

    public Index(String name, Kind kind, List<String> partition, List<String> sort, Projection projection, Where where) {
        this(name, kind, partition, sort, projection, null, where);
    }

    public enum Kind { GSI, LSI }

    /** The same index with another projection. */
    public Index withProjection(Projection p) {
        return new Index(name, kind, partition, sort, p, indexedItems, where);
    }

    /** Partition then sort attributes. */
    public List<String> keyAttributes() {
        List<String> all = new ArrayList<>(partition);
        all.addAll(sort);
        return all;
    }

    public boolean isGsi() {
        return kind == Kind.GSI;
    }
}
