package dev.tablebook.render.chart;

import org.junit.jupiter.api.Test;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Coordinates must read exactly as a {@code DecimalFormat "0.#"} writes them (JFreeSVG's converter, the charts' first backend). */
class SvgNumberTest {
    private static final double[] EDGES = {0, -0.0, 0.05, -0.05, 0.04, -0.04, 0.15, 0.25, 0.35, 12.25, 12.35,
        0.00005, 0.00015, 1.23456789, 719.95, 720, 1e9, 3e9, 1e15, 1e300, Double.MIN_VALUE, Double.MAX_VALUE,
        Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};

    /** The converter: a {@code DecimalFormat "0.#"} with {@code decimals} places, US symbols. */
    private static DecimalFormat reference(int decimals) {
        return new DecimalFormat("0." + "#".repeat(decimals), DecimalFormatSymbols.getInstance(Locale.US));
    }

    @Test
    void writesAsTheDecimalFormatDoes() {
        for (int decimals : new int[] {1, 2, 4}) {
            SvgNumber fast = new SvgNumber(decimals);
            DecimalFormat reference = reference(decimals);
            for (double v : EDGES) {
                assertEquals(reference.format(v), fast.apply(v), decimals + " decimals: " + v);
                assertEquals(reference.format(-v), fast.apply(-v), decimals + " decimals: " + -v);
            }
            Random random = new Random(7);
            for (int i = 0; i < 40_000; i++) {
                double v = (random.nextDouble() - 0.3) * Math.pow(10, random.nextInt(12) - 4);
                assertEquals(reference.format(v), fast.apply(v), decimals + " decimals: " + v);
                double grid = Math.round(v * 20) / 20.0;
                assertEquals(reference.format(grid), fast.apply(grid), decimals + " decimals: " + grid);
            }
        }
    }

    @Test
    void unitsWriteAsTheDecimalFormatDoes() {
        for (int decimals : new int[] {1, 2, 4}) {
            SvgNumber fast = new SvgNumber(decimals);
            DecimalFormat reference = reference(decimals);
            Random random = new Random(11);
            for (int i = 0; i < 40_000; i++) {
                double v = (random.nextDouble() - 0.3) * Math.pow(10, random.nextInt(12) - 4);
                for (double x : new double[] {v, Math.round(v * 20) / 20.0, Math.round(v * 2000) / 2000.0}) {
                    StringBuilder written = new StringBuilder();
                    fast.append(written, fast.units(x));
                    String expected = reference.format(x);
                    assertEquals(expected.equals("-0") ? "0" : expected, written.toString(), decimals + " decimals: " + x);
                }
            }
        }
    }

    /**
     * Values near a half unit, which {@code units} sides by the product's exact rounding error: those
     * exactly halfway between two units (an odd number of {@code 2^-(decimals+1)}: 12.25 at one decimal,
     * 0.125 at two), rounded to the even unit; the doubles nearest a decimal half (12.35, not exactly
     * representable); and the doubles either side of each.
     */
    @Test
    void valuesNearAHalfRoundAsTheDecimalFormatDoes() {
        for (int decimals : new int[] {1, 2, 4}) {
            SvgNumber fast = new SvgNumber(decimals);
            DecimalFormat reference = reference(decimals);
            double step = Math.scalb(1.0, -(decimals + 1));
            Random random = new Random(13);
            for (int i = 0; i < 20_000; i++) {
                long odd = 2L * (i < 2_000 ? i : random.nextInt(1 << 24)) + 1;
                double tie = odd * step;
                double decimalHalf = odd / (2.0 * Math.pow(10, decimals));
                for (double x : new double[] {tie, -tie, Math.nextUp(tie), Math.nextDown(tie), decimalHalf,
                        -decimalHalf, Math.nextUp(decimalHalf), Math.nextDown(decimalHalf)}) {
                    StringBuilder written = new StringBuilder();
                    fast.append(written, fast.units(x));
                    String expected = reference.format(x);
                    assertEquals(expected.equals("-0") ? "0" : expected, written.toString(), decimals + " decimals: " + x);
                }
            }
        }
        assertEquals(122, new SvgNumber(1).units(12.25));
        assertEquals(123, new SvgNumber(1).units(12.35)); // 12.3499999999999996... as a double: not a tie
        assertEquals(128, new SvgNumber(1).units(12.75));
        assertEquals(-2, new SvgNumber(1).units(-0.25));
    }

    @Test
    void readsOnlySensibleDecimals() {
        assertEquals("12.5", new SvgNumber(1).apply(12.5));
        assertEquals("-0", new SvgNumber(1).apply(-0.04));
        assertThrows(IllegalArgumentException.class, () -> new SvgNumber(0));
    }
}
