package dev.tablebook.cost;

import static dev.tablebook.cost.ImportedAgreementTest.close;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.analysis.UnitLine;
import dev.tablebook.load.PriceSheets;
import dev.tablebook.testing.Fixtures;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 28, point 2 (cost-model §9): a put that replaces an item whose index key may change costs
 * two index writes (delete + insert), as an update that changes the key does; a failed
 * conditional write bills the base-table units of the item that is there (at least 1) and writes
 * no index. Figures worked by hand in the comments, at the us-east-1 prices ($0.625 a million
 * write units).
 */
class WriteBillingTest {
    private static final String DESIGN = """
            service: tickets
            region: us-east-1
            access_patterns:
              - id: W1
                name: Replace a ticket with a new version
                operation: PutItem
                table: Tickets
                writes:
                  - { entity: Ticket, action: put, previous_bytes: 3000, condition: "version = :v" }
                conditional_fail_rate: 0.1
                idempotency: conditional-write
                rps: { peak: 100, average: 10 }
                authorization: team_id
              - id: W2
                name: Replace a note
                operation: PutItem
                table: Tickets
                writes:
                  - { entity: Note, action: put, previous_bytes: 200 }
                idempotency: natural
                rps: { peak: 100, average: 10 }
                authorization: team_id
              - id: W3
                name: Open a ticket
                operation: PutItem
                table: Tickets
                writes:
                  - { entity: Ticket, action: create, condition: "attribute_not_exists(pk)" }
                conditional_fail_rate: 0.5
                idempotency: conditional-write
                rps: { peak: 100, average: 10 }
                authorization: team_id
              - id: R1
                operation: Query
                table: Tickets
                index: ByStatus
                key: { status: "{status}" }
                limit: 10
                returns: Ticket
                rps: 1
                authorization: team_id
            entities:
              Ticket:
                count: 1000
                attributes:
                  ticket_id: { type: S, bytes: 26 }
                  status:    { type: S, bytes: 10, mutable: true, distinct: 4 }
                  body:      { type: S, bytes: 1900, mutable: true }
              Note:
                count: 1000
                attributes:
                  note_id: { type: S, bytes: 26 }
                  status:  { type: S, bytes: 10 }
                  text:    { type: S, bytes: 100, mutable: true }
            tables:
              Tickets:
                key: { partition: pk }
                items:
                  Ticket: { pk: "TICKET#{ticket_id}" }
                  Note: { pk: "NOTE#{note_id}" }
                indexes:
                  ByStatus: { partition: status, projection: KEYS_ONLY }
            """;

    static CostReport r;

    @BeforeAll
    static void cost() throws Exception {
        r = new CostEngine(PriceSheets.builtIn("us-east-1")).cost(Fixtures.yaml("tickets.yaml", DESIGN));
    }

    private static List<CostTerm> terms(String pattern, UnitLine.Kind kind, boolean failures) {
        return r.pattern(pattern).terms().stream().filter(t -> t.kind() == kind)
                .filter(t -> t.label().startsWith("conditional failures") == failures).toList();
    }

    @Test
    void aReplacingPutWhoseIndexKeyIsMutableWritesTheIndexTwice() {
        // Ticket: 26 + 10 + 1900 attributes + pk "TICKET#" 7 + 26 = 1,969 B; replacing a 3,000 B item: ceil(3000 / 1024)
        // = 3 WRU. ByStatus (KEYS_ONLY): pk 33 + status 10 = 43 B, 1 WRU; `status` is mutable, so the new item may sit
        // under another status: delete + insert = 2 index WRU (before issue 28: 1).
        assertEquals(3, r.pattern("W1").wru());
        assertEquals(2, r.pattern("W1").indexWru());
        assertTrue(r.pattern("W1").notes().stream().anyMatch(n -> n.contains("put replaces an item (previous_bytes)")
                && n.contains("two writes charged (delete + insert)")), r.pattern("W1").notes().toString());
    }

    @Test
    void aReplacingPutWhoseIndexKeyIsFixedWritesTheIndexOnce() {
        // Note's `status` is not mutable: the replaced item keeps its index key, one index write.
        assertEquals(1, r.pattern("W2").indexWru());
    }

    @Test
    void aFailedConditionalWriteBillsTheItemThereAndNoIndex() {
        // W1: 10% of calls fail. A failure bills the 3,000 B item that is there, 3 WRU, and no index write.
        // Per call: 3 + 2 + 0.1 x 3 = 5.3 WRU; at 100/s all month: 5.3 x 100 x 2,592,000 x $0.625 / 1e6 = $858.60
        // (before issue 28 the failure was billed 0.1 x (3 + 2): 5.5 WRU, $891.00).
        List<CostTerm> failures = r.pattern("W1").terms().stream()
                .filter(t -> t.label().startsWith("conditional failures")).toList();
        assertEquals(1, failures.size());
        assertEquals(UnitLine.Kind.WRITE, failures.get(0).kind());
        close("failure units", 0.3, failures.get(0).perCall());
        assertTrue(terms("W1", UnitLine.Kind.INDEX_WRITE, true).isEmpty());
        close("W1 peak", 858.60, r.pattern("W1").monthlyPeak());
        close("W1 expected", 85.86, r.pattern("W1").monthlyExpected());
    }

    @Test
    void aFailedCreateBillsTheItemAlreadyThere() {
        // W3: half the creates find a ticket already there (1,969 B: 2 WRU) and write nothing else. Per call:
        // 2 + 1 index + 0.5 x 2 = 4 WRU; 4 x 100 x 2,592,000 x $0.625 / 1e6 = $648.00 (was 4.5 WRU, $729.00).
        close("W3 peak", 648.00, r.pattern("W3").monthlyPeak());
    }

    @Test
    void capacityAndHotPartitionsCarryTheSameFailures() {
        // The write demand of Tickets at peak: W1 5.3 + W2 (1 + 1) + W3 4 = 11.3 WRU a call x 100/s = 1,130 WCU/s.
        TableCapacity t = r.capacity().tables().get(0);
        close("write peak", 1130, t.demand().writePeak());
        // ByStatus {status} has 4 distinct values: W1 2 + W3 1 index WRU x 100/s / 4 = 75 on the busiest value (W2's
        // Note has no `distinct` on status: its share is its count's).
        double byStatus = r.hotPartitions().stream().filter(p -> p.resource().equals("Tickets / ByStatus"))
                .flatMap(p -> p.contributions().stream()).filter(c -> c.pattern().equals("W1") || c.pattern().equals("W3"))
                .mapToDouble(c -> c.unitsPerSecond()).sum();
        close("ByStatus W1 + W3", 75, byStatus);
    }
}
