package dev.tablebook.check.analysis;

import dev.tablebook.analysis.KeyTarget;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Table;
import dev.tablebook.model.VectorIndex;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which entities' items a table or index holds. An entity is in a table when the table's
 * {@code items} names it; it carries an index when it defines every partition and sort attribute
 * of the index, in {@code items} or as a plain attribute of the same name (a natural key).
 */
public final class Membership {
    private Membership() {
    }

    /**
     * The template of an entity's key attribute in a table: from {@code items}, else the entity's
     * own attribute of that name as the template {@code {attr}}; null when the entity lacks it.
     */
    public static KeyTemplate template(Design design, Table table, String entity, String attribute) {
        KeyTemplate t = table.template(entity, attribute);
        if (t != null) {
            return t;
        }
        Entity e = design.entities().get(entity);
        if (e != null && e.attribute(attribute) != null) {
            return KeyTemplate.of("{" + attribute + "}");
        }
        return null;
    }

    /** Templates of the given key attributes, in order; null when any is missing (not carried). */
    public static List<KeyTemplate> templates(Design design, Table table, String entity, List<String> attributes) {
        List<KeyTemplate> out = new ArrayList<>();
        for (String a : attributes) {
            KeyTemplate t = template(design, table, entity, a);
            if (t == null) {
                return null;
            }
            out.add(t);
        }
        return out;
    }

    public static boolean carries(Design design, Table table, String entity, Index index) {
        return table.stores(entity) && templates(design, table, entity, KeyTarget.of(table, index).keyAttributes()) != null;
    }

    /** An item reaches a vector index when it has the vector and, if the index is partitioned, that attribute. */
    public static boolean carries(Design design, Table table, String entity, VectorIndex vector) {
        if (!table.stores(entity)) {
            return false;
        }
        Entity e = design.entities().get(entity);
        boolean hasVector = (e != null && e.attribute(vector.attribute()) != null)
                || table.template(entity, vector.attribute()) != null;
        return hasVector && (vector.partition() == null || template(design, table, entity, vector.partition()) != null);
    }

    public static boolean carries(Design design, KeyTarget target, String entity) {
        if (target.index() != null) {
            return carries(design, target.table(), entity, target.index());
        }
        if (target.vectorIndex() != null) {
            return carries(design, target.table(), entity, target.vectorIndex());
        }
        return target.table().stores(entity);
    }

    /** Entities whose items the target holds, in the table's {@code items} order. */
    public static List<String> members(Design design, KeyTarget target) {
        List<String> out = new ArrayList<>();
        for (String entity : target.table().items().keySet()) {
            if (carries(design, target, entity)) {
                out.add(entity);
            }
        }
        return out;
    }

    /** Every entity's templates for the target's key attributes (members only). */
    public static Map<String, List<KeyTemplate>> keyTemplates(Design design, KeyTarget target) {
        Map<String, List<KeyTemplate>> out = new LinkedHashMap<>();
        for (String entity : members(design, target)) {
            out.put(entity, templates(design, target.table(), entity, target.keyAttributes()));
        }
        return out;
    }
}
