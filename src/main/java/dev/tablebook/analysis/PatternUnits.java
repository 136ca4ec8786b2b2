package dev.tablebook.analysis;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Write;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * Request units of one call of a YAML design's access pattern (cost-model §1–§2): read units
 * of the items read, write units of every written item, the index writes of member items, the
 * bytes written into vector indexes, and the bytes a vector search returns.
 *
 * <p>{@code sizeFactor} scales every item size the pattern uses (1 = as designed); the
 * sensitivity analysis uses it to ask what a 50% error in item size would do.
 */
public final class PatternUnits {
    private final Design design;

    public PatternUnits(Design design) {
        this.design = design;
    }

    public CallUnits of(AccessPattern pattern) {
        return of(pattern, 1.0);
    }

    /**
     * The units per call of a design's patterns as designed ({@link #of(AccessPattern)}), each counted on
     * first use and kept by the pattern's identity (the same pattern object, the same units): for one
     * thread's readers of one design, which would otherwise count a pattern once each (or once per table).
     * The counts are shared by every reader of the same design object on the thread (the cost engine,
     * the rules and the page of a service run on one thread, one after the other): the thread keeps the
     * counts of the last {@link #DESIGNS_KEPT} designs it was asked for, by the design's identity. A design
     * is immutable, so the counts of the same object cannot go stale; another design, even an equal one,
     * is counted afresh.
     */
    public static Function<AccessPattern, CallUnits> countedOnce(Design design) {
        Counted[] kept = KEPT.get();
        for (Counted c : kept) {
            if (c != null && c.design == design) {
                return c;
            }
        }
        Counted made = new Counted(design);
        // the oldest is dropped: a service's pricing asks for a few other designs (a class or projection
        // changed) between the readers of its own
        System.arraycopy(kept, 0, kept, 1, kept.length - 1);
        kept[0] = made;
        return made;
    }

    /** How many designs' counts a thread keeps: its service's and the variants priced beside it. */
    static final int DESIGNS_KEPT = 4;

    private static final ThreadLocal<Counted[]> KEPT = ThreadLocal.withInitial(() -> new Counted[DESIGNS_KEPT]);

    /** One design's units as designed, each pattern's counted on first use and kept by the pattern's identity. */
    private static final class Counted implements Function<AccessPattern, CallUnits> {
        private final Design design;
        private final PatternUnits units;
        private final Map<AccessPattern, CallUnits> known = new IdentityHashMap<>();

        Counted(Design design) {
            this.design = design;
            this.units = new PatternUnits(design);
        }

        @Override
        public CallUnits apply(AccessPattern p) {
            CallUnits u = known.get(p);
            if (u == null) {
                u = units.of(p);
                known.put(p, u);
            }
            return u;
        }
    }

    public CallUnits of(AccessPattern pattern, double sizeFactor) {
        if (pattern instanceof Write w) {
            return new WriteUnits(design, w, sizeFactor).units();
        }
        KeyTarget target = KeyTarget.resolve(design, pattern);
        if (target == null) {
            return CallUnits.none((pattern.index() == null ? "table " + pattern.table() : "index " + pattern.index()
                    + " of table " + pattern.table()) + " is not defined: nothing to count");
        }
        return new ReadUnits(design, target, pattern, sizeFactor).units();
    }
}
