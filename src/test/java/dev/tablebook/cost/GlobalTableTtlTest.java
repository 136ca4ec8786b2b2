package dev.tablebook.cost;

import static dev.tablebook.cost.ImportedAgreementTest.close;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.check.Checker;
import dev.tablebook.check.Finding;
import dev.tablebook.load.PriceSheets;
import dev.tablebook.model.Design;
import dev.tablebook.testing.Fixtures;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 28, point 1: a three-Region Global Table with TTL (src/test/resources/designs/global-sessions.yaml)
 * priced as a DynamoDB specialist prices it, every figure worked by hand at the us-east-1 prices
 * (neither eu-west-1 nor ap-southeast-2 has a built-in sheet: both are priced at us-east-1's, and
 * the report says so).
 *
 * <p>Session: attributes 26 + 26 + 25 + 1,800 + 8 = 1,885 B, pk "USER#" 5 + 26 + "#SESSION#" 9 + 26 = 66 B:
 * 1,951 B, 2 WRU; stored 1,951 + 100 + 48 (Global Tables) = 2,099 B. ByUser (KEYS_ONLY): pk 66 + user_id 26
 * + started_at 25 = 117 B, 1 WRU; stored 217 B. Population: S1's creates over the one-day TTL, 500/s at
 * peak (43.2 M) and 400/s on average (34.56 M). A month is 2,592,000 s; $0.625 a million write units.
 */
class GlobalTableTtlTest {
    static final double MONTH = 2_592_000;
    static final double WRU = 0.625e-6;
    static final String[] REPLICAS = {"eu-west-1", "ap-southeast-2"};

    static Design design;
    static CostReport r;

    @BeforeAll
    static void cost() throws Exception {
        design = Fixtures.resource("designs/global-sessions.yaml");
        r = new CostEngine(PriceSheets.builtIn("us-east-1")).cost(design);
    }

    static LineItem line(String region, LineItem.Kind kind) {
        return r.lineItems().stream().filter(l -> l.kind() == kind && (region == null ? l.region() == null
                : region.equals(l.region()) || l.description().endsWith(" to " + region)))
                .findFirst().orElseThrow(() -> new AssertionError("no " + kind + " line for " + region));
    }

    @Test
    void everyReplicaReceivesTheTtlDeletesAsReplicatedWritesAndDeletesItsOwnIndexEntries() {
        for (String region : REPLICAS) {
            // 500 expiries/s at peak (S1's creates, no explicit delete) x 2 WRU = 1,000 replicated write units/s.
            LineItem ttl = line(region, LineItem.Kind.REPLICA_TTL_DELETES);
            close(region + " TTL deletes peak", 1000 * MONTH * WRU, ttl.monthlyPeak());           // $1,620.00
            close(region + " TTL deletes expected", 800 * MONTH * WRU, ttl.monthlyExpected());    // $1,296.00
            assertTrue(ttl.basis().contains("free where TTL deletes them"), ttl.basis());
            // ... and each deletes its ByUser entry: 500 x 1 WRU a second.
            LineItem index = line(region, LineItem.Kind.REPLICA_TTL_INDEX_DELETES);
            close(region + " TTL index deletes peak", 500 * MONTH * WRU, index.monthlyPeak());   // $810.00
            assertTrue(index.pricedElsewhere(), "priced at the us-east-1 sheet, listed as a guess");
        }
        assertTrue(r.guesses().stream().anyMatch(g -> g.detail().startsWith("ap-southeast-2 replica priced at the"
                + " us-east-1 sheet: no sheet for ap-southeast-2")));
    }

    @Test
    void pitrIsPricedInEveryReplica() {
        // PITR bills the table and its LSIs: 43.2 M x 2,099 B = 90.6768 GB at peak, 34.56 M x 2,099 B = 72.54144 GB
        // expected, at $0.20 a GB-month, in us-east-1 and in both replicas (the template enables it in each).
        close("home PITR", 90.6768 * 0.20, line(null, LineItem.Kind.PITR).monthlyPeak());        // $18.13536
        for (String region : REPLICAS) {
            LineItem pitr = line(region, LineItem.Kind.REPLICA_PITR);
            close(region + " PITR peak", 90.6768 * 0.20, pitr.monthlyPeak());
            close(region + " PITR expected", 72.54144 * 0.20, pitr.monthlyExpected());          // $14.508288
        }
    }

    @Test
    void theReplicatedDataIsPricedAsTransferOutOfTheWritingRegion() {
        // Every change moves its item, 1,951 B: 500 writes + 500 TTL deletes a second at peak = 1,951,000 B/s,
        // x 2,592,000 s = 5,056.992 GB a month to each replica, at us-east-1's $0.02 a GB out to another Region.
        for (String region : REPLICAS) {
            LineItem transfer = line(region, LineItem.Kind.REPLICATION_TRANSFER);
            close(region + " transfer peak", 1_951_000 * MONTH / 1e9 * 0.02, transfer.monthlyPeak());     // $101.13984
            close(region + " transfer expected", 1_560_800 * MONTH / 1e9 * 0.02, transfer.monthlyExpected());
            assertTrue(transfer.basis().contains("a guess"), transfer.basis());
        }
        assertTrue(r.guesses().stream().anyMatch(g -> g.subject().equals("table Sessions")
                && g.detail().contains("AWS states no size for a replicated change")));
    }

    @Test
    void theHeadlineCarriesTheLinesThatWereMissing() {
        // Per replica: writes $1,620 + index writes $810 + TTL deletes $1,620 + TTL index deletes $810 + storage
        // (90.6768 + 43.2 M x 217 B = 9.3744) GB x $0.25 = $25.0128 + PITR $18.13536 + transfer $101.13984; and the
        // home PITR $18.13536. Before issue 28 only writes, index writes and storage were priced: $4,928.16.
        double perReplica = 1620 + 810 + 1620 + 810 + 100.0512 * 0.25 + 90.6768 * 0.20 + 1_951_000 * MONTH / 1e9 * 0.02;
        close("other at peak", 2 * perReplica + 90.6768 * 0.20, r.onDemandPeak().other());     // $10,026.71
        double before = 2 * (1620 + 810 + 100.0512 * 0.25) + 90.6768 * 0.20;
        assertTrue(r.onDemandPeak().other() - before > 5098, "TTL deletes, PITR and transfer add $5,098.55 a month");
    }

    @Test
    void reservedCapacityCoversReadsAndGsiWritesNotReplicatedWrites() {
        TableCapacity t = r.capacity().tables().get(0);
        TableCapacity.ModeCost r1 = t.mode(CapacityMode.RESERVED_1Y);
        assertTrue(r1.available(), "a Global Table can reserve its read capacity and its GSI writes");
        // The write load is 2 WRU on the table and 1 on ByUser a call: GSI writes take a third of it, and only a
        // third of the write capacity present all day can be reserved (the rest are replicated write units).
        assertTrue(r1.basis().contains("GSI writes take 33.3% of its write load"), r1.basis());
        assertTrue(r1.basis().contains("replicated write units (rWCU)"), r1.basis());
        assertEquals(100, r1.readUnits());
        assertTrue(r1.writeUnits() > 0 && r1.writeUnits() % 100 == 0, "whole blocks of GSI write units");
        TableCapacity.ModeCost autoscaled = t.mode(CapacityMode.PROVISIONED_AUTOSCALED);
        assertTrue(r1.writeUnits() <= autoscaled.writeUnits() / 3, r1.writeUnits() + " of " + autoscaled.writeUnits());
    }

    @Test
    void provisionedReplicasHoldCapacityForTheTtlDeletes() {
        // Flat at the average / 0.7 in each replica: 800 item units -> 1,143 rWCU and 400 index units -> 572 WCU;
        // 2 x 1,715 = 3,430 units x 720 h x $0.00065 = $1,605.24 a month on every provisioned mode.
        TableCapacity t = r.capacity().tables().get(0);
        TableCapacity.ModeCost fixed = t.mode(CapacityMode.PROVISIONED_FIXED);
        close("fixed", 720 * (2050 * 0.00013 + 1500 * 3 * 0.00065) + 3430 * 720 * 0.00065, fixed.monthly());
        assertTrue(fixed.basis().contains("plus 3,430 write units in the replicas for the TTL deletes"), fixed.basis());
        // On-demand carries the same replica throughput: S1 $1,944 + S2 $129.60 + S3 $3.24 at the average, and per
        // replica $1,296 + $648 + $1,296 + $648.
        close("on-demand", 1944 + 129.6 + 3.24 + 2 * (1296 + 648 + 1296 + 648), t.mode(CapacityMode.ON_DEMAND).monthly());
    }

    @Test
    void aStrongReadOfAnMrecTableSaysItIsStrongOnlyInItsRegion() {
        assertTrue(r.pattern("S2").notes().stream().anyMatch(n -> n.contains("multi-Region eventually consistent (MREC)")
                && n.contains("strong only within the Region that serves it")), r.pattern("S2").notes().toString());
        assertFalse(r.pattern("S3").notes().stream().anyMatch(n -> n.contains("MREC")), "an eventual read says nothing");
    }

    @Test
    void checkAndCostDoNotContradictEachOther() {
        List<Finding> findings = Checker.standard().check(design);
        assertTrue(findings.isEmpty(), findings.toString());
        String why = r.capacity().tables().get(0).recommendation().why();
        assertFalse(why.contains("single-region"), why);
    }
}
