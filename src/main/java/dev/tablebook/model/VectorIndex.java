package dev.tablebook.model;

import java.util.List;

/** A vector index on a table: searched by SearchVectors, on-demand only. */
public record VectorIndex(String name, String attribute, int dimensions, Distance distance, Projection projection,
                          String partition, List<String> filters, Long indexedItems, Where where) {
    public VectorIndex {
        filters = List.copyOf(filters);
    }

    public enum Distance { COSINE, EUCLIDEAN, DOT_PRODUCT }
}
