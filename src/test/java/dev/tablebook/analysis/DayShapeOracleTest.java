package dev.tablebook.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The daily peak block of {@link DayShape}, whose minutes are classified by ranges, against the
 * minute-by-minute classification it replaced (below, as it was): the same load, bit for bit, for
 * seeded random peaks, averages (shortened peaks included), peak hours and ramps.
 */
class DayShapeOracleTest {
    private static final int MINUTES = DayShape.MINUTES;

    @Test
    void theDailyBlockIsTheMinuteByMinuteOne() {
        SplittableRandom random = new SplittableRandom(7);
        DayShape.Blocks blocks = new DayShape.Blocks();
        int sampledCases = 0;
        for (int i = 0; i < 3000; i++) {
            double peak = random.nextInt(4) == 0 ? random.nextInt(1000) : random.nextDouble() * 5000;
            double average = random.nextInt(5) == 0 ? peak : peak * random.nextDouble() * (random.nextBoolean() ? 1 : 0.05);
            double stated = random.nextInt(3) == 0 ? random.nextInt(25) : random.nextDouble() * 26 - 1;
            int ramp = random.nextInt(4) == 0 ? 0 : random.nextInt(20) == 0 ? -random.nextInt(100) : random.nextInt(random.nextBoolean() ? 120 : 3000);
            // every other case through a cache of blocks, with a second shape (reads and writes) sharing it
            for (double scale : i % 2 == 0 ? new double[] {1} : new double[] {1, 1 + i % 5}) {
                double p = peak * scale;
                double avg = average * scale;
                DayShape shape = i % 2 == 0 ? new DayShape(List.of(new DayShape.Group(null, p, avg)), stated, ramp)
                        : new DayShape(List.of(new DayShape.Group(null, p, avg)), stated, ramp, blocks);
                double[] expected = expected(p, avg, stated, ramp);
                double[] actual = shape.load();
                for (int m = 0; m < MINUTES; m++) {
                    int minute = m;
                    assertEquals(Double.doubleToRawLongBits(expected[m]), Double.doubleToRawLongBits(actual[m]),
                            () -> "peak " + p + ", average " + avg + ", " + stated + " h, ramp " + ramp + ", minute "
                                    + minute + ": " + expected[minute] + " expected, " + actual[minute]);
                }
            }
            double[] expected = expected(peak, average, stated, ramp);
            sampledCases += java.util.Arrays.stream(expected).filter(v -> v != expected[0] && v != peak).count() > 0 ? 1 : 0;
        }
        assertTrue(sampledCases > 1000, sampledCases + " cases with ramp minutes");
    }

    @Test
    void shapesOfSeveralGroupsAreTheMinuteByMinuteOnes() {
        SplittableRandom random = new SplittableRandom(11);
        DayShape.Blocks blocks = new DayShape.Blocks();
        int windows = 0;
        for (int i = 0; i < 3000; i++) {
            List<DayShape.Group> groups = new java.util.ArrayList<>();
            for (int g = random.nextInt(4); g >= 0; g--) {
                dev.tablebook.model.Traffic.Window w = null;
                if (random.nextInt(3) > 0) {
                    int from = random.nextInt(3) == 0 ? random.nextInt(3) * 720 : random.nextInt(MINUTES);
                    int to = random.nextInt(8) == 0 ? from : Math.floorMod(from + 1 + random.nextInt(1400), MINUTES);
                    w = new dev.tablebook.model.Traffic.Window("w" + g, from, to, null);
                    windows++;
                }
                double peak = random.nextInt(8) == 0 ? 0 : random.nextDouble() * 1000;
                double average = random.nextInt(6) == 0 ? peak : peak * random.nextDouble() * (random.nextBoolean() ? 1 : 0.05);
                groups.add(new DayShape.Group(w, peak, average));
            }
            double hours = random.nextInt(3) == 0 ? random.nextInt(25) : random.nextDouble() * 24;
            int ramp = random.nextInt(4) == 0 ? 0 : random.nextInt(240);
            MinuteDayShape expected = new MinuteDayShape(groups, hours, ramp);
            DayShape actual = i % 2 == 0 ? new DayShape(groups, hours, ramp) : new DayShape(groups, hours, ramp, blocks);
            String what = "case " + i + ": " + groups + ", " + hours + " h, ramp " + ramp;
            double[] e = expected.load();
            double[] a = actual.load();
            for (int m = 0; m < MINUTES; m++) {
                assertEquals(Double.doubleToRawLongBits(e[m]), Double.doubleToRawLongBits(a[m]), what + ", minute " + m);
                assertEquals(Double.doubleToRawLongBits(e[m]), Double.doubleToRawLongBits(actual.at(m + MINUTES)), what + ", at " + m);
            }
            assertEquals(Double.doubleToRawLongBits(expected.mean()), Double.doubleToRawLongBits(actual.mean()), what + ": mean");
            assertEquals(Double.doubleToRawLongBits(expected.minimum()), Double.doubleToRawLongBits(actual.minimum()), what + ": minimum");
            assertEquals(Double.doubleToRawLongBits(expected.peakLoad()), Double.doubleToRawLongBits(actual.peakLoad()), what + ": peak");
            assertEquals(expected.peaks(), actual.peaks(), what + ": peaks");
        }
        assertTrue(windows > 3000, windows + " windows");
    }

    /** One daily group's load as DayShape built it minute by minute before. */
    private static double[] expected(double peak, double average, double statedHours, int rampMinutes) {
        double[] load = new double[MINUTES];
        double stated = Math.max(0, Math.min(24, statedHours));
        double hours = DayShape.sustainedHours(peak, average, stated);
        double base = DayShape.baseline(peak, average, hours);
        if (peak <= 0) {
            return load;
        }
        if (average >= peak || hours >= 24) {
            for (int m = 0; m < MINUTES; m++) {
                load[m] += hours >= 24 ? peak : average;
            }
            return load;
        }
        double len = hours * 60;
        double start = DayShape.PEAK_CENTRE_MINUTE - len / 2;
        double half = Math.min(rampMinutes / 2.0, Math.min(len, MINUTES - len));
        for (int m = 0; m < MINUTES; m++) {
            load[m] += base + (peak - base) * MinuteDayShape.coverage(m, start, len, half);
        }
        return load;
    }
}
