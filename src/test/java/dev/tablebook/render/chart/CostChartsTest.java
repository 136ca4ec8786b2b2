package dev.tablebook.render.chart;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.tablebook.analysis.UnitLine;
import dev.tablebook.cost.CapacityMode;
import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.CostTerm;
import dev.tablebook.cost.PatternCost;
import dev.tablebook.cost.Pricing;
import dev.tablebook.cost.TableCapacity;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.model.Design;
import dev.tablebook.model.Operation;
import dev.tablebook.model.WriteAction;
import dev.tablebook.testing.DesignBuilder;
import org.junit.jupiter.api.BeforeAll;
import dev.tablebook.testing.Golden;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static dev.tablebook.model.AttrType.S;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The charts' data, computed from cost reports: what each chart shows, in which order, and what
 * it leaves out. The charts of the showcase design and of a one-table design are also compared, as data and as
 * drawings, with golden files (regenerate with {@code -Dgolden.update=true}).
 */
class CostChartsTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden/charts");
    private static CostReport showcase;
    private static CostReport steady;

    @BeforeAll
    static void cost() throws Exception {
        showcase = cost(Path.of("src/test/resources/render/showcase.yaml"));
        steady = new Pricing(null, null).cost(steady("steady"));
    }

    private static CostReport cost(Path file) throws Exception {
        var loaded = new DesignLoader().load(List.of(file));
        assertEquals(List.of(), loaded.errors());
        return new Pricing(null, null).cost(loaded.designs().get(0));
    }

    /** One table: GetItem at 400/s peak, 300/s average and PutItem at 100/s peak, 80/s average; every mode applies. */
    private static Design steady(String service) {
        DesignBuilder d = DesignBuilder.service(service);
        d.entity("Item").count(1000).size(500).attr("id", S, 26);
        d.table("T").key("pk", "sk").item("Item", "pk", "I#{id}", "sk", "X");
        d.pattern("Get", Operation.GetItem, "T").eq("pk", "I#{id}").eq("sk", "X").returns("Item").rps(400, 300);
        d.pattern("Put", Operation.PutItem, "T").leg("Item", WriteAction.PUT, 1, null).rps(100, 80);
        return d.build();
    }

    @Test
    void patternsRunFromTheMostExpensiveWithPeakAndExpectedAndLeaveOutWhatIsNotPriced() {
        BarChartData c = CostCharts.patterns("chart-patterns", showcase);
        assertEquals(List.of("peak", "expected"), c.series());
        assertFalse(c.stacked());
        List<String> shown = new ArrayList<>();
        double previous = Double.MAX_VALUE;
        for (BarChartData.Row r : c.rows()) {
            String id = r.label().split(" ")[0];
            PatternCost p = showcase.pattern(id);
            assertEquals(List.of(p.monthlyPeak(), p.monthlyExpected()), r.values(), id);
            assertTrue(r.label().endsWith(p.name()), r.label());
            assertTrue(p.monthlyPeak() <= previous, "sorted by peak cost: " + id);
            previous = p.monthlyPeak();
            shown.add(id);
        }
        PatternCost vectorSearch = showcase.pattern("R7");
        assertTrue(vectorSearch.unpriced(), "R7 is a vector search");
        assertFalse(shown.contains("R7"), "a vector search is not priced, so it has no bar (never $0)");
        assertTrue(c.notes().stream().anyMatch(n -> n.startsWith("Not priced") && n.contains("R7")), c.notes().toString());
        for (PatternCost p : showcase.patterns()) {
            boolean named = shown.contains(p.id()) || c.notes().stream().anyMatch(n -> n.contains(p.id()));
            assertTrue(named, p.id() + " is drawn or named in a note");
        }
    }

    @Test
    void theBreakdownAddsUpToTheHeadlineAtPeakAndExpected() {
        BarChartData c = CostCharts.breakdown("chart-breakdown", showcase);
        assertTrue(c.stacked());
        assertEquals(List.of("requests", "index writes", "storage", "other line items"), c.series());
        assertEquals(List.of("Peak", "Expected"), c.rows().stream().map(BarChartData.Row::label).toList());
        double[] indexWrites = new double[2];
        for (PatternCost p : showcase.patterns()) {
            for (CostTerm t : p.terms()) {
                if (t.kind() == UnitLine.Kind.INDEX_WRITE) {
                    indexWrites[0] += t.monthlyPeak();
                    indexWrites[1] += t.monthlyExpected();
                }
            }
        }
        assertTrue(indexWrites[0] > 0, "the showcase writes its indexes");
        List<Double> peak = c.rows().get(0).values();
        List<Double> expected = c.rows().get(1).values();
        assertEquals(indexWrites[0], peak.get(1), 1e-9);
        assertEquals(indexWrites[1], expected.get(1), 1e-9);
        assertEquals(showcase.onDemandPeak().storage(), peak.get(2), 1e-9);
        assertEquals(showcase.onDemandPeak().other(), peak.get(3), 1e-9);
        assertEquals(showcase.onDemandPeak().total(), peak.stream().mapToDouble(Double::doubleValue).sum(), 1e-6);
        assertEquals(showcase.onDemandExpected().total(), expected.stream().mapToDouble(Double::doubleValue).sum(), 1e-6);
        c.rows().forEach(r -> r.values().forEach(v -> assertTrue(v >= 0, r.label() + " " + v)));
    }

    @Test
    void capacityHasALinePerModeTheTableCanUseAndMarksTheBreakEvenAndToday() {
        TableCapacity t = steady.capacity().tables().get(0);
        LoadChartData c = CostCharts.capacity("chart-capacity-T", t);
        assertEquals(List.of("on-demand", "provisioned, autoscaled", "provisioned, fixed", "reserved 1 year",
                "reserved 3 years"), c.lines().stream().map(LoadChartData.Line::mode).toList());
        for (LoadChartData.Line line : c.lines()) {
            assertEquals(t.chart().size(), line.points().size(), line.mode());
            assertEquals(0, line.points().get(0).load());
            assertEquals(1, line.points().get(line.points().size() - 1).load());
        }
        LoadChartData.Point atPeak = c.lines().get(0).points().get(t.chart().size() - 1);
        assertEquals(t.chart().get(t.chart().size() - 1).onDemand(), atPeak.monthly());
        assertEquals(t.mode(CapacityMode.PROVISIONED_FIXED).monthly(), c.lines().get(2).points().get(3).monthly(), 1e-9,
                "fixed capacity costs the same at any load");
        TableCapacity.BreakEven b = t.breakEven();
        assertNotNull(b.loadFactorAutoscaled());
        assertEquals(List.of(b.loadFactor(), b.loadFactorAutoscaled(), b.loadFactorFixed()),
                c.marks().stream().map(LoadChartData.Mark::load).toList());
        assertTrue(c.marks().get(0).label().startsWith("today "), c.marks().toString());
        assertTrue(c.marks().get(1).label().startsWith("autoscaled breaks even "), c.marks().toString());
        assertTrue(c.description().contains(t.recommendation().mode()), c.description());
    }

    @Test
    void aTableWithAVectorIndexHasOnlyItsOnDemandLine() {
        TableCapacity books = showcase.capacity().tables().stream().filter(TableCapacity::vectorIndex).findFirst()
                .orElseThrow();
        LoadChartData c = CostCharts.capacity("chart-capacity-Books", books);
        assertEquals(List.of("on-demand"), c.lines().stream().map(LoadChartData.Line::mode).toList());
        assertEquals(List.of("today"), c.marks().stream().map(m -> m.label().split(" ")[0]).toList(),
                "no break-even where provisioned capacity is not available");
    }

    @Test
    void servicesRunFromTheMostExpensiveAtPeakAndNameTheUnpriced() throws Exception {
        CostReport other = new Pricing(null, null).cost(steady("other"));
        BarChartData c = CostCharts.services("chart-services", List.of(steady, showcase, other), List.of("Tiny"));
        List<CostReport> byPeak = new ArrayList<>(List.of(steady, showcase, other));
        byPeak.sort((a, b) -> a.onDemandPeak().total() == b.onDemandPeak().total() ? a.service().compareTo(b.service())
                : Double.compare(b.onDemandPeak().total(), a.onDemandPeak().total()));
        assertEquals(byPeak.stream().map(CostReport::title).toList(),
                c.rows().stream().map(BarChartData.Row::label).toList());
        assertEquals(List.of(showcase.onDemandPeak().total(), showcase.onDemandExpected().total()),
                c.rows().stream().filter(r -> r.label().equals(showcase.title())).findFirst().orElseThrow().values());
        assertEquals(List.of("Not priced, so not shown: Tiny."), c.notes());
    }

    @Test
    void pastTheMostExpensiveServicesTheRestAreSummedInOneBar() {
        List<CostCharts.ServiceTotal> totals = new ArrayList<>();
        double restPeak = 0;
        double restExpected = 0;
        int n = CostCharts.MOST_SERVICES_SHOWN + 7;
        for (int i = 0; i < n; i++) {
            double peak = 1000 - i * 10.5;
            double expected = peak / 4;
            totals.add(new CostCharts.ServiceTotal(String.format("svc-%03d", i), "Service " + i, peak, expected));
            if (i >= CostCharts.MOST_SERVICES_SHOWN) {
                restPeak += peak;
                restExpected += expected;
            }
        }
        java.util.Collections.reverse(totals);
        BarChartData c = CostCharts.services("chart-services", totals, List.of());
        assertEquals(CostCharts.MOST_SERVICES_SHOWN + 1, c.rows().size());
        assertEquals("Service 0", c.rows().get(0).label(), "the most expensive first");
        assertEquals("Service " + (CostCharts.MOST_SERVICES_SHOWN - 1), c.rows().get(CostCharts.MOST_SERVICES_SHOWN - 1).label());
        BarChartData.Row last = c.rows().get(CostCharts.MOST_SERVICES_SHOWN);
        assertEquals("7 other services", last.label());
        assertEquals(List.of(restPeak, restExpected), last.values());
        assertTrue(c.notes().get(0).contains("the last bar sums the 7 other services"), () -> "notes: " + c.notes());
        assertTrue(c.description().endsWith("the rest summed in the last bar."), c.description());

        BarChartData few = CostCharts.services("chart-services", totals.subList(0, 3), List.of());
        assertEquals(3, few.rows().size(), "no summed bar when every service has one");
        assertTrue(few.notes().isEmpty());
    }

    @Test
    void servicesWithTheSameTitleAreToldApartByTheirNames() throws Exception {
        Pricing pricing = new Pricing(null, null);
        CostReport a = pricing.cost(retitled(steady("alpha"), "Same"));
        CostReport b = pricing.cost(retitled(steady("beta"), "Same"));
        BarChartData c = CostCharts.services("chart-services", List.of(b, a), List.of());
        assertEquals(List.of("Same (alpha)", "Same (beta)"), c.rows().stream().map(BarChartData.Row::label).toList());
    }

    @Test
    void aRowNeedsAValuePerSeriesAndItsOwnLabel() {
        assertThrows(IllegalArgumentException.class, () -> new BarChartData("c", "t", "d", "x", List.of("a", "b"),
                List.of(new BarChartData.Row("r", List.of(1.0))), false, List.of()));
        assertThrows(IllegalArgumentException.class, () -> new BarChartData("c", "t", "d", "x", List.of("a"),
                List.of(new BarChartData.Row("r", List.of(1.0)), new BarChartData.Row("r", List.of(2.0))), false,
                List.of()));
    }

    @Test
    void theShowcaseChartsMatchTheGoldenData() throws IOException {
        Map<String, ChartData> charts = new LinkedHashMap<>();
        for (CostReport r : List.of(showcase, steady)) {
            charts.put(r.service() + "/patterns", CostCharts.patterns("chart-patterns", r));
            charts.put(r.service() + "/breakdown", CostCharts.breakdown("chart-breakdown", r));
            for (TableCapacity t : r.capacity().tables()) {
                charts.put(r.service() + "/capacity-" + t.table(), CostCharts.capacity("chart-capacity-" + t.table(), t));
            }
        }
        charts.put("index/services", CostCharts.services("chart-services", List.of(showcase, steady), List.of("Tiny")));
        String actual = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(charts) + "\n";
        Path golden = GOLDEN.resolve("showcase-and-steady.json");
        Golden.check(golden, actual);
    }

    /**
     * The same charts as drawn (and each table's day), one {@code <svg>} a line of an HTML page that
     * can be opened to look at them: the drawing follows from the data alone (no font system), so
     * a change to how charts are drawn shows here, once, and is reviewed as the page diff.
     */
    @Test
    void theShowcaseChartsAreDrawnAsTheGoldenDrawings() throws IOException {
        StringBuilder page = new StringBuilder("<!doctype html>\n<html><head><meta charset='utf-8'><title>Charts of the"
                + " showcase and steady designs</title></head><body>\n");
        for (CostReport r : List.of(showcase, steady)) {
            page.append(ChartSvg.render(CostCharts.patterns("chart-patterns", r))).append('\n');
            page.append(ChartSvg.render(CostCharts.breakdown("chart-breakdown", r))).append('\n');
            for (TableCapacity t : r.capacity().tables()) {
                page.append(ChartSvg.render(CostCharts.capacity("chart-capacity-" + t.table(), t))).append('\n');
                if (!t.shape().day().isEmpty()) {
                    page.append(ChartSvg.render(CostCharts.day("chart-day-" + t.table(), t))).append('\n');
                }
            }
        }
        page.append(ChartSvg.render(CostCharts.services("chart-services", List.of(showcase, steady), List.of("Tiny"))))
                .append("\n</body></html>\n");
        Golden.check(GOLDEN.resolve("showcase-and-steady-drawings.html"), page.toString());
    }

    private static Design retitled(Design d, String title) {
        return new Design(d.service(), title, d.owner(), d.status(), d.summary(), d.region(), d.peakHoursPerDay(),
                d.patterns(), d.entities(), d.tables(), d.consumers(), d.deviations(), d.file(), d.imported(), d.traffic(), d.where());
    }
}
