package dev.tablebook.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.model.Traffic;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The event-driven {@link ScalingSimulation} against the minute-by-minute loop it replaced
 * ({@link MinuteScalingSimulation}): on thousands of seeded random days (constant stretches,
 * ramps, noise, windows, scheduled minimums, maximum caps, constant capacity, real day shapes)
 * every field of the result is the same double, bit for bit, and so is every minute's capacity.
 */
class ScalingSimulationOracleTest {
    private static final int MINUTES = DayShape.MINUTES;

    /** The simulation's ceiling is {@code Math.ceil} to the bit: doubles of every magnitude and sign, and the edges. */
    @Test
    void theCeilingIsMathCeil() {
        List<Double> xs = new ArrayList<>(List.of(0.0, -0.0, Double.MIN_VALUE, -Double.MIN_VALUE, 0.5, -0.5, 1.0, -1.0,
                Math.nextDown(1.0), Math.nextUp(1.0), 0x1p52, Math.nextDown(0x1p52), Math.nextUp(0x1p52), 0x1p53,
                Math.nextDown(0x1p53), 4503599627370495.5, Double.MAX_VALUE, -Double.MAX_VALUE, Double.NaN,
                Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1e-9, -1e-9, 285.7142857142857, 286 - 1e-9));
        SplittableRandom random = new SplittableRandom(52);
        for (int i = 0; i < 200_000; i++) {
            xs.add(Double.longBitsToDouble(random.nextLong()));
            double whole = random.nextInt(1 << 20);
            xs.add(whole);
            xs.add(Math.nextUp(whole));
            xs.add(Math.nextDown(whole));
            xs.add(whole / 0.7 - 1e-9);
            xs.add(random.nextDouble() * Math.scalb(1.0, random.nextInt(120) - 60));
        }
        // a NaN goes to Math.ceil itself; which NaN comes back depends on how Math.ceil was compiled, so NaNs are folded
        for (double x : xs) {
            assertEquals(Double.doubleToLongBits(Math.ceil(x)), Double.doubleToLongBits(ScalingSimulation.ceil(x)),
                    () -> "ceil of " + x);
            if (!Double.isNaN(x)) {
                assertEquals(Double.doubleToRawLongBits(Math.ceil(x)), Double.doubleToRawLongBits(ScalingSimulation.ceil(x)),
                        () -> "ceil of " + x);
            }
        }
    }

    @Test
    void randomDaysGiveTheMinuteLoopsResultsBitForBit() {
        SplittableRandom random = new SplittableRandom(13);
        int throttling = 0;
        int decreasing = 0;
        for (int i = 0; i < 4000; i++) {
            double[] load = randomLoad(random, i % 7 == 6 ? 1 + random.nextInt(200) : MINUTES);
            double[] schedule = random.nextInt(3) == 0 ? randomSchedule(random, load.length) : null;
            double target = random.nextInt(4) == 0 ? 1 : 0.2 + random.nextInt(80) / 100.0;
            double floor = random.nextInt(5) == 0 ? 0 : 1 + random.nextInt(20);
            Double max = random.nextInt(4) == 0 ? floor + random.nextInt(400) : null;
            String what = "case " + i + " (target " + target + ", floor " + floor + ", max " + max + ")";
            MinuteScalingSimulation.Result expected = new MinuteScalingSimulation(target, floor, max).run(load, schedule);
            ScalingSimulation.Result actual = new ScalingSimulation(target, floor, max).run(load, schedule);
            same(expected, actual, what);
            if (schedule == null) {
                // the floor all day is a lower bound of every autoscaled run's unit-hours (the break-even search skips by it)
                double atLeast = new ScalingSimulation(target, floor, max).floorUnitHours(load.length);
                assertTrue(atLeast <= actual.unitHours(), what + ": " + atLeast + " at the floor, " + actual.unitHours());
            }
            throttling += expected.throttles() ? 1 : 0;
            decreasing += distinct(expected.capacity()) > 2 ? 1 : 0;
        }
        // the cases reach the branches that matter
        assertTrue(throttling > 400, throttling + " throttling cases");
        assertTrue(decreasing > 400, decreasing + " cases with several capacities");
    }

    @Test
    void constantCapacityAsTheCapacityComparisonRunsIt() {
        SplittableRandom random = new SplittableRandom(17);
        for (int i = 0; i < 1500; i++) {
            double[] load = randomLoad(random, MINUTES);
            double units = Math.floor(random.nextDouble() * 300);
            same(new MinuteScalingSimulation(1, units, units).run(load), new ScalingSimulation(1, units, units).run(load),
                    "constant " + units + ", case " + i);
        }
    }

    /**
     * Loads the floor serves at the target all day, which the simulation answers without stepping
     * (one run at the floor), and loads a few minutes past that edge, which it must simulate: both
     * as the minute loop gives them, every field bit for bit.
     */
    @Test
    void loadsTheFloorServesStayAtTheFloorAsTheMinuteLoopKeepsThem() {
        SplittableRandom random = new SplittableRandom(31);
        int atFloor = 0;
        int past = 0;
        for (int i = 0; i < 3000; i++) {
            double target = random.nextInt(4) == 0 ? 1 : 0.2 + random.nextInt(80) / 100.0;
            double floor = random.nextInt(6) == 0 ? 0 : 1 + random.nextInt(20);
            Double max = random.nextInt(4) == 0 ? floor + random.nextInt(40) : null;
            double top = target * floor;
            double[] load = new double[i % 7 == 6 ? 1 + random.nextInt(200) : MINUTES];
            int m = 0;
            while (m < load.length) {
                int len = 1 + random.nextInt(random.nextBoolean() ? 30 : 400);
                int kind = random.nextInt(4);
                double level = kind == 0 ? top : random.nextDouble() * top;
                for (int j = 0; j < len && m < load.length; j++, m++) {
                    load[m] = kind == 1 ? top * (j + 1) / len : level;
                }
            }
            if (i % 3 == 0) {
                // a few minutes just past what the floor serves at the target (or past the floor itself)
                int at = random.nextInt(load.length);
                for (int j = 0; j < 1 + random.nextInt(5) && at + j < load.length; j++) {
                    load[at + j] = random.nextBoolean() ? Math.max(Math.nextUp(top), top + random.nextDouble() * 3)
                            : Math.nextUp(floor);
                }
            }
            String what = "case " + i + " (target " + target + ", floor " + floor + ", max " + max + ")";
            MinuteScalingSimulation.Result expected = new MinuteScalingSimulation(target, floor, max).run(load, null);
            same(expected, new ScalingSimulation(target, floor, max).run(load), what);
            boolean flat = distinct(expected.capacity()) == 1 && expected.capacity()[0] == floor && !expected.throttles();
            atFloor += flat ? 1 : 0;
            past += flat ? 0 : 1;
        }
        // both sides of the edge are reached
        assertTrue(atFloor > 1000, atFloor + " cases at the floor all day");
        assertTrue(past > 300, past + " cases that leave the floor or throttle");
    }

    @Test
    void dayShapesGiveTheMinuteLoopsResultsBitForBit() {
        SplittableRandom random = new SplittableRandom(29);
        for (int i = 0; i < 1500; i++) {
            List<DayShape.Group> groups = new ArrayList<>();
            groups.add(new DayShape.Group(null, random.nextDouble() * 500, random.nextDouble() * 300));
            int windows = random.nextInt(3);
            for (int w = 0; w < windows; w++) {
                int from = random.nextInt(MINUTES);
                int to = Math.floorMod(from + 10 + random.nextInt(600), MINUTES);
                groups.add(new DayShape.Group(new Traffic.Window("w" + w, from, to, null), random.nextDouble() * 800,
                        random.nextDouble() * 100));
            }
            DayShape shape = new DayShape(groups, random.nextInt(25) * (random.nextBoolean() ? 1 : 0.5),
                    random.nextInt(4) == 0 ? 0 : random.nextInt(121));
            double target = 0.5 + random.nextInt(40) / 100.0;
            double floor = 1 + random.nextInt(3);
            Double max = random.nextInt(5) == 0 ? floor + random.nextInt(600) : null;
            double[] schedule = windows > 0 && random.nextBoolean() ? randomSchedule(random, MINUTES) : null;
            same(new MinuteScalingSimulation(target, floor, max).run(shape.load(), schedule),
                    new ScalingSimulation(target, floor, max).run(shape, schedule), "shape case " + i);
        }
    }

    @Test
    void repeatedSumIsTheLoopsSum() {
        SplittableRandom random = new SplittableRandom(31);
        for (int i = 0; i < 20000; i++) {
            double s = switch (random.nextInt(6)) {
                case 4 -> Math.scalb(random.nextDouble(), -960 - random.nextInt(100)); // tiny and subnormal sums
                case 0 -> 0;
                case 1 -> random.nextInt(1000);
                case 2 -> random.nextDouble() * Math.pow(10, random.nextInt(12) - 4);
                case 3 -> Math.scalb(1.0, random.nextInt(40) - 10) - Math.ulp(Math.scalb(1.0, random.nextInt(40) - 10)) * random.nextInt(4);
                default -> -random.nextDouble();
            };
            double x = switch (random.nextInt(7)) {
                case 6 -> Math.scalb(random.nextDouble(), -990 - random.nextInt(70));
                case 0 -> random.nextInt(500) / 60.0;
                case 1 -> random.nextDouble() * Math.pow(10, random.nextInt(10) - 6);
                case 2 -> Math.scalb(1.0, random.nextInt(30) - 15) * (1 + random.nextInt(7)); // exact steps and ties
                case 3 -> 0;
                case 4 -> -random.nextDouble();
                default -> (random.nextInt(100) + 0.5) * Math.ulp(Math.max(1e-300, Math.abs(s)));
            };
            int k = random.nextInt(3) == 0 ? random.nextInt(5) : random.nextInt(5000);
            double sum = s;
            for (int j = 0; j < k; j++) {
                sum += x;
            }
            double loop = sum;
            double fast = RepeatedSum.of(s, x, k);
            assertEquals(Double.doubleToRawLongBits(loop), Double.doubleToRawLongBits(fast),
                    () -> s + " + " + x + " x " + k + ": " + loop + " by the loop");
        }
    }

    private static void same(MinuteScalingSimulation.Result expected, ScalingSimulation.Result actual, String what) {
        double[] e = expected.capacity();
        double[] a = actual.capacity();
        assertEquals(e.length, a.length, what);
        for (int m = 0; m < e.length; m++) {
            if (Double.doubleToRawLongBits(e[m]) != Double.doubleToRawLongBits(a[m])) {
                assertEquals(e[m], a[m], what + ": capacity at minute " + m);
                assertEquals(Double.doubleToRawLongBits(e[m]), Double.doubleToRawLongBits(a[m]), what + ": minute " + m);
            }
        }
        // the capacity read every few minutes from the runs, as the day chart reads it
        for (int step : new int[] {1, 7, 10, 60, e.length}) {
            double[] every = actual.capacityEvery(step);
            assertEquals((e.length + step - 1) / step, every.length, what + ": every " + step);
            for (int k = 0; k < every.length; k++) {
                bits(e[k * step], every[k], what + ": every " + step + ", minute " + k * step);
            }
        }
        bits(expected.throttledUnits(), actual.throttledUnits(), what + ": throttled units");
        assertEquals(expected.firstThrottleMinute(), actual.firstThrottleMinute(), what + ": first throttled minute");
        bits(expected.servedUnits(), actual.servedUnits(), what + ": served units");
        bits(expected.unitHours(), actual.unitHours(), what + ": unit-hours");
        bits(expected.lowest(), actual.lowest(), what + ": lowest");
        bits(expected.minimum(), actual.minimum(), what + ": minimum");
        assertEquals(expected.throttles(), actual.throttles(), what + ": throttles");
        for (double reserved : new double[] {0, 1, 100, 7.5, expected.lowest(), 1e9}) {
            bits(expected.unitHoursAbove(reserved), actual.unitHoursAbove(reserved), what + ": unit-hours above " + reserved);
        }
    }

    private static void bits(double expected, double actual, String what) {
        assertEquals(expected, actual, what);
        assertEquals(Double.doubleToRawLongBits(expected), Double.doubleToRawLongBits(actual), what + " (bits)");
    }

    private static int distinct(double[] values) {
        return (int) java.util.Arrays.stream(values).distinct().count();
    }

    /** Stretches of constant load, linear ramps and noisy minutes, at scales from a few units to thousands. */
    private static double[] randomLoad(SplittableRandom random, int n) {
        double[] load = new double[n];
        double scale = Math.pow(10, random.nextInt(4));
        double level = random.nextDouble() * scale;
        int m = 0;
        while (m < n) {
            int len = 1 + random.nextInt(random.nextBoolean() ? 30 : 400);
            int kind = random.nextInt(10);
            double next = random.nextInt(8) == 0 ? 0 : random.nextDouble() * scale * (random.nextInt(6) == 0 ? 4 : 1);
            for (int j = 0; j < len && m < n; j++, m++) {
                load[m] = switch (kind) {
                    case 0, 1 -> level + (next - level) * (j + 1) / len; // a ramp
                    case 2 -> random.nextDouble() * scale;                // noise
                    case 3 -> Math.floor(level);                          // whole units
                    default -> level;                                     // a constant stretch
                };
            }
            level = kind <= 1 ? next : random.nextInt(3) == 0 ? level : next;
        }
        return load;
    }

    /** Zero outside a few windows and a raised minimum inside them. */
    private static double[] randomSchedule(SplittableRandom random, int n) {
        double[] min = new double[n];
        int windows = 1 + random.nextInt(3);
        for (int w = 0; w < windows; w++) {
            int from = random.nextInt(n);
            int len = 1 + random.nextInt(Math.max(1, n / 3));
            double units = 1 + random.nextInt(random.nextBoolean() ? 20 : 2000);
            for (int j = 0; j < len; j++) {
                int at = (from + j) % n;
                min[at] = Math.max(min[at], units);
            }
        }
        return min;
    }
}
