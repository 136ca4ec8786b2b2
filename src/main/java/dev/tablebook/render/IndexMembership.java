package dev.tablebook.render;

import dev.tablebook.model.Index;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Table;
import dev.tablebook.model.VectorIndex;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Which entities an index holds: an entity carries an index when its key map defines every
 * partition and sort attribute of it; the others are not in it, which makes the index sparse.
 */
final class IndexMembership {
    private IndexMembership() {
    }

    static boolean carries(Map<String, KeyTemplate> templates, Index index) {
        return index.keyAttributes().stream().allMatch(templates::containsKey);
    }

    /** Entities of the table that carry the index, in key-map order. */
    static List<String> members(Table table, Index index) {
        List<String> out = new ArrayList<>();
        table.items().forEach((entity, templates) -> {
            if (carries(templates, index)) {
                out.add(entity);
            }
        });
        return out;
    }

    /**
     * Entities of the table whose items hold the vector attribute (declared on the entity) and the
     * vector index's partition attribute when it has one.
     */
    static List<String> members(Table table, VectorIndex index, Map<String, dev.tablebook.model.Entity> entities) {
        List<String> out = new ArrayList<>();
        table.items().forEach((entity, templates) -> {
            dev.tablebook.model.Entity e = entities.get(entity);
            boolean vector = templates.containsKey(index.attribute()) || e != null && e.attribute(index.attribute()) != null;
            boolean partition = index.partition() == null || templates.containsKey(index.partition())
                    || e != null && e.attribute(index.partition()) != null;
            if (vector && partition) {
                out.add(entity);
            }
        });
        return out;
    }
}
