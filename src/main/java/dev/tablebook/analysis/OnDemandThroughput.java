package dev.tablebook.analysis;

import static dev.tablebook.format.Figures.num;

import dev.tablebook.format.Figures;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Design;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * What on-demand capacity serves at once (cost model, "On-demand is not instant"). A new on-demand
 * table sustains up to 4,000 write and 12,000 read units a second ("Pre-warming a table for on-demand
 * capacity mode", developer guide), a mix of both taken as a share of each (read ÷ 12,000 + write ÷
 * 4,000 ≤ 1); after that it absorbs up to twice its previous peak at once, and throughput above twice
 * the previous peak within 30 minutes can throttle ("Understanding DynamoDB warm throughput"). Warm
 * throughput — pre-warming the table to the peak before it comes — is the remedy, a charge on its own.
 * The default table-level quota is 40,000 read and 40,000 write request units a second ("Quotas in
 * Amazon DynamoDB", throughput default quotas): beyond it requests throttle until the quota is raised.
 * A table's maximum on-demand throughput (OnDemandThroughput MaxReadRequestUnits and
 * MaxWriteRequestUnits) caps what it may consume: a cost guard, above which requests throttle.
 * Units and shapes only ({@link TableDemand}, {@link DayShape}): the table's own and its indexes'
 * units, the load of the busiest minute of the declared day.
 */
public final class OnDemandThroughput {
    public static final double NEW_TABLE_READ_UNITS = 12_000;
    public static final double NEW_TABLE_WRITE_UNITS = 4_000;
    public static final double TABLE_QUOTA_UNITS = 40_000;

    private OnDemandThroughput() {
    }

    /** The declared peak of one table (read and write units a second, the table and its indexes together). */
    public record Peak(String table, double read, double write) {
        /** The share of a new on-demand table's throughput the peak takes: read ÷ 12,000 + write ÷ 4,000. */
        public double newTableShare() {
            return read / NEW_TABLE_READ_UNITS + write / NEW_TABLE_WRITE_UNITS;
        }

        public boolean aboveNewTable() {
            return newTableShare() > 1 + 1e-9;
        }

        public boolean aboveQuota() {
            return read > TABLE_QUOTA_UNITS + 1e-9 || write > TABLE_QUOTA_UNITS + 1e-9;
        }

        /** The warm throughput to set before launch: the peak, in whole units. */
        public long warmRead() {
            return (long) Math.ceil(read - 1e-9);
        }

        public long warmWrite() {
            return (long) Math.ceil(write - 1e-9);
        }

        /** What a specialist says of the table on on-demand capacity, in sentences; {@code warmPrice} prices pre-warming. */
        public String advice(String warmPrice) {
            List<String> out = new ArrayList<>();
            String peak = units(read, write);
            if (aboveNewTable()) {
                out.add("On-demand is not instant: a new on-demand table sustains up to 4,000 write or 12,000 read units a"
                        + " second (or a mix of both), and " + table + " peaks at " + peak + ", "
                        + Figures.percent(newTableShare()) + " of that: it throttles until it has scaled. Pre-warm it"
                        + " (warm throughput) to " + units(warmRead(), warmWrite()) + " before launch"
                        + (warmPrice == null ? "" : ", " + warmPrice));
            } else {
                out.add("On-demand is not instant: a new on-demand table sustains up to 4,000 write or 12,000 read units"
                        + " a second (the peak of " + table + ", " + peak + ", takes " + Figures.percent(newTableShare())
                        + " of that), and more than twice the previous peak within 30 minutes can throttle: pre-warm"
                        + " (warm throughput) before a launch or an event above that");
            }
            if (aboveQuota()) {
                out.add("Its peak is above the default table quota of 40,000 read and 40,000 write units a second:"
                        + " request a quota increase, or the excess throttles");
            }
            List<String> max = new ArrayList<>();
            if (warmRead() > 0) {
                max.add("MaxReadRequestUnits " + num(warmRead()));
            }
            if (warmWrite() > 0) {
                max.add("MaxWriteRequestUnits " + num(warmWrite()));
            }
            out.add("A maximum on-demand throughput at or above the declared peak (" + String.join(", ", max) + ") is a"
                    + " cost guard: requests beyond it throttle instead of billing");
            return String.join(". ", out) + ".";
        }

        private static String units(double read, double write) {
            List<String> parts = new ArrayList<>();
            if (read > 0) {
                parts.add(num(Math.round(read * 100) / 100.0) + " read");
            }
            if (write > 0) {
                parts.add(num(Math.round(write * 100) / 100.0) + " write");
            }
            return String.join(" and ", parts) + " units a second";
        }
    }

    /** The peak of each table the design keeps on on-demand capacity (no capacity stated is on-demand). */
    public static List<Peak> of(Design design) {
        List<Peak> out = new ArrayList<>();
        if (design.isImported()) {
            return out;
        }
        Function<AccessPattern, CallUnits> units = PatternUnits.countedOnce(design);
        for (Table t : design.tables().values()) {
            Capacity c = t.capacity();
            if (c != null && c.mode() != Capacity.Mode.ON_DEMAND) {
                continue;
            }
            Peak p = of(design, t, units);
            if (p.read() > 0 || p.write() > 0) {
                out.add(p);
            }
        }
        return out;
    }

    /** The declared peak of a table: the busiest minute of its day, reads and writes apart. */
    public static Peak of(Design design, Table t) {
        return of(design, t, new PatternUnits(design)::of);
    }

    private static Peak of(Design design, Table t, Function<AccessPattern, CallUnits> units) {
        ShapeFacts shape = ShapeFacts.of(design, t);
        TableLoad load = TableDemand.of(design, t, shape, units);
        double read = new DayShape(load.read(), shape.peakHours(), shape.rampMinutes()).peakLoad();
        double write = new DayShape(load.write(), shape.peakHours(), shape.rampMinutes()).peakLoad();
        return new Peak(t.name(), read, write);
    }
}
