package dev.tablebook.render;

import dev.tablebook.analysis.PatternUnits;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.testing.Fixtures;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Items per call in the pattern table come from the shared analysis, never a blanket "unbounded". */
class PatternRowTest {
    private static final Design D = Fixtures.yaml("notes.yaml", """
            service: notes
            access_patterns:
              - { id: L, operation: Query, table: Notes, key: { pk: "U#{u}" }, limit: 10, returns: Note, rps: 1 }
              - { id: B, operation: Query, table: Notes, key: { pk: "U#{u}", sk: { between: ["N#{a}", "N#{b}"] } }, returns: Note, rps: 1 }
              - { id: G, operation: GetItem, table: Notes, key: { pk: "U#{u}", sk: "N#{n}" }, returns: Note, rps: 1 }
              - id: W
                operation: TransactWriteItems
                table: Notes
                writes: [ { entity: Note, action: create, count: 3, condition: attribute_not_exists(sk) } ]
                rps: 1
            entities:
              Note:
                count: 1000
                max_per_partition: 40
                attributes: { u: { type: S, bytes: 10, distinct: 100 }, n: { type: S, bytes: 10 } }
            tables:
              Notes:
                key: { partition: pk, sort: sk }
                items: { Note: { pk: "U#{u}", sk: "N#{n}" } }
            """);

    private static String items(String id) {
        AccessPattern p = D.pattern(id);
        return PatternRow.of(p, new PatternUnits(D).of(p), "a", "d").itemsPerCall();
    }

    @Test
    void limitSingleItemsAndLegCountsAreExact() {
        assertEquals("10", items("L"));
        assertEquals("1", items("G"));
        assertEquals("3", items("W"));
    }

    @Test
    void aQueryBoundedOtherwiseShowsTheItemsItReads() {
        String between = items("B");
        assertEquals('~', between.charAt(0), between);
        assertEquals(Double.parseDouble(between.substring(1)),
                new PatternUnits(D).of(D.pattern("B")).itemsRead(), 1e-9);
    }
}
