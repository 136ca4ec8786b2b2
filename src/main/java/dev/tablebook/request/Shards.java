package dev.tablebook.request;

import dev.tablebook.model.Index;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Table;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * How a sharded pattern ({@code shards: N}) spreads its key: over the shard numbers 0 to N − 1,
 * held by the shard suffix of the partition key. The suffix is the placeholder that ends the
 * partition key template after the logical key ({@code shard} in {@code SCORE#{game_id}#SHARD#{shard}});
 * of a partition key of several attributes, the last one when it is a lone placeholder. A
 * template with no placeholder before its last one ({@code USER#{user_id}}) names no suffix:
 * {@code placeholder} is then null, and the shard keys cannot be built from the key map.
 *
 * <p>A sharded read makes one call per shard number, each with the suffix bound to it; a sharded
 * write puts its item under one shard number picked at random.
 */
public record Shards(int count, String placeholder) {
    public Shards {
        if (count < 2) {
            throw new IllegalArgumentException("a sharded key has at least 2 shards: " + count);
        }
    }

    /** The shard numbers a scatter-gather reads, in call order. */
    public List<Integer> numbers() {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            out.add(i);
        }
        return out;
    }

    /**
     * The shard suffix of a partition key given as the templates of its attributes, in order; null
     * when it names none.
     */
    public static String suffix(List<KeyTemplate> partition) {
        if (partition.isEmpty() || partition.contains(null)) {
            return null;
        }
        if (partition.size() > 1) {
            return partition.get(partition.size() - 1).singlePlaceholder().orElse(null);
        }
        List<KeyTemplate.Part> parts = partition.get(0).parts();
        if (parts.isEmpty() || !(parts.get(parts.size() - 1) instanceof KeyTemplate.Placeholder last)) {
            return null;
        }
        return partition.get(0).placeholders().size() > 1 ? last.attribute() : null;
    }

    /**
     * The shard suffix of an entity's stored partition key: of the table ({@code index} null) or of
     * a GSI (an LSI shares the table's). A key attribute the key map does not template is its own
     * lone placeholder.
     */
    public static String suffix(Table t, Index index, String entity) {
        List<String> attributes = index == null || !index.isGsi() ? List.of(t.partitionKey()) : index.partition();
        Map<String, KeyTemplate> keys = t.items().getOrDefault(entity, Map.of());
        List<KeyTemplate> templates = new ArrayList<>();
        for (String a : attributes) {
            templates.add(keys.getOrDefault(a, KeyTemplate.of("{" + a + "}")));
        }
        return suffix(templates);
    }

    /**
     * The shard suffix of what a write stores for an entity: its table's partition key, else the
     * first single-attribute GSI partition key of the table (in declaration order) that ends with one.
     */
    public static String writtenSuffix(Table t, String entity) {
        String s = suffix(t, null, entity);
        for (Index x : t.indexes().values()) {
            if (s == null && x.isGsi() && x.partition().size() == 1) {
                s = suffix(t, x, entity);
            }
        }
        return s;
    }
}
