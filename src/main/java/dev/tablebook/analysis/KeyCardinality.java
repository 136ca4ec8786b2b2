package dev.tablebook.analysis;

import dev.tablebook.format.Figures;
import dev.tablebook.model.Attribute;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;

/**
 * How many distinct values a key template takes over an entity's items (cost model, "Partition-key
 * cardinality"): the distinct values of the attributes that build the key, never the count of the
 * items stored under it. Each placeholder with a {@code distinct} counts that; the placeholders
 * without one count as the {@code count} of the entity they identify — the entity whose primary
 * key is built from exactly those placeholders ({@code {customer_id}} identifies a Customer keyed
 * {@code CUSTOMER#{customer_id}}, {@code {customer_id}} and {@code {order_id}} together an Order) —
 * the largest such entity first; a placeholder that identifies no entity falls back to the count
 * of the entity whose items are keyed (an upper bound on its distinct values, said in the basis).
 * The product is capped at the entity count. A template without placeholders has one value.
 * Unknown when a placeholder has neither. A placeholder that recurs (in two attributes of a
 * multi-attribute key) counts once.
 */
public final class KeyCardinality {
    private KeyCardinality() {
    }

    /**
     * The distinct values of a key over an entity's items and where they come from. {@code stated}:
     * every placeholder states {@code distinct} (or there is none); {@code fallback}: some placeholder
     * identifies no entity and counts as the keyed entity's own count; {@code basis}: the sources in
     * words ("customer_id: Customer's count 2,000,000").
     */
    public record Spread(OptionalLong distinct, boolean stated, boolean fallback, String basis) {
        public static final Spread UNKNOWN = new Spread(OptionalLong.empty(), false, false, "unknown");
    }

    /** Distinct values of one template over the entity's items, no other entity consulted. */
    public static OptionalLong distinct(Entity entity, KeyTemplate template) {
        return distinct(entity, List.of(template));
    }

    /** Distinct values of several templates taken together, no other entity consulted. */
    public static OptionalLong distinct(Entity entity, List<KeyTemplate> templates) {
        return of(null, entity, templates).distinct();
    }

    /**
     * Distinct values of the templates taken together over the entity's items, placeholders without
     * {@code distinct} counted as the entity they identify in {@code design} (null: none consulted).
     */
    public static Spread of(Design design, Entity entity, List<KeyTemplate> templates) {
        Set<String> placeholders = new LinkedHashSet<>();
        templates.forEach(t -> placeholders.addAll(t.placeholders()));
        if (placeholders.isEmpty()) {
            return new Spread(OptionalLong.of(1), true, false, "a fixed key: one value");
        }
        Set<String> unstated = new LinkedHashSet<>();
        for (String name : placeholders) {
            Attribute a = entity.attribute(name);
            if (a == null || a.distinct() == null) {
                unstated.add(name);
            }
        }
        boolean stated = unstated.isEmpty();
        double product = 1;
        List<String> basis = new ArrayList<>();
        Set<String> rest = new LinkedHashSet<>(placeholders);
        // placeholders without `distinct` count as the entities they identify (with any stated ones beside them)
        while (design != null) {
            Identified id = identified(design, rest, unstated);
            if (id == null) {
                break;
            }
            product *= Math.max(1, id.entity().count());
            rest.removeAll(id.placeholders());
            unstated.removeAll(id.placeholders());
            basis.add(String.join(", ", id.placeholders()) + ": " + id.entity().name() + "'s count "
                    + Figures.num(id.entity().count()));
        }
        boolean fallback = false;
        for (String name : rest) {
            Attribute a = entity.attribute(name);
            if (a != null && a.distinct() != null) {
                product *= Math.max(1, a.distinct());
                basis.add(name + ": `distinct` " + Figures.num(a.distinct()));
            }
        }
        if (!unstated.isEmpty()) {
            if (entity.count() == null) {
                return Spread.UNKNOWN;
            }
            product *= Math.max(1, entity.count());
            basis.add(String.join(", ", unstated) + ": " + entity.name() + "'s own count " + Figures.num(entity.count())
                    + " (no `distinct`, and no entity is keyed by " + (unstated.size() == 1 ? "it" : "them") + ")");
            fallback = true;
        }
        if (entity.count() != null && product > Math.max(1, entity.count())) {
            product = Math.max(1, entity.count());
            basis.add("capped at " + entity.name() + "'s count");
        }
        long value = product >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) product;
        return new Spread(OptionalLong.of(value), stated, fallback, String.join("; ", basis));
    }

    private record Identified(Entity entity, Set<String> placeholders) {
    }

    /**
     * The entity with a count whose primary key is built from a subset of {@code placeholders} that
     * holds one of {@code unstated} at least, the most placeholders first (an Order, keyed by customer
     * and order, before a Customer); design order breaks ties. Null when none is.
     */
    private static Identified identified(Design design, Set<String> placeholders, Set<String> unstated) {
        if (unstated.isEmpty()) {
            return null;
        }
        Identified best = null;
        for (Entity f : design.entities().values()) {
            if (f.count() == null) {
                continue;
            }
            Set<String> key = identity(design, f);
            if (key == null || key.isEmpty() || !placeholders.containsAll(key)
                    || key.stream().noneMatch(unstated::contains)) {
                continue;
            }
            if (best == null || key.size() > best.placeholders().size()) {
                best = new Identified(f, key);
            }
        }
        return best;
    }

    /** The placeholders of an entity's primary key in the first table that stores it; null when none does. */
    static Set<String> identity(Design design, Entity f) {
        for (Table t : design.tables().values()) {
            if (!IndexMembership.stored(design, t).contains(f)) {
                continue;
            }
            List<String> attrs = t.sortKey() == null ? List.of(t.partitionKey()) : List.of(t.partitionKey(), t.sortKey());
            List<KeyTemplate> key = IndexMembership.templates(t, f, attrs);
            if (key == null) {
                continue;
            }
            Set<String> out = new LinkedHashSet<>();
            key.forEach(k -> out.addAll(k.placeholders()));
            return out;
        }
        return null;
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
    public static Spread ofKey(Design design, Table table, Entity entity, List<String> keyAttributes) {
        List<KeyTemplate> templates = IndexMembership.templates(table, entity, keyAttributes);
        return templates == null ? Spread.UNKNOWN : of(design, entity, templates);
    }
}
