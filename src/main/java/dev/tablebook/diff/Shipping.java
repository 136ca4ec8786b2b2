package dev.tablebook.diff;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Consumer;
import dev.tablebook.model.Design;
import dev.tablebook.model.Index;
import dev.tablebook.model.Table;
import dev.tablebook.model.WriteLeg;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * What shipping a change involves beyond the code: the notes a reviewer needs, and for a rebuild
 * or a new table the migration steps, naming the patterns and consumers they affect.
 */
final class Shipping {
    private final Design base;
    private final Design head;
    private final Set<String> migrating;

    /** {@code migrating}: the tables that the changes replace by a new table (see {@link #migratingTables}). */
    Shipping(Design base, Design head, Set<String> migrating) {
        this.base = base;
        this.head = head;
        this.migrating = Set.copyOf(migrating);
    }

    /**
     * The tables a new table replaces: a table or local-index change that costs a table migration.
     * Their entities' key-map changes travel with that migration: the new table is filled with
     * the items under their new keys, so they get no steps of their own.
     */
    static Set<String> migratingTables(List<Change> changes) {
        Set<String> out = new TreeSet<>(NaturalOrder.INSTANCE);
        for (Change c : changes) {
            if (c.shipCost() == ShipCost.TABLE_MIGRATION && c.table() != null && c.element() != Change.Element.KEY_MAP) {
                out.add(c.table());
            }
        }
        return out;
    }

    Change plan(Change c) {
        return switch (c.element()) {
            case SERVICE -> c.fields().stream().anyMatch(f -> f.field().equals("region"))
                    ? c.withMigration(Migrations.region(base, head, head.tables().keySet())) : c;
            case ENTITY -> c.kind() == Change.Kind.REMOVED
                    ? c.withNote("Existing " + c.name() + " items stay in their tables until a job deletes them.") : c;
            case TABLE -> table(c);
            case KEY_MAP -> keyMap(c);
            case INDEX, VECTOR_INDEX -> index(c);
            default -> c;
        };
    }

    private Change table(Change c) {
        String t = c.name();
        return switch (c.kind()) {
            case ADDED -> c.withNote("Create table " + t + " before the code that uses it ships.");
            case REMOVED -> c.withNote("Delete table " + t + " only once no code uses it"
                    + list(" (", patternsOn(base, t, null), ")") + "; export or back it up first: its items are lost.");
            case CHANGED -> {
                Change out = c;
                for (FieldChange f : c.fields()) {
                    if (f.field().equals("capacity")) {
                        out = out.withNote("Capacity mode switches: provisioned → on-demand up to 4 times per rolling "
                                + "24 hours, on-demand → provisioned at any time.");
                    } else if (f.field().equals("streams")) {
                        out = out.withMigration(Migrations.streamReplace(t, f.before(), f.after(),
                                consumersOf(base, t), consumersOf(head, t)));
                    }
                }
                yield c.shipCost() == ShipCost.TABLE_MIGRATION
                        ? out.withMigration(Migrations.newTable(t, base.tables().get(t), head.tables().get(t), reasons(c),
                        writersOf(head, t), readersOf(head, t), consumersOf(head, t)))
                        : out;
            }
        };
    }

    private Change keyMap(Change c) {
        String table = c.name().substring(0, c.name().indexOf('/'));
        String entity = c.name().substring(c.name().indexOf('/') + 1);
        return switch (c.kind()) {
            case ADDED -> c.withNote(entity + " items are stored in " + table + " from now on; existing ones, if any, "
                    + "must be written there by a backfill.");
            case REMOVED -> c.withNote("Existing " + entity + " items stay in " + table + " until a job deletes them.");
            case CHANGED -> {
                List<String> attrs = c.fields().stream().filter(f -> f.shipCost().ordinal() >= ShipCost.NEW_INDEX.ordinal())
                        .map(FieldChange::field).toList();
                if (migrating.contains(table) && c.shipCost().ordinal() >= ShipCost.NEW_INDEX.ordinal()) {
                    yield c.withNote("Shipped with the migration of table " + table + ": its items are written to the "
                            + "new table under the new " + String.join(", ", attrs) + ".");
                }
                if (c.shipCost() == ShipCost.TABLE_MIGRATION) {
                    yield c.withMigration(Migrations.rekey(table, entity, attrs, writersOf(head, table, entity),
                            readersOf(head, table, entity)));
                }
                if (c.shipCost() == ShipCost.INDEX_REBUILD) {
                    yield c.withMigration(Migrations.rewriteAttributes(table, entity, attrs,
                            indexReadersOf(head, table, attrs)));
                }
                if (c.shipCost() == ShipCost.NEW_INDEX) {
                    yield c.withNote("Existing " + entity + " items get " + String.join(", ", attrs)
                            + " only when a backfill writes it; until then they are not in the new index.");
                }
                yield c;
            }
        };
    }

    private Change index(Change c) {
        String table = c.name().substring(0, c.name().indexOf('/'));
        String index = c.name().substring(c.name().indexOf('/') + 1);
        boolean vector = c.element() == Change.Element.VECTOR_INDEX;
        String kind = vector ? "vector index" : "index";
        return switch (c.kind()) {
            case ADDED -> c.shipCost() == ShipCost.TABLE_MIGRATION
                    ? c.withMigration(Migrations.newTable(table, base.tables().get(table), head.tables().get(table),
                    List.of("adds local secondary index " + index + " (an LSI exists only from its table's creation)"),
                    writersOf(head, table), readersOf(head, table), consumersOf(head, table)))
                    : c.withNote("DynamoDB backfills the new " + kind + " from the existing items; ship the code of "
                    + list("", patternsOn(head, table, index), "") + (patternsOn(head, table, index).isEmpty()
                    ? "the patterns that use it" : "") + " once it is ACTIVE.");
            case REMOVED -> c.shipCost() == ShipCost.TABLE_MIGRATION
                    ? c.withMigration(Migrations.newTable(table, base.tables().get(table), head.tables().get(table),
                    List.of("drops local secondary index " + index + " (an LSI cannot be dropped; keeping it unused "
                            + "costs its writes and storage)"),
                    writersOf(head, table), readersOf(head, table), consumersOf(head, table)))
                    : c.withNote("Ship the code that stops using it" + list(" (", patternsOn(base, table, index), ")")
                    + " first, then delete the " + kind + "; its write and storage costs stop then.");
            case CHANGED -> c.shipCost() == ShipCost.TABLE_MIGRATION
                    ? c.withMigration(Migrations.newTable(table, base.tables().get(table), head.tables().get(table),
                    List.of("changes local secondary index " + index + " (an LSI cannot be changed after its table's "
                            + "creation)"), writersOf(head, table), readersOf(head, table), consumersOf(head, table)))
                    : c.shipCost() == ShipCost.INDEX_REBUILD
                    ? c.withMigration(Migrations.rebuildIndex(table, index, vector, c.fields(),
                    patternsOn(head, table, index), head.tables().get(table)))
                    : c;
        };
    }

    private static List<String> reasons(Change c) {
        List<String> out = new ArrayList<>();
        for (FieldChange f : c.fields()) {
            if (f.shipCost() == ShipCost.TABLE_MIGRATION) {
                out.add("changes " + f.field() + " from " + show(f.before()) + " to " + show(f.after()));
            }
        }
        return out;
    }

    static String show(String v) {
        return v == null ? "(none)" : v;
    }

    /** Patterns that use a table (index null) or one of its indexes. */
    static Set<String> patternsOn(Design d, String table, String index) {
        Set<String> out = new TreeSet<>(NaturalOrder.INSTANCE);
        for (AccessPattern p : d.patterns()) {
            boolean onTable = p.table().equals(table) || p.legs().stream().anyMatch(l -> l.table().equals(table));
            if (onTable && (index == null || index.equals(p.index()))) {
                out.add(p.id());
            }
        }
        return out;
    }

    static Set<String> writersOf(Design d, String table) {
        Set<String> out = new TreeSet<>(NaturalOrder.INSTANCE);
        for (AccessPattern p : d.patterns()) {
            for (WriteLeg l : p.legs()) {
                if (l.table().equals(table)) {
                    out.add(p.id());
                }
            }
        }
        return out;
    }

    /** Patterns with a write leg on the entity's items in the table. */
    static Set<String> writersOf(Design d, String table, String entity) {
        Set<String> out = new TreeSet<>(NaturalOrder.INSTANCE);
        for (AccessPattern p : d.patterns()) {
            for (WriteLeg l : p.legs()) {
                if (l.table().equals(table) && l.entity().equals(entity)) {
                    out.add(p.id());
                }
            }
        }
        return out;
    }

    /** Read patterns on the table that return the entity's items. */
    static Set<String> readersOf(Design d, String table, String entity) {
        Set<String> out = new TreeSet<>(NaturalOrder.INSTANCE);
        for (AccessPattern p : d.patterns()) {
            if (p.legs().isEmpty() && p.table().equals(table) && p.returned().contains(entity)) {
                out.add(p.id());
            }
        }
        return out;
    }

    static Set<String> readersOf(Design d, String table) {
        Set<String> out = new TreeSet<>(NaturalOrder.INSTANCE);
        for (AccessPattern p : d.patterns()) {
            if (p.legs().isEmpty() && p.table().equals(table)) {
                out.add(p.id());
            }
        }
        return out;
    }

    /** Read patterns that go through an index keyed by one of the attributes. */
    static Set<String> indexReadersOf(Design d, String table, List<String> attributes) {
        Set<String> out = new TreeSet<>(NaturalOrder.INSTANCE);
        Table t = d.tables().get(table);
        if (t == null) {
            return out;
        }
        for (AccessPattern p : d.patterns()) {
            if (p.index() == null || !p.table().equals(table)) {
                continue;
            }
            Index i = t.indexes().get(p.index());
            boolean keyed = i != null && i.keyAttributes().stream().anyMatch(attributes::contains)
                    || t.vectorIndexes().containsKey(p.index())
                    && attributes.contains(t.vectorIndexes().get(p.index()).partition());
            if (keyed) {
                out.add(p.id());
            }
        }
        return out;
    }

    static Set<String> consumersOf(Design d, String table) {
        Set<String> out = new TreeSet<>(NaturalOrder.INSTANCE);
        for (Consumer c : d.consumers()) {
            if (c.table().equals(table)) {
                out.add(c.name());
            }
        }
        return out;
    }

    static String list(String before, Set<String> names, String after) {
        return names.isEmpty() ? "" : before + String.join(", ", names) + after;
    }
}
