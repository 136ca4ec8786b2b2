package dev.tablebook.analysis;

import java.util.List;

/**
 * What one call of an access pattern consumes, line by line. {@code conditionalFailRate} is the
 * share of calls whose condition fails: a failed conditional write is billed like a successful
 * one, so it adds that share of every write line (base table, index and vector writes).
 * {@code guesses} are the assumptions the units rest on where the design states nothing (the items a
 * Query matches when neither a population nor a window is stated); each is among the notes too.
 */
public record CallUnits(List<UnitLine> lines, double itemsRead, double conditionalFailRate, List<String> notes,
                        List<String> guesses) {
    public CallUnits {
        lines = List.copyOf(lines);
        notes = List.copyOf(notes);
        guesses = List.copyOf(guesses);
    }

    /** Units that rest on no guess. */
    public CallUnits(List<UnitLine> lines, double itemsRead, double conditionalFailRate, List<String> notes) {
        this(lines, itemsRead, conditionalFailRate, notes, List.of());
    }

    public static CallUnits none(String note) {
        return new CallUnits(List.of(), 0, 0, note == null ? List.of() : List.of(note));
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
}
