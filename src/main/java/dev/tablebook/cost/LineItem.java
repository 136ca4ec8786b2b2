package dev.tablebook.cost;

import dev.tablebook.load.PriceKey;

import java.util.Locale;

/**
 * A cost beyond requests and storage that the design switches on (Global Tables, Streams,
 * Kinesis, PITR), or an informational line ({@code inTotal} false) such as what the Standard-IA
 * class changes in figures already counted. {@code resource} is the table it belongs to.
 */
public record LineItem(Kind kind, String resource, String description, double monthlyPeak, double monthlyExpected,
                       boolean inTotal, boolean priced, PriceKey priceKey, String basis) {
    public enum Kind {
        STANDARD_IA, REPLICATED_WRITES, REPLICA_INDEX_WRITES, REPLICA_STORAGE, STREAMS_READS, KINESIS_CDC, PITR, BACKUP;

        public String id() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }
}
