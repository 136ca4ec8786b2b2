package dev.tablebook.diff;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Attribute;
import dev.tablebook.model.Consumer;
import dev.tablebook.model.Design;
import dev.tablebook.model.Deviation;
import dev.tablebook.model.Entity;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Compares two versions of one service's design, element by element, by stable identity:
 * patterns by id, entities, tables, indexes and consumers by name, deviations by rule and target.
 * Every change carries what it costs to ship; the expensive ones carry their migration steps.
 */
public final class DesignComparer {

    /** The changes from {@code base} to {@code head} (both of the same service), most expensive first. */
    public List<Change> compare(Design base, Design head) {
        List<Change> out = new ArrayList<>();
        List<FieldChange> service = Field.compare(ComparedFields.SERVICE, base, head);
        if (!service.isEmpty()) {
            out.add(changed(Change.Element.SERVICE, head.service(), service));
        }
        patterns(base, head, out);
        entities(base, head, out);
        new TableComparer(base, head).compare(out);
        consumers(base, head, out);
        deviations(base, head, out);
        Shipping shipping = new Shipping(base, head, Shipping.migratingTables(out));
        List<Change> planned = new ArrayList<>();
        for (Change c : out) {
            planned.add(shipping.plan(c));
        }
        planned.sort(Comparator.comparing((Change c) -> c.shipCost().ordinal()).reversed()
                .thenComparing(c -> c.element().ordinal())
                .thenComparing(Change::name, NaturalOrder.INSTANCE));
        return planned;
    }

    static Change changed(Change.Element element, String name, List<FieldChange> fields) {
        ShipCost cost = ShipCost.maxOf(fields.stream().map(FieldChange::shipCost).toList());
        return new Change(element, name, Change.Kind.CHANGED, cost, fields, List.of(), List.of());
    }

    static Change added(Change.Element element, String name, ShipCost cost) {
        return new Change(element, name, Change.Kind.ADDED, cost, List.of(), List.of(), List.of());
    }

    static Change removed(Change.Element element, String name, ShipCost cost) {
        return new Change(element, name, Change.Kind.REMOVED, cost, List.of(), List.of(), List.of());
    }

    /** Visits elements of one kind: added and removed at fixed costs, matched ones field by field. */
    static <T> void compareAll(Map<String, T> before, Map<String, T> after, Change.Element element,
                               List<Field<T>> fields, ShipCost addOrRemove, List<Change> out) {
        Identity.match(before, after, new Identity.Visitor<>() {
            @Override
            public void added(String name, T a) {
                out.add(DesignComparer.added(element, name, addOrRemove));
            }

            @Override
            public void removed(String name, T b) {
                out.add(DesignComparer.removed(element, name, addOrRemove));
            }

            @Override
            public void both(String name, T b, T a) {
                List<FieldChange> fc = Field.compare(fields, b, a);
                if (!fc.isEmpty()) {
                    out.add(changed(element, name, fc));
                }
            }
        });
    }

    private static void patterns(Design base, Design head, List<Change> out) {
        compareAll(Identity.byName(base.patterns(), AccessPattern::id), Identity.byName(head.patterns(), AccessPattern::id),
                Change.Element.PATTERN, ComparedFields.PATTERN, ShipCost.CODE_ONLY, out);
    }

    private static void entities(Design base, Design head, List<Change> out) {
        compareAll(base.entities(), head.entities(), Change.Element.ENTITY, ComparedFields.ENTITY, ShipCost.CODE_ONLY,
                out);
        Identity.match(base.entities(), head.entities(), new Identity.Visitor<>() {
            @Override
            public void added(String name, Entity a) {
                // a new entity's attributes are part of it, not changes of their own
            }

            @Override
            public void removed(String name, Entity b) {
                // likewise for a removed entity
            }

            @Override
            public void both(String name, Entity b, Entity a) {
                Map<String, Attribute> before = prefixed(name, b.attributes());
                Map<String, Attribute> after = prefixed(name, a.attributes());
                compareAll(before, after, Change.Element.ATTRIBUTE, ComparedFields.ATTRIBUTE, ShipCost.CODE_ONLY, out);
            }
        });
    }

    private static Map<String, Attribute> prefixed(String entity, Map<String, Attribute> attributes) {
        Map<String, Attribute> out = new java.util.LinkedHashMap<>();
        attributes.forEach((n, a) -> out.put(entity + "." + n, a));
        return out;
    }

    private static void consumers(Design base, Design head, List<Change> out) {
        compareAll(Identity.byName(base.consumers(), Consumer::name), Identity.byName(head.consumers(), Consumer::name),
                Change.Element.CONSUMER, ComparedFields.CONSUMER, ShipCost.CODE_ONLY, out);
    }

    private static void deviations(Design base, Design head, List<Change> out) {
        compareAll(Identity.byName(base.deviations(), DesignComparer::deviationName),
                Identity.byName(head.deviations(), DesignComparer::deviationName), Change.Element.DEVIATION,
                ComparedFields.DEVIATION, ShipCost.NONE, out);
    }

    static String deviationName(Deviation d) {
        return d.rule() + " on " + d.target();
    }
}
