package dev.tablebook.bench;

import dev.tablebook.check.Finding;
import dev.tablebook.cost.Pricing;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import dev.tablebook.render.ServicePages;
import dev.tablebook.render.SiteCosts;
import dev.tablebook.render.Templates;
import dev.tablebook.run.Pipeline;
import dev.tablebook.run.RunResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The in-process cost of one service's pages (JMH; never run as a test): one operation renders a
 * service's page, its Markdown copy and its review packet from views computed beforehand
 * ({@link ServicePages#render(ServicePages.Prepared, dev.tablebook.render.verify.VerifiedView)}:
 * the templates alone, charts already drawn), the services of {@code designs} taken in turn.
 * {@link #views} measures the views themselves (page data, cost blocks, charts). Run it with the
 * client compiler only, as the launcher runs {@code build}. The secondary results {@code cpuNanos}
 * and {@code calls} ({@link CostPerModel.Cpu}) give the benchmark thread's CPU time per operation.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms512m", "-Xmx512m", "-Djava.awt.headless=true", "-XX:TieredStopAtLevel=1"})
public class PagesPerService {
    /** The design folder, relative to the repository root (the working directory of the run). */
    @Param("designs")
    public String designs;

    private final List<Service> pool = new ArrayList<>();
    private ServicePages pages;
    private int next;

    /** One design with its own findings and the site's costs, and the views its pages show. */
    private record Service(Design design, List<Finding> findings, SiteCosts costs, ServicePages.Prepared views) {
    }

    @Setup
    public void load() {
        LoadResult loaded = new DesignLoader().load(List.of(Path.of(designs)));
        if (loaded.hasErrors() || loaded.designs().isEmpty()) {
            throw new IllegalStateException("cannot load " + designs + ": " + loaded.errors());
        }
        RunResult run = Pipeline.standard(new Pricing(null, null)).run(loaded);
        SiteCosts costs = SiteCosts.of(loaded.designs(), run.costs(), run.findings());
        pages = new ServicePages(new Templates());
        for (Design d : loaded.designs()) {
            List<Finding> own = run.findings().stream().filter(f -> d.service().equals(f.service())).toList();
            pool.add(new Service(d, own, costs, pages.prepare(d, null, own, costs)));
        }
    }

    private Service nextService() {
        Service s = pool.get(next);
        next = (next + 1) % pool.size();
        return s;
    }

    @Benchmark
    public ServicePages.Pages pages(CostPerModel.Cpu cpu) {
        Service s = nextService();
        long start = cpu.start();
        ServicePages.Pages out = pages.render(s.views(), null);
        cpu.stop(start);
        return out;
    }

    @Benchmark
    public ServicePages.Prepared views(CostPerModel.Cpu cpu) {
        Service s = nextService();
        long start = cpu.start();
        ServicePages.Prepared out = pages.prepare(s.design(), null, s.findings(), s.costs());
        cpu.stop(start);
        return out;
    }
}
