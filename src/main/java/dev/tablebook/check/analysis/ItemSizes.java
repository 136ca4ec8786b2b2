package dev.tablebook.check.analysis;

import dev.tablebook.analysis.KeyTarget;
import dev.tablebook.model.Attribute;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Projection;
import dev.tablebook.model.Table;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Item sizes as the format defines them: an entity's {@code size_bytes}, else the sum of its
 * attributes' bytes plus the rendered key templates of the table that stores it (a placeholder
 * counts its attribute's bytes; an undeclared placeholder 26 bytes). Storage overhead is not
 * part of the item size. An index item is its projected part.
 */
public final class ItemSizes {
    private ItemSizes() {
    }

    /** Bytes assumed for a placeholder no attribute declares (a ULID-sized id, a guess). */
    public static final int UNDECLARED_PLACEHOLDER_BYTES = 26;
    /** DynamoDB's hard limit on one item. */
    public static final long MAX_ITEM_BYTES = 400 * 1024;
    /** Above this an item is close enough to the limit to warn. */
    public static final long WARN_ITEM_BYTES = 300 * 1024;

    /** The item size of an entity in a table; {@code table} null: attributes only. */
    public static long itemBytes(Design design, Entity entity, Table table) {
        if (entity.sizeBytes() != null) {
            return entity.sizeBytes();
        }
        long sum = 0;
        for (Attribute a : entity.attributes().values()) {
            sum += a.bytes();
        }
        if (table != null) {
            for (Map.Entry<String, KeyTemplate> key : table.items().getOrDefault(entity.name(), Map.of()).entrySet()) {
                if (!isNaturalKey(entity, key.getKey(), key.getValue())) {
                    sum += renderedBytes(entity, key.getValue());
                }
            }
        }
        return sum;
    }

    /** The item size of an entity in the table it is first stored in (attributes only if none). */
    public static long itemBytes(Design design, Entity entity) {
        Table table = design.tables().values().stream().filter(t -> t.stores(entity.name())).findFirst().orElse(null);
        return itemBytes(design, entity, table);
    }

    /** Bytes of a template's rendered value: literal text in UTF-8 plus each placeholder's bytes. */
    public static long renderedBytes(Entity entity, KeyTemplate template) {
        long sum = 0;
        for (KeyTemplate.Part part : template.parts()) {
            if (part instanceof KeyTemplate.Literal l) {
                sum += l.text().getBytes(StandardCharsets.UTF_8).length;
            } else if (part instanceof KeyTemplate.Placeholder ph) {
                Attribute a = entity == null ? null : entity.attribute(ph.attribute());
                sum += a == null ? UNDECLARED_PLACEHOLDER_BYTES : a.bytes();
            }
        }
        return sum;
    }

    /**
     * The size of an entity's entry in an index: the table and index keys plus the projected
     * attributes (ALL: the whole item), never more than the item itself.
     */
    public static long projectedBytes(Design design, Entity entity, Table table, Index index) {
        long whole = itemBytes(design, entity, table);
        Projection projection = index.projection();
        if (projection.type() == Projection.Type.ALL) {
            return whole;
        }
        Set<String> keys = new LinkedHashSet<>();
        keys.add(table.partitionKey());
        if (table.sortKey() != null) {
            keys.add(table.sortKey());
        }
        keys.addAll(KeyTarget.of(table, index).keyAttributes());
        long sum = 0;
        for (String key : keys) {
            sum += keyBytes(design, entity, table, key);
        }
        if (projection.type() == Projection.Type.INCLUDE) {
            for (String attr : projection.attributes()) {
                if (!keys.contains(attr)) {
                    sum += keyBytes(design, entity, table, attr);
                }
            }
        }
        return Math.min(sum, whole);
    }

    /** Bytes of one attribute of an entity's item: a key template's rendering or the attribute's bytes. */
    public static long keyBytes(Design design, Entity entity, Table table, String attribute) {
        KeyTemplate t = table.template(entity.name(), attribute);
        if (t != null) {
            return renderedBytes(entity, t);
        }
        Attribute a = entity.attribute(attribute);
        return a == null ? 0 : a.bytes();
    }

    /** A key written as the entity's own attribute of the same name is already counted once. */
    private static boolean isNaturalKey(Entity entity, String keyAttribute, KeyTemplate template) {
        return template.singlePlaceholder().filter(keyAttribute::equals).isPresent()
                && entity.attribute(keyAttribute) != null;
    }

    /** Mean item size of entities in a table (or their projection in an index); 0 when none. */
    public static long meanBytes(Design design, List<String> entities, Table table, Index index) {
        long sum = 0;
        int n = 0;
        for (String name : entities) {
            Entity e = design.entities().get(name);
            if (e == null) {
                continue;
            }
            sum += index == null ? itemBytes(design, e, table) : projectedBytes(design, e, table, index);
            n++;
        }
        return n == 0 ? 0 : Math.round((double) sum / n);
    }
}
