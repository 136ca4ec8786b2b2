package dev.tablebook.diff;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Attribute;
import dev.tablebook.model.Consumer;
import dev.tablebook.model.Design;
import dev.tablebook.model.Deviation;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.Read;
import dev.tablebook.model.Retrieval;
import dev.tablebook.model.Table;
import dev.tablebook.model.VectorIndex;
import dev.tablebook.model.VectorSearch;
import dev.tablebook.model.Write;

import java.util.List;
import java.util.function.Function;

import static dev.tablebook.diff.ShipCost.CODE_ONLY;
import static dev.tablebook.diff.ShipCost.INDEX_REBUILD;
import static dev.tablebook.diff.ShipCost.NONE;
import static dev.tablebook.diff.ShipCost.TABLE_MIGRATION;

/**
 * Every field the diff compares, element by element, with what a change of it costs to ship.
 * Source positions and the file a design was read from are never compared. Fields compared elsewhere, because their entries have
 * identities of their own: a table's key map ({@code items}), key types, indexes and vector
 * indexes, and an entity's attributes.
 */
final class ComparedFields {
    private ComparedFields() {
    }

    static final List<Field<Design>> SERVICE = List.of(
            Field.of("title", NONE, Design::title),
            Field.of("owner", NONE, Design::owner),
            Field.of("status", NONE, Design::status),
            Field.of("summary", NONE, Design::summary),
            // every table moves: a new table in the new region, filled from the old one
            Field.of("region", TABLE_MIGRATION, Design::region),
            Field.of("peak_hours_per_day", CODE_ONLY, d -> Shown.num(d.peakHoursPerDay())));

    /** A pattern change the existing keys serve is application code; new indexes are counted on the index. */
    static final List<Field<AccessPattern>> PATTERN = List.of(
            Field.of("name", NONE, AccessPattern::name),
            Field.of("description", NONE, AccessPattern::description),
            Field.of("operation", CODE_ONLY, p -> p.operation().name()),
            Field.of("table", CODE_ONLY, AccessPattern::table),
            Field.of("index", CODE_ONLY, AccessPattern::index),
            Field.of("key", CODE_ONLY, Shown::key),
            Field.of("order", CODE_ONLY, p -> p instanceof Read r && r.descending() ? "descending" : "ascending"),
            Field.of("limit", CODE_ONLY, p -> Shown.num(p.limit())),
            Field.of("returns", CODE_ONLY, p -> Shown.listOrAbsent(p.returned())),
            Field.of("projection", CODE_ONLY, p -> Shown.list(retrieval(p, Retrieval::projection))),
            Field.of("rps", CODE_ONLY, p -> Shown.rate(p.rps())),
            Field.of("consistency", CODE_ONLY, p -> Shown.yaml(p.consistency())),
            Field.of("authorization", CODE_ONLY, AccessPattern::authorization),
            Field.of("filter", CODE_ONLY, p -> retrieval(p, Retrieval::filter)),
            Field.of("filter_selectivity", CODE_ONLY, p -> Shown.num(retrieval(p, Retrieval::filterSelectivity))),
            Field.of("writes", CODE_ONLY, p -> Shown.writes(p.legs())),
            Field.of("idempotency", CODE_ONLY, p -> p instanceof Write w && w.idempotency() != null ? w.idempotency().yamlName() : null),
            Field.of("conditional_fail_rate", CODE_ONLY, p -> Shown.num(p instanceof Write w ? w.conditionalFailRate() : null)),
            Field.of("item_bytes", CODE_ONLY, p -> Shown.num(p.itemBytes())),
            Field.of("item_sizes", CODE_ONLY, p -> Shown.list(p instanceof Read r ? r.itemSizes() : p instanceof Write w ? w.itemSizes() : null)),
            Field.of("hot_key_share", CODE_ONLY, p -> Shown.num(p.hotKeyShare())),
            Field.of("top_k", CODE_ONLY, p -> Shown.num(p instanceof VectorSearch v ? v.topK() : null)),
            Field.of("non_existent_rate", CODE_ONLY, p -> Shown.num(p instanceof Read r ? r.nonExistentRate() : null)),
            Field.of("shards", CODE_ONLY, p -> Shown.num(p.shards())));

    private static <T> T retrieval(AccessPattern p, Function<Retrieval, T> field) {
        return p instanceof Retrieval r ? field.apply(r) : null;
    }

    /** Populations and sizes are estimates: they move the bill, not the schema. */
    static final List<Field<Entity>> ENTITY = List.of(
            Field.of("description", NONE, Entity::description),
            Field.of("count", CODE_ONLY, e -> Shown.num(e.count())),
            Field.of("max_per_partition", CODE_ONLY, e -> Shown.num(e.maxPerPartition())),
            Field.of("size_bytes", CODE_ONLY, e -> Shown.num(e.sizeBytes())));

    static final List<Field<Attribute>> ATTRIBUTE = List.of(
            Field.of("type", CODE_ONLY, a -> a.type().name()),
            Field.of("bytes", CODE_ONLY, a -> Shown.num(a.bytes())),
            Field.of("source", NONE, a -> a.guess() ? "guess" : "user"),
            Field.of("mutable", CODE_ONLY, a -> Shown.flag(a.mutable())),
            Field.of("distinct", CODE_ONLY, a -> Shown.num(a.distinct())));

    /** Table settings DynamoDB changes in place; the key schema and replication mode it does not. */
    static final List<Field<Table>> TABLE = List.of(
            Field.of("key.partition", TABLE_MIGRATION, Table::partitionKey),
            Field.of("key.sort", TABLE_MIGRATION, Table::sortKey),
            // MRSC is enabled on an empty table only: entering or leaving it means a new table
            Field.when("replication", (b, a) -> "mrsc".equals(a) || "mrsc".equals(b) && a != null ? TABLE_MIGRATION
                    : CODE_ONLY, t -> t.isGlobal() ? Shown.yaml(t.replication()) : null),
            Field.of("capacity", CODE_ONLY, t -> Shown.capacity(t.capacity())),
            Field.of("class", CODE_ONLY, t -> Shown.yaml(t.tableClass())),
            Field.of("streams", ShipCost.STREAM_REPLACE, t -> t.streams().enabled() ? t.streams().name() : "false"),
            Field.of("pitr", CODE_ONLY, t -> !t.pitr() ? "false"
                    : t.pitrRetentionDays() == null ? "true" : t.pitrRetentionDays() + " days"),
            Field.of("ttl", CODE_ONLY, Table::ttl),
            Field.of("ttl.days", CODE_ONLY, t -> Shown.num(t.ttlDays())),
            Field.of("deletion_protection", CODE_ONLY, t -> Shown.flag(t.deletionProtection())),
            Field.of("replicas", CODE_ONLY, t -> Shown.listOrAbsent(t.replicas())),
            Field.of("encryption", CODE_ONLY, t -> Shown.yaml(t.encryption())),
            Field.of("ephemeral", NONE, t -> Shown.flag(t.ephemeral())),
            Field.of("peak_hours_per_day", CODE_ONLY, t -> Shown.num(t.peakHoursPerDay())));

    /**
     * A GSI is immutable once created: a key or projection change is a rebuild. An LSI exists
     * only from the table's creation, so {@link TableComparer} raises its changes to a table migration.
     */
    static final List<Field<Index>> INDEX = List.of(
            Field.of("type", INDEX_REBUILD, i -> i.kind().name().toLowerCase(java.util.Locale.ROOT)),
            Field.of("partition", INDEX_REBUILD, i -> Shown.list(i.partition())),
            Field.of("sort", INDEX_REBUILD, i -> Shown.listOrAbsent(i.sort())),
            Field.of("projection", INDEX_REBUILD, i -> i.projection().toString()));

    static final List<Field<VectorIndex>> VECTOR_INDEX = List.of(
            Field.of("attribute", INDEX_REBUILD, VectorIndex::attribute),
            Field.of("dimensions", INDEX_REBUILD, v -> Shown.num(v.dimensions())),
            Field.of("distance", INDEX_REBUILD, v -> v.distance().name()),
            Field.of("projection", INDEX_REBUILD, v -> v.projection() == null ? null : v.projection().toString()),
            Field.of("partition", INDEX_REBUILD, VectorIndex::partition),
            Field.of("filters", INDEX_REBUILD, v -> Shown.listOrAbsent(v.filters())),
            Field.of("indexed_items", CODE_ONLY, v -> Shown.num(v.indexedItems())));

    static final List<Field<Consumer>> CONSUMER = List.of(
            Field.of("description", NONE, Consumer::description),
            Field.of("table", CODE_ONLY, Consumer::table),
            Field.of("via", CODE_ONLY, c -> Shown.yaml(c.via())),
            Field.of("filter", CODE_ONLY, Consumer::filter),
            Field.of("batch_size", CODE_ONLY, c -> Shown.num(c.batchSize())),
            Field.of("max_retries", CODE_ONLY, c -> Shown.num(c.maxRetries())),
            Field.of("max_record_age_s", CODE_ONLY, c -> Shown.num(c.maxRecordAgeS())),
            Field.of("bisect_on_error", CODE_ONLY, c -> Shown.flag(c.bisectOnError())),
            Field.of("on_failure", CODE_ONLY, Consumer::onFailure),
            Field.of("dedupe", CODE_ONLY, c -> Shown.yaml(c.dedupe())),
            Field.of("targets", CODE_ONLY, c -> Shown.listOrAbsent(c.targets())));

    /** Deviations are documentation: identified by rule and target, only the reason can change. */
    static final List<Field<Deviation>> DEVIATION = List.of(
            Field.of("reason", NONE, Deviation::reason));
}
