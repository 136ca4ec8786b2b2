package dev.tablebook.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What a read's mismatch says of the items: the missing and the unexpected, never a count that contradicts them. */
class ReadCheckMessagesTest {
    @Test
    void theSameCountWithOtherItemsNamesBoth() {
        assertEquals(List.of("expected 1 item of the partition, the engine returned 1: missing pk=a; and not expected pk=b"),
                ReadCheck.compare(List.of("pk=a"), List.of("pk=b"), "partition"));
    }

    @Test
    void fewerItemsNameWhatIsMissing() {
        assertEquals(List.of("expected 2 items of the index, the engine returned 1: missing pk=b"),
                ReadCheck.compare(List.of("pk=a", "pk=b"), List.of("pk=a"), "index"));
    }

    @Test
    void theSameItemsInAnotherOrderAreNoMismatch() {
        assertEquals(List.of(), ReadCheck.compare(List.of("pk=a", "pk=b"), List.of("pk=b", "pk=a"), "partition"));
    }
}
