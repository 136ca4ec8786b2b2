package dev.tablebook.cost;

import dev.tablebook.load.PriceSheet;
import dev.tablebook.load.PriceKey;
import dev.tablebook.load.PriceSheets;

import dev.tablebook.render.cost.CostJson;
import dev.tablebook.render.cost.CostMarkdown;
import dev.tablebook.render.cost.CostText;

import static dev.tablebook.cost.ImportedAgreementTest.close;
import static dev.tablebook.model.AttrType.S;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.model.Consumer;
import dev.tablebook.model.Operation;
import dev.tablebook.model.StreamView;
import dev.tablebook.model.WriteAction;
import dev.tablebook.testing.DesignBuilder;
import dev.tablebook.testing.OrdersExample;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Pricing of YAML designs: the monthly formula, storage, line items, and what cannot be priced. */
class DesignCostTest {
    static PriceSheet sheet;
    static CostReport orders;

    @BeforeAll
    static void load() throws Exception {
        sheet = PriceSheets.builtIn("us-east-1");
        orders = new CostEngine(sheet).cost(OrdersExample.design());
    }

    @Test
    void aPatternCostsUnitsTimesRateTimesTheMonthTimesThePrice() {
        // AP1: 25 Orders x 810 B = 20,250 B -> 5 units x 0.5 = 2.5 RRU; 2.5 x 400/s x 2,592,000 s x $0.125/M.
        PatternCost ap1 = orders.pattern("AP1");
        assertEquals(2.5, ap1.rru());
        close("AP1 peak", 324.0, ap1.monthlyPeak());
        close("AP1 expected", 32.4, ap1.monthlyExpected());
    }

    @Test
    void aFailedConditionalWriteBillsTheItemThereAndNoIndex() {
        // W1 writes Order (1 WRU x 2), 3 OrderLines (3 x 1 x 2), Customer (1 x 2) = 10 WRU, and 1 index write of
        // the Order. 1% of calls fail: a failure bills each leg's item that is there (all under 1 KB: 1 WRU each,
        // x 2 in the transaction) = 10 WRU, and writes no index (nothing changed): 10 x 1.01 + 1 WRU, not 11 x 1.01.
        PatternCost w1 = orders.pattern("W1");
        assertEquals(10, w1.wru());
        assertEquals(1, w1.indexWru());
        close("W1 peak", (10 * 1.01 + 1) * 50 * 2_592_000 * 0.625e-6, w1.monthlyPeak());
        List<CostTerm> failures = w1.terms().stream().filter(t -> t.label().startsWith("conditional failures")).toList();
        assertEquals(3, failures.size());
        assertTrue(failures.stream().allMatch(t -> t.kind() == dev.tablebook.analysis.UnitLine.Kind.WRITE));
        assertTrue(w1.notes().stream().anyMatch(n -> n.contains("a cancelled transaction is taken to bill each leg")),
                w1.notes().toString());
    }

    @Test
    void storageIsPopulationTimesStoredItemSize() {
        // Commerce: Customer 2M x (116 + 148) + Order 50M x (810 + 148) + OrderLine 150M x (300 + 148).
        StorageLine table = orders.storage("Commerce");
        close("Commerce GB", (2e6 * 264 + 50e6 * 958 + 150e6 * 448) / 1e9, table.gbPeak());
        close("Commerce monthly", table.gbPeak() * 0.25, table.monthlyPeak());
        // The sparse GSI holds only Orders: 50M x (130 + 100).
        close("GSI GB", 50e6 * 230 / 1e9, orders.storage("OpenOrdersByWarehouse").gbPeak());
        assertEquals("gsi", orders.storage("OpenOrdersByWarehouse").type().id());
    }

    @Test
    void aPopulationWithoutCountIsTheSteadyStateOfItsCreates() {
        DesignBuilder d = DesignBuilder.service("events");
        d.entity("Event").size(400).attr("id", S, 26);
        d.table("Events").key("pk", "sk").item("Event", "pk", "E#{id}", "sk", "X");
        d.pattern("Add", Operation.BatchWriteItem, "Events").leg("Event", "Events", WriteAction.CREATE, 5, null, null, 7)
                .rps(10, 2);
        CostReport r = new CostEngine(sheet).cost(d.build());
        // 10 calls/s x 5 items x 86,400 s x 7 days at peak (2 calls/s on average) x (400 + 100) B.
        close("peak GB", 10.0 * 5 * 86_400 * 7 * 500 / 1e9, r.storage("Events").gbPeak());
        close("expected GB", 2.0 * 5 * 86_400 * 7 * 500 / 1e9, r.storage("Events").gbExpected());
        assertTrue(r.guesses().stream().anyMatch(g -> g.detail().contains("population derived from create rates")));
    }

    @Test
    void aTtlHorizonBoundsThePopulationOfLegsThatStateNoRetention() {
        String yaml = """
                service: events
                access_patterns:
                  - id: Add
                    operation: PutItem
                    table: Events
                    entity: Event
                    condition: attribute_not_exists(pk)
                    idempotency: conditional-write
                    rps: { peak: 10, average: 2 }
                    authorization: id
                  - id: Keep
                    operation: PutItem
                    table: Events
                    writes: [ { entity: Audit, action: create, retention_days: 7 } ]
                    idempotency: natural
                    rps: 1
                    authorization: id
                entities:
                  Event: { size_bytes: 400, attributes: { id: { type: S, bytes: 26 } } }
                  Audit: { size_bytes: 400, attributes: { id: { type: S, bytes: 26 } } }
                tables:
                  Events:
                    key: { partition: pk }
                    ttl: { attribute: expires_at, days: 90 }
                    items:
                      Event: { pk: "E#{id}" }
                      Audit: { pk: "A#{id}" }
                """;
        CostReport r = new CostEngine(sheet).cost(dev.tablebook.check.Fixtures.load("events.yaml", yaml));
        // Event lives the 90-day horizon: 10/s x 86,400 x 90 x 500 B; Audit keeps its own 7 days: 1/s x 86,400 x 7.
        close("peak GB", (10.0 * 86_400 * 90 + 1.0 * 86_400 * 7) * 500 / 1e9, r.storage("Events").gbPeak());
        assertTrue(r.guesses().stream().noneMatch(g -> g.detail().contains("no `retention_days`")),
                "the horizon is stated, not a default");
    }

    @Test
    void globalTablesAddReplicatedWritesIndexWritesAndStoragePerReplicaRegion() {
        // Commerce replicas [us-east-1, eu-west-1]: one replica region besides the home region. W1 replicates its
        // base writes undoubled: (2 + 6 + 2) / 2 = 5 units x 50/s; the replica also writes the Order's index entry.
        List<LineItem> items = orders.lineItems();
        LineItem replicated = items.stream().filter(l -> l.kind() == LineItem.Kind.REPLICATED_WRITES).findFirst().orElseThrow();
        assertTrue(replicated.description().contains("eu-west-1"));
        close("replicated", 5 * 50 * 2_592_000 * 0.625e-6, replicated.monthlyPeak());
        LineItem index = items.stream().filter(l -> l.kind() == LineItem.Kind.REPLICA_INDEX_WRITES).findFirst().orElseThrow();
        close("replica index writes", 1 * 50 * 2_592_000 * 0.625e-6, index.monthlyPeak());
        LineItem storage = items.stream().filter(l -> l.kind() == LineItem.Kind.REPLICA_STORAGE).findFirst().orElseThrow();
        close("replica storage", orders.onDemandPeak().storage(), storage.monthlyPeak());
        LineItem pitr = items.stream().filter(l -> l.kind() == LineItem.Kind.PITR).findFirst().orElseThrow();
        close("PITR", orders.storage("Commerce").gbPeak() * 0.20, pitr.monthlyPeak());
        double other = items.stream().filter(LineItem::inTotal).mapToDouble(LineItem::monthlyPeak).sum();
        close("other", other, orders.onDemandPeak().other());
        close("total", orders.onDemandPeak().requests() + orders.onDemandPeak().storage() + other, orders.onDemandPeak().total());
        assertTrue(items.stream().noneMatch(l -> l.kind() == LineItem.Kind.STREAMS_READS), "a Lambda trigger reads for free");
    }

    @Test
    void streamsReadByAPipeAndKinesisCaptureArePriced() {
        DesignBuilder d = OrdersExample.builder("orders");
        d.consumer("pipe", "Commerce", Consumer.Via.PIPE, 10).consumer("cdc", "Commerce", Consumer.Via.KINESIS, null);
        CostReport r = new CostEngine(sheet).cost(d.build());
        LineItem streams = r.lineItems().stream().filter(l -> l.kind() == LineItem.Kind.STREAMS_READS).findFirst().orElseThrow();
        // W1 writes 5 items a call at 50/s = 250 records/s; batches of 10 -> 25 GetRecords/s. But the stream has a
        // shard per partition: Commerce stores 115.628 GB, 12 partitions of 10 GB (more than its throughput needs), each
        // polled 4 times a second: 48 calls/s at peak and on average (10 records/s), the floor.
        close("streams", 48 * 2_592_000 * 0.02 / 100_000, streams.monthlyPeak());
        close("streams expected", 48 * 2_592_000 * 0.02 / 100_000, streams.monthlyExpected());
        assertTrue(streams.basis().contains("4 polls/s x 12 shards"), streams.basis());
        LineItem cdc = r.lineItems().stream().filter(l -> l.kind() == LineItem.Kind.KINESIS_CDC).findFirst().orElseThrow();
        // Each item per 1 KB: Order 1, 3 OrderLines 3, Customer 1 = 5 units x 50/s.
        close("kinesis", 5 * 50 * 2_592_000 * 0.10 / 1e6, cdc.monthlyPeak());
    }

    @Test
    void standardIaUsesItsPricesAndSaysWhatItChanged() {
        DesignBuilder d = OrdersExample.builder("orders");
        d.table("Commerce").standardIa();
        CostReport r = new CostEngine(sheet).cost(d.build());
        close("AP1 at IA", 2.5 * 400 * 2_592_000 * 0.155e-6, r.pattern("AP1").monthlyPeak());
        close("storage at IA", r.storage("Commerce").gbPeak() * 0.10, r.storage("Commerce").monthlyPeak());
        LineItem ia = r.lineItems().stream().filter(l -> l.kind() == LineItem.Kind.STANDARD_IA).findFirst().orElseThrow();
        assertFalse(ia.inTotal());
        double requestDelta = 0;
        for (PatternCost p : r.patterns()) {
            for (CostTerm t : p.terms()) {
                boolean read = t.kind() == dev.tablebook.analysis.UnitLine.Kind.READ;
                requestDelta += t.perCall() * t.ratePeak() * 2_592_000 * (read ? 0.155e-6 - 0.125e-6 : 0.78e-6 - 0.625e-6);
            }
        }
        double gb = r.storage().stream().mapToDouble(StorageLine::gbPeak).sum();
        close("IA delta", requestDelta + gb * (0.10 - 0.25), ia.monthlyPeak());
    }

    @Test
    void aPatternWithoutRateCostsNothingVisibly() {
        DesignBuilder d = OrdersExample.builder("orders");
        d.pattern("AP7", Operation.Query, "Commerce").eq("pk", "CUSTOMER#{customer_id}").limit(5).returns("Order");
        CostReport r = new CostEngine(sheet).cost(d.build());
        PatternCost ap7 = r.pattern("AP7");
        assertNull(ap7.ratePeak());
        assertEquals(0, ap7.monthlyPeak());
        assertTrue(ap7.notes().get(0).startsWith("no rps"));
        assertTrue(r.guesses().stream().anyMatch(g -> g.subject().equals("pattern AP7")));
        assertTrue(CostText.render(r).contains("no rps"));
    }

    @Test
    void aMissingPriceIsNotPricedNeverZero() {
        PriceSheet partial = sheet.with(PriceKey.ON_DEMAND_WRITE, null).with(PriceKey.PITR, null);
        CostReport r = new CostEngine(partial).cost(OrdersExample.design());
        PatternCost w1 = r.pattern("W1");
        assertFalse(w1.priced());
        assertTrue(w1.unpriced(), "every term of W1 needs the write price");
        assertTrue(r.notPriced().stream().anyMatch(n -> n.priceKey() == PriceKey.ON_DEMAND_WRITE && n.what().contains("W1")));
        assertTrue(r.notPriced().stream().anyMatch(n -> n.priceKey() == PriceKey.PITR));
        assertTrue(CostJson.render(r).contains("\"monthly_peak\": null"));
        close("requests without W1", r.pattern("AP1").monthlyPeak() + r.pattern("AP2").monthlyPeak()
                + r.pattern("AP9").monthlyPeak(), r.onDemandPeak().requests());
    }

    @Test
    void aSheetWithoutProvisionedPricesComparesNothingAndShowsNoNaN() {
        PriceSheet partial = sheet.with(PriceKey.PROVISIONED_RCU_HOUR, null).with(PriceKey.PROVISIONED_WCU_HOUR, null);
        CostReport r = new CostEngine(partial).cost(OrdersExample.design());
        TableCapacity t = r.capacity().tables().get(0);
        assertFalse(t.mode(CapacityMode.PROVISIONED_AUTOSCALED).priced());
        assertEquals("on-demand", t.recommendation().mode());
        assertTrue(t.recommendation().why().contains("cannot price"));
        assertFalse(r.capacity().provisioned().priced());
        for (String out : List.of(CostText.render(r), CostMarkdown.render(r), CostJson.render(r))) {
            assertFalse(out.contains("NaN"), out);
        }
        assertTrue(CostJson.render(r).contains("\"read_utilization\": null"));
    }

    @Test
    void streamsOffMeansNoStreamCharges() {
        DesignBuilder d = OrdersExample.builder("orders");
        d.table("Commerce").streams(StreamView.OFF);
        d.consumer("pipe", "Commerce", Consumer.Via.PIPE, 10);
        CostReport r = new CostEngine(sheet).cost(d.build());
        assertTrue(r.lineItems().stream().noneMatch(l -> l.kind() == LineItem.Kind.STREAMS_READS));
    }
}
