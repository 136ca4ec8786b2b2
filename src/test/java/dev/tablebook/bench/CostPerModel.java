package dev.tablebook.bench;

import dev.tablebook.cost.CostEngine;
import dev.tablebook.cost.CostReport;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.load.PriceSheets;
import dev.tablebook.model.Design;
import dev.tablebook.render.cost.CostJson;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
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

/**
 * The in-process cost of one model (JMH; run by bench/scale.sh and bench/cost.sh, never as a
 * test). One operation costs one design in full, as {@code tablebook cost} does (units, storage,
 * line items, capacity plan, hot partitions, sensitivity), the designs of {@code designs} taken in
 * turn, so the score is the mean over them. {@link #costAndJson} adds the design's JSON report.
 * On a shared machine the wall-clock score counts the other processes' time too: the secondary
 * results {@code cpuNanos} and {@code calls} sum the benchmark thread's own CPU time and its
 * operations over the measured iterations: their quotient is the CPU time per operation.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = {"-Xms256m", "-Xmx256m", "-Djava.awt.headless=true"})
public class CostPerModel {
    /** The design folder, relative to the repository root (the working directory of the run). */
    @Param("designs")
    public String designs;

    private List<Design> pool;
    private CostEngine engine;

    @Setup
    public void load() throws Exception {
        LoadResult loaded = new DesignLoader().load(List.of(Path.of(designs)));
        if (loaded.hasErrors() || loaded.designs().isEmpty()) {
            throw new IllegalStateException("cannot load " + designs + ": " + loaded.errors());
        }
        pool = loaded.designs();
        engine = new CostEngine(PriceSheets.builtIn("us-east-1"));
    }

    private int next;

    /** The benchmark thread's CPU time, summed over each iteration's operations (JMH event counters). */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class Cpu {
        private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
        public long cpuNanos;
        public long calls;

        @Setup(Level.Iteration)
        public void reset() {
            cpuNanos = 0;
            calls = 0;
        }

        long start() {
            return THREADS.getCurrentThreadCpuTime();
        }

        void stop(long start) {
            cpuNanos += THREADS.getCurrentThreadCpuTime() - start;
            calls++;
        }
    }

    private Design nextDesign() {
        Design d = pool.get(next);
        next = (next + 1) % pool.size();
        return d;
    }

    @Benchmark
    public CostReport cost(Cpu cpu) {
        long start = cpu.start();
        CostReport report = engine.cost(nextDesign());
        cpu.stop(start);
        return report;
    }

    @Benchmark
    public String costAndJson(Cpu cpu) {
        long start = cpu.start();
        String json = CostJson.render(List.of(engine.cost(nextDesign())));
        cpu.stop(start);
        return json;
    }
}
