package dev.tablebook.format;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
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

/**
 * The figures are written without a formatter per call; they must read exactly as the
 * {@code DecimalFormat} patterns they stand for, which this test keeps as the reference.
 */
class FiguresTest {
    private static final double[] EDGES = {0, -0.0, 1, -1, 0.5, 0.05, 0.005, 0.0049999, 0.00125, 0.000000625,
        1e-12, 3.0, 12.5, 999.995, 999.99999, 1000, 1234.5, -1234.5678, 1_000_000, 2_000_000.125, 123456789.987654,
        1e15, 1e20, -0.001, 0.125, 0.375, 2.675, 1.005, 0.00005, 0.000049999, 99999.99995};

    @Test
    void writesFixedFiguresAsBefore() {
        assertEquals("1,234.5", Figures.num(1234.5));
        assertEquals("0.5", Figures.num(0.5));
        assertEquals("3", Figures.num(3.0));
        assertEquals("$1,234.56", Figures.usd(1234.56));
        assertEquals("-$0.0012", Figures.usd(-0.0012));
        assertEquals("$0.00", Figures.usd(-0.0));
        assertEquals("2,000,000", Figures.count(2_000_000));
        assertEquals("-1,000", Figures.count(-1000));
        assertEquals("12.5%", Figures.approxPercent(0.125));
        assertEquals("12.5 KB", Figures.bytes(12.5 * 1024));
    }

    @Test
    void matchesTheDecimalFormatPatternsOnEdgesAndSeededValues() {
        for (double v : values()) {
            assertEquals(referenceNum(v), Figures.num(v), "num " + v);
            assertEquals(referenceUsd(v), Figures.usd(v), "usd " + v);
            assertEquals(referenceApprox(v), Figures.approx(v), "approx " + v);
            long n = (long) v;
            assertEquals(new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(Locale.ROOT)).format(n),
                    Figures.count(n), "count " + n);
        }
        assertEquals(new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(Locale.ROOT)).format(Long.MIN_VALUE),
                Figures.count(Long.MIN_VALUE));
    }

    /**
     * {@code num} and {@code usd} round the digits of {@code Double.toString} themselves; over many
     * values of every magnitude, and values on the decimal grids where ties are (a 5 right after the
     * last kept digit, with and without digits beyond it), they write what the {@code DecimalFormat}
     * references write from {@link BigDecimal}'s rounding.
     */
    @Test
    void theDigitArithmeticIsTheDecimalArithmetic() {
        Random random = new Random(29);
        for (int i = 0; i < 100_000; i++) {
            double magnitude = Math.pow(10, random.nextInt(24) - 13);
            double v = random.nextDouble() * magnitude * (random.nextBoolean() ? 1 : -1);
            double tie = Math.round(v * 200) / 200.0 + (random.nextBoolean() ? 0 : 0.005);
            double tie4 = (Math.round(v * 20000) + 0.5) / 20000.0;
            double nines = Math.floor(v) + 0.99995 + random.nextInt(3) * 0.000001;
            for (double x : new double[] {v, tie, tie4, nines, Math.rint(v), v / 3}) {
                assertEquals(referenceNum(x), Figures.num(x), () -> "num " + x);
                assertEquals(referenceUsd(x), Figures.usd(x), () -> "usd " + x);
            }
        }
    }

    /**
     * The scaled path ({@code Figures.scaled}) writes what the decimal rounding of the value's
     * {@code Double.toString} digits writes wherever it answers: values of every magnitude and
     * number of decimals, whole numbers, and values just outside and inside its margin around a tie
     * (where it must decline). It answers most values, so the figures above go through it.
     */
    @Test
    void theScaledPathIsTheDecimalRounding() {
        Random random = new Random(31);
        int answered = 0;
        int asked = 0;
        for (int i = 0; i < 200_000; i++) {
            int decimals = 1 + random.nextInt(12);
            double magnitude = Math.pow(10, random.nextInt(20) - 12);
            double v = random.nextDouble() * magnitude * (random.nextBoolean() ? 1 : -1);
            double scale = Math.pow(10, decimals);
            double near = (Math.floor(v * scale) + 0.5 + (random.nextBoolean() ? 1 : -1)
                    * (0.0009 + random.nextInt(4) * 0.0001)) / scale;
            for (double x : new double[] {v, near, Math.rint(v), Math.rint(v * scale) / scale}) {
                for (boolean keepZeros : new boolean[] {true, false}) {
                    String scaled = Figures.scaled(x, decimals, keepZeros);
                    asked++;
                    if (scaled != null) {
                        answered++;
                        assertEquals(referenceRounded(x, decimals, keepZeros), scaled,
                                () -> x + " to " + decimals + (keepZeros ? " keeping zeros" : ""));
                    }
                }
            }
        }
        assertEquals(null, Figures.scaled(1e11, 0, false));
        assertEquals(null, Figures.scaled(2.5, 0, false));
        assertEquals(null, Figures.scaled(Double.NaN, 2, true));
        assertEquals("-1,234.57", Figures.scaled(-1234.567, 2, true));
        assertEquals("0", Figures.scaled(-0.00001, 2, false));
        assertEquals("1,000", Figures.scaled(999.99999, 4, false));
        org.junit.jupiter.api.Assertions.assertTrue(answered > asked * 0.7, answered + " of " + asked);
    }

    private static String referenceRounded(double v, int decimals, boolean keepZeros) {
        BigDecimal b = BigDecimal.valueOf(v).setScale(decimals, RoundingMode.HALF_EVEN);
        return format("#,##0." + (keepZeros ? "0" : "#").repeat(decimals)).format(b);
    }

    /**
     * {@code approx} writes what {@code #,##0.##} writes, without the formatter where it can: over
     * values of every magnitude, both signs, the two-decimal ties and their binary neighbours (1.005,
     * 1.015, 2.675: the formatter rounds the binary value, not its shortest digits), values just
     * inside and outside the margin around a tie, negative values that round to zero ("-0"), -0.0,
     * values at and past 10^9, NaN and the infinities.
     */
    @Test
    void approxIsTheFormattersFigure() {
        DecimalFormat reference = new DecimalFormat("#,##0.##", DecimalFormatSymbols.getInstance(Locale.ROOT));
        Random random = new Random(37);
        List<Double> xs = new ArrayList<>(List.of(-0.0, 0.0, -0.001, -0.004999, -0.005, -0.0051, 1.005, 1.015, 2.675,
                0.125, 0.375, 999_999_999.995, 1e9, 1e11, -1e12, 123_456_789.125, Double.NaN,
                Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, -Double.MIN_VALUE,
                Double.MAX_VALUE));
        for (int i = 0; i < 100_000; i++) {
            double magnitude = Math.pow(10, random.nextInt(16) - 6);
            double v = random.nextDouble() * magnitude * (random.nextBoolean() ? 1 : -1);
            double tie = (Math.floor(v * 100) + 0.5) / 100;
            double near = (Math.floor(v * 100) + 0.5 + (random.nextBoolean() ? 1 : -1)
                    * (0.0009 + random.nextInt(4) * 0.0001)) / 100;
            xs.addAll(List.of(v, tie, Math.nextUp(tie), Math.nextDown(tie), near, Math.rint(v), v / 1e4));
        }
        int fast = 0;
        for (double x : xs) {
            assertEquals(reference.format(x), Figures.approx(x), () -> "approx " + x);
            fast += Figures.scaled(x, 2, false) != null ? 1 : 0;
        }
        org.junit.jupiter.api.Assertions.assertTrue(fast > xs.size() / 2, fast + " of " + xs.size() + " written without it");
    }

    @Test
    void givesTheSameFiguresFromManyThreads() throws Exception {
        List<Double> values = values();
        List<String> expected = values.stream().map(FiguresTest::all).toList();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<List<String>>> runs = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                runs.add(pool.submit(() -> values.stream().map(FiguresTest::all).toList()));
            }
            for (Future<List<String>> run : runs) {
                assertEquals(expected, run.get());
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static String all(double v) {
        return Figures.num(v) + " " + Figures.usd(v) + " " + Figures.approx(v) + " " + Figures.percent(v);
    }

    private static List<Double> values() {
        List<Double> out = new ArrayList<>();
        for (double e : EDGES) {
            out.add(e);
            out.add(-e);
        }
        Random random = new Random(13);
        for (int i = 0; i < 5_000; i++) {
            double magnitude = Math.pow(10, random.nextInt(16) - 8);
            double v = random.nextDouble() * magnitude * (random.nextBoolean() ? 1 : -1);
            out.add(v);
            // values on the decimal grid, where ties are
            out.add(Math.round(v * 1000) / 1000.0);
            out.add(Math.round(v * 200) / 200.0);
        }
        return out;
    }

    private static String referenceNum(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return String.valueOf(v);
        }
        double a = Math.abs(v);
        int decimals = a == 0 || a >= 1 ? 4 : Math.min(12, 4 - (int) Math.floor(Math.log10(a)));
        return format("#,##0." + "#".repeat(decimals)).format(BigDecimal.valueOf(v).setScale(decimals, RoundingMode.HALF_EVEN));
    }

    private static String referenceUsd(double v) {
        double a = Math.abs(v);
        if (a > 0 && a < 0.01) {
            return (v < 0 ? "-$" : "$") + referenceNum(a);
        }
        return (v < 0 ? "-$" : "$") + format("#,##0.00").format(BigDecimal.valueOf(a));
    }

    /** The reference formats by pattern, one per thread (formats are not thread-safe). */
    private static final ThreadLocal<java.util.Map<String, DecimalFormat>> FORMATS =
            ThreadLocal.withInitial(java.util.HashMap::new);

    private static DecimalFormat format(String pattern) {
        return FORMATS.get().computeIfAbsent(pattern, k -> {
            DecimalFormat f = new DecimalFormat(k, DecimalFormatSymbols.getInstance(Locale.ROOT));
            f.setRoundingMode(RoundingMode.HALF_EVEN);
            return f;
        });
    }

    private static String referenceApprox(double v) {
        return new DecimalFormat("#,##0.##", DecimalFormatSymbols.getInstance(Locale.ROOT)).format(v);
    }
}
