package dev.tablebook.model;

import java.util.List;

/**
 * One read or write the application performs: the contract the keys must satisfy. Each kind of
 * call is its own record and carries only the fields that kind of call has: {@link Read} (GetItem,
 * Query, Scan, BatchGetItem, TransactGetItems), {@link Write} (PutItem, UpdateItem, DeleteItem,
 * BatchWriteItem, TransactWriteItems) and {@link VectorSearch} (SearchVectors); reads and searches
 * are both a {@link Retrieval}. The fields every call has are here.
 *
 * <p>Optional scalars are null when the design does not state them. {@code key} is the key
 * condition of a read, the key of the item a write names, or the partition of a vector search;
 * empty when not given. {@code limit} is the items per call when stated.
 */
public sealed interface AccessPattern permits Retrieval, Write {
    String id();

    String name();

    String description();

    Operation operation();

    String table();

    String index();

    List<KeyCondition> key();

    Integer limit();

    Rate rps();

    Consistency consistency();

    String authorization();

    /**
     * Why the call has no end-user caller (a scheduled job, a stream consumer, an operator's
     * report), when the design marks it {@code internal}; null for a call made for a caller.
     */
    String internal();

    Integer itemBytes();

    Double hotKeyShare();

    Where where();

    /**
     * {@code shards}: on a read, the shard partitions one request reads (one call each); on a write,
     * the random suffixes its key is spread over. Null when not sharded; a vector search is never sharded.
     */
    default Integer shards() {
        return null;
    }

    /** Calls one request makes: its shards on a sharded read, else 1. */
    default int callsPerRequest() {
        return this instanceof Read && shards() != null ? shards() : 1;
    }

    /** The divisor of the share of a key's traffic on its busiest value: a sharded write's shards, else 1. */
    default int writeShards() {
        return this instanceof Write && shards() != null ? shards() : 1;
    }

    /** Display name: the pattern's name, else its id. */
    default String title() {
        return name() == null || name().isBlank() ? id() : name();
    }

    default KeyCondition condition(String attribute) {
        return key().stream().filter(k -> k.attribute().equals(attribute)).findFirst().orElse(null);
    }

    /** The entities the call returns: a read's or a search's {@code returns}; a write returns none. */
    default List<String> returned() {
        return List.of();
    }

    /** The legs a write writes; a read or a search writes none. */
    default List<WriteLeg> legs() {
        return List.of();
    }
}
