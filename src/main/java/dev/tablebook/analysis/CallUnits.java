package dev.tablebook.analysis;

import java.util.ArrayList;
import java.util.List;

/**
 * What one call of an access pattern consumes, line by line. {@code conditionalFailRate} is the
 * share of calls whose condition fails, and {@code failed} what one failed call bills, line by
 * line: for a YAML design the base-table write units of the item that is there (at least 1) and
 * no index or vector write, since nothing changed (cost-model §9); for an imported reference model
 * every write line again, as that calculator bills a failure like a success (the four-argument
 * constructor).
 */
public record CallUnits(List<UnitLine> lines, double itemsRead, double conditionalFailRate, List<UnitLine> failed,
                        List<String> notes) {
    public CallUnits {
        lines = List.copyOf(lines);
        failed = List.copyOf(failed);
        notes = List.copyOf(notes);
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
}
