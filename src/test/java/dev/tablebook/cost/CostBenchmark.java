package dev.tablebook.cost;

import dev.tablebook.load.PriceSheets;

import dev.tablebook.render.cost.CostJson;

import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.ImportedModel;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * How long costing takes for 1, 100 and 1,000 designs (run by bench/cost.sh; not a unit test).
 * The designs are the repository's examples and the test designs and imported models, cycled to
 * the count; each is costed in full (units, storage, line items, capacity plan, hot partitions,
 * sensitivity) and the reports rendered as JSON. Prints the median of 5 runs after a warm-up.
 */
public final class CostBenchmark {
    private CostBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        List<Path> folders = new ArrayList<>();
        for (String f : args.length > 0 ? args : new String[] {"designs", "src/test/resources/designs", "src/test/resources/imported"}) {
            if (Files.isDirectory(Path.of(f))) {
                folders.add(Path.of(f));
            }
        }
        LoadResult loaded = new DesignLoader().load(folders);
        if (loaded.hasErrors() || loaded.designs().isEmpty()) {
            System.err.println("cannot load the benchmark designs: " + loaded.errors());
            System.exit(2);
        }
        List<Design> pool = loaded.designs();
        CostEngine engine = new CostEngine(PriceSheets.builtIn("us-east-1"));
        System.out.printf(Locale.ROOT, "%d distinct designs (%d patterns) from %s%n", pool.size(),
                pool.stream().mapToInt(d -> d.imported() instanceof ImportedModel m ? m.accessPatterns().size() : d.patterns().size()).sum(),
                folders);
        run(engine, pool, 300); // warm-up
        System.out.printf(Locale.ROOT, "%8s  %12s  %12s  %14s%n", "designs", "cost (ms)", "json (ms)", "ms per design");
        for (int n : new int[] {1, 100, 1000}) {
            long[] cost = new long[5];
            long[] json = new long[5];
            for (int i = 0; i < cost.length; i++) {
                long[] t = run(engine, pool, n);
                cost[i] = t[0];
                json[i] = t[1];
            }
            double c = median(cost) / 1e6;
            double j = median(json) / 1e6;
            System.out.printf(Locale.ROOT, "%8d  %12.2f  %12.2f  %14.3f%n", n, c, j, (c + j) / n);
        }
    }

    private static long[] run(CostEngine engine, List<Design> pool, int n) {
        long start = System.nanoTime();
        List<CostReport> reports = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            reports.add(engine.cost(pool.get(i % pool.size())));
        }
        long costed = System.nanoTime();
        String json = CostJson.render(reports);
        long rendered = System.nanoTime();
        if (json.isEmpty()) {
            throw new IllegalStateException("no output");
        }
        return new long[] {costed - start, rendered - costed};
    }

    private static double median(long[] values) {
        long[] v = values.clone();
        Arrays.sort(v);
        return v[v.length / 2];
    }
}
