package dev.tablebook.render;

import dev.tablebook.analysis.CallUnits;
import dev.tablebook.analysis.PatternUnits;
import dev.tablebook.analysis.UnitLine;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Write;
import java.util.function.Function;


/**
 * Which tables and indexes a write pattern changes, read from the request units the cost model
 * counts for one call (base-table writes, index writes of member items, vector index writes), so
 * the page and the bill agree.
 */
final class IndexWrites {
    /** Each pattern's units, counted once for the page (its row shows them too). */
    private final Function<AccessPattern, CallUnits> units;

    IndexWrites(Design design) {
        this.units = PatternUnits.countedOnce(design);
    }

    /** Whether a call of the pattern writes to the table's base items. */
    boolean writesTable(AccessPattern p, String table) {
        return p instanceof Write && lines(p).lines().stream()
                .anyMatch(l -> l.kind() == UnitLine.Kind.WRITE && table.equals(l.table()));
    }

    /** Whether a call of the pattern writes entries of the index (or vector index). */
    boolean writesIndex(AccessPattern p, String table, String index) {
        return p instanceof Write && lines(p).lines().stream()
                .anyMatch(l -> (l.kind() == UnitLine.Kind.INDEX_WRITE || l.kind() == UnitLine.Kind.VECTOR_WRITE_BYTES)
                        && table.equals(l.table()) && index.equals(l.index()) && l.units() > 0);
    }

    private CallUnits lines(AccessPattern p) {
        return units(p);
    }

    /** The request units of one call of the pattern, as {@link PatternUnits#of(AccessPattern)} counts them, counted once. */
    CallUnits units(AccessPattern p) {
        return units.apply(p);
    }
}
