package dev.tablebook.model;

import java.util.List;

/**
 * A SearchVectors call on a vector index: the {@code topK} nearest items (null: the default),
 * optionally within the index's partition given as {@code key}.
 */
public record VectorSearch(
        String id,
        String name,
        String description,
        String table,
        String index,
        List<KeyCondition> key,
        Integer limit,
        List<String> returns,
        List<String> projection,
        Rate rps,
        Consistency consistency,
        String authorization,
        String filter,
        Double filterSelectivity,
        Integer topK,
        Integer itemBytes,
        Double hotKeyShare,
        Where where,
        String internal) implements Retrieval {

    public VectorSearch {
        key = List.copyOf(key);
        returns = List.copyOf(returns);
        projection = projection == null ? null : List.copyOf(projection);
    }

    /** A search the design does not mark {@code internal}. */
    public VectorSearch(String id, String name, String description, String table, String index, List<KeyCondition> key,
                        Integer limit, List<String> returns, List<String> projection, Rate rps, Consistency consistency,
                        String authorization, String filter, Double filterSelectivity, Integer topK, Integer itemBytes,
                        Double hotKeyShare, Where where) {
        this(id, name, description, table, index, key, limit, returns, projection, rps, consistency, authorization,
                filter, filterSelectivity, topK, itemBytes, hotKeyShare, where, null);
    }

    @Override
    public Operation operation() {
        return Operation.SearchVectors;
    }
}
