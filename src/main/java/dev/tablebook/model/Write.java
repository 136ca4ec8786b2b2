package dev.tablebook.model;

import java.util.List;

/**
 * A write: PutItem, UpdateItem, DeleteItem, BatchWriteItem or TransactWriteItems. {@code writes}
 * holds its legs; a single-item write given as pattern-level {@code entity}/{@code condition} is
 * normalized into one leg and {@code legsFromPatternFields} is true. {@code itemSizes} gives the
 * per-item sizes of a batch or transaction; {@code shards} is the number of random suffixes the
 * written key is spread over (null: none), which divides the key's hot-partition share.
 */
public record Write(
        String id,
        String name,
        String description,
        Operation operation,
        String table,
        String index,
        List<KeyCondition> key,
        Integer limit,
        Rate rps,
        Consistency consistency,
        String authorization,
        List<WriteLeg> writes,
        boolean legsFromPatternFields,
        Idempotency idempotency,
        Double conditionalFailRate,
        Integer itemBytes,
        List<Integer> itemSizes,
        Double hotKeyShare,
        Integer shards,
        Where where,
        String internal) implements AccessPattern {

    public Write {
        if (!operation.isWrite()) {
            throw new IllegalArgumentException(operation + " is not a write");
        }
        key = List.copyOf(key);
        writes = List.copyOf(writes);
        itemSizes = itemSizes == null ? null : List.copyOf(itemSizes);
    }

    /** A write the design does not mark {@code internal}. */
    public Write(String id, String name, String description, Operation operation, String table, String index,
                 List<KeyCondition> key, Integer limit, Rate rps, Consistency consistency, String authorization,
                 List<WriteLeg> writes, boolean legsFromPatternFields, Idempotency idempotency,
                 Double conditionalFailRate, Integer itemBytes, List<Integer> itemSizes, Double hotKeyShare, Integer shards,
                 Where where) {
        this(id, name, description, operation, table, index, key, limit, rps, consistency, authorization, writes,
                legsFromPatternFields, idempotency, conditionalFailRate, itemBytes, itemSizes, hotKeyShare, shards, where,
                null);
    }

    /** A write that is not sharded. */
    public Write(String id, String name, String description, Operation operation, String table, String index,
                 List<KeyCondition> key, Integer limit, Rate rps, Consistency consistency, String authorization,
                 List<WriteLeg> writes, boolean legsFromPatternFields, Idempotency idempotency,
                 Double conditionalFailRate, Integer itemBytes, List<Integer> itemSizes, Double hotKeyShare, Where where) {
        this(id, name, description, operation, table, index, key, limit, rps, consistency, authorization, writes,
                legsFromPatternFields, idempotency, conditionalFailRate, itemBytes, itemSizes, hotKeyShare, null, where, null);
    }

    @Override
    public List<WriteLeg> legs() {
        return writes;
    }

    /** A TransactWriteItems: all legs succeed or none, at twice the write units. */
    public boolean transaction() {
        return operation == Operation.TransactWriteItems;
    }
}
