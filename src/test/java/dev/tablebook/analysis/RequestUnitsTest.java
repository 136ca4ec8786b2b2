package dev.tablebook.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablebook.model.Consistency;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RequestUnitsTest {
    @ParameterizedTest(name = "{0} B read {1}: {2} RRU")
    @CsvSource({
        "0, STRONG, 1",        // a miss still costs the minimum
        "1, EVENTUAL, 0.5",
        "4096, STRONG, 1",
        "4097, STRONG, 2",
        "4097, EVENTUAL, 1",
        "12288, EVENTUAL, 1.5",
        "12289, TRANSACTIONAL, 8", // a transactional read costs twice a strong one
    })
    void readUnitsRoundUpTo4KbThenApplyConsistency(double bytes, Consistency c, double units) {
        assertEquals(units, RequestUnits.readUnits(bytes, RequestUnits.consistencyFactor(c)));
    }

    @ParameterizedTest(name = "{0} B written: {1} WRU")
    @CsvSource({"0, 1", "1, 1", "1024, 1", "1025, 2", "3000, 3", "400000, 391"})
    void writeUnitsRoundUpTo1Kb(double bytes, int units) {
        assertEquals(units, RequestUnits.writeUnits(bytes));
    }

    @Test
    void aBatchRoundsEachItemWhileAQueryRoundsItsTotal() {
        // Ten 500 B items: a Query reads 5,000 B -> ceil(5,000 / 4,096) = 2 units; a BatchGetItem rounds each -> 10.
        assertEquals(2, RequestUnits.readUnits(10 * 500, 1));
        assertEquals(10, RequestUnits.batchReadUnits(List.of(500d, 500d, 500d, 500d, 500d, 500d, 500d, 500d, 500d, 500d), 1));
        assertEquals(5, RequestUnits.batchReadUnits(List.of(500d, 500d, 500d, 500d, 500d, 500d, 500d, 500d, 500d, 500d), 0.5));
        // Three items of 300, 1,100 and 2,500 B: 1 + 2 + 3 write units, not ceil(3,900 / 1,024) = 4.
        assertEquals(6, RequestUnits.batchWriteUnits(List.of(300d, 1100d, 2500d)));
    }

    @Test
    void aPageHolds900Kb() {
        assertEquals(921_600 / 400, RequestUnits.itemsPerPage(400));
        assertEquals(1, RequestUnits.itemsPerPage(2_000_000));
    }
}
