package dev.tablebook.analysis;

import dev.tablebook.model.Pos;
import java.util.List;

/**
 * The peak load on the busiest value of one partition key template of a table or GSI (an LSI's
 * load counts on its table), summed over the patterns that use it. {@code distinct} is the number of distinct values of
 * the template (null: unknown); {@code unknownShare} lists patterns whose share could not be
 * established (no {@code hot_key_share}, no {@code distinct}, no {@code count}): their load is
 * not in the sums; {@code unknownContributions} holds them with their units per call and peak rate
 * (share and units per second NaN), so that the spread they leave unstated can be judged.
 */
public record PartitionLoad(String table, String index, List<String> partitionAttributes, String template,
                            Long distinct, double readUnitsPerSecond, double writeUnitsPerSecond,
                            List<Contribution> contributions, List<String> unknownShare, boolean fewDistinctValues,
                            List<Contribution> unknownContributions) {
    public PartitionLoad {
        partitionAttributes = List.copyOf(partitionAttributes);
        contributions = List.copyOf(contributions);
        unknownShare = List.copyOf(unknownShare);
        unknownContributions = List.copyOf(unknownContributions);
    }

    /**
     * One pattern's peak units per second on the busiest value: units per call × peak rate ×
     * share, for the items of {@code entity}; {@code via} names the LSI the reads or writes go
     * through (it shares its table's partitions), else null. {@code spreadStated} is true when the
     * design says how the traffic spreads: {@code hot_key_share}, {@code distinct} on every
     * placeholder of the template, or a template without placeholders (one value); false when the
     * share rests on the entity's {@code count} or is unknown. {@code shards} is the number of random
     * suffixes a sharded write spreads its key over (1: not sharded); {@code share} already includes
     * it. {@code window} names the traffic window the pattern peaks in (null: the daily peak).
     */
    public record Contribution(String pattern, String entity, String via, boolean write, double unitsPerCall,
                               double peakRps, double share, String shareBasis, double unitsPerSecond, Pos where,
                               boolean spreadStated, int shards, String window) {
        /** The share of the pattern's logical key traffic on one value at which that value reaches its partition limit. */
        public double throttlingShare() {
            double limit = write ? RequestUnits.PARTITION_WRITE_UNITS : RequestUnits.PARTITION_READ_UNITS;
            return unitsPerCall * peakRps <= 0 ? Double.POSITIVE_INFINITY : limit * shards / (unitsPerCall * peakRps);
        }

        /** Units per second on one value if {@code logicalShare} of the pattern's key traffic chose it. */
        public double unitsAt(double logicalShare) {
            return unitsPerCall * peakRps * logicalShare / shards;
        }
    }

    /** "Commerce" or "Commerce / OpenOrdersByWarehouse". */
    public String resource() {
        return index == null ? table : table + " / " + index;
    }

    /** Read load as a share of the 3,000 RCU a partition key value serves. */
    public double readUtilization() {
        return readUnitsPerSecond / RequestUnits.PARTITION_READ_UNITS;
    }

    /** Write load as a share of the 1,000 WCU a partition key value serves. */
    public double writeUtilization() {
        return writeUnitsPerSecond / RequestUnits.PARTITION_WRITE_UNITS;
    }

    public double utilization() {
        return Math.max(readUtilization(), writeUtilization());
    }

    public double readHeadroom() {
        return RequestUnits.PARTITION_READ_UNITS - readUnitsPerSecond;
    }

    public double writeHeadroom() {
        return RequestUnits.PARTITION_WRITE_UNITS - writeUnitsPerSecond;
    }

    /** Whether the busiest value takes more than a partition serves, in reads or writes. */
    public boolean throttles() {
        return readUnitsPerSecond > RequestUnits.PARTITION_READ_UNITS + 1e-9
                || writeUnitsPerSecond > RequestUnits.PARTITION_WRITE_UNITS + 1e-9;
    }

    /**
     * The key values the busiest one's load must be spread over so that each stays within a
     * partition's limit: ceil(load ÷ limit), at least 1 (cost model, "Sizing the remedy").
     */
    public long spreadNeeded(boolean write) {
        double load = write ? writeUnitsPerSecond : readUnitsPerSecond;
        double limit = write ? RequestUnits.PARTITION_WRITE_UNITS : RequestUnits.PARTITION_READ_UNITS;
        return Math.max(1, (long) Math.ceil(load / limit - 1e-9));
    }

    /** The largest `shards` a write pattern on this key already spreads over (1: none sharded). */
    public int writeShards() {
        return contributions.stream().filter(Contribution::write).mapToInt(Contribution::shards).max().orElse(1);
    }

    /**
     * The remedy of a hot key, sized: write sharding over at least N suffixes (N × the shards already
     * used, so each shard value stays under 1,000 write units a second); for reads, the hot item
     * copied to at least N keys read at random, or a cache in front of it. Empty when nothing throttles.
     */
    public String remedy() {
        java.util.List<String> out = new java.util.ArrayList<>();
        String key = "`" + template + "` of " + resource();
        if (writeUnitsPerSecond > RequestUnits.PARTITION_WRITE_UNITS + 1e-9) {
            long n = spreadNeeded(true);
            int now = writeShards();
            out.add("shard the writes of " + key + " over at least " + (n * now) + " suffixes (" + dev.tablebook.format
                    .Figures.approx(writeUnitsPerSecond) + " write units a second ÷ 1,000 a partition serves = " + n
                    + (now > 1 ? ", × the " + now + " shards used now" : "") + "), chosen at random per write and read"
                    + " back from every suffix");
        }
        if (readUnitsPerSecond > RequestUnits.PARTITION_READ_UNITS + 1e-9) {
            long n = spreadNeeded(false);
            out.add("spread the reads of " + key + " over at least " + n + " copies of the hot items read at random ("
                    + dev.tablebook.format.Figures.approx(readUnitsPerSecond) + " read units a second ÷ 3,000 = " + n
                    + "), or serve them from a cache (DAX)");
        }
        return String.join("; ", out);
    }
}
