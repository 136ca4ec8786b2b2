package dev.tablebook.cost;

import dev.tablebook.load.PriceKey;

import java.util.Locale;

/**
 * A cost beyond requests and storage that the design switches on (Global Tables, Streams,
 * Kinesis, PITR), or an informational line ({@code inTotal} false) such as what the Standard-IA
 * class changes in figures already counted. {@code resource} is the table it belongs to. A line
 * of a Global Tables replica names its {@code region} and the sheet it was priced at
 * ({@code pricedAt}: the region's own, or the design's where the region has none); both are null
 * on a line of the design's own region, priced at the report's sheet.
 */
public record LineItem(Kind kind, String resource, String description, double monthlyPeak, double monthlyExpected,
                       boolean inTotal, boolean priced, PriceKey priceKey, String basis, String region,
                       PricingInfo pricedAt) {
    public enum Kind {
        STANDARD_IA, REPLICATED_WRITES, REPLICA_INDEX_WRITES, REPLICA_TTL_DELETES, REPLICA_TTL_INDEX_DELETES, REPLICA_STORAGE,
        REPLICA_PITR, REPLICATION_TRANSFER, STREAMS_READS, KINESIS_CDC, PITR, BACKUP;

        public String id() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** A line of the design's own region, priced at the report's sheet. */
    public LineItem(Kind kind, String resource, String description, double monthlyPeak, double monthlyExpected,
                    boolean inTotal, boolean priced, PriceKey priceKey, String basis) {
        this(kind, resource, description, monthlyPeak, monthlyExpected, inTotal, priced, priceKey, basis, null, null);
    }

    /** Whether the line belongs to a replica region priced with another region's sheet (none of its own). */
    public boolean pricedElsewhere() {
        return region != null && pricedAt != null && !region.equals(pricedAt.region());
    }
}
