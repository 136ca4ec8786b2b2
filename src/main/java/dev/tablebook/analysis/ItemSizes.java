package dev.tablebook.analysis;

import dev.tablebook.model.Attribute;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Projection;
import dev.tablebook.model.Table;
import dev.tablebook.model.VectorIndex;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Item sizes of a YAML design, in bytes. An entity's item in a table is its {@code size_bytes},
 * else the sum of its attributes' {@code bytes} plus the rendered bytes of the key templates the
 * table gives it (literal text in UTF-8, each placeholder at its attribute's bytes, an undeclared
 * placeholder at 26). A natural key (a template that is just the attribute's own placeholder)
 * counts once, as the attribute. An index item
 * is its projected part: the table and index keys plus the projected attributes (ALL: the item).
 */
public final class ItemSizes {
    public static final int UNDECLARED_PLACEHOLDER_BYTES = 26;
    /** DynamoDB's hard limit on one item, names and values included. */
    public static final long MAX_ITEM_BYTES = 400 * 1024;
    /** Storage overhead DynamoDB bills per item, in a table and in each index. */
    public static final int STORAGE_OVERHEAD_BYTES = 100;
    /** Further storage overhead per item of a Global Table. */
    public static final int GLOBAL_TABLES_OVERHEAD_BYTES = 48;
    /** Share of the item an INCLUDE projection is assumed to hold when the entity declares no attributes. */
    public static final double INCLUDE_RATIO_WITHOUT_ATTRIBUTES = 0.3;

    private ItemSizes() {
    }

    public static int utf8Bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8).length;
    }

    /** The bytes of a placeholder's attribute; 26 when the entity does not declare it. */
    public static int placeholderBytes(Entity entity, String attribute) {
        Attribute a = entity.attribute(attribute);
        return a == null ? UNDECLARED_PLACEHOLDER_BYTES : a.bytes();
    }

    public static int templateBytes(Entity entity, KeyTemplate template) {
        long total = 0;
        for (KeyTemplate.Part part : template.parts()) {
            if (part instanceof KeyTemplate.Literal l) {
                total += utf8Bytes(l.text());
            } else if (part instanceof KeyTemplate.Placeholder p) {
                total += placeholderBytes(entity, p.attribute());
            }
        }
        return saturated(total);
    }

    /**
     * A byte count summed in a long and held in an int: sizes far past any item (whose limit is
     * 400 KB) stop at the largest int instead of wrapping round to a negative size.
     */
    static int saturated(long bytes) {
        return (int) Math.min(bytes, Integer.MAX_VALUE);
    }

    /** Placeholders of the entity's templates in this table that the entity does not declare (each assumed 26 bytes). */
    public static Set<String> undeclaredPlaceholders(Entity entity, Table table) {
        Set<String> out = new LinkedHashSet<>();
        var templates = table.items().get(entity.name());
        if (templates != null) {
            for (KeyTemplate t : templates.values()) {
                for (String p : t.placeholders()) {
                    if (entity.attribute(p) == null) {
                        out.add(p);
                    }
                }
            }
        }
        return out;
    }

    /** Bytes of one attribute of the entity's item in this table: its rendered template, else the plain attribute, else 0 (absent). */
    public static int attributeBytes(Entity entity, Table table, String attribute) {
        KeyTemplate t = table == null ? null : table.template(entity.name(), attribute);
        if (t != null) {
            return templateBytes(entity, t);
        }
        Attribute a = entity.attribute(attribute);
        return a == null ? 0 : a.bytes();
    }

    /** A key written as the entity's own attribute of the same name ({@code customer_id: "{customer_id}"}) is that attribute. */
    static boolean naturalKey(Entity entity, String keyAttribute, KeyTemplate template) {
        return template.singlePlaceholder().filter(keyAttribute::equals).isPresent() && entity.attribute(keyAttribute) != null;
    }

    /** The entity's item size without a table (no key templates): {@code size_bytes} or the sum of attributes. */
    public static int itemBytes(Entity entity) {
        if (entity.sizeBytes() != null) {
            return entity.sizeBytes();
        }
        return saturated(entity.attributes().values().stream().mapToLong(Attribute::bytes).sum());
    }

    /** The entity's item size as stored in the table. */
    public static int itemBytes(Entity entity, Table table) {
        if (entity.sizeBytes() != null) {
            return entity.sizeBytes();
        }
        long total = entity.attributes().values().stream().mapToLong(Attribute::bytes).sum();
        var templates = table.items().get(entity.name());
        if (templates != null) {
            for (var e : templates.entrySet()) {
                if (!naturalKey(entity, e.getKey(), e.getValue())) {
                    total += templateBytes(entity, e.getValue());
                }
            }
        }
        return saturated(total);
    }

    /** Bytes billed for storing one item: the item plus 100 bytes, plus 48 on a Global Table. */
    public static int storedBytes(Entity entity, Table table) {
        return saturated((long) itemBytes(entity, table) + STORAGE_OVERHEAD_BYTES
                + (table.isGlobal() ? GLOBAL_TABLES_OVERHEAD_BYTES : 0));
    }

    /** The key attributes an index item holds: the table's keys, then the index's. */
    public static Set<String> indexKeyAttributes(Table table, Index index) {
        Set<String> keys = new LinkedHashSet<>();
        keys.add(table.partitionKey());
        if (table.sortKey() != null) {
            keys.add(table.sortKey());
        }
        keys.addAll(index.keyAttributes());
        return keys;
    }

    /** Bytes of the entity's item as the index projects it, never more than the item. */
    public static int indexItemBytes(Entity entity, Table table, Index index) {
        int item = itemBytes(entity, table);
        Projection projection = index.projection();
        if (projection.type() == Projection.Type.ALL) {
            return item;
        }
        Set<String> keys = indexKeyAttributes(table, index);
        long keyPart = 0;
        for (String k : keys) {
            keyPart += attributeBytes(entity, table, k);
        }
        if (projection.type() == Projection.Type.KEYS_ONLY) {
            return saturated(Math.min(item, keyPart));
        }
        if (entity.attributes().isEmpty()) {
            return saturated(Math.min(item, Math.max(keyPart, (long) (item * INCLUDE_RATIO_WITHOUT_ATTRIBUTES))));
        }
        long projected = keyPart;
        for (String a : projection.attributes()) {
            if (!keys.contains(a)) {
                projected += attributeBytes(entity, table, a);
            }
        }
        return saturated(Math.min(item, projected));
    }

    /** Bytes billed for storing one index item: the projected item plus 100 bytes. */
    public static int indexStoredBytes(Entity entity, Table table, Index index) {
        return saturated((long) indexItemBytes(entity, table, index) + STORAGE_OVERHEAD_BYTES);
    }

    /**
     * Bytes one item puts into a vector index: the vector (4 bytes a dimension) and the key
     * overhead, plus what the projection carries: nothing (KEYS_ONLY), the named attributes
     * (INCLUDE), or the rest of the item without this vector (ALL).
     */
    public static int vectorItemBytes(Entity entity, Table table, VectorIndex index) {
        int base = VectorMetering.vectorBytes(index.dimensions());
        Projection projection = index.projection();
        return switch (projection.type()) {
            case KEYS_ONLY -> base;
            case INCLUDE -> saturated((long) base + sum(entity, table, projection.attributes()));
            case ALL -> {
                Attribute own = entity.attribute(index.attribute());
                int rest = itemBytes(entity, table) - (own == null ? 0 : own.bytes());
                yield saturated((long) base + Math.max(0, rest));
            }
        };
    }

    private static int sum(Entity entity, Table table, List<String> attributes) {
        long total = 0;
        for (String a : attributes) {
            total += attributeBytes(entity, table, a);
        }
        return saturated(total);
    }
}
