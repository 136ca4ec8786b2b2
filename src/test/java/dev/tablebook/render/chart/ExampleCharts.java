package dev.tablebook.render.chart;

import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.Pricing;
import dev.tablebook.cost.TableCapacity;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.DesignSource;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The charts a site of the example designs ({@code designs/}) shows, as data: per service the
 * breakdown, the patterns (when a pattern has a bar), each table's capacity (unless idle or
 * without a curve) and day (unless idle or without a day), and the services comparison of the
 * index. The same conditions as the service page's cost section; the browser test checks that
 * the site's drawings are exactly these (the browser test and the chart benchmark use them).
 */
public final class ExampleCharts {
    /** A chart and the service page (or "index") that shows it. */
    public record Shown(String page, ChartData data) {
    }

    private ExampleCharts() {
    }

    /** The designs of the folder, read as the build command reads them; they must load without errors. */
    static LoadResult load(Path designs) {
        List<DesignSource> sources = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(designs)) {
            for (Path f : walk.filter(Files::isRegularFile).sorted().toList()) {
                if (DesignLoader.isDesignFile(f.getFileName().toString())) {
                    sources.add(new DesignSource("designs/" + designs.relativize(f).toString().replace('\\', '/'),
                            Files.readAllBytes(f)));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        LoadResult loaded = new DesignLoader().loadSources(sources);
        if (!loaded.errors().isEmpty()) {
            throw new IllegalStateException("the example designs do not load: " + loaded.errors());
        }
        return loaded;
    }

    public static List<Shown> of(Path designs) {
        return of(load(designs));
    }

    static List<Shown> of(LoadResult loaded) {
        Pricing pricing = new Pricing(null, null);
        List<Shown> out = new ArrayList<>();
        List<CostReport> reports = new ArrayList<>();
        for (Design d : loaded.designs()) {
            CostReport r;
            try {
                r = pricing.cost(d);
            } catch (Exception e) {
                throw new IllegalStateException(d.service() + " is not priced", e);
            }
            reports.add(r);
            String page = d.service();
            out.add(new Shown(page, CostCharts.breakdown("chart-breakdown", r)));
            BarChartData patterns = CostCharts.patterns("chart-patterns", r);
            if (!patterns.rows().isEmpty()) {
                out.add(new Shown(page, patterns));
            }
            for (TableCapacity t : r.capacity().tables()) {
                if (!t.demand().idle() && !t.chart().isEmpty()) {
                    out.add(new Shown(page, CostCharts.capacity("chart-capacity-" + t.table(), t)));
                }
                if (!t.demand().idle() && !t.shape().day().isEmpty()) {
                    out.add(new Shown(page, CostCharts.day("chart-day-" + t.table(), t)));
                }
            }
        }
        out.add(new Shown("index", CostCharts.services("chart-services", reports, List.of())));
        return out;
    }
}
