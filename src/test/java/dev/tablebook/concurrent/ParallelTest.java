package dev.tablebook.concurrent;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The ordered iterator: every result in the items' order, never more than the window computed ahead of the caller. */
class ParallelTest {
    private static final List<Integer> ITEMS = IntStream.range(0, 200).boxed().toList();

    @Test
    void givesEveryResultInTheItemsOrderWhateverTheThreads() {
        for (int threads : List.of(1, 2, 4)) {
            List<Integer> out = new ArrayList<>();
            try (Parallel.Ordered<Integer, Integer> each = Parallel.ordered(ITEMS, threads, "test", 3, i -> {
                if (i % 7 == 0) {
                    Thread.onSpinWait(); // uneven work, so threads finish out of order
                }
                return i * i;
            })) {
                each.forEachRemaining(out::add);
                assertFalse(each.hasNext());
                assertThrows(NoSuchElementException.class, each::next);
            }
            assertEquals(ITEMS.stream().map(i -> i * i).toList(), out, threads + " threads");
        }
    }

    @Test
    void computesAtMostTheWindowAheadOfTheCaller() {
        AtomicInteger started = new AtomicInteger();
        int ahead = 5;
        try (Parallel.Ordered<Integer, Integer> each = Parallel.ordered(ITEMS, 4, "test", ahead, i -> {
            started.incrementAndGet();
            return i;
        })) {
            for (int taken = 0; taken < 50; taken++) {
                assertEquals(taken, each.next());
                // the one just taken, and the window behind it
                assertTrue(started.get() <= taken + 1 + ahead, started.get() + " started with " + (taken + 1) + " taken");
            }
        }
        assertTrue(started.get() < ITEMS.size(), "closing stopped the rest: " + started.get());
    }

    @Test
    void anItemsExceptionIsThrownAsItWas() {
        try (Parallel.Ordered<Integer, Integer> each = Parallel.ordered(ITEMS, 2, "test", 4, i -> {
            if (i == 3) {
                throw new IllegalStateException("item 3");
            }
            return i;
        })) {
            assertEquals(0, each.next());
            assertEquals(1, each.next());
            assertEquals(2, each.next());
            assertEquals("item 3", assertThrows(IllegalStateException.class, each::next).getMessage());
        }
    }
}
