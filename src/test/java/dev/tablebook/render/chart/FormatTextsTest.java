package dev.tablebook.render.chart;

import org.junit.jupiter.api.Test;

import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A kept text is the text its format writes for that very value, whether kept, repeated or past the bound. */
class FormatTextsTest {
    private static DecimalFormat format(String pattern) {
        DecimalFormat f = new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(Locale.ROOT));
        f.setRoundingMode(RoundingMode.HALF_EVEN);
        return f;
    }

    /** Round values (as axes have) and random ones, each asked three times, well past the values kept. */
    private static List<Double> values() {
        List<Double> out = new ArrayList<>(List.of(0.0, -0.0, 0.5, 2.5, -2.5, 0.00005, 0.00015, 1e15, -1e-9,
                Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE));
        Random random = new Random(5);
        for (int i = 0; i < 3 * FormatTexts.KEPT; i++) {
            double step = new double[] {1, 2, 2.5, 5}[random.nextInt(4)] * Math.pow(10, random.nextInt(10) - 4);
            out.add(random.nextInt(12) * step);
            out.add((random.nextDouble() - 0.2) * Math.pow(10, random.nextInt(14) - 6));
        }
        return out;
    }

    @Test
    void everyTextIsTheFormatsOwn() {
        for (String pattern : new String[] {"$#,##0.####", "#,##0.####", "0%"}) {
            FormatTexts texts = new FormatTexts(() -> format(pattern));
            DecimalFormat reference = format(pattern);
            for (int round = 0; round < 3; round++) {
                for (double v : values()) {
                    assertEquals(reference.format(v), texts.apply(v), pattern + ": " + v);
                }
            }
        }
    }

    @Test
    void zeroAndNegativeZeroKeepTheirOwnTexts() {
        FormatTexts texts = new FormatTexts(() -> format("$#,##0.####"));
        assertEquals("$0", texts.apply(0.0));
        assertEquals("-$0", texts.apply(-0.0));
        assertEquals("$0", texts.apply(0.0));
    }

    @Test
    void threadsShareTheTextsAndEachFormatsWithItsOwnFormat() throws Exception {
        FormatTexts texts = new FormatTexts(() -> format("#,##0.####"));
        List<Double> values = values();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                done.add(pool.submit(() -> {
                    DecimalFormat reference = format("#,##0.####");
                    for (double v : values) {
                        assertEquals(reference.format(v), texts.apply(v), String.valueOf(v));
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            pool.shutdown();
        }
    }
}
