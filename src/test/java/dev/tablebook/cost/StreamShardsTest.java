package dev.tablebook.cost;

import static dev.tablebook.cost.ImportedAgreementTest.close;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.load.PriceSheets;
import dev.tablebook.testing.Fixtures;
import org.junit.jupiter.api.Test;

/**
 * Issue 28, point 8: the GetRecords minimum of a stream consumer follows the stream's shards, and the
 * shards follow the table's partitions, estimated from storage (10 GB each) and throughput (3,000 RCU
 * and 1,000 WCU each), an estimate the basis says it is. $0.02 per 100,000 GetRecords calls.
 */
class StreamShardsTest {
    private static final String DESIGN = """
            service: feed
            region: us-east-1
            access_patterns:
              - id: W1
                operation: PutItem
                table: Events
                entity: Event
                idempotency: natural
                rps: { peak: 500, average: 100 }
                authorization: device_id
            entities:
              Event:
                count: 10000000
                size_bytes: 2400
                attributes:
                  device_id: { type: S, bytes: 26 }
            tables:
              Events:
                key: { partition: device_id }
                items: { Event: {} }
                streams: NEW_IMAGE
            consumers:
              - { name: archiver, table: Events, via: pipe, batch_size: 100, max_retries: 3, max_record_age_s: 3600, bisect_on_error: true }
            """;

    @Test
    void theMinimumPollsEveryEstimatedShard() throws Exception {
        CostReport r = new CostEngine(PriceSheets.builtIn("us-east-1")).cost(Fixtures.yaml("feed.yaml", DESIGN));
        LineItem streams = r.lineItems().stream().filter(l -> l.kind() == LineItem.Kind.STREAMS_READS).findFirst()
                .orElseThrow();
        // 10 M events x (2,400 + 100) B = 25 GB: 3 partitions by storage; 500 puts/s x 3 WRU = 1,500 WCU/s: 2 by
        // throughput. 3 shards polled 4 times a second = 12 calls/s, more than 500 records/s / 100 = 5.
        close("peak", 12 * 2_592_000 * 0.02 / 100_000, streams.monthlyPeak());     // $6.2208 (one shard: $2.0736)
        close("expected", 12 * 2_592_000 * 0.02 / 100_000, streams.monthlyExpected());
        assertTrue(streams.basis().contains("4 polls/s x 3 shards") && streams.basis().contains("an estimate"),
                streams.basis());
    }
}
