package dev.tablebook.check.analysis;

import dev.tablebook.model.Attribute;
import dev.tablebook.model.Entity;
import dev.tablebook.model.KeyTemplate;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * How many distinct values an entity's key template takes: the product of its placeholders'
 * {@code distinct}, a placeholder without one counting as the entity's {@code count}, capped at
 * the entity count. A template of literals only has one value.
 */
public final class KeyDistinct {
    private KeyDistinct() {
    }

    /** Null when a placeholder has no {@code distinct} and the entity no {@code count}. */
    public static Long of(Entity entity, List<KeyTemplate> templates) {
        Set<String> placeholders = new LinkedHashSet<>();
        templates.forEach(t -> placeholders.addAll(t.placeholders()));
        double product = 1;
        for (String name : placeholders) {
            Attribute a = entity.attribute(name);
            Long d = a != null && a.distinct() != null ? a.distinct() : entity.count();
            if (d == null) {
                return null;
            }
            product *= Math.max(1, d);
        }
        if (entity.count() != null) {
            product = Math.min(product, Math.max(1, entity.count()));
        }
        return (long) Math.min(product, Long.MAX_VALUE);
    }

    /** The placeholders whose {@code distinct} is declared and small enough to name in a message. */
    public static List<String> declaredLowCardinality(Entity entity, List<KeyTemplate> templates, long atMost) {
        Set<String> out = new LinkedHashSet<>();
        for (KeyTemplate t : templates) {
            for (String name : t.placeholders()) {
                Attribute a = entity.attribute(name);
                if (a != null && a.distinct() != null && a.distinct() <= atMost) {
                    out.add(name + " (" + a.distinct() + " values)");
                }
            }
        }
        return List.copyOf(out);
    }
}
