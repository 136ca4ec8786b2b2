package dev.tablebook.model.verified;

import dev.tablebook.model.Pos;

import java.util.List;

/**
 * How one access pattern fared on the engine. {@code reason} says what differed (a mismatch)
 * or why the pattern could not be run (not verifiable), and is null when verified.
 * {@code predicted} are the cost model's units for one request (a sharded read: all its calls), {@code consumed} what the engine
 * reported (null when it reported none); {@code unitsNote} explains any difference.
 */
public record PatternResult(String id, String title, Status status, String reason, Pos pos, Units predicted,
                            Units consumed, String unitsNote, List<String> notes) {
    public PatternResult {
        notes = List.copyOf(notes);
    }

    public enum Status {
        VERIFIED("verified"), MISMATCH("mismatch"), NOT_VERIFIABLE("not-verifiable");

        private final String label;

        Status(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /** Read and write units of one request (write units include index writes). */
    public record Units(double readUnits, double writeUnits) {
    }
}
