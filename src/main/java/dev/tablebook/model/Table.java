package dev.tablebook.model;

import java.util.List;
import java.util.Map;

/**
 * A DynamoDB table: its key schema, how each entity is stored in it ({@code items}: entity →
 * key attribute → template, including index key attributes), its indexes and its operational
 * settings. {@code keyTypes} holds the resolved type of every key attribute of the table and its
 * indexes. {@code pitrRetentionDays} is null when PITR is off. {@code traffic} is the table's own
 * traffic shape (null: the service's applies); {@code peakHoursPerDay} is its peak hours, from
 * {@code traffic} or the table-level {@code peak_hours_per_day}. {@code ttl} is the TTL attribute
 * (null: off); {@code ttlDays} the TTL horizon, how many days created items live (null: not stated).
 */
public record Table(
        String name,
        String partitionKey,
        String sortKey,
        Map<String, AttrType> declaredTypes,
        Map<String, AttrType> keyTypes,
        Map<String, Map<String, KeyTemplate>> items,
        Map<String, Index> indexes,
        Map<String, VectorIndex> vectorIndexes,
        Capacity capacity,
        TableClass tableClass,
        StreamView streams,
        boolean pitr,
        Integer pitrRetentionDays,
        String ttl,
        Integer ttlDays,
        boolean deletionProtection,
        List<String> replicas,
        Replication replication,
        Encryption encryption,
        boolean ephemeral,
        Double peakHoursPerDay,
        Traffic traffic,
        Where where) {

    public Table {
        declaredTypes = Maps.ordered(declaredTypes);
        keyTypes = Maps.ordered(keyTypes);
        items = Maps.ordered(items);
        indexes = Maps.ordered(indexes);
        vectorIndexes = Maps.ordered(vectorIndexes);
        replicas = List.copyOf(replicas);
    }

    /** A table whose TTL states no horizon. */
    public Table(String name, String partitionKey, String sortKey, Map<String, AttrType> declaredTypes,
                 Map<String, AttrType> keyTypes, Map<String, Map<String, KeyTemplate>> items, Map<String, Index> indexes,
                 Map<String, VectorIndex> vectorIndexes, Capacity capacity, TableClass tableClass, StreamView streams,
                 boolean pitr, Integer pitrRetentionDays, String ttl, boolean deletionProtection, List<String> replicas,
                 Replication replication, Encryption encryption, boolean ephemeral, Double peakHoursPerDay,
                 Traffic traffic, Where where) {
        this(name, partitionKey, sortKey, declaredTypes, keyTypes, items, indexes, vectorIndexes, capacity, tableClass,
                streams, pitr, pitrRetentionDays, ttl, null, deletionProtection, replicas, replication, encryption,
                ephemeral, peakHoursPerDay, traffic, where);
    }

    public enum TableClass { STANDARD, STANDARD_IA }

    public enum Replication { LWW, MRSC }

    public enum Encryption { AWS_OWNED, AWS_MANAGED, CUSTOMER_MANAGED }

    /** The same table in another table class. */
    public Table withTableClass(TableClass c) {
        return new Table(name, partitionKey, sortKey, declaredTypes, keyTypes, items, indexes, vectorIndexes, capacity, c,
                streams, pitr, pitrRetentionDays, ttl, ttlDays, deletionProtection, replicas, replication, encryption,
                ephemeral, peakHoursPerDay, traffic, where);
    }

    /** The same table with one of its indexes replaced (matched by name). */
    public Table withIndex(Index index) {
        Map<String, Index> changed = new java.util.LinkedHashMap<>(indexes);
        changed.put(index.name(), index);
        return new Table(name, partitionKey, sortKey, declaredTypes, keyTypes, items, changed, vectorIndexes, capacity,
                tableClass, streams, pitr, pitrRetentionDays, ttl, ttlDays, deletionProtection, replicas, replication,
                encryption, ephemeral, peakHoursPerDay, traffic, where);
    }

    public boolean stores(String entity) {
        return items.containsKey(entity);
    }

    /** The template of an entity's key attribute in this table, or null. */
    public KeyTemplate template(String entity, String attribute) {
        Map<String, KeyTemplate> m = items.get(entity);
        return m == null ? null : m.get(attribute);
    }

    public boolean isGlobal() {
        return !replicas.isEmpty();
    }

    public AttrType keyType(String attribute) {
        return keyTypes.getOrDefault(attribute, AttrType.S);
    }
}
