package dev.tablebook.model.drift;

import dev.tablebook.model.Pos;

import java.util.List;

/**
 * One designed table against the deployed table it matched. {@code pos} is the table's place in
 * the design; {@code source} the source it was found in (null when not deployed), {@code matchedBy}
 * how ({@code name}, {@code logical id}, {@code construct path}, {@code deployed.name} …), the
 * deployed table's name, logical id, construct path and place in the source (null where none);
 * {@code differences} what differs, each classed as {@code diff} classes a change;
 * {@code unresolved} what the source leaves unknown, not compared; {@code notes} what was
 * assumed or set aside (a global table's replication stream, a single-Region global table).
 */
public record TableDrift(String table, Pos pos, Status status, String source, String matchedBy, String deployedName,
                         String logicalId, String constructPath, Pos deployedPos, List<Difference> differences,
                         List<Unresolved> unresolved, List<String> notes, String error) {
    public TableDrift {
        differences = List.copyOf(differences);
        unresolved = List.copyOf(unresolved);
        notes = List.copyOf(notes);
    }

    public enum Status {
        /** Deployed, and no compared value differs. */
        MATCHES("matches"),
        /** Deployed, with differences. */
        DIFFERS("differs"),
        /** No source holds it. */
        NOT_DEPLOYED("not-deployed"),
        /** Found, but it could not be described (a permission, an engine's refusal): {@code error} says why. */
        UNREADABLE("unreadable");

        private final String label;

        Status(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }

        public static Status of(String label) {
            for (Status s : values()) {
                if (s.label.equals(label)) {
                    return s;
                }
            }
            throw new IllegalArgumentException("no drift status " + label);
        }
    }
}
