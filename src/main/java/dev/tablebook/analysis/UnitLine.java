package dev.tablebook.analysis;

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
}
