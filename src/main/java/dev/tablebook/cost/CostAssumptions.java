package dev.tablebook.cost;

import java.util.List;

/**
 * The assumptions a cost report lists. Most read the same for every design (the standing ones,
 * some only where a design has what they are about); the site says those once, on its
 * assumptions page, and each service page lists only its own: which price sheets priced it.
 * {@link CostReport#assumptions()} still lists every one that applies, as the CLI and JSON print it.
 */
public final class CostAssumptions {
    static final String MONTH = "A month is 2,592,000 seconds (30 days); a GB is 10^9 bytes; storage is billed at the"
            + " full rate, the 25 GB free tier is not applied.";
    static final String PEAK = "Peak: every pattern at its peak rate all month, a pattern that peaks in a traffic window"
            + " at its peak in that window only (max(average, peak x window hours / 24) a second); expected: at its"
            + " average rate.";
    static final String ITEM_SIZES = "Item sizes are the entity's size_bytes, else the sum of its attributes' bytes plus"
            + " its rendered key templates; attribute bytes are taken as each attribute's stored size (name and value).";
    static final String FAILED_CONDITION = "A failed conditional write bills the write units of the item that is there"
            + " (previous_bytes, else the entity's item; at least 1) and writes no index and no vector:"
            + " conditional_fail_rate r adds r x those base-table units.";
    static final String REPLACING_PUT = "A put that states previous_bytes replaces an item: on an index whose key the"
            + " entity marks mutable it is charged two index writes (delete + insert), as an update that changes the key.";
    static final String UPDATE_LEG = "An update leg without `attributes` is charged one write on every index its entity"
            + " carries (and is assumed to rewrite its vectors).";
    static final String POPULATIONS = "Populations without `count` are the steady state of creates: rate x items x"
            + " retention_days (default: the table's TTL horizon, `ttl: { attribute, days }`, else 30 days).";
    static final String GLOBAL_TABLES = "Global Tables: each replica region is priced at the price sheet of its region"
            + " where tablebook has one (built in, or given with --pricing), else at the design's sheet (listed among"
            + " the guesses); a replica receives every base-table write as a replicated write (transactions not"
            + " doubled) and performs its own index writes; it receives every TTL delete of an lww table as a"
            + " replicated write too, with its own index deletes (TTL deletes are free only where they happen); it"
            + " stores the table and pays its own PITR; the changed items are transferred to it at the data-transfer"
            + " price of the design's region, each change taken at its item's size (a guess). The writes are taken to"
            + " be made in the design's region.";
    static final String STREAM_POLLING = "Streams read by a non-Lambda consumer: GetRecords calls = change records /"
            + " batch_size (default " + DesignLineItems.DEFAULT_BATCH_SIZE + "), at least 4 polls a second on each"
            + " shard; the shards are estimated as the table's partitions, one per 10 GB and per 3,000 RCU + 1,000 WCU"
            + " a second (an estimate).";

    /** Every standing assumption, in the order a report lists them; the last two name what they apply to. */
    public static final List<String> STANDING = List.of(MONTH, PEAK, ITEM_SIZES, FAILED_CONDITION, REPLACING_PUT,
            UPDATE_LEG, POPULATIONS, GLOBAL_TABLES, STREAM_POLLING);

    private static final java.util.Set<String> TEXTS = java.util.Set.copyOf(STANDING);

    private CostAssumptions() {
    }

    /** The line that names the price sheet a report used (the first of its assumptions). */
    public static String prices(PricingInfo p) {
        return "Prices: " + p.source() + " as of " + p.date() + " (" + p.origin() + ", region " + p.region() + ").";
    }

    /** Whether an assumption reads the same for every design it applies to. */
    public static boolean standing(String assumption) {
        return TEXTS.contains(assumption);
    }
}
