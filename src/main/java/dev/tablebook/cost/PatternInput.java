package dev.tablebook.cost;

import dev.tablebook.analysis.CallUnits;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Rate;
import java.util.Objects;

/**
 * One access pattern ready to price: its identity, its rate (null: not stated) and the units of one
 * call. {@code peakMonthRate} is the per-second rate the peak month bills ({@link PeakMonth}: the
 * peak, or for a pattern that peaks in a traffic window its day's mean); {@code peakNote} says so
 * for a windowed pattern (null otherwise).
 */
public record PatternInput(String id, String name, String operation, String table, String index, Rate rate, CallUnits units,
                    boolean transaction, Pos where, double peakMonthRate, String peakNote) {

    /** A pattern whose peak, when it has a rate, lasts all month. */
    public PatternInput(String id, String name, String operation, String table, String index, Rate rate, CallUnits units,
                        boolean transaction, Pos where) {
        this(id, name, operation, table, index, rate, units, transaction, where, rate == null ? 0 : rate.peak(), null);
    }

    // Written out with the meaning of the record's own equals (components by Objects.equals, numbers by
    // their wrappers' equals): its first call then links no method handles (docs/performance.md).
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof PatternInput p && Objects.equals(id, p.id) && Objects.equals(name, p.name)
                && Objects.equals(operation, p.operation) && Objects.equals(table, p.table)
                && Objects.equals(index, p.index) && Objects.equals(rate, p.rate) && Objects.equals(units, p.units)
                && transaction == p.transaction && Objects.equals(where, p.where)
                && Double.compare(peakMonthRate, p.peakMonthRate) == 0 && Objects.equals(peakNote, p.peakNote);
    }
}
