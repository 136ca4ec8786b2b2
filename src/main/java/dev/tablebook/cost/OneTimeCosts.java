package dev.tablebook.cost;

import static dev.tablebook.format.Figures.num;

import dev.tablebook.analysis.IndexMembership;
import dev.tablebook.analysis.ItemSizes;
import dev.tablebook.analysis.RequestUnits;
import dev.tablebook.analysis.UnitLine;
import dev.tablebook.analysis.VectorMetering;
import dev.tablebook.format.Figures;
import dev.tablebook.load.PriceKey;
import dev.tablebook.load.PriceSheet;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.Table;
import dev.tablebook.model.VectorIndex;
import java.util.ArrayList;
import java.util.List;

/**
 * The one-time costs of shipping a change ({@code cost-model.md} §8), with the design's price
 * sheets ({@link RegionSheets}):
 * <ul>
 * <li>an index created or rebuilt is backfilled: each member item × its index write units
 * (the projected item rounded up to 1 KB), at the table's on-demand write price, in every region
 * of a Global Table, each replica region's at the sheet of that region (the design's sheet where
 * it has none, listed among the defaults); a vector index is backfilled with each member's vector
 * bytes at the vector write price;</li>
 * <li>a table migration exports the old table to S3 (its stored GB), imports the items rewritten
 * to the new keys as the new table (their GB; an import builds the table's GSIs and consumes no
 * write units), and replays the writes made since the export (the table's writes and index writes
 * over {@link #CATCH_UP_HOURS} hours at the expected rate);</li>
 * <li>items rewritten in place (a re-keyed entity, an index key attribute in a new form) cost
 * their writes: the item's write units, doubled in the transaction that moves it, and each index
 * entry deleted and inserted;</li>
 * <li>a stream replaced costs nothing, at the risk stated.</li>
 * </ul>
 * Item counts are the entity's {@code count}, else the steady state of its creates at the average
 * rate (the expected population of {@link DesignStorage}); a sparse index's {@code indexed_items}
 * wins. Every such default is returned with the figure.
 */
public final class OneTimeCosts {
    /** The longest catch-up a stream replay covers: DynamoDB Streams keeps records for 24 hours. */
    public static final double CATCH_UP_HOURS = 24;

    /** The design's own sheet: everything but a Global Table's replica regions is priced with it. */
    private final PriceSheet sheet;
    private final RegionSheets sheets;

    /** One sheet: a replica region is priced with it too (and listed as a default). */
    public OneTimeCosts(PriceSheet sheet) {
        this(RegionSheets.of(sheet));
    }

    public OneTimeCosts(RegionSheets sheets) {
        this.sheets = sheets;
        this.sheet = sheets.home();
    }

    /** Backfilling a GSI (or building a new table's LSI entries) from the existing items of its table. */
    public OneTimeCost indexBackfill(Design design, Table t, Index x) {
        List<String> defaults = new ArrayList<>();
        double members = 0;
        double units = 0;
        List<String> basis = new ArrayList<>();
        for (Entity e : IndexMembership.stored(design, t)) {
            if (!IndexMembership.carries(t, e, x)) {
                continue;
            }
            double items = population(design, e, t, defaults);
            int each = RequestUnits.writeUnits(ItemSizes.indexItemBytes(e, t, x));
            members += items;
            units += items * each;
            basis.add(e.name() + ": " + num(items) + " x " + each + " WRU");
        }
        if (x.indexedItems() != null) {
            double each = members > 0 ? units / members : 0;
            units = x.indexedItems() * each;
            basis = List.of("indexed_items " + num(x.indexedItems()) + " x " + num(each) + " WRU (the average member)");
            members = x.indexedItems();
        }
        List<OneTimeCost.Part> parts = new ArrayList<>(writes("backfill of " + x.name(), units, design, t,
                basis.isEmpty() ? "no member items" : String.join("; ", basis), defaults));
        return total("backfill of index " + t.name() + "/" + x.name() + " (" + num(members) + " member items)", parts,
                defaults, null);
    }

    /** Backfilling a vector index: each member's vector bytes (at least the per-request minimum). */
    public OneTimeCost vectorBackfill(Design design, Table t, VectorIndex v) {
        List<String> defaults = new ArrayList<>();
        double minimum = sheet.has(PriceKey.VECTOR_MINIMUM_BYTES) ? sheet.unitPrice(PriceKey.VECTOR_MINIMUM_BYTES) : 0;
        double bytes = 0;
        double members = 0;
        List<String> basis = new ArrayList<>();
        for (Entity e : IndexMembership.stored(design, t)) {
            if (!IndexMembership.carries(t, e, v)) {
                continue;
            }
            double items = population(design, e, t, defaults);
            double each = Math.max(ItemSizes.vectorItemBytes(e, t, v), minimum);
            members += items;
            bytes += items * each;
            basis.add(e.name() + ": " + num(items) + " x " + num(each) + " B");
        }
        if (v.indexedItems() != null) {
            double each = members > 0 ? bytes / members : Math.max(VectorMetering.vectorBytes(v.dimensions()), minimum);
            bytes = v.indexedItems() * each;
            basis = List.of("indexed_items " + num(v.indexedItems()) + " x " + num(each) + " B");
            members = v.indexedItems();
        }
        boolean ia = t.tableClass() == Table.TableClass.STANDARD_IA;
        double factor = 1;
        boolean priced = sheet.has(PriceKey.VECTOR_WRITE);
        if (ia) {
            priced &= sheet.has(PriceKey.VECTOR_IA_MULTIPLIER);
            factor = priced ? sheet.unitPrice(PriceKey.VECTOR_IA_MULTIPLIER) : 1;
        }
        double gb = bytes / Billing.BYTES_PER_GB;
        double usd = priced ? gb * sheet.unitPrice(PriceKey.VECTOR_WRITE) * factor : 0;
        String price = priced ? priceOf(PriceKey.VECTOR_WRITE) + (ia ? " x " + num(factor) + " (Standard-IA)" : "")
                : "not priced (" + PriceKey.VECTOR_WRITE.sheetName() + ")";
        OneTimeCost.Part part = new OneTimeCost.Part("backfill of " + v.name(), num(gb) + " GB of vector writes ("
                + (basis.isEmpty() ? "no member items" : String.join("; ", basis)) + ")", price, usd, priced);
        return total("backfill of vector index " + t.name() + "/" + v.name() + " (" + num(members) + " member items)",
                List.of(part), defaults, null);
    }

    /**
     * A table replaced by a new one. Without LSIs: the export of the old table, the import of its
     * items under the new keys as the new table, and the replay of the writes made since the
     * export. With LSIs (an import creates none) or MRSC replicas (added to an empty table only):
     * a Scan of the old table and the writes of every item, with its index entries, into the new
     * one, in every region.
     */
    public OneTimeCost tableMigration(Design base, Design head, String table, CostReport headCost) {
        List<String> defaults = new ArrayList<>();
        Table old = base.tables().get(table);
        Table next = head.tables().get(table);
        List<OneTimeCost.Part> parts = new ArrayList<>();
        boolean scanRoute = next != null && (next.indexes().values().stream().anyMatch(x -> !x.isGsi())
                || next.isGlobal() && next.replication() == Table.Replication.MRSC);
        double oldBytes = 0;
        if (old != null) {
            for (Entity e : IndexMembership.stored(base, old)) {
                oldBytes += population(base, e, old, defaults) * ItemSizes.storedBytes(e, old);
            }
        }
        if (scanRoute) {
            boolean ia = old != null && old.tableClass() == Table.TableClass.STANDARD_IA;
            PriceKey read = PriceKey.onDemandRead(ia);
            double units = oldBytes / RequestUnits.READ_UNIT_BYTES * RequestUnits.consistencyFactor(
                    dev.tablebook.model.Consistency.EVENTUAL);
            String quantity = num(units) + " read units (" + num(oldBytes / Billing.BYTES_PER_GB)
                    + " GB stored, per 4 KB, eventually consistent)";
            parts.add(sheet.has(read)
                    ? new OneTimeCost.Part("Scan of " + table, quantity, priceOf(read), units * sheet.unitPrice(read), true)
                    : new OneTimeCost.Part("Scan of " + table, quantity, "not priced (" + read.sheetName() + ")", 0, false));
            double writeUnits = 0;
            List<String> basis = new ArrayList<>();
            for (Entity e : IndexMembership.stored(head, next)) {
                double items = population(head, e, next, defaults);
                int each = RequestUnits.writeUnits(ItemSizes.itemBytes(e, next));
                StringBuilder b = new StringBuilder(e.name() + ": " + num(items) + " x (" + each + " WRU");
                double per = each;
                for (Index x : next.indexes().values()) {
                    if (IndexMembership.carries(next, e, x)) {
                        int u = RequestUnits.writeUnits(ItemSizes.indexItemBytes(e, next, x));
                        per += u;
                        b.append(" + ").append(u).append(" on ").append(x.name());
                    }
                }
                writeUnits += items * per;
                basis.add(b.append(")").toString());
            }
            parts.addAll(writes("backfill writes into the new table", writeUnits, head, next,
                    basis.isEmpty() ? "no items" : String.join("; ", basis), defaults));
            return total("migration of table " + table, parts, defaults, null);
        }
        if (old != null) {
            parts.add(perGb("export of " + table + " to S3", oldBytes, "stored size of " + table + " before the change",
                    PriceKey.EXPORT));
        }
        if (next != null) {
            double bytes = 0;
            for (Entity e : IndexMembership.stored(head, next)) {
                bytes += population(head, e, next, defaults) * ItemSizes.itemBytes(e, next);
            }
            parts.add(perGb("import of the rewritten items as the new table", bytes,
                    "item bytes under the new keys; the import builds the new table's GSIs and consumes no write units",
                    PriceKey.IMPORT));
            defaults.add("the import is billed on the uncompressed source size, taken as the items' bytes "
                    + "(DynamoDB JSON adds its type markers)");
            double units = 0;
            List<String> basis = new ArrayList<>();
            if (headCost != null) {
                for (PatternCost p : headCost.patterns()) {
                    for (CostTerm term : p.terms()) {
                        boolean write = term.kind() == UnitLine.Kind.WRITE || term.kind() == UnitLine.Kind.INDEX_WRITE;
                        if (write && table.equals(term.table()) && term.perCall() > 0 && term.rateAverage() > 0) {
                            units += term.perCall() * term.rateAverage() * CATCH_UP_HOURS * 3600;
                            basis.add(p.id() + " " + num(term.perCall()) + " x " + num(term.rateAverage()) + "/s");
                        }
                    }
                }
            }
            parts.addAll(writes("replay of the writes made since the export", units, head, next,
                    (basis.isEmpty() ? "no writes" : String.join(" + ", basis)) + " over " + num(CATCH_UP_HOURS)
                            + " hours", defaults));
            defaults.add("the replay covers " + num(CATCH_UP_HOURS) + " hours of " + table + "'s writes at the expected "
                    + "rate: the stream keeps records for 24 hours, so export, rewrite and import must finish within it");
            if (next.isGlobal()) {
                defaults.add("the first copy of the imported items to the replicas of " + table + " is not priced");
            }
        }
        return total("migration of table " + table, parts, defaults, null);
    }

    /**
     * Items of an entity rewritten in place. {@code rekey} moves each to a new primary key: a put
     * and a delete in one transaction (both doubled), and every index entry of the item deleted
     * and inserted again. Otherwise each item is updated once, and its entry in each index of
     * {@code indexes} costs {@code entryWrites} index writes (2: the entry moves; 1: it is added).
     */
    public OneTimeCost itemRewrite(Design design, Table t, Entity e, List<Index> indexes, int entryWrites,
                                   boolean rekey) {
        List<String> defaults = new ArrayList<>();
        double items = population(design, e, t, defaults);
        int item = RequestUnits.writeUnits(ItemSizes.itemBytes(e, t));
        double perItem = rekey ? 2.0 * (item + item) : item;
        StringBuilder basis = new StringBuilder(num(items) + " " + e.name() + " items x (" + (rekey
                ? "2 x (" + item + " WRU put + " + item + " WRU delete) in a transaction" : item + " WRU update"));
        List<Index> all = rekey
                ? t.indexes().values().stream().filter(x -> IndexMembership.carries(t, e, x)).toList() : indexes;
        int writes = rekey ? 2 : entryWrites;
        for (Index x : all) {
            int each = RequestUnits.writeUnits(ItemSizes.indexItemBytes(e, t, x));
            perItem += (double) writes * each;
            basis.append(" + ").append(writes).append(" x ").append(each).append(" WRU on ").append(x.name());
        }
        basis.append(")");
        List<OneTimeCost.Part> parts = writes(rekey ? "moving each item to its new key" : "rewriting each item",
                items * perItem, design, t, basis.toString(), defaults);
        return total((rekey ? "re-keying " : "rewriting ") + e.name() + " items in " + t.name(), parts, defaults, null);
    }

    /**
     * Replicas added to a Global Table (or a table made global): DynamoDB fills each new replica as a
     * table restore in the added Region, billed per GB of the table's data with its indexes at that
     * Region's restore price, and the copy leaves the design's Region as data transfer to another
     * Region, at the design's transfer price ("Best practices for understanding your AWS billing and
     * usage reports in DynamoDB", Global Tables: REG-RestoreDataSize-Bytes; "Global tables FAQ", AWS
     * Prescriptive Guidance). The data is the head design's expected storage of the table.
     */
    public OneTimeCost replicaAdd(Design head, Table t, List<String> added) {
        List<String> defaults = new ArrayList<>();
        double bytes = 0;
        List<String> basis = new ArrayList<>();
        for (StorageBytes b : DesignStorage.compute(head, Scenario.AS_DESIGNED)) {
            boolean data = b.type() == StorageLine.Type.TABLE || b.type() == StorageLine.Type.GSI
                    || b.type() == StorageLine.Type.LSI;
            if (data && b.table().equals(t.name())) {
                bytes += b.bytesExpected();
                basis.add(b.resource() + " " + num(b.bytesExpected() / Billing.BYTES_PER_GB) + " GB");
            }
        }
        for (Entity e : IndexMembership.stored(head, t)) {
            population(head, e, t, defaults); // lists the populations that are steady states, not counts
        }
        double gb = bytes / Billing.BYTES_PER_GB;
        String quantity = num(gb) + " GB (" + (basis.isEmpty() ? "no data" : String.join(" + ", basis)) + ")";
        List<OneTimeCost.Part> parts = new ArrayList<>();
        for (String region : added) {
            RegionSheets.Replica r = sheets.replica(region);
            if (r.fallback()) {
                String note = region + " replica of " + t.name() + " priced at the " + r.sheet().region()
                        + " sheet: no sheet for " + region + " (give one with --pricing FILE)";
                if (!defaults.contains(note)) {
                    defaults.add(note);
                }
            }
            parts.add(part("restore of " + t.name() + " into the new " + region + " replica", quantity, gb, r.sheet(),
                    PriceKey.RESTORE, " at the " + r.sheet().region() + " sheet"));
            parts.add(part("data transfer of " + t.name() + " from " + sheet.region() + " to " + region, quantity, gb, sheet,
                    PriceKey.DATA_TRANSFER_INTER_REGION, " at the " + sheet.region() + " sheet"));
        }
        defaults.add("the new replicas are filled from the table's expected data (table and indexes) in "
                + sheet.region() + ", the design's Region");
        return total("new replicas of " + t.name() + " in " + String.join(", ", added), parts, defaults, null);
    }

    /** A stream disabled, enabled or given another view type: free, not without risk. */
    public static OneTimeCost streamReplace(String table) {
        return new OneTimeCost("stream replacement on " + table, 0, true, List.of(), List.of(),
                "no charge, but the stream gets a new ARN: every consumer must move to it, and writes made between "
                        + "disabling the old stream and enabling the new one appear on neither");
    }

    private double population(Design design, Entity e, Table t, List<String> defaults) {
        DesignStorage.Population pop = DesignStorage.population(design, Scenario.AS_DESIGNED, e, t);
        if (!pop.fromCount()) {
            String note = e.name() + " in " + t.name() + ": " + num(pop.expected()) + " items, the steady state of its "
                    + "creates at the average rate over its retention (default " + DesignStorage.DEFAULT_RETENTION_DAYS
                    + " days); no `count` stated";
            if (!defaults.contains(note)) {
                defaults.add(note);
            }
        }
        return pop.expected();
    }

    /** A Global Table's replica regions other than the design's own: each writes the backfill again. */
    private static List<String> replicaRegions(Design design, Table t) {
        return t.replicas().stream().filter(r -> !r.equals(design.region())).distinct().toList();
    }

    /**
     * The writes of a backfill, a replay or a rewrite: one part in the design's region at its sheet
     * and, on a Global Table, one more in each replica region at that region's sheet (a region
     * without a sheet at the design's, listed among the defaults; a sheet without the write price
     * leaves its part not priced).
     */
    private List<OneTimeCost.Part> writes(String what, double units, Design design, Table t, String basis,
                                          List<String> defaults) {
        boolean ia = t.tableClass() == Table.TableClass.STANDARD_IA;
        PriceKey key = PriceKey.onDemandWrite(ia);
        if (t.capacity() != null && t.capacity().mode() == Capacity.Mode.PROVISIONED) {
            String note = t.name() + " is provisioned: its backfill writes are priced at the on-demand write price; "
                    + "on provisioned capacity they consume the write capacity set for them instead";
            if (!defaults.contains(note)) {
                defaults.add(note);
            }
        }
        List<String> replicas = replicaRegions(design, t);
        List<OneTimeCost.Part> out = new ArrayList<>();
        String quantity = num(units) + " write units (" + basis + ")";
        out.add(part(what + (replicas.isEmpty() ? "" : " in " + (design.region() == null ? Design.DEFAULT_REGION
                : design.region())), quantity, units, sheet, key, replicas.isEmpty() ? "" : " at the " + sheet.region()
                + " sheet"));
        for (String region : replicas) {
            RegionSheets.Replica r = sheets.replica(region);
            if (r.fallback()) {
                String note = region + " replica of " + t.name() + " priced at the " + r.sheet().region()
                        + " sheet: no sheet for " + region + " (give one with --pricing FILE)";
                if (!defaults.contains(note)) {
                    defaults.add(note);
                }
            }
            out.add(part(what + " in " + region, num(units) + " write units (the same writes in the " + region
                    + " replica)", units, r.sheet(), key, " at the " + r.sheet().region() + " sheet"));
        }
        return out;
    }

    private static OneTimeCost.Part part(String what, String quantity, double units, PriceSheet at, PriceKey key,
                                         String where) {
        if (!at.has(key)) {
            return new OneTimeCost.Part(what, quantity, "not priced (" + key.sheetName() + where + ")", 0, false);
        }
        return new OneTimeCost.Part(what, quantity, priceOf(at, key) + where, units * at.unitPrice(key), true);
    }

    private OneTimeCost.Part perGb(String what, double bytes, String basis, PriceKey key) {
        double gb = bytes / Billing.BYTES_PER_GB;
        String quantity = num(gb) + " GB (" + basis + ")";
        if (!sheet.has(key)) {
            return new OneTimeCost.Part(what, quantity, "not priced (" + key.sheetName() + ")", 0, false);
        }
        return new OneTimeCost.Part(what, quantity, priceOf(key), gb * sheet.unitPrice(key), true);
    }

    private String priceOf(PriceKey key) {
        return priceOf(sheet, key);
    }

    private static String priceOf(PriceSheet at, PriceKey key) {
        return Figures.price(at.unitPrice(key)) + " per " + key.unit() + " (" + key.sheetName() + ")";
    }

    private static OneTimeCost total(String what, List<OneTimeCost.Part> parts, List<String> defaults, String risk) {
        double usd = 0;
        boolean priced = true;
        for (OneTimeCost.Part p : parts) {
            usd += p.usd();
            priced &= p.priced();
        }
        return new OneTimeCost(what, usd, priced, parts, defaults, risk);
    }
}
