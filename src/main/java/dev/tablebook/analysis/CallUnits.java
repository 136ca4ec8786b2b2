package dev.tablebook.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What one call of an access pattern consumes, line by line. {@code conditionalFailRate} is the
 * share of calls whose condition fails, and {@code failed} what one failed call bills, line by
 * line: for a YAML design the base-table write units of the item that is there (at least 1) and
 * no index or vector write, since nothing changed (cost-model §9); for an imported reference model
 * every write line again, as that calculator bills a failure like a success (the four-argument
 * constructor). {@code guesses} are the assumptions the units rest on where the design states
 * nothing (the items a Query matches when neither a population nor a window is stated); each is
 * among the notes too.
 */
public record CallUnits(List<UnitLine> lines, double itemsRead, double conditionalFailRate, List<UnitLine> failed,
                        List<String> notes, List<String> guesses) {
    public CallUnits {
        lines = List.copyOf(lines);
        failed = List.copyOf(failed);
        notes = List.copyOf(notes);
        guesses = List.copyOf(guesses);
    }

    /** Units that rest on no guess. */
    public CallUnits(List<UnitLine> lines, double itemsRead, double conditionalFailRate, List<UnitLine> failed,
                     List<String> notes) {
        this(lines, itemsRead, conditionalFailRate, failed, notes, List.of());
    }

    /** A failed call billed like a successful one: every write line again (the reference calculator's rule). */
    public CallUnits(List<UnitLine> lines, double itemsRead, double conditionalFailRate, List<String> notes) {
        this(lines, itemsRead, conditionalFailRate, writeLines(lines), notes);
    }

    public static CallUnits none(String note) {
        return new CallUnits(List.of(), 0, 0, note == null ? List.of() : List.of(note));
    }

    private static List<UnitLine> writeLines(List<UnitLine> lines) {
        return lines.stream().filter(l -> l.kind() == UnitLine.Kind.WRITE || l.kind() == UnitLine.Kind.INDEX_WRITE
                || l.kind() == UnitLine.Kind.VECTOR_WRITE_BYTES).toList();
    }

    /**
     * Every line a call bills on average: its lines, and each line of a failed call × the failure
     * rate (what capacity and hot partitions must carry). The vector-write minimum per request is
     * the pricer's, not applied here.
     */
    public List<UnitLine> billed() {
        if (conditionalFailRate <= 0 || failed.isEmpty()) {
            return lines;
        }
        List<UnitLine> out = new ArrayList<>(lines);
        for (UnitLine l : failed) {
            out.add(new UnitLine(l.kind(), l.table(), l.index(), l.entity(), l.units() * conditionalFailRate,
                    "conditional failures: " + l.basis()));
        }
        return out;
    }

    /** Whether a failed call bills every write line again (the reference calculator's rule, imported models). */
    public boolean failuresLikeSuccess() {
        return failed.equals(writeLines(lines));
    }

    public double sum(UnitLine.Kind kind) {
        return lines.stream().filter(l -> l.kind() == kind).mapToDouble(UnitLine::units).sum();
    }

    /** Read units per call. */
    public double rru() {
        return sum(UnitLine.Kind.READ);
    }

    /** Base-table write units per call (transactions doubled; conditional failures not included). */
    public double wru() {
        return sum(UnitLine.Kind.WRITE);
    }

    /** Index write units per call. */
    public double indexWru() {
        return sum(UnitLine.Kind.INDEX_WRITE);
    }

    public double vectorWriteBytes() {
        return sum(UnitLine.Kind.VECTOR_WRITE_BYTES);
    }

    public double vectorSearchBytes() {
        return sum(UnitLine.Kind.VECTOR_SEARCH_BYTES);
    }

    // Written out with the meaning of the record's own equals (components by Objects.equals, numbers by
    // their wrappers' equals): its first call then links no method handles (docs/performance.md).
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof CallUnits c && Objects.equals(lines, c.lines)
                && Double.compare(itemsRead, c.itemsRead) == 0
                && Double.compare(conditionalFailRate, c.conditionalFailRate) == 0 && Objects.equals(failed, c.failed)
                && Objects.equals(notes, c.notes) && Objects.equals(guesses, c.guesses);
    }
}
