package dev.tablebook.analysis;

import static dev.tablebook.model.AttrType.L;
import static dev.tablebook.model.AttrType.N;
import static dev.tablebook.model.AttrType.S;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.model.Consistency;
import dev.tablebook.model.Design;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Projection;
import dev.tablebook.model.WriteAction;
import dev.tablebook.testing.DesignBuilder;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** Units per call of YAML patterns, each figure worked out by hand in the comment beside it. */
class PatternUnitsTest {
    /** A table "T" (pk, sk) storing Doc (1,000 items per customer on average) and a Big item of 5,000 B. */
    static DesignBuilder base() {
        DesignBuilder d = DesignBuilder.service("s");
        d.entity("Doc").count(1_000_000).size(500).distinct("customer_id", S, 26, 50_000);
        d.entity("Big").count(10).size(5000);
        d.entity("Huge").count(10).size(9000);
        d.table("T").key("pk", "sk")
                .item("Doc", "pk", "C#{customer_id}", "sk", "DOC#{doc_id}")
                .item("Big", "pk", "BIG#{id}", "sk", "BIG")
                .item("Huge", "pk", "HUGE#{id}", "sk", "HUGE");
        return d;
    }

    static CallUnits units(DesignBuilder d, String id) {
        Design design = d.build();
        return new PatternUnits(design).of(design.pattern(id));
    }

    static CallUnits read(Operation op, Consumer<DesignBuilder.PatternBuilder> spec) {
        DesignBuilder d = base();
        spec.accept(d.pattern("P", op, "T").rps(1));
        return units(d, "P");
    }

    @Test
    void getItemRoundsTheItemTo4KbAndHalvesEventualReads() {
        // 5,000 B: ceil(5,000 / 4,096) = 2 units; eventual 1, strong 2.
        assertEquals(1.0, read(Operation.GetItem, p -> p.eq("pk", "BIG#{id}").eq("sk", "BIG").returns("Big")).rru());
        assertEquals(2.0, read(Operation.GetItem, p -> p.eq("pk", "BIG#{id}").eq("sk", "BIG").returns("Big")
                .consistency(Consistency.STRONG)).rru());
        // 9,000 B strong: 3 units; 20% of calls miss and pay the minimum 1: 0.8 x 3 + 0.2 x 1 = 2.6.
        assertEquals(2.6, read(Operation.GetItem, p -> p.eq("pk", "HUGE#{id}").eq("sk", "HUGE").returns("Huge")
                .consistency(Consistency.STRONG).missRate(0.2)).rru(), 1e-12);
    }

    @Test
    void aQueryRoundsItsTotalWhileABatchRoundsEachItem() {
        // 10 Docs of 500 B: Query reads 5,000 B -> 2 units x 0.5 = 1; BatchGetItem 10 x (1 x 0.5) = 5.
        assertEquals(1.0, read(Operation.Query, p -> p.eq("pk", "C#{customer_id}").limit(10).returns("Doc")).rru());
        assertEquals(5.0, read(Operation.BatchGetItem, p -> p.limit(10).returns("Doc")).rru());
        // TransactGetItems of 500 B and 5,000 B: strong (1 + 2) x 2 = 6.
        assertEquals(6.0, read(Operation.TransactGetItems, p -> p.itemSizes(500, 5000).returns("Doc")).rru());
    }

    @Test
    void theFilterIsPaidForAndThePageCapsTheRead() {
        // limit 15 is the page size: 15 items read x 500 B = 7,500 B -> 2 units x 0.5 = 1, however many the filter
        // then discards.
        CallUnits filtered = read(Operation.Query, p -> p.eq("pk", "C#{customer_id}").limit(15).returns("Doc")
                .filter("kind = :k", 0.75));
        assertEquals(15, filtered.itemsRead());
        assertEquals(1.0, filtered.rru());
        assertTrue(filtered.notes().stream().anyMatch(n -> n.contains("discards 75%")));
        // a limit above what exists reads what exists: a customer has 1,000,000 / 50,000 = 20 Docs, so
        // limit 25 reads 20 x 500 B = 10,000 B -> 3 units x 0.5 = 1.5, and says why
        CallUnits bounded = read(Operation.Query, p -> p.eq("pk", "C#{customer_id}").limit(25).returns("Doc"));
        assertEquals(20, bounded.itemsRead());
        assertEquals(1.5, bounded.rru());
        assertTrue(bounded.notes().stream().anyMatch(n -> n.startsWith("reads min(`limit` 25, the ~20 items")),
                bounded.notes().toString());
        // a Doc key with max_per_partition 5,000 and limit 5,000 of 500 B: one 900 KB page holds 1,843 items =
        // 921,500 B -> 225 units x 0.5.
        DesignBuilder d = base();
        d.entity("Doc").maxPerPartition(5000);
        d.pattern("P", Operation.Query, "T").eq("pk", "C#{customer_id}").limit(5000).returns("Doc").rps(1);
        CallUnits capped = units(d, "P");
        assertEquals(1843, capped.itemsRead());
        assertEquals(112.5, capped.rru());
    }

    @Test
    void anUnboundedQueryReadsCountOverDistinctPartitionValues() {
        // 1,000,000 Docs over 50,000 customers = 20 items x 500 B = 10,000 B -> 3 units x 0.5.
        CallUnits u = read(Operation.Query, p -> p.eq("pk", "C#{customer_id}").returns("Doc"));
        assertEquals(20, u.itemsRead());
        assertEquals(1.5, u.rru());
        // max_per_partition 8 bounds it: 8 x 500 = 4,000 B -> 1 unit x 0.5.
        DesignBuilder d = base();
        d.entity("Doc").maxPerPartition(8);
        d.pattern("P", Operation.Query, "T").eq("pk", "C#{customer_id}").returns("Doc").rps(1);
        assertEquals(8, units(d, "P").itemsRead());
        // Equality on the whole key reads one item.
        assertEquals(1, read(Operation.Query, p -> p.eq("pk", "C#{customer_id}").eq("sk", "DOC#{doc_id}")).itemsRead());
    }

    @Test
    void aQueryOverAnUnknownPopulationReadsAPageAndAScanReadsWhatThereIs() {
        DesignBuilder d = base();
        d.entity("Loose").size(1000).attr("k", S, 10);
        d.table("T").item("Loose", "pk", "L#{k}", "sk", "LOOSE");
        d.pattern("Q", Operation.Query, "T").eq("pk", "L#{k}").returns("Loose").rps(1);
        d.pattern("S", Operation.Scan, "T").returns("Loose").rps(1);
        // No count: nothing bounds the Query but the page, 921,600 / 1,000 = 921 items -> 921,000 B -> 225 units x 0.5.
        CallUnits q = units(d, "Q");
        assertEquals(921, q.itemsRead());
        assertEquals(112.5, q.rru());
        assertTrue(q.notes().stream().anyMatch(n -> n.contains("one full 900 KB page")));
        // A Scan reads every item of its table before any filter, whatever it returns.
        d.table("Small").key("pk", "sk").item("Big", "pk", "BIG#{id}", "sk", "BIG");
        d.pattern("Small", Operation.Scan, "Small").returns("Big").rps(1);
        // Ten Big items of 5,000 B: the Scan reads all 10 (50,000 B -> 13 units x 0.5), not a page of them.
        CallUnits small = units(d, "Small");
        assertEquals(10, small.itemsRead());
        assertEquals(6.5, small.rru());
        // On T it reads Docs, Bigs, Huges and Looses alike, whatever it returns. Loose states no count, so neither
        // the population nor the weights are known: a page of the plain mean (500 + 5,000 + 9,000 + 1,000) / 4 =
        // 3,875 B, 921,600 / 3,875 = 237 items.
        assertEquals(237, units(d, "S").itemsRead());
    }

    @Test
    void severalEntitiesReadAreAveragedByTheirCounts() {
        // Big (10 items of 5,000 B) and Huge (10 of 9,000 B) average 7,000 B; with Doc (1,000,000 of 500 B) in the
        // mix, the item read is almost always a Doc: (1,000,000 x 500 + 10 x 5,000) / 1,000,010 = 500.045 B.
        DesignBuilder d = base();
        d.pattern("P", Operation.BatchGetItem, "T").limit(8).returns("Big", "Huge").rps(1);
        d.pattern("M", Operation.Query, "T").eq("pk", "C#{customer_id}").limit(8).returns("Doc", "Big").rps(1);
        assertEquals(8 * 1.0, units(d, "P").rru(), "7,000 B -> 2 units x 0.5 each");
        assertEquals(0.5, units(d, "M").rru(), "8 x 500.045 B = 4,000 B -> 1 unit x 0.5");
    }

    @Test
    void maxPerPartitionBoundsAGsiQueryOnlyWithinATablePartition() {
        DesignBuilder d = DesignBuilder.service("g");
        d.entity("Order").count(1_000_000).maxPerPartition(10).size(400).distinct("customer_id", S, 26, 100_000)
                .distinct("warehouse_id", S, 12, 50);
        d.table("T").key("pk", "sk")
                .item("Order", "pk", "C#{customer_id}", "sk", "O#{order_id}", "wh", "{warehouse_id}", "cw",
                        "{customer_id}#{warehouse_id}")
                .gsi("ByWarehouse", List.of("wh"), List.of(), Projection.ALL)
                .gsi("ByCustomerWarehouse", List.of("cw"), List.of(), Projection.ALL);
        d.pattern("W", Operation.Query, "T").index("ByWarehouse").eq("wh", "{warehouse_id}").returns("Order").rps(1);
        d.pattern("CW", Operation.Query, "T").index("ByCustomerWarehouse").eq("cw", "{customer_id}#{warehouse_id}")
                .returns("Order").rps(1);
        // A warehouse gathers the orders of many customers: 1,000,000 / 50 = 20,000, capped by the page at 2,304.
        assertEquals(2304, units(d, "W").itemsRead());
        // A customer's warehouse lies within the customer's partition: at most 10.
        assertEquals(10, units(d, "CW").itemsRead());
    }

    @Test
    void aReadWithoutReturnsReadsTheEntitiesItsKeyConditionMatches() {
        // Only Doc's templates start with C# and DOC#.
        CallUnits u = read(Operation.Query, p -> p.eq("pk", "C#{customer_id}").beginsWith("sk", "DOC#").limit(4));
        assertEquals(1.0 * 0.5, u.rru(), "4 x 500 B = 2,000 B -> 1 unit, eventual");
    }

    static DesignBuilder writes() {
        DesignBuilder d = DesignBuilder.service("w");
        d.entity("Order").count(1000).attr("customer_id", S, 26).attr("order_id", S, 26).attr("warehouse_id", S, 12)
                .attr("status", S, 8).attr("total", N, 8).attr("lines", L, 1320);
        d.entity("Customer").count(100).attr("customer_id", S, 26).attr("name", S, 40);
        d.table("T").key("pk", "sk")
                .item("Order", "pk", "C#{customer_id}", "sk", "O#{order_id}", "open_wh", "{warehouse_id}", "st", "{status}")
                .item("Customer", "pk", "C#{customer_id}", "sk", "PROFILE")
                .gsi("Open", List.of("open_wh"), List.of(), Projection.KEYS_ONLY)
                .gsi("ByStatus", List.of("st"), List.of(), Projection.include(List.of("total")))
                .gsi("All", List.of("st"), List.of("order_id"), Projection.ALL);
        return d;
    }

    /** Order: 26+26+12+8+8+1,320 = 1,400 B of attributes + pk 28 + sk 28 + open_wh 12 + st 8 = 1,476 B. */
    static final int ORDER = 1476;

    static double indexUnits(CallUnits u, String index) {
        return u.lines().stream().filter(l -> l.kind() == UnitLine.Kind.INDEX_WRITE && index.equals(l.index()))
                .mapToDouble(UnitLine::units).sum();
    }

    @Test
    void putUpdateAndDeleteAreBilledOnTheLargerOfBeforeAndAfter() {
        DesignBuilder d = writes();
        d.pattern("Put", Operation.PutItem, "T").leg("Order", "T", WriteAction.PUT, 1, null, 2500, null).rps(1);
        d.pattern("Grow", Operation.UpdateItem, "T").leg("Order", "T", WriteAction.UPDATE, 1, List.of("lines"), 800, null).rps(1);
        d.pattern("Del", Operation.DeleteItem, "T").leg("Order", WriteAction.DELETE, 1, null).rps(1);
        Design design = d.build();
        PatternUnits pu = new PatternUnits(design);
        assertEquals(3, pu.of(design.pattern("Put")).wru(), "max(2,500, 1,476) -> 3 WRU");
        assertEquals(2, pu.of(design.pattern("Grow")).wru(), "max(800, 1,476) -> 2 WRU");
        assertEquals(2, pu.of(design.pattern("Del")).wru(), "1,476 -> 2 WRU");
        // Put and delete write every index the Order is in, each sized by its projection:
        // Open KEYS_ONLY (pk 28 + sk 28 + open_wh 12 = 68 B) 1, ByStatus INCLUDE 1, All (whole item, 2,500 B) 3.
        CallUnits put = pu.of(design.pattern("Put"));
        assertEquals(1, indexUnits(put, "Open"));
        assertEquals(1, indexUnits(put, "ByStatus"));
        assertEquals(3, indexUnits(put, "All"));
    }

    @Test
    void batchesRoundPerItemAndTransactionsDoubleOnlyTheBaseTable() {
        DesignBuilder d = writes();
        d.pattern("B", Operation.BatchWriteItem, "T").leg("Customer", WriteAction.CREATE, 2, null)
                .leg("Order", WriteAction.DELETE, 1, null).rps(1);
        d.pattern("X", Operation.TransactWriteItems, "T").leg("Customer", WriteAction.CREATE, 2, null)
                .leg("Order", WriteAction.DELETE, 1, null).rps(1);
        Design design = d.build();
        PatternUnits pu = new PatternUnits(design);
        // Customer: 26 + 40 + pk 28 + "PROFILE" 7 = 101 B -> 1 WRU each; Order 1,476 B -> 2 WRU.
        assertEquals(1 + 1 + 2, pu.of(design.pattern("B")).wru());
        assertEquals(2 * (1 + 1 + 2), pu.of(design.pattern("X")).wru());
        // The Order delete writes its 3 indexes once each, not doubled: 1 + 1 + 2.
        assertEquals(4, pu.of(design.pattern("X")).indexWru());
        assertEquals(4, pu.of(design.pattern("B")).indexWru());
    }

    @Test
    void anUpdatePaysOnlyForTheIndexesItTouchesAndTwiceWhereTheKeyMoves() {
        DesignBuilder d = writes();
        d.pattern("Move", Operation.UpdateItem, "T").leg("Order", WriteAction.UPDATE, 1, List.of("warehouse_id")).rps(1);
        d.pattern("Status", Operation.UpdateItem, "T").leg("Order", WriteAction.UPDATE, 1, List.of("status")).rps(1);
        d.pattern("Total", Operation.UpdateItem, "T").leg("Order", WriteAction.UPDATE, 1, List.of("total")).rps(1);
        d.pattern("Lines", Operation.UpdateItem, "T").leg("Order", WriteAction.UPDATE, 1, List.of("lines")).rps(1);
        d.pattern("Nothing", Operation.UpdateItem, "T").leg("Order", WriteAction.UPDATE, 1, List.of()).rps(1);
        d.pattern("Unknown", Operation.UpdateItem, "T").leg("Order", WriteAction.UPDATE, 1, null).rps(1);
        d.pattern("Cust", Operation.UpdateItem, "T").leg("Customer", WriteAction.UPDATE, 1, null).rps(1);
        Design design = d.build();
        PatternUnits pu = new PatternUnits(design);
        // warehouse_id is the placeholder of Open's key open_wh: the entry moves (2); ByStatus INCLUDE does not
        // project it (0); All projects everything (1 x 2 WRU).
        CallUnits move = pu.of(design.pattern("Move"));
        assertEquals(2, indexUnits(move, "Open"));
        assertEquals(0, indexUnits(move, "ByStatus"));
        assertEquals(2, indexUnits(move, "All"));
        // status feeds st, the key of ByStatus and All: both move; Open is KEYS_ONLY and untouched.
        CallUnits status = pu.of(design.pattern("Status"));
        assertEquals(0, indexUnits(status, "Open"));
        assertEquals(2, indexUnits(status, "ByStatus"));
        assertEquals(4, indexUnits(status, "All"));
        // total is projected by ByStatus (INCLUDE) and All.
        assertEquals(1 + 2, pu.of(design.pattern("Total")).indexWru());
        // lines is projected only by All.
        assertEquals(2, pu.of(design.pattern("Lines")).indexWru());
        assertEquals(0, pu.of(design.pattern("Nothing")).indexWru());
        // Without `attributes`, every index the Order is in takes one write.
        assertEquals(1 + 1 + 2, pu.of(design.pattern("Unknown")).indexWru());
        assertTrue(pu.of(design.pattern("Unknown")).notes().stream().anyMatch(n -> n.contains("no `attributes`")));
        // The Customer carries no index key (sparse indexes): no index write at all.
        assertEquals(0, pu.of(design.pattern("Cust")).indexWru());
    }

    @Test
    void everyWrittenItemCarryingTheVectorIsWrittenToTheVectorIndex() {
        DesignBuilder d = DesignBuilder.service("v");
        d.entity("Part").count(10).attr("doc_id", S, 26).attr("emb", L, 700);
        d.entity("Tag").count(10).attr("doc_id", S, 26);
        d.table("T").key("doc_id", "sk").item("Part", "sk", "P#{n}").item("Tag", "sk", "T#{n}")
                .vector("V", "emb", 128, Projection.KEYS_ONLY, null, null);
        d.pattern("X", Operation.TransactWriteItems, "T").leg("Part", WriteAction.CREATE, 3, null)
                .leg("Tag", WriteAction.CREATE, 2, null).rps(1);
        d.pattern("Re", Operation.UpdateItem, "T").leg("Part", WriteAction.UPDATE, 1, List.of("n")).rps(1);
        // 3 Parts x (128 x 4 + 35) = 1,641 B; Tags carry no vector. The 1 KB minimum is applied when priced.
        assertEquals(3 * 547, units(d, "X").vectorWriteBytes());
        assertEquals(0, units(d, "Re").vectorWriteBytes(), "the update does not touch emb");
    }
}
