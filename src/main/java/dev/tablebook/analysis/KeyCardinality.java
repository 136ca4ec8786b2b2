package dev.tablebook.analysis;

import dev.tablebook.model.Attribute;
import dev.tablebook.model.Entity;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Table;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;

/**
 * How many distinct values a key template takes over an entity's items: the product of its
 * placeholders' {@code distinct}, a placeholder without one counting as the entity's {@code
 * count}, capped at the entity count. A template without placeholders has one value. Unknown when
 * a placeholder has neither. A placeholder that recurs (in two attributes of a multi-attribute
 * key) counts once.
 */
public final class KeyCardinality {
    private KeyCardinality() {
    }

    /** Distinct values of one template over the entity's items. */
    public static OptionalLong distinct(Entity entity, KeyTemplate template) {
        return distinct(entity, List.of(template));
    }

    /** Distinct values of several templates taken together (the attributes of a multi-attribute key). */
    public static OptionalLong distinct(Entity entity, List<KeyTemplate> templates) {
        Set<String> placeholders = new LinkedHashSet<>();
        templates.forEach(t -> placeholders.addAll(t.placeholders()));
        double product = 1;
        for (String name : placeholders) {
            Attribute a = entity.attribute(name);
            Long d = a != null && a.distinct() != null ? a.distinct() : entity.count();
            if (d == null) {
                return OptionalLong.empty();
            }
            product *= Math.max(1, d);
        }
        if (entity.count() != null) {
            product = Math.min(product, Math.max(1, entity.count()));
        }
        return OptionalLong.of(product >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) product);
    }

    /**
     * Whether the design states how many values the templates take: every placeholder has a
     * {@code distinct} (a template without placeholders has one value, stated by its text).
     */
    public static boolean stated(Entity entity, List<KeyTemplate> templates) {
        for (KeyTemplate t : templates) {
            for (String name : t.placeholders()) {
                Attribute a = entity.attribute(name);
                if (a == null || a.distinct() == null) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Distinct values of a (possibly multi-attribute) key of a table or index over the entity's
     * items, a natural key counting as its own placeholder; unknown when the entity lacks the key.
     */
    public static OptionalLong distinctOfKey(Table table, Entity entity, List<String> keyAttributes) {
        List<KeyTemplate> templates = IndexMembership.templates(table, entity, keyAttributes);
        return templates == null ? OptionalLong.empty() : distinct(entity, templates);
    }
}
