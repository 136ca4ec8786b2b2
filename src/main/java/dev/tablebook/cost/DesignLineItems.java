package dev.tablebook.cost;

import dev.tablebook.load.PriceSheet;
import dev.tablebook.load.PriceKey;

import static dev.tablebook.format.Figures.num;

import dev.tablebook.analysis.ItemSizes;
import dev.tablebook.analysis.RequestUnits;
import dev.tablebook.analysis.UnitLine;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Consumer;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Rate;
import dev.tablebook.model.Table;
import dev.tablebook.model.WriteLeg;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The costs a YAML design switches on beyond requests and storage, each on its own line, priced
 * on-demand: Global Tables (per replica region: replicated writes, the replica's index writes,
 * the replica's storage, each at the sheet of the replica's region, {@link RegionSheets}),
 * DynamoDB Streams GetRecords by consumers other than Lambda, Kinesis Data Streams change data
 * capture, and PITR (at the design's sheet).
 */
final class DesignLineItems {
    static final int DEFAULT_BATCH_SIZE = 100;
    /** Stream pollers call GetRecords about four times a second on each shard; one shard is assumed. */
    static final double MIN_GET_RECORDS_PER_SECOND = 4;

    private final Design design;
    private final RegionSheets sheets;
    private final PriceSheet sheet;
    private final List<PatternInput> patterns;
    private final List<StorageLine> storage;
    private final Map<String, TableFacts> tables;
    private final List<LineItem> out = new ArrayList<>();

    private DesignLineItems(Design design, RegionSheets sheets, List<PatternInput> patterns, List<StorageLine> storage,
                            Map<String, TableFacts> tables) {
        this.design = design;
        this.sheets = sheets;
        this.sheet = sheets.home();
        this.patterns = patterns;
        this.storage = storage;
        this.tables = tables;
    }

    static List<LineItem> compute(Design design, RegionSheets sheets, List<PatternInput> patterns,
                                  List<StorageLine> storage, Map<String, TableFacts> tables) {
        DesignLineItems items = new DesignLineItems(design, sheets, patterns, storage, tables);
        for (Table t : design.tables().values()) {
            items.globalTables(t);
            items.streams(t);
            items.kinesis(t);
            items.pitr(t);
        }
        return items.out;
    }

    private void add(LineItem.Kind kind, String table, String description, double perMonthPeak, double perMonthExpected,
                     PriceKey key, String basis) {
        if (!sheet.has(key)) {
            out.add(new LineItem(kind, table, description, 0, 0, true, false, key, basis));
            return;
        }
        double price = sheet.unitPrice(key);
        out.add(new LineItem(kind, table, description, perMonthPeak * price, perMonthExpected * price, true, true, key, basis));
    }

    /** A line of a replica region, priced at that region's sheet: not priced where the sheet lacks the price. */
    private void addReplica(RegionSheets.Replica replica, LineItem.Kind kind, String table, String description,
                            double perMonthPeak, double perMonthExpected, PriceKey key, String basis) {
        PriceSheet at = replica.sheet();
        boolean priced = at.has(key);
        double price = priced ? at.unitPrice(key) : 0;
        out.add(new LineItem(kind, table, description, perMonthPeak * price, perMonthExpected * price, true, priced, key,
                basis + "; " + replica.pricedAt(), replica.region(), replica.info()));
    }

    /** Per-second quantity of a kind of line on a table, at the peak and average rates. */
    private double[] perSecond(String table, UnitLine.Kind kind, boolean undoTransaction) {
        double peak = 0;
        double avg = 0;
        for (PatternInput p : patterns) {
            if (p.rate() == null) {
                continue;
            }
            for (UnitLine l : p.units().lines()) {
                if (l.kind() == kind && l.table().equals(table)) {
                    double units = undoTransaction && p.transaction() ? l.units() / 2 : l.units();
                    peak += units * p.peakMonthRate();
                    avg += units * p.rate().average();
                }
            }
        }
        return new double[] {peak, avg};
    }

    private void globalTables(Table t) {
        TableFacts f = tables.get(t.name());
        if (f.replicaRegions().isEmpty()) {
            return;
        }
        double[] writes = perSecond(t.name(), UnitLine.Kind.WRITE, true);
        double[] index = perSecond(t.name(), UnitLine.Kind.INDEX_WRITE, false);
        double gbPeak = 0;
        double gbExpected = 0;
        for (StorageLine s : storage) {
            if (s.table().equals(t.name())) {
                gbPeak += s.gbPeak();
                gbExpected += s.gbExpected();
            }
        }
        double month = Billing.SECONDS_PER_MONTH;
        for (String region : f.replicaRegions()) {
            RegionSheets.Replica replica = sheets.replica(region);
            addReplica(replica, LineItem.Kind.REPLICATED_WRITES, t.name(),
                    "Global Tables: writes of " + t.name() + " replicated to " + region,
                    writes[0] * month, writes[1] * month, PriceKey.REPLICATED_WRITE,
                    num(writes[0]) + " replicated write units/s at peak (base-table writes, transactions not doubled)");
            if (index[0] > 0) {
                addReplica(replica, LineItem.Kind.REPLICA_INDEX_WRITES, t.name(),
                        "Global Tables: index writes of the " + region + " replica",
                        index[0] * month, index[1] * month, PriceKey.onDemandWrite(f.standardIa()),
                        num(index[0]) + " index write units/s at peak");
            }
            addReplica(replica, LineItem.Kind.REPLICA_STORAGE, t.name(), "Global Tables: storage of the " + region + " replica",
                    gbPeak, gbExpected, PriceKey.storage(f.standardIa()), num(gbPeak) + " GB, as the home region");
        }
    }

    /** Items written into the table per second, at peak and average. */
    private double[] itemsWritten(Table t, boolean inWriteUnits) {
        double peak = 0;
        double avg = 0;
        for (AccessPattern p : design.patterns()) {
            Rate r = p.rps();
            if (r == null) {
                continue;
            }
            for (WriteLeg leg : p.legs()) {
                Entity e = design.entities().get(leg.entity());
                if (!leg.table().equals(t.name()) || e == null || !leg.action().writes()) {
                    continue; // a condition check writes no change record
                }
                double each = inWriteUnits ? RequestUnits.writeUnits(ItemSizes.itemBytes(e, t)) : 1;
                peak += leg.count() * each * PeakMonth.rate(design, p, r);
                avg += leg.count() * each * r.average();
            }
        }
        return new double[] {peak, avg};
    }

    private void streams(Table t) {
        if (!t.streams().enabled()) {
            return;
        }
        double[] records = itemsWritten(t, false);
        for (Consumer c : design.consumers()) {
            if (!c.table().equals(t.name()) || c.via() != Consumer.Via.PIPE) {
                continue;
            }
            int batch = c.batchSize() == null || c.batchSize() <= 0 ? DEFAULT_BATCH_SIZE : c.batchSize();
            double peak = Math.max(records[0] / batch, MIN_GET_RECORDS_PER_SECOND);
            double avg = Math.max(records[1] / batch, MIN_GET_RECORDS_PER_SECOND);
            add(LineItem.Kind.STREAMS_READS, t.name(), "Streams GetRecords by " + c.name() + " (" + c.via().name().toLowerCase(java.util.Locale.ROOT) + ")",
                    peak * Billing.SECONDS_PER_MONTH, avg * Billing.SECONDS_PER_MONTH, PriceKey.STREAMS_READ,
                    "max(" + num(records[0]) + " records/s / batch " + batch + ", 4 polls/s) = " + num(peak) + " calls/s at peak");
        }
    }

    private void kinesis(Table t) {
        boolean any = design.consumers().stream().anyMatch(c -> c.table().equals(t.name()) && c.via() == Consumer.Via.KINESIS);
        if (!any) {
            return;
        }
        double[] units = itemsWritten(t, true);
        add(LineItem.Kind.KINESIS_CDC, t.name(), "Kinesis Data Streams change data capture of " + t.name(),
                units[0] * Billing.SECONDS_PER_MONTH, units[1] * Billing.SECONDS_PER_MONTH, PriceKey.KINESIS_CDC,
                num(units[0]) + " change units/s at peak (each item written, per 1 KB); Kinesis shard charges are"
                        + " billed by Kinesis, not here");
    }

    private void pitr(Table t) {
        if (!t.pitr()) {
            return;
        }
        double gbPeak = 0;
        double gbExpected = 0;
        for (StorageLine s : storage) {
            if (s.table().equals(t.name()) && (s.type() == StorageLine.Type.TABLE || s.type() == StorageLine.Type.LSI)) {
                gbPeak += s.gbPeak();
                gbExpected += s.gbExpected();
            }
        }
        add(LineItem.Kind.PITR, t.name(), "Point-in-time recovery of " + t.name(), gbPeak, gbExpected, PriceKey.PITR,
                num(gbPeak) + " GB of table and LSI data"
                        + (t.pitrRetentionDays() == null ? "" : ", " + t.pitrRetentionDays() + " days retained"));
    }
}
