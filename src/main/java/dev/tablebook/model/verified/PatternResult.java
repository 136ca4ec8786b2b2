package dev.tablebook.model.verified;

import dev.tablebook.model.Pos;

import java.util.List;

/**
 * How one access pattern fared on the engine. {@code reason} says what differed (a mismatch)
 * or why the pattern could not be run (not verifiable), and is null when verified.
 * {@code predicted} are the cost model's units for one request (a sharded read: all its calls), {@code consumed} what the engine
 * reported (null when it reported none); {@code unitsNote} explains any difference. {@code items}
 * says which items the design says the call returns or writes and which the engine returned or
 * holds afterwards (null when the pattern was not run).
 */
public record PatternResult(String id, String title, Status status, String reason, Pos pos, Units predicted,
                            Units consumed, String unitsNote, List<String> notes, Items items) {
    public PatternResult {
        notes = List.copyOf(notes);
    }

    /** A result without items (a pattern that was not run). */
    public PatternResult(String id, String title, Status status, String reason, Pos pos, Units predicted,
                         Units consumed, String unitsNote, List<String> notes) {
        this(id, title, status, reason, pos, predicted, consumed, unitsNote, notes, null);
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

    /**
     * The items of one call, by primary key ({@code pk=…, sk=…}): those the design says it returns
     * (computed from the example items {@code verify} wrote) or writes, and those the engine
     * returned or holds after the write. {@code anyOf} is null when every expected item is due;
     * else the call is due that many of them, any of them (a Query with a {@code limit} on an index
     * without a sort key, whose order DynamoDB does not define).
     */
    public record Items(List<String> expected, Integer anyOf, List<String> returned) {
        public Items {
            expected = List.copyOf(expected);
            returned = List.copyOf(returned);
        }

        /** Whether the engine's answer held at least one item. */
        public boolean answered() {
            return !returned.isEmpty();
        }
    }

    /** Whether the pattern was verified on a non-empty answer: items the engine returned or holds. */
    public boolean provedByItems() {
        return status == Status.VERIFIED && items != null && items.answered();
    }
}
