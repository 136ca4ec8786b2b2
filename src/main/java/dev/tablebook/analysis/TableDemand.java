package dev.tablebook.analysis;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Table;
import dev.tablebook.model.Traffic;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A YAML design's throughput demand on one table by traffic group, from the units per call of
 * every pattern ({@link PatternUnits}): reads, and base-table and index writes with billed
 * conditional failures ({@link CallUnits#billed}), at the peak and the average rate. The
 * cost engine sums its priced terms the same way.
 */
public final class TableDemand {
    private TableDemand() {
    }

    public static TableLoad of(Design design, Table table, ShapeFacts shape) {
        return of(design, table, shape, new PatternUnits(design)::of);
    }

    /**
     * The same, with the units per call from {@code units}: a caller that takes the load of every table
     * of a design counts each pattern's units once ({@link PatternUnits#countedOnce}) instead of once per table.
     */
    public static TableLoad of(Design design, Table table, ShapeFacts shape, Function<AccessPattern, CallUnits> units) {
        Map<Traffic.Window, double[]> read = new LinkedHashMap<>();
        Map<Traffic.Window, double[]> write = new LinkedHashMap<>();
        read.put(null, new double[2]);
        write.put(null, new double[2]);
        for (AccessPattern p : design.patterns()) {
            if (p.rps() == null) {
                continue;
            }
            CallUnits call = units.apply(p);
            Traffic.Window w = shape.window(shape.patternWindow().get(p.id()));
            for (UnitLine l : call.billed()) { // failed conditional writes included, as billed
                if (!table.name().equals(l.table())) {
                    continue;
                }
                boolean isRead = l.kind() == UnitLine.Kind.READ;
                boolean isWrite = l.kind() == UnitLine.Kind.WRITE || l.kind() == UnitLine.Kind.INDEX_WRITE;
                if (!isRead && !isWrite) {
                    continue;
                }
                add(isRead ? read : write, w, l.units(), p.rps().peak(), p.rps().average());
            }
        }
        return new TableLoad(groups(read), groups(write));
    }

    /** Adds units per call × rate to a window's group. */
    public static void add(Map<Traffic.Window, double[]> groups, Traffic.Window w, double perCall, double peak,
                           double average) {
        double[] g = groups.computeIfAbsent(w, k -> new double[2]);
        g[0] += perCall * peak;
        g[1] += perCall * average;
    }

    public static List<DayShape.Group> groups(Map<Traffic.Window, double[]> m) {
        List<DayShape.Group> out = new ArrayList<>();
        m.forEach((w, v) -> out.add(new DayShape.Group(w, v[0], v[1])));
        return out;
    }
}
