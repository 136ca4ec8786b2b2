package dev.tablebook.bench;

import dev.tablebook.render.chart.ChartData;
import dev.tablebook.render.chart.ChartSvg;
import dev.tablebook.render.chart.ExampleCharts;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One chart drawn as the site draws it ({@link ChartSvg#render}: laid out from its data and
 * written as the {@code <svg>} element), the charts of the example designs
 * (every chart their site shows) taken in turn, so the score is the mean per chart (JMH, never
 * a test). The secondary results sum, over the measured iterations, the benchmark thread's CPU
 * time ({@code cpuNanos}), the charts drawn ({@code calls}) and their UTF-8 bytes
 * ({@code bytes}): CPU time and bytes per chart are their quotients by {@code calls}. Put an
 * older tablebook jar before the test classes on the class path to measure its charts instead
 * (docs/performance.md, Charts).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms256m", "-Xmx256m", "-Djava.awt.headless=true"})
public class ChartRender {
    /** The design folder, relative to the repository root (the working directory of the run). */
    @Param("designs")
    public String designs;

    private List<ChartData> pool;
    private int next;

    @Setup
    public void load() {
        pool = ExampleCharts.of(Path.of(designs)).stream().map(ExampleCharts.Shown::data).toList();
        if (pool.isEmpty()) {
            throw new IllegalStateException("no charts in " + designs);
        }
    }

    /** The benchmark thread's CPU time, the charts and their bytes, summed over each iteration. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class Counters {
        private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
        public long cpuNanos;
        public long calls;
        public long bytes;

        @Setup(Level.Iteration)
        public void reset() {
            cpuNanos = 0;
            calls = 0;
            bytes = 0;
        }
    }

    @Benchmark
    public String render(Counters counters) {
        ChartData chart = pool.get(next);
        next = (next + 1) % pool.size();
        long start = Counters.THREADS.getCurrentThreadCpuTime();
        String svg = ChartSvg.render(chart);
        counters.cpuNanos += Counters.THREADS.getCurrentThreadCpuTime() - start;
        counters.calls++;
        counters.bytes += svg.getBytes(StandardCharsets.UTF_8).length;
        return svg;
    }
}
