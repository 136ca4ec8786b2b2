package dev.tablebook.diff;

import java.util.List;

/**
 * One element of a design added, removed or changed. {@code name} identifies the element within
 * its service (a pattern id, an entity, {@code Table}, {@code Table/Index}, {@code Table/Entity}
 * for a key-map entry). {@code fields} lists the differing fields of a changed element; {@code
 * notes} say what else to do; {@code migration} spells out the steps when shipping needs one.
 */
public record Change(Element element, String name, Kind kind, ShipCost shipCost, List<FieldChange> fields,
                     List<String> notes, List<String> migration) {
    public Change {
        fields = List.copyOf(fields);
        notes = List.copyOf(notes);
        migration = List.copyOf(migration);
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
        return new Change(element, name, kind, shipCost, fields, notes, steps);
    }

    Change withNote(String note) {
        List<String> all = new java.util.ArrayList<>(notes);
        all.add(note);
        return new Change(element, name, kind, shipCost, fields, all, migration);
    }
}
