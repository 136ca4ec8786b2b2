package dev.tablebook.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import org.junit.jupiter.api.Test;

class TrafficClockTest {
    /** The clock is written digit by digit: it must read as the formatter's {@code %02d:%02d}, past midnight too. */
    @Test
    void everyMinuteReadsAsTheFormatterWritesIt() {
        for (int minute = -3000; minute <= 3000; minute++) {
            int m = Math.floorMod(minute, 1440);
            assertEquals(String.format(Locale.ROOT, "%02d:%02d", m / 60, m % 60), Traffic.Window.clock(minute));
        }
        assertEquals("22:00–06:30 UTC", new Traffic.Window("night", 1320, 390, null).span());
    }
}
