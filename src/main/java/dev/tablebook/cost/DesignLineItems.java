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
 * replicated TTL deletes and the replica's index deletes for them, the replica's storage and PITR,
 * each at the sheet of the replica's region, {@link RegionSheets}; the data replicated into it at
 * the design's sheet),
 * DynamoDB Streams GetRecords by consumers other than Lambda, Kinesis Data Streams change data
 * capture, and PITR (at the design's sheet).
 */
final class DesignLineItems {
    static final int DEFAULT_BATCH_SIZE = 100;
    /** Stream pollers call GetRecords about four times a second on each shard. */
    static final double MIN_GET_RECORDS_PER_SECOND = 4;
    /** A partition holds about 10 GB and serves 3,000 read and 1,000 write units a second. */
    static final double PARTITION_GB = 10;
    static final double PARTITION_READ_UNITS = 3000;
    static final double PARTITION_WRITE_UNITS = 1000;

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
                    peak += units * p.rate().peak();
                    avg += units * p.rate().average();
                }
            }
        }
        return new double[] {peak, avg};
    }

    /**
     * A Global Table's replica regions, each priced at its own sheet: the writes replicated into it
     * (base-table writes, transactions not doubled, failed writes not replicated) and its own index
     * writes; the TTL deletes it receives as replicated writes with its own index deletes (TTL
     * deletes are free only where they happen); its storage; its PITR (the emitted template turns
     * PITR on in every replica); and the data replicated into it, at the data-transfer price of the
     * design's region, where the writes are made.
     */
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
        double[] pitrGb = pitrGb(t);
        TtlDeletes ttl = TtlDeletes.of(design, t, this::rate);
        double[] changedBytes = changedBytes(t);
        changedBytes[0] += ttl.bytes()[0];
        changedBytes[1] += ttl.bytes()[1];
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
            if (ttl.units()[0] > 0) {
                addReplica(replica, LineItem.Kind.REPLICA_TTL_DELETES, t.name(),
                        "Global Tables: TTL deletes of " + t.name() + " replicated to " + region,
                        ttl.units()[0] * month, ttl.units()[1] * month, PriceKey.REPLICATED_WRITE,
                        ttl.basis() + ": free where TTL deletes them, a replicated write in every other replica");
            }
            if (ttl.indexUnits()[0] > 0) {
                addReplica(replica, LineItem.Kind.REPLICA_TTL_INDEX_DELETES, t.name(),
                        "Global Tables: index deletes of TTL expiries in the " + region + " replica",
                        ttl.indexUnits()[0] * month, ttl.indexUnits()[1] * month, PriceKey.onDemandWrite(f.standardIa()),
                        num(ttl.indexUnits()[0]) + " index write units/s at peak (" + ttl.indexBasis() + ")");
            }
            addReplica(replica, LineItem.Kind.REPLICA_STORAGE, t.name(), "Global Tables: storage of the " + region + " replica",
                    gbPeak, gbExpected, PriceKey.storage(f.standardIa()), num(gbPeak) + " GB, as the home region");
            if (t.pitr()) {
                addReplica(replica, LineItem.Kind.REPLICA_PITR, t.name(),
                        "Point-in-time recovery of the " + region + " replica of " + t.name(), pitrGb[0], pitrGb[1],
                        PriceKey.PITR, num(pitrGb[0]) + " GB of table and LSI data: the template turns PITR on in every"
                                + " replica");
            }
            add(LineItem.Kind.REPLICATION_TRANSFER, t.name(), "Global Tables: data of " + t.name() + " replicated from "
                    + sheet.region() + " to " + region, changedBytes[0] * month / Billing.BYTES_PER_GB,
                    changedBytes[1] * month / Billing.BYTES_PER_GB, PriceKey.DATA_TRANSFER_INTER_REGION,
                    num(changedBytes[0] * month / Billing.BYTES_PER_GB) + " GB a month at peak: " + num(changedBytes[0])
                            + " B/s of changed items (each write and TTL delete taken at its item's size, a guess),"
                            + " priced at the " + sheet.region() + " sheet, where the writes are made");
        }
    }

    /** The rate a pattern is priced at in this scenario (its input's), null when it states none. */
    private Rate rate(AccessPattern p) {
        for (PatternInput in : patterns) {
            if (in.id().equals(p.id())) {
                return in.rate();
            }
        }
        return p.rps();
    }

    /** Bytes of the items written into the table per second (each change replicated whole), at peak and average. */
    private double[] changedBytes(Table t) {
        double peak = 0;
        double avg = 0;
        for (AccessPattern p : design.patterns()) {
            Rate r = rate(p);
            if (r == null) {
                continue;
            }
            for (WriteLeg leg : p.legs()) {
                Entity e = design.entities().get(leg.entity());
                if (!leg.table().equals(t.name()) || e == null || !leg.action().writes()) {
                    continue;
                }
                double bytes = leg.count() * ItemSizes.itemBytes(e, t);
                peak += bytes * r.peak();
                avg += bytes * r.average();
            }
        }
        return new double[] {peak, avg};
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
                peak += leg.count() * each * r.peak();
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
        long[] shards = {partitions(t, true), partitions(t, false)};
        for (Consumer c : design.consumers()) {
            if (!c.table().equals(t.name()) || c.via() != Consumer.Via.PIPE) {
                continue;
            }
            int batch = c.batchSize() == null || c.batchSize() <= 0 ? DEFAULT_BATCH_SIZE : c.batchSize();
            double peak = Math.max(records[0] / batch, MIN_GET_RECORDS_PER_SECOND * shards[0]);
            double avg = Math.max(records[1] / batch, MIN_GET_RECORDS_PER_SECOND * shards[1]);
            add(LineItem.Kind.STREAMS_READS, t.name(), "Streams GetRecords by " + c.name() + " (" + c.via().name().toLowerCase(java.util.Locale.ROOT) + ")",
                    peak * Billing.SECONDS_PER_MONTH, avg * Billing.SECONDS_PER_MONTH, PriceKey.STREAMS_READ,
                    "max(" + num(records[0]) + " records/s / batch " + batch + ", 4 polls/s x " + shards[0] + " shard"
                            + (shards[0] == 1 ? "" : "s") + ") = " + num(peak) + " calls/s at peak; " + partitionBasis(t));
        }
    }

    /**
     * The stream's shards, estimated as the table's partitions (a stream has a shard per partition: an
     * estimate, AWS states no count): at least one, one per 10 GB of the table and its LSIs, and one
     * per 3,000 read units plus 1,000 write units a second on the table (its LSIs included), at the
     * peak or the average rates.
     */
    long partitions(Table t, boolean peak) {
        double gb = 0;
        for (StorageLine s : storage) {
            if (s.table().equals(t.name()) && (s.type() == StorageLine.Type.TABLE || s.type() == StorageLine.Type.LSI)) {
                gb += peak ? s.gbPeak() : s.gbExpected();
            }
        }
        double read = 0;
        double write = 0;
        for (PatternInput p : patterns) {
            if (p.rate() == null) {
                continue;
            }
            double rate = peak ? p.rate().peak() : p.rate().average();
            for (UnitLine l : p.units().billed()) {
                boolean onTable = l.table().equals(t.name()) && (l.index() == null
                        || t.indexes().containsKey(l.index()) && !t.indexes().get(l.index()).isGsi());
                if (!onTable) {
                    continue;
                }
                if (l.kind() == UnitLine.Kind.READ) {
                    read += l.units() * rate;
                } else if (l.kind() == UnitLine.Kind.WRITE || l.kind() == UnitLine.Kind.INDEX_WRITE) {
                    write += l.units() * rate;
                }
            }
        }
        long byStorage = (long) Math.ceil(gb / PARTITION_GB - 1e-9);
        long byThroughput = (long) Math.ceil(read / PARTITION_READ_UNITS + write / PARTITION_WRITE_UNITS - 1e-9);
        return Math.max(1, Math.max(byStorage, byThroughput));
    }

    private String partitionBasis(Table t) {
        return "shards estimated as the table's partitions (an estimate: AWS states no count): max(1, GB of table and"
                + " LSIs / 10, RCU/s / 3,000 + WCU/s / 1,000), " + partitions(t, true) + " at peak, "
                + partitions(t, false) + " at the average";
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
        double[] gb = pitrGb(t);
        add(LineItem.Kind.PITR, t.name(), "Point-in-time recovery of " + t.name(), gb[0], gb[1], PriceKey.PITR,
                num(gb[0]) + " GB of table and LSI data"
                        + (t.pitrRetentionDays() == null ? "" : ", " + t.pitrRetentionDays() + " days retained"));
    }

    /** GB that continuous backups are billed on: the table and its LSIs; [peak, expected]. */
    private double[] pitrGb(Table t) {
        double gbPeak = 0;
        double gbExpected = 0;
        for (StorageLine s : storage) {
            if (s.table().equals(t.name()) && (s.type() == StorageLine.Type.TABLE || s.type() == StorageLine.Type.LSI)) {
                gbPeak += s.gbPeak();
                gbExpected += s.gbExpected();
            }
        }
        return new double[] {gbPeak, gbExpected};
    }
}
