package dev.tablebook.analysis;

import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Table;
import dev.tablebook.model.VectorIndex;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Which entities' items a table stores and which of them an index holds (sparse indexes). An
 * entity <em>defines</em> an attribute in a table when the table's {@code items} give it a
 * template, or when the entity has a plain attribute of that name (a natural key, whose template
 * is its own placeholder); it <em>carries</em> an index when it defines every partition and sort
 * attribute of the index.
 */
public final class IndexMembership {
    private IndexMembership() {
    }

    /** True when the entity's items in this table hold the attribute. */
    public static boolean defines(Table table, Entity entity, String attribute) {
        return template(table, entity, attribute) != null;
    }

    /**
     * The template of the entity's key attribute in the table: from {@code items}, else the
     * entity's own attribute of that name as {@code {attribute}}; null when its items lack it.
     */
    public static KeyTemplate template(Table table, Entity entity, String attribute) {
        KeyTemplate t = table.template(entity.name(), attribute);
        if (t != null) {
            return t;
        }
        return entity.attribute(attribute) != null ? KeyTemplate.of("{" + attribute + "}") : null;
    }

    /** Templates of the given key attributes, in order; null when the entity lacks any of them. */
    public static List<KeyTemplate> templates(Table table, Entity entity, List<String> attributes) {
        List<KeyTemplate> out = new ArrayList<>();
        for (String a : attributes) {
            KeyTemplate t = template(table, entity, a);
            if (t == null) {
                return null;
            }
            out.add(t);
        }
        return out;
    }

    /** True when the entity's items are in the key schema a pattern addresses. */
    public static boolean carries(KeyTarget target, Entity entity) {
        if (target.index() != null) {
            return carries(target.table(), entity, target.index());
        }
        if (target.vectorIndex() != null) {
            return carries(target.table(), entity, target.vectorIndex());
        }
        return target.table().stores(entity.name());
    }

    /** Entities whose items the target holds, in the order of the table's {@code items}. */
    public static List<Entity> members(Design design, KeyTarget target) {
        List<Entity> out = new ArrayList<>();
        for (Entity e : stored(design, target.table())) {
            if (carries(target, e)) {
                out.add(e);
            }
        }
        return out;
    }

    /** True when the table stores the entity and its items carry every key attribute of the index. */
    public static boolean carries(Table table, Entity entity, Index index) {
        if (!table.stores(entity.name())) {
            return false;
        }
        for (String k : index.keyAttributes()) {
            if (!defines(table, entity, k)) {
                return false;
            }
        }
        return true;
    }

    /** Entities the index holds, in the order of the table's {@code items}. */
    public static List<Entity> members(Design design, Table table, Index index) {
        return members(design, KeyTarget.of(table, index));
    }

    /** Entities the table stores, in the order of the table's {@code items}. */
    public static List<Entity> stored(Design design, Table table) {
        List<Entity> out = new ArrayList<>();
        for (String name : table.items().keySet()) {
            Entity e = design.entities().get(name);
            if (e != null) {
                out.add(e);
            }
        }
        return out;
    }

    /** True when the entity's items carry the vector attribute and, if the index has one, its partition attribute. */
    public static boolean carries(Table table, Entity entity, VectorIndex index) {
        if (!table.stores(entity.name()) || !defines(table, entity, index.attribute())) {
            return false;
        }
        return index.partition() == null || defines(table, entity, index.partition());
    }

    /**
     * The attributes whose change moves the entity's entry in the index: the index key
     * attributes and every placeholder of their templates (changing {@code warehouse_id} moves
     * {@code open_warehouse: "{warehouse_id}"}).
     */
    public static Set<String> keySources(Table table, Entity entity, Index index) {
        return projectedSources(table, entity, index.keyAttributes());
    }

    /** The attributes behind the named ones (e.g. what an INCLUDE index projects): each, and its template's placeholders. */
    public static Set<String> projectedSources(Table table, Entity entity, List<String> attributes) {
        Set<String> out = new LinkedHashSet<>();
        for (String a : attributes) {
            out.add(a);
            KeyTemplate t = table.template(entity.name(), a);
            if (t != null) {
                out.addAll(t.placeholders());
            }
        }
        return out;
    }
}
