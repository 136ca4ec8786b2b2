package dev.tablebook.model;

import java.util.List;

/**
 * A read by key: GetItem, Query, Scan, BatchGetItem or TransactGetItems. {@code returns} is empty
 * when the pattern names no entity; {@code projection} is null when the call reads whole items;
 * {@code itemSizes} gives the per-item sizes of a batch or transaction read; {@code
 * nonExistentRate} the share of gets that miss; {@code shards} is the number of shard partitions a
 * scatter-gather reads, one call each, per request (null: one call).
 */
public record Read(
        String id,
        String name,
        String description,
        Operation operation,
        String table,
        String index,
        List<KeyCondition> key,
        boolean descending,
        Integer limit,
        List<String> returns,
        List<String> projection,
        Rate rps,
        Consistency consistency,
        String authorization,
        String filter,
        Double filterSelectivity,
        Integer itemBytes,
        List<Integer> itemSizes,
        Double hotKeyShare,
        Double nonExistentRate,
        Integer shards,
        Where where,
        String internal) implements Retrieval {

    public Read {
        if (!operation.isRead()) {
            throw new IllegalArgumentException(operation + " is not a read");
        }
        key = List.copyOf(key);
        returns = List.copyOf(returns);
        projection = projection == null ? null : List.copyOf(projection);
        itemSizes = itemSizes == null ? null : List.copyOf(itemSizes);
    }

    /** A read the design does not mark {@code internal}. */
    public Read(String id, String name, String description, Operation operation, String table, String index,
                List<KeyCondition> key, boolean descending, Integer limit, List<String> returns, List<String> projection,
                Rate rps, Consistency consistency, String authorization, String filter, Double filterSelectivity,
                Integer itemBytes, List<Integer> itemSizes, Double hotKeyShare, Double nonExistentRate, Integer shards,
                Where where) {
        this(id, name, description, operation, table, index, key, descending, limit, returns, projection, rps,
                consistency, authorization, filter, filterSelectivity, itemBytes, itemSizes, hotKeyShare, nonExistentRate,
                shards, where, null);
    }

    /** A read that is not sharded. */
    public Read(String id, String name, String description, Operation operation, String table, String index,
                List<KeyCondition> key, boolean descending, Integer limit, List<String> returns, List<String> projection,
                Rate rps, Consistency consistency, String authorization, String filter, Double filterSelectivity,
                Integer itemBytes, List<Integer> itemSizes, Double hotKeyShare, Double nonExistentRate, Where where) {
        this(id, name, description, operation, table, index, key, descending, limit, returns, projection, rps,
                consistency, authorization, filter, filterSelectivity, itemBytes, itemSizes, hotKeyShare, nonExistentRate,
                null, where, null);
    }

    /** A multi-item get: BatchGetItem or TransactGetItems, each item named by its full key. */
    public boolean multiGet() {
        return operation == Operation.BatchGetItem || operation == Operation.TransactGetItems;
    }
}
