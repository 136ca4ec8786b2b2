package dev.tablebook.analysis;

import dev.tablebook.model.Attribute;
import dev.tablebook.model.Entity;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * How many distinct values a key template takes: the product of its placeholders' {@code
 * distinct}, a placeholder without one counting as its entity's {@code count}, capped at the
 * entity count. A template without placeholders has one value. Unknown when a placeholder has
 * neither.
 */
public final class KeyCardinality {
    private KeyCardinality() {
    }

    /** Distinct values of the template over the entity's items. */
    public static OptionalLong distinct(Entity entity, KeyTemplate template) {
        return distinct(List.of(entity), template.placeholders());
    }

    /** Distinct values of a natural key (the attribute itself). */
    public static OptionalLong distinct(Entity entity, String attribute) {
        return distinct(List.of(entity), List.of(attribute));
    }

    /**
     * Distinct values of a combination of placeholders, each looked up in the first of the
     * entities that declares it; the cap and the fallback are the largest entity count.
     */
    public static OptionalLong distinct(List<Entity> entities, List<String> placeholders) {
        Long cap = null;
        for (Entity e : entities) {
            if (e.count() != null) {
                cap = cap == null ? e.count() : Math.max(cap, e.count());
            }
        }
        double product = 1;
        for (String p : placeholders) {
            Long d = null;
            for (Entity e : entities) {
                Attribute a = e.attribute(p);
                if (a != null && a.distinct() != null) {
                    d = a.distinct();
                    break;
                }
            }
            if (d == null) {
                d = cap;
            }
            if (d == null) {
                return OptionalLong.empty();
            }
            product *= Math.max(1, d);
        }
        if (cap != null) {
            product = Math.min(product, Math.max(1, cap));
        }
        return OptionalLong.of(product >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) product);
    }

    /**
     * Distinct values of a (possibly multi-attribute) key of a table or index over one entity's
     * items: the placeholders of each key attribute's template, a natural key counting as itself.
     */
    public static OptionalLong distinctOfKey(Table table, Entity entity, List<String> keyAttributes) {
        return distinct(List.of(entity), keySources(table, entity, keyAttributes));
    }

    /** The attributes whose values make up the key: template placeholders, or the attribute itself. */
    public static List<String> keySources(Table table, Entity entity, List<String> keyAttributes) {
        List<String> sources = new ArrayList<>();
        for (String a : keyAttributes) {
            KeyTemplate t = table.template(entity.name(), a);
            if (t != null) {
                sources.addAll(t.placeholders());
            } else {
                sources.add(a);
            }
        }
        return sources;
    }
}
