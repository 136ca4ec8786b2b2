package dev.tablebook.analysis;

import java.util.Objects;

/**
 * One quantity a single call consumes on one resource: read or write units on a table or an
 * index, or bytes written into (or returned by) a vector index. {@code index} is null for the
 * base table; {@code entity} names the written entity (null for reads); {@code basis} says how
 * the number was reached, in words a reviewer can check.
 */
public record UnitLine(Kind kind, String table, String index, String entity, double units, String basis) {
    public enum Kind {
        /** Read request units (RRU / RCU). */
        READ,
        /** Write request units on the base table (WRU / WCU), transactions doubled. */
        WRITE,
        /** Write units of index entries (GSI or LSI) the write keeps up to date. */
        INDEX_WRITE,
        /** Bytes written into vector indexes (before the per-request minimum). */
        VECTOR_WRITE_BYTES,
        /** Bytes a vector search returns: a driver of its cost, which is not priced. */
        VECTOR_SEARCH_BYTES
    }

    // Written out with the meaning of the record's own equals (components by Objects.equals, numbers by
    // their wrappers' equals): its first call then links no method handles (docs/performance.md).
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof UnitLine l && kind == l.kind && Objects.equals(table, l.table)
                && Objects.equals(index, l.index) && Objects.equals(entity, l.entity)
                && Double.compare(units, l.units) == 0 && Objects.equals(basis, l.basis);
    }
}
