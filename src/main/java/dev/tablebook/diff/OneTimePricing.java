package dev.tablebook.diff;

import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.OneTimeCost;
import dev.tablebook.cost.OneTimeCosts;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.Table;
import dev.tablebook.model.VectorIndex;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Attaches to each change what shipping it costs once: the backfill of an index created or
 * rebuilt, the export, import and replay of a table migration, the writes of items rewritten in
 * place, nothing (at a stated risk) for a stream replaced. A table that migrates is rebuilt whole
 * by its import, so the indexes created or rebuilt on it add no backfill of their own.
 */
final class OneTimePricing {
    private final Design base;
    private final Design head;
    private final OneTimeCosts costs;
    private final CostReport headCost;

    /** {@code costs} null: the head is an imported model, whose item populations the backfills cannot be priced from. */
    OneTimePricing(Design base, Design head, OneTimeCosts costs, CostReport headCost) {
        this.base = base;
        this.head = head;
        this.costs = costs;
        this.headCost = headCost;
    }

    private OneTimeCost priced(String what, java.util.function.Supplier<OneTimeCost> cost) {
        return costs != null ? cost.get() : new OneTimeCost(what, 0, false, List.of(), List.of("an imported model "
                + "states no item populations for its backfills: not priced"), null);
    }

    List<Change> price(List<Change> changes) {
        Set<String> migrating = Shipping.migratingTables(changes);
        List<Change> out = new ArrayList<>();
        for (Change c : changes) {
            OneTimeCost cost = of(c, migrating);
            out.add(cost == null ? c : c.withOneTime(cost));
        }
        return out;
    }

    private OneTimeCost of(Change c, Set<String> migrating) {
        String table = c.table();
        if (table == null) {
            return null;
        }
        Table t = head.tables().get(table);
        if (migrating.contains(table)) {
            boolean whole = c.shipCost() == ShipCost.TABLE_MIGRATION && c.element() != Change.Element.KEY_MAP;
            return whole ? priced("migration of table " + table, () -> costs.tableMigration(base, head, table, headCost))
                    : null;
        }
        if (t == null) {
            return null;
        }
        return switch (c.element()) {
            case TABLE -> table(c, t);
            case INDEX -> {
                Index x = t.indexes().get(c.member());
                boolean builds = c.kind() == Change.Kind.ADDED && c.shipCost() == ShipCost.NEW_INDEX
                        || c.kind() == Change.Kind.CHANGED && c.shipCost() == ShipCost.INDEX_REBUILD;
                yield x != null && builds ? priced("backfill of index " + c.name(), () -> costs.indexBackfill(head, t, x))
                        : null;
            }
            case VECTOR_INDEX -> {
                VectorIndex v = t.vectorIndexes().get(c.member());
                boolean builds = c.kind() == Change.Kind.ADDED && c.shipCost() == ShipCost.NEW_INDEX
                        || c.kind() == Change.Kind.CHANGED && c.shipCost() == ShipCost.INDEX_REBUILD;
                yield v != null && builds ? priced("backfill of vector index " + c.name(),
                        () -> costs.vectorBackfill(head, t, v)) : null;
            }
            case KEY_MAP -> keyMap(c, t);
            default -> null;
        };
    }

    /**
     * A table's settings changed: replicas added to it are filled by a restore in each new Region
     * (with the stream replacement's risk beside, when both change); a replaced stream costs nothing.
     */
    private OneTimeCost table(Change c, Table t) {
        Table before = base == null ? null : base.tables().get(t.name());
        List<String> added = before == null ? List.of() : t.replicas().stream()
                .filter(r -> !r.equals(head.region()) && !before.replicas().contains(r) && !r.equals(base.region()))
                .toList();
        OneTimeCost stream = c.shipCost() == ShipCost.STREAM_REPLACE ? OneTimeCosts.streamReplace(t.name()) : null;
        if (added.isEmpty() || c.kind() != Change.Kind.CHANGED) {
            return stream;
        }
        OneTimeCost replicas = priced("new replicas of " + t.name(), () -> costs.replicaAdd(head, t, added));
        return stream == null ? replicas : new OneTimeCost(replicas.what(), replicas.usd(), replicas.priced(),
                replicas.parts(), replicas.defaults(), stream.risk());
    }

    /** An entity's key map changed: its existing items are rewritten, as the change's steps say. */
    private OneTimeCost keyMap(Change c, Table t) {
        Entity e = head.entities().get(c.member());
        if (c.kind() != Change.Kind.CHANGED || e == null) {
            return null;
        }
        List<String> attrs = c.fields().stream().filter(f -> f.shipCost().ordinal() >= ShipCost.NEW_INDEX.ordinal())
                .map(FieldChange::field).toList();
        List<Index> keyed = t.indexes().values().stream()
                .filter(x -> x.keyAttributes().stream().anyMatch(attrs::contains)).toList();
        String what = "rewriting " + e.name() + " items in " + t.name();
        return switch (c.shipCost()) {
            case TABLE_MIGRATION -> priced("re-keying " + e.name() + " items in " + t.name(),
                    () -> costs.itemRewrite(head, t, e, keyed, 2, true));
            case INDEX_REBUILD -> priced(what, () -> costs.itemRewrite(head, t, e, keyed, 2, false));
            case NEW_INDEX -> priced(what, () -> costs.itemRewrite(head, t, e, keyed, 1, false));
            default -> null;
        };
    }
}
