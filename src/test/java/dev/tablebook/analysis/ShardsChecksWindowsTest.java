package dev.tablebook.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.check.Fixtures;
import dev.tablebook.model.Design;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code shards} on reads (N calls per request) and writes (the hot share divided by N),
 * ConditionCheck legs (billed as a transactional write, no index write), and traffic windows in
 * the hot-partition figures (windows do not peak together).
 */
class ShardsChecksWindowsTest {
    private static final String DESIGN = """
            service: game
            traffic:
              windows:
                nightly: { from: "01:00", to: "01:30" }
                weekly: { from: "03:00", to: "04:00" }
            access_patterns:
              - id: Add
                operation: UpdateItem
                table: Counters
                writes:
                  - { entity: Shard, action: update, attributes: [total] }
                shards: 10
                hot_key_share: 0.5
                rps: { peak: 1000, average: 100 }
                authorization: game_id
              - id: Sum
                operation: Query
                table: Counters
                key: { pk: "GAME#{game_id}#S#{shard}" }
                limit: 1
                returns: Shard
                shards: 10
                hot_key_share: 0.5
                rps: { peak: 100, average: 10 }
                authorization: game_id
              - id: Join
                operation: TransactWriteItems
                table: Counters
                writes:
                  - { entity: Member, action: create, condition: "attribute_not_exists(pk)" }
                  - { entity: Shard, action: check, condition: "attribute_exists(pk)" }
                idempotency: client-token
                rps: { peak: 10, average: 1 }
                authorization: game_id
              - id: Night
                operation: PutItem
                table: Counters
                entity: Member
                condition: "attribute_not_exists(pk)"
                idempotency: conditional-write
                hot_key_share: 1
                rps: { peak: 300, average: 1, window: nightly }
                authorization: game_id
              - id: Week
                operation: PutItem
                table: Counters
                entity: Member
                condition: "attribute_not_exists(pk)"
                idempotency: conditional-write
                hot_key_share: 1
                rps: { peak: 200, average: 1, window: weekly }
                authorization: game_id
              - id: Day
                operation: PutItem
                table: Counters
                entity: Member
                condition: "attribute_not_exists(pk)"
                idempotency: conditional-write
                hot_key_share: 1
                rps: { peak: 50, average: 10 }
                authorization: game_id
            entities:
              Shard:
                count: 2000
                attributes:
                  game_id: { type: S, bytes: 12, distinct: 200 }
                  shard: { type: N, bytes: 2, distinct: 10 }
                  total: { type: N, bytes: 8, mutable: true, counter: true }
              Member:
                count: 1000
                attributes:
                  game_id: { type: S, bytes: 12, distinct: 200 }
                  member_id: { type: S, bytes: 1500 }
            tables:
              Counters:
                key: { partition: pk }
                items:
                  Shard: { pk: "GAME#{game_id}#S#{shard}" }
                  Member: { pk: "M#{game_id}#{member_id}" }
                indexes:
                  ByGame:
                    partition: game_id
                    projection: ALL
            """;

    private static Design design() {
        return Fixtures.load("game.yaml", DESIGN);
    }

    @Test
    void aShardedReadMakesOneCallPerShard() {
        Design d = design();
        CallUnits sum = new PatternUnits(d).of(d.pattern("Sum"));
        // One call: one 44 B Shard item (12 + 2 + 8 + "GAME#" 5 + 12 + "#S#" 3 + 2) = 0.5 RRU eventual; ten calls: 5.
        assertEquals(5.0, sum.rru(), 1e-12);
        assertTrue(sum.lines().get(0).basis().endsWith("x 10 calls (scatter-gather over 10 shards)"),
                sum.lines().get(0).basis());
        // On the busiest value each request puts one call: 0.5 RRU x 100/s x 0.5 = 25 RRU/s.
        PartitionLoad shard = load(d, "Counters", "GAME#{game_id}#S#{shard}");
        assertEquals(25.0, shard.readUnitsPerSecond(), 1e-9);
    }

    @Test
    void aShardedWriteDividesItsHotShare() {
        PartitionLoad shard = load(design(), "Counters", "GAME#{game_id}#S#{shard}");
        PartitionLoad.Contribution add = shard.contributions().stream().filter(c -> c.pattern().equals("Add"))
                .findFirst().orElseThrow();
        // 1 WRU x 1,000/s x 0.5 / 10 shards = 50 WCU/s; the Join check adds 2 WRU x 10/s x 1/2,000 = 0.01.
        assertEquals(0.05, add.share(), 1e-12);
        assertEquals("hot_key_share / 10 shards", add.shareBasis());
        assertEquals(50.01, shard.writeUnitsPerSecond(), 1e-9);
        // At 10% of the logical key, each shard value takes 1 x 1,000 x 0.1 / 10 = 10 units.
        assertEquals(10.0, add.unitsAt(0.10), 1e-12);
        // A shard value reaches 1,000 WCU/s only at 1,000 x 10 / 1,000 = 10x the logical key's traffic: never.
        assertEquals(10.0, add.throttlingShare(), 1e-9);
    }

    @Test
    void aConditionCheckIsBilledAsATransactionalWriteAndWritesNoIndex() {
        Design d = design();
        CallUnits join = new PatternUnits(d).of(d.pattern("Join"));
        List<UnitLine> shard = join.lines().stream().filter(l -> "Shard".equals(l.entity())).toList();
        assertEquals(1, shard.size(), "the check's base-table line only, no ByGame write");
        assertEquals(UnitLine.Kind.WRITE, shard.get(0).kind());
        assertEquals(2.0, shard.get(0).units(), 1e-12);
        assertTrue(shard.get(0).basis().contains("billed as a transactional write; writes nothing"));
        // The create: a 3,027 B Member (12 + 1,500 + pk "M#" 2 + 12 + "#" 1 + 1,500) = 3 WRU, x 2 = 6, plus
        // the check's 2; its ByGame ALL entry is 3 WRU, and the checked Shard, which carries game_id, adds none.
        assertEquals(6.0 + 2.0, join.wru(), 1e-12);
        assertEquals(3.0, join.indexWru(), 1e-12);
    }

    @Test
    void windowsDoNotPeakTogetherOnAKeyValue() {
        PartitionLoad members = load(design(), "Counters", "M#{game_id}#{member_id}");
        // Each 3,027 B Member put is 3 WRU on its value (hot_key_share 1): daily Day 150 + busiest window
        // (Night, 900) = 1,050; Week (600) peaks at another time and is not added. Join's creates add
        // 6 x 10 / 1,000 = 0.06 (share from the count) to the daily patterns.
        assertEquals(1050.06, members.writeUnitsPerSecond(), 1e-9);
        assertEquals("nightly", members.contributions().stream().filter(c -> c.pattern().equals("Night")).findFirst()
                .orElseThrow().window());
    }

    private static PartitionLoad load(Design d, String resource, String template) {
        return HotPartitions.analyze(d).stream()
                .filter(l -> l.resource().equals(resource) && l.template().equals(template)).findFirst().orElseThrow();
    }
}
