package dev.tablebook.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.model.Traffic;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The memos of {@link ScalingSimulation} runs and {@link DayShape} loads: the same inputs (equal, not
 * the same objects) give the result already computed, and a change of any one input gives a run of
 * its own; the memo is bounded and gives every thread the value of the function.
 */
class SimulationMemoTest {
    private static final int MINUTES = DayShape.MINUTES;

    private static double[] day(double base, double peak) {
        double[] load = new double[MINUTES];
        for (int m = 0; m < MINUTES; m++) {
            load[m] = m >= 600 && m < 720 ? peak : base;
        }
        return load;
    }

    @Test
    void equalInputsShareOneRunAndEachInputIsPartOfTheKey() {
        double[] load = day(3.25, 91.5);
        double[] schedule = new double[MINUTES];
        java.util.Arrays.fill(schedule, 500, 800, 60);
        ScalingSimulation.Result first = new ScalingSimulation(0.7, 1, null).run(load, schedule);
        // equal inputs in new arrays and a new simulation: the same result
        assertSame(first, new ScalingSimulation(0.7, 1, null).run(load.clone(), schedule.clone()));
        // every input moved alone gives a result of its own, and the one the minute loop gives
        double[] otherLoad = load.clone();
        otherLoad[650] = Math.nextUp(otherLoad[650]);
        double[] otherSchedule = schedule.clone();
        otherSchedule[799] = 61;
        List<Object[]> moved = List.of(
                new Object[] {0.7000000000000001, 1.0, null, load, schedule},
                new Object[] {0.7, 2.0, null, load, schedule},
                new Object[] {0.7, 1.0, 100.0, load, schedule},
                new Object[] {0.7, 1.0, null, otherLoad, schedule},
                new Object[] {0.7, 1.0, null, load, otherSchedule},
                new Object[] {0.7, 1.0, null, load, null});
        for (Object[] c : moved) {
            double target = (double) c[0];
            double floor = (double) c[1];
            Double max = (Double) c[2];
            ScalingSimulation.Result r = new ScalingSimulation(target, floor, max).run((double[]) c[3], (double[]) c[4]);
            assertNotSame(first, r);
            MinuteScalingSimulation.Result expected = new MinuteScalingSimulation(target, floor, max).run((double[]) c[3], (double[]) c[4]);
            assertEquals(expected.unitHours(), r.unitHours());
            assertEquals(expected.throttledUnits(), r.throttledUnits());
        }
        // a maximum of 100 units caps the peak (131 units wanted): not the run without a maximum
        assertEquals(100.0, new ScalingSimulation(0.7, 1, 100.0).run(load).capacity()[719]);
        assertEquals(131.0, new ScalingSimulation(0.7, 1, null).run(load).capacity()[719]);
    }

    @Test
    void dayShapesOfEqualInputsShareTheirLoadAndKeepTheirOwnWindows() {
        Traffic.Window a = new Traffic.Window("batch", 120, 180, null);
        Traffic.Window b = new Traffic.Window("nightly", 120, 180, null);
        List<DayShape.Group> one = List.of(new DayShape.Group(null, 40, 12), new DayShape.Group(a, 30, 2));
        List<DayShape.Group> two = List.of(new DayShape.Group(null, 40, 12), new DayShape.Group(b, 30, 2));
        DayShape x = new DayShape(one, 6, 30);
        DayShape y = new DayShape(two, 6, 30);
        assertSame(x.pieces(), y.pieces());
        assertEquals("nightly", y.peaks().get(1).window().name());
        // two groups of one window add up at its peak; the same peaks in two windows of the same minutes do not
        List<DayShape.Group> shared = List.of(new DayShape.Group(a, 30, 2), new DayShape.Group(a, 20, 2));
        List<DayShape.Group> apart = List.of(new DayShape.Group(a, 30, 2), new DayShape.Group(b, 20, 2));
        assertEquals(50.0, new DayShape(shared, 6, 30).peakLoad());
        assertEquals(30.0, new DayShape(apart, 6, 30).peakLoad());
        // each input moved alone: a load of its own, the load a shape built afresh has
        List<List<DayShape.Group>> moved = List.of(
                List.of(new DayShape.Group(null, 40.5, 12), new DayShape.Group(a, 30, 2)),
                List.of(new DayShape.Group(null, 40, 12.5), new DayShape.Group(a, 30, 2)),
                List.of(new DayShape.Group(null, 40, 12), new DayShape.Group(new Traffic.Window("w", 121, 180, null), 30, 2)),
                List.of(new DayShape.Group(null, 40, 12), new DayShape.Group(new Traffic.Window("w", 120, 181, null), 30, 2)));
        for (List<DayShape.Group> groups : moved) {
            assertNotSame(x.pieces(), new DayShape(groups, 6, 30).pieces());
            assertEquals(new MinuteDayShape(groups, 6, 30).load().length, new DayShape(groups, 6, 30).load().length);
            assertArrayEqualsBits(new MinuteDayShape(groups, 6, 30).load(), new DayShape(groups, 6, 30).load());
        }
        assertNotSame(x.pieces(), new DayShape(one, 7, 30).pieces());
        assertNotSame(x.pieces(), new DayShape(one, 6, 20).pieces());
        assertArrayEqualsBits(new MinuteDayShape(one, 7, 30).load(), new DayShape(one, 7, 30).load());
        assertArrayEqualsBits(new MinuteDayShape(one, 6, 20).load(), new DayShape(one, 6, 20).load());
    }

    /**
     * A shape built outside the memo of loads and its run outside the memo of runs (a break-even search's
     * steps) are the memo's to the last bit: random daily peaks and windows, their load factors, peak hours,
     * rises and scaling settings, loads at the floor and above it.
     */
    @Test
    void shapesAndRunsOutsideTheMemosAreTheMemosToTheBit() {
        SplittableRandom random = new SplittableRandom(32);
        Traffic.Window[] windows = {new Traffic.Window("a", 60, 120, null), new Traffic.Window("b", 1380, 90, null),
                new Traffic.Window("c", 600, 601, null)};
        int atFloor = 0;
        for (int i = 0; i < 2000; i++) {
            List<DayShape.Group> groups = new ArrayList<>();
            double factor = random.nextInt(4) == 0 ? random.nextInt(21) / 20.0 : random.nextDouble();
            double peak = random.nextInt(3) == 0 ? random.nextDouble() * 3 : random.nextDouble() * 5000;
            groups.add(new DayShape.Group(null, peak, peak * factor));
            for (int w = random.nextInt(3); w > 0; w--) {
                double p = random.nextDouble() * 2000;
                groups.add(new DayShape.Group(windows[random.nextInt(windows.length)], p, p * factor));
            }
            double hours = random.nextInt(4) == 0 ? 24 : 0.5 + random.nextInt(40) / 2.0;
            int ramp = random.nextInt(5) * 15;
            DayShape.Blocks blocks = new DayShape.Blocks();
            DayShape alone = DayShape.unmemoized(groups, hours, ramp, blocks);
            DayShape kept = new DayShape(groups, hours, ramp);
            assertEquals(kept.pieces(), alone.pieces(), "shape " + i);
            assertArrayEqualsBits(kept.load(), alone.load());
            assertEquals(kept.peaks(), alone.peaks());
            assertEquals(Double.doubleToRawLongBits(kept.peakLoad()), Double.doubleToRawLongBits(alone.peakLoad()));
            double floor = 1 + random.nextInt(4) * random.nextInt(50);
            Double max = random.nextInt(3) == 0 ? floor + random.nextInt(3000) : null;
            double target = 0.2 + random.nextInt(80) / 100.0;
            ScalingSimulation sim = new ScalingSimulation(target, floor, max);
            ScalingSimulation.Result expected = sim.run(kept);
            ScalingSimulation.Result actual = sim.runUnmemoized(alone);
            assertNotSame(expected, actual);
            assertArrayEqualsBits(expected.capacity(), actual.capacity());
            assertEquals(Double.doubleToRawLongBits(expected.throttledUnits()), Double.doubleToRawLongBits(actual.throttledUnits()));
            assertEquals(expected.firstThrottleMinute(), actual.firstThrottleMinute());
            assertEquals(Double.doubleToRawLongBits(expected.unitHours()), Double.doubleToRawLongBits(actual.unitHours()));
            assertEquals(Double.doubleToRawLongBits(expected.servedUnits()), Double.doubleToRawLongBits(actual.servedUnits()));
            atFloor += actual.capacity()[0] == floor && actual.lowest() == floor && actual.unitHours() == sim.floorUnitHours(MINUTES)
                    ? 1 : 0;
        }
        // both kinds of run were met: at the floor all day and above it
        assertTrue(atFloor > 100 && atFloor < 1900, String.valueOf(atFloor));
    }

    private static void assertArrayEqualsBits(double[] expected, double[] actual) {
        assertEquals(expected.length, actual.length);
        for (int m = 0; m < expected.length; m++) {
            assertEquals(Double.doubleToRawLongBits(expected[m]), Double.doubleToRawLongBits(actual[m]), "minute " + m);
        }
    }

    @Test
    void theMemoIsBoundedAndKeepsWhatIsUsedAgain() {
        AtomicInteger computed = new AtomicInteger();
        Memo<Integer, String> memo = new Memo<>(10);
        for (int i = 0; i < 1000; i++) {
            assertEquals("v" + i, memo.get(i, k -> {
                computed.incrementAndGet();
                return "v" + k;
            }));
            // the key before is still held
            assertEquals("v" + Math.max(0, i - 1), memo.get(Math.max(0, i - 1), k -> {
                throw new AssertionError("computed again: " + k);
            }));
        }
        assertEquals(1000, computed.get());
        // the oldest keys were let go: they are computed again
        memo.get(0, k -> {
            computed.incrementAndGet();
            return "v" + k;
        });
        assertEquals(1001, computed.get());
    }

    @Test
    void threadsSharingTheMemoGetTheMinuteLoopsResults() throws Exception {
        SplittableRandom random = new SplittableRandom(5);
        List<double[]> loads = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            loads.add(day(random.nextInt(20), 20 + random.nextInt(300)));
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                done.add(pool.submit(() -> {
                    for (int round = 0; round < 5; round++) {
                        for (double[] load : loads) {
                            ScalingSimulation.Result r = new ScalingSimulation(0.7, 1, null).run(load.clone());
                            MinuteScalingSimulation.Result expected = new MinuteScalingSimulation(0.7, 1, null).run(load);
                            assertEquals(expected.unitHours(), r.unitHours());
                            assertEquals(expected.servedUnits(), r.servedUnits());
                            assertEquals(expected.minimum(), r.minimum());
                        }
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
