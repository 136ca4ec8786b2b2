package dev.tablebook.render.chart;

import dev.tablebook.analysis.UnitLine;
import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.CostTerm;
import dev.tablebook.cost.Headline;
import dev.tablebook.cost.NotPriced;
import dev.tablebook.cost.PatternCost;
import dev.tablebook.cost.TableCapacity;
import dev.tablebook.cost.TableCapacity.LoadPoint;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import static dev.tablebook.format.Figures.percent;
import static dev.tablebook.format.Figures.usd;

/** The site's charts as data, from the cost reports: every figure a chart shows is one the report holds. */
public final class CostCharts {
    public static final List<String> PEAK_AND_EXPECTED = List.of("peak", "expected");
    public static final List<String> BREAKDOWN = List.of("requests", "index writes", "storage", "other line items");

    private CostCharts() {
    }

    /**
     * Each pattern's on-demand monthly cost at peak and expected rates, most expensive first. A
     * pattern that is not priced (a vector search), states no rate or costs nothing has no bar; a
     * note names it.
     */
    public static BarChartData patterns(String id, CostReport r) {
        List<BarChartData.Row> rows = new ArrayList<>();
        List<String> unpriced = new ArrayList<>();
        List<String> noRate = new ArrayList<>();
        List<String> free = new ArrayList<>();
        List<String> partly = new ArrayList<>();
        for (PatternCost p : r.patternsByCost()) {
            if (!p.hasRate()) {
                noRate.add(p.id());
            } else if (p.unpriced()) {
                unpriced.add(p.id());
            } else if (p.monthlyPeak() <= 0 && p.monthlyExpected() <= 0) {
                free.add(p.id());
            } else {
                rows.add(new BarChartData.Row(p.name() == null || p.name().isBlank() ? p.id() : p.id() + " " + p.name(),
                        List.of(p.monthlyPeak(), p.monthlyExpected())));
                if (!p.priced()) {
                    partly.add(p.id());
                }
            }
        }
        List<String> notes = new ArrayList<>();
        note(notes, unpriced, "Not priced, so not shown (a vector search has no price): ");
        note(notes, partly, "Only the priced part is shown of: ");
        note(notes, noRate, "No rate stated, so not shown: ");
        note(notes, free, "Cost nothing a month, so not shown: ");
        return new BarChartData(id, "Monthly cost by access pattern", "Each access pattern's on-demand cost a month,"
                + " at its peak rate all month and at its average rate, most expensive first.", "Pattern",
                PEAK_AND_EXPECTED, rows, false, notes);
    }

    /**
     * The on-demand monthly total in its parts, at peak and expected rates: requests (reads, base-table
     * writes, vector writes), index writes, storage and the further line items counted in the total.
     */
    public static BarChartData breakdown(String id, CostReport r) {
        double[] indexWrites = new double[2];
        for (PatternCost p : r.patterns()) {
            for (CostTerm t : p.terms()) {
                if (t.kind() == UnitLine.Kind.INDEX_WRITE && t.priced()) {
                    indexWrites[0] += t.monthlyPeak();
                    indexWrites[1] += t.monthlyExpected();
                }
            }
        }
        List<BarChartData.Row> rows = List.of(parts("Peak", r.onDemandPeak(), indexWrites[0]),
                parts("Expected", r.onDemandExpected(), indexWrites[1]));
        List<String> notes = new ArrayList<>();
        note(notes, r.notPriced().stream().map(NotPriced::what).toList(), "Not priced, so in no bar: ");
        return new BarChartData(id, "On-demand monthly cost in its parts", "The on-demand total a month at peak ("
                + usd(r.onDemandPeak().total()) + ") and expected (" + usd(r.onDemandExpected().total())
                + "), split into requests, index writes, storage and further line items.", "Scenario", BREAKDOWN,
                rows, true, notes);
    }

    private static BarChartData.Row parts(String label, Headline h, double indexWrites) {
        return new BarChartData.Row(label, List.of(h.requests() - indexWrites, indexWrites, h.storage(), h.other()));
    }

    /**
     * A table's monthly throughput cost in each capacity mode it can use, from no load to its peak,
     * with the loads at which autoscaled and fixed provisioned capacity break even with on-demand
     * and the table's load today.
     */
    public static LoadChartData capacity(String id, TableCapacity t) {
        List<LoadChartData.Line> lines = new ArrayList<>();
        line(lines, "on-demand", t.chart(), LoadPoint::onDemand);
        line(lines, "provisioned, autoscaled", t.chart(), LoadPoint::autoscaled);
        line(lines, "provisioned, fixed", t.chart(), LoadPoint::fixed);
        line(lines, "reserved 1 year", t.chart(), LoadPoint::reserved1y);
        line(lines, "reserved 3 years", t.chart(), LoadPoint::reserved3y);
        TableCapacity.BreakEven b = t.breakEven();
        List<LoadChartData.Mark> marks = new ArrayList<>();
        mark(marks, "today", b.loadFactor());
        mark(marks, "autoscaled breaks even", b.loadFactorAutoscaled());
        mark(marks, "fixed breaks even", b.loadFactorFixed());
        String desc = "Monthly throughput cost of table " + t.table() + " in each capacity mode it can use, as its"
                + " average load goes from none to its peak; today it averages " + percent(b.loadFactor())
                + " of its peak." + (b.loadFactorAutoscaled() == null ? ""
                : " Autoscaled capacity costs less than on-demand from " + percent(b.loadFactorAutoscaled()) + ".")
                + " Recommended: " + t.recommendation().mode() + ".";
        return new LoadChartData(id, "Capacity modes of " + t.table(), desc, lines, marks);
    }

    /**
     * A table's day: read and write load (units per second) and the capacity that serves them, as
     * the capacity comparison simulates it (autoscaled, or with the scheduled actions where the table
     * has windows), every ten minutes, with the windows marked.
     */
    public static DayChartData day(String id, TableCapacity t) {
        List<DayChartData.Point> rl = new ArrayList<>();
        List<DayChartData.Point> wl = new ArrayList<>();
        List<DayChartData.Point> rc = new ArrayList<>();
        List<DayChartData.Point> wc = new ArrayList<>();
        for (TableCapacity.DayPoint p : t.shape().day()) {
            double h = p.minute() / 60.0;
            rl.add(new DayChartData.Point(h, p.readLoad()));
            wl.add(new DayChartData.Point(h, p.writeLoad()));
            rc.add(new DayChartData.Point(h, p.readCapacity()));
            wc.add(new DayChartData.Point(h, p.writeCapacity()));
        }
        String mode = t.shape().capacityMode().id();
        List<DayChartData.Line> lines = List.of(new DayChartData.Line("read load", rl),
                new DayChartData.Line("write load", wl), new DayChartData.Line("RCU, " + mode, rc),
                new DayChartData.Line("WCU, " + mode, wc));
        List<DayChartData.Window> marks = t.shape().windows().stream()
                .map(w -> new DayChartData.Window("window " + w.name() + " " + w.span(), w.from() / 60.0,
                        (w.from() + w.minutes()) / 60.0)).toList();
        String desc = "Table " + t.table() + " over a day (UTC): read and write load in units per second and the"
                + " capacity " + mode + " provisions for it, every " + TableCapacity.Shape.DAY_STEP_MINUTES
                + " minutes. Shape: " + t.shape().description() + ".";
        return new DayChartData(id, "The day of " + t.table(), desc, lines, marks);
    }

    private static void line(List<LoadChartData.Line> lines, String mode, List<LoadPoint> chart,
                             Function<LoadPoint, Double> cost) {
        List<LoadChartData.Point> points = new ArrayList<>();
        for (LoadPoint p : chart) {
            Double v = cost.apply(p);
            if (v != null && Double.isFinite(v)) {
                points.add(new LoadChartData.Point(p.loadFactor(), v));
            }
        }
        if (!points.isEmpty()) {
            lines.add(new LoadChartData.Line(mode, points));
        }
    }

    private static void mark(List<LoadChartData.Mark> marks, String what, Double load) {
        if (load != null && Double.isFinite(load) && load >= 0 && load <= 1) {
            marks.add(new LoadChartData.Mark(what + " " + percent(load), load));
        }
    }

    /**
     * Each priced service's on-demand monthly total at peak and expected rates, most expensive (at
     * peak) first; the services that could not be priced are named in a note.
     */
    public static BarChartData services(String id, Collection<CostReport> reports, Collection<String> unpriced) {
        return services(id, reports.stream().map(r -> new ServiceTotal(r.service(), r.title(), r.onDemandPeak().total(),
                r.onDemandExpected().total())).toList(), unpriced);
    }

    /** A priced service's on-demand monthly totals at peak and expected rates, as the comparison shows them. */
    public record ServiceTotal(String service, String title, double peak, double expected) {
    }

    /** The most services the comparison draws a bar for; the rest are summed in one last bar. */
    public static final int MOST_SERVICES_SHOWN = 25;

    /**
     * The same chart from each priced service's totals (the site keeps these for every service it
     * lists): the {@link #MOST_SERVICES_SHOWN} most expensive at peak, each a bar, and past them one
     * bar summing the others, so a repository of a thousand services still gets a chart one can read
     * (every service and its cost is in the index's services table).
     */
    public static BarChartData services(String id, List<ServiceTotal> totals, Collection<String> unpriced) {
        Map<String, Long> titles = totals.stream().collect(Collectors.groupingBy(ServiceTotal::title, Collectors.counting()));
        List<ServiceTotal> sorted = totals.stream()
                .sorted(Comparator.comparingDouble(ServiceTotal::peak).reversed().thenComparing(ServiceTotal::service))
                .toList();
        List<BarChartData.Row> rows = new ArrayList<>(sorted.stream().limit(MOST_SERVICES_SHOWN)
                .map(r -> new BarChartData.Row(titles.get(r.title()) > 1 ? r.title() + " (" + r.service() + ")" : r.title(),
                        List.of(r.peak(), r.expected())))
                .toList());
        List<ServiceTotal> rest = sorted.subList(Math.min(MOST_SERVICES_SHOWN, sorted.size()), sorted.size());
        List<String> notes = new ArrayList<>();
        if (!rest.isEmpty()) {
            double peak = 0;
            double expected = 0;
            for (ServiceTotal r : rest) {
                peak += r.peak();
                expected += r.expected();
            }
            String label = rest.size() + " other service" + (rest.size() == 1 ? "" : "s");
            rows.add(new BarChartData.Row(label, List.of(peak, expected)));
            notes.add("The " + MOST_SERVICES_SHOWN + " most expensive services have a bar each; the last bar sums the "
                    + label + ", each of them in the services table.");
        }
        note(notes, unpriced.stream().sorted().toList(), "Not priced, so not shown: ");
        String order = rest.isEmpty() ? "most expensive first." : "most expensive first, the rest summed in the last bar.";
        return new BarChartData(id, "Monthly cost by service", "Each service's on-demand cost a month, with every"
                + " pattern at its peak rate all month and at its average rates, " + order, "Service",
                PEAK_AND_EXPECTED, rows, false, notes);
    }

    private static void note(List<String> notes, List<String> names, String lead) {
        if (!names.isEmpty()) {
            notes.add(lead + String.join(", ", names) + ".");
        }
    }
}
