package dev.tablebook.diff;

import dev.tablebook.cost.OneTimeCost;

import java.util.List;

/**
 * One element of a design added, removed or changed. {@code name} identifies the element within
 * its service (a pattern id, an entity, {@code Table}, {@code Table/Index}, {@code Table/Entity}
 * for a key-map entry). {@code fields} lists the differing fields of a changed element; {@code
 * notes} say what else to do; {@code migration} spells out the steps when shipping needs one;
 * {@code oneTime} is what shipping it costs once (a backfill, a migration, a stream replaced), null
 * when it costs nothing once or was not priced.
 */
public record Change(Element element, String name, Kind kind, ShipCost shipCost, List<FieldChange> fields,
                     List<String> notes, List<String> migration, OneTimeCost oneTime) {
    public Change {
        fields = List.copyOf(fields);
        notes = List.copyOf(notes);
        migration = List.copyOf(migration);
    }

    public Change(Element element, String name, Kind kind, ShipCost shipCost, List<FieldChange> fields,
                  List<String> notes, List<String> migration) {
        this(element, name, kind, shipCost, fields, notes, migration, null);
    }

    public enum Kind {
        ADDED, REMOVED, CHANGED;

        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** The kinds of design element compared, named as the design format names them. */
    public enum Element {
        SERVICE("service"), PATTERN("access pattern"), ENTITY("entity"), ATTRIBUTE("attribute"), TABLE("table"),
        KEY_MAP("key map"), INDEX("index"), VECTOR_INDEX("vector index"), CONSUMER("consumer"),
        DEVIATION("deviation");

        private final String label;

        Element(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    Change withMigration(List<String> steps) {
        return new Change(element, name, kind, shipCost, fields, notes, steps, oneTime);
    }

    Change withOneTime(OneTimeCost cost) {
        return new Change(element, name, kind, shipCost, fields, notes, migration, cost);
    }

    /** The table a table, index, vector-index or key-map change belongs to; null for other elements. */
    String table() {
        return switch (element) {
            case TABLE -> name;
            case INDEX, VECTOR_INDEX, KEY_MAP -> name.substring(0, name.indexOf('/'));
            default -> null;
        };
    }

    /** The part of the name after the table: the index or the entity of a key-map entry. */
    String member() {
        return name.substring(name.indexOf('/') + 1);
    }

    Change withNote(String note) {
        List<String> all = new java.util.ArrayList<>(notes);
        all.add(note);
        return new Change(element, name, kind, shipCost, fields, all, migration, oneTime);
    }
}
