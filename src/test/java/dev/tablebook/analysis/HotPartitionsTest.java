package dev.tablebook.analysis;

import static dev.tablebook.model.AttrType.N;
import static dev.tablebook.model.AttrType.S;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.model.Operation;
import dev.tablebook.model.Projection;
import dev.tablebook.model.WriteAction;
import dev.tablebook.testing.DesignBuilder;
import java.util.List;
import org.junit.jupiter.api.Test;

class HotPartitionsTest {
    static List<PartitionLoad> loads() {
        DesignBuilder d = DesignBuilder.service("iot");
        d.entity("Reading").count(1_000_000).distinct("device_id", S, 24, 1000).distinct("day", S, 10, 1)
                .distinct("status", S, 8, 5).attr("ts", N, 8).attr("value", N, 8);
        d.entity("Counter").attr("total", N, 8);
        d.entity("Orphan").attr("id", S, 10);
        d.table("Readings").key("pk", "sk")
                .item("Reading", "pk", "D#{device_id}#{day}", "sk", "{ts}", "st", "{status}")
                .item("Counter", "pk", "GLOBAL", "sk", "TOTAL")
                .item("Orphan", "pk", "O#{id}", "sk", "X")
                .gsi("ByStatus", List.of("st"), List.of(), Projection.KEYS_ONLY);
        // Reading: 24 + 10 + 8 + 8 + 8 = 58 B + pk "D#" 2 + 24 + 10 + sk 8 + st 8 = 110 B: 1 WRU; the KEYS_ONLY entry 1 WRU.
        d.pattern("Ingest", Operation.PutItem, "Readings").leg("Reading", WriteAction.CREATE, 1, null).rps(2_000_000, 1_000_000);
        d.pattern("Latest", Operation.Query, "Readings").eq("pk", "D#{device_id}#{day}").limit(100).returns("Reading").rps(100);
        d.pattern("Hot", Operation.GetItem, "Readings").eq("pk", "D#{device_id}#{day}").eq("sk", "{ts}").returns("Reading")
                .hotKeyShare(0.5).rps(100);
        d.pattern("Bump", Operation.UpdateItem, "Readings").leg("Counter", WriteAction.UPDATE, 1, List.of("total")).rps(300);
        d.pattern("Touch", Operation.PutItem, "Readings").leg("Orphan", WriteAction.CREATE, 1, null).rps(10);
        return HotPartitions.analyze(d.build());
    }

    static PartitionLoad load(String resource, String template) {
        return loads().stream().filter(l -> l.resource().equals(resource) && l.template().equals(template)).findFirst()
                .orElseThrow();
    }

    @Test
    void loadsOnTheSameTemplateAddUpAtTheirShare() {
        PartitionLoad readings = load("Readings", "D#{device_id}#{day}");
        // distinct = 1,000 devices x 1 day = 1,000.
        assertEquals(1000L, readings.distinct());
        // Ingest: 1 WRU x 2,000,000/s / 1,000 = 2,000 WCU/s: twice what a partition key value serves.
        assertEquals(2000, readings.writeUnitsPerSecond(), 1e-9);
        assertEquals(2.0, readings.writeUtilization(), 1e-12);
        assertEquals(-1000, readings.writeHeadroom(), 1e-9);
        // Latest: 100 x 110 B = 11,000 B -> 3 units x 0.5 = 1.5 RRU x 100/s / 1,000 = 0.15; Hot: 0.5 RRU x 100/s x 0.5 = 25.
        assertEquals(0.15 + 25, readings.readUnitsPerSecond(), 1e-9);
        assertEquals("hot_key_share", readings.contributions().stream().filter(c -> c.pattern().equals("Hot")).findFirst()
                .orElseThrow().shareBasis());
        assertEquals(List.of("Readings / ByStatus", "Readings", "Readings"),
                loads().stream().limit(3).map(PartitionLoad::resource).toList(), "the busiest first");
    }

    @Test
    void aLowCardinalityIndexKeyIsCalledOut() {
        PartitionLoad status = load("Readings / ByStatus", "{status}");
        assertEquals(5L, status.distinct());
        assertTrue(status.fewDistinctValues());
        // Every reading written is an index write of 1 WRU: 2,000,000/s / 5 = 400,000 WCU/s.
        assertEquals(400_000, status.writeUnitsPerSecond(), 1e-6);
    }

    @Test
    void aLiteralKeyTakesEverythingAndAnUnknownShareIsListed() {
        PartitionLoad counter = load("Readings", "GLOBAL");
        assertEquals(1L, counter.distinct());
        assertEquals(300, counter.writeUnitsPerSecond(), 1e-9);
        assertFalse(counter.fewDistinctValues(), "only index keys are called out");
        PartitionLoad orphan = load("Readings", "O#{id}");
        assertEquals(List.of("Touch"), orphan.unknownShare());
        assertEquals(0, orphan.writeUnitsPerSecond());
    }

    @Test
    void anLsiLoadsItsTablesPartitionKeyValue() {
        DesignBuilder d = DesignBuilder.service("a");
        d.entity("Event").count(1_000).attr("account_id", S, 26).attr("event_id", S, 26).attr("type", S, 10);
        d.table("Audit").key("pk", "sk").item("Event", "pk", "A#{account_id}", "sk", "E#{event_id}")
                .lsi("ByType", "type", Projection.KEYS_ONLY);
        d.pattern("Q", Operation.Query, "Audit").index("ByType").eq("pk", "A#{account_id}").eq("type", "{type}").limit(10)
                .returns("Event").hotKeyShare(1).rps(100);
        d.pattern("W", Operation.PutItem, "Audit").leg("Event", WriteAction.CREATE, 1, null).hotKeyShare(1).rps(10);
        List<PartitionLoad> loads = HotPartitions.analyze(d.build());
        assertEquals(1, loads.size(), "one partition key: the table's");
        PartitionLoad account = loads.get(0);
        assertEquals("Audit", account.resource());
        // The table write and the LSI write both land on the account's partition: 1 + 1 WRU x 10/s.
        assertEquals(20, account.writeUnitsPerSecond(), 1e-9);
        assertEquals(List.of("ByType", "ByType"), account.contributions().stream().filter(c -> c.via() != null)
                .map(PartitionLoad.Contribution::via).toList());
    }
}
