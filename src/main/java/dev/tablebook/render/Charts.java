package dev.tablebook.render;

import dev.tablebook.analysis.Figures;
import dev.tablebook.cost.TableCapacity;
import dev.tablebook.render.Chart.Bar;
import dev.tablebook.render.Chart.Label;
import dev.tablebook.render.Chart.Rule;
import dev.tablebook.render.Chart.Series;
import dev.tablebook.render.DataTable.Cell;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** Lays out the site's charts: monthly cost against load per capacity mode, and horizontal bars. */
final class Charts {
    private static final int LEFT = 72;
    private static final int TOP = 16;
    private static final int PLOT_W = 460;
    private static final int PLOT_H = 220;
    private static final int TICKS = 5;

    private Charts() {
    }

    /** One bar of a bar chart: a label, its value, and the value as text. */
    record BarValue(String label, double value, String text) {
    }

    /** Monthly throughput cost of each capacity mode as the average load goes from 0 to the peak. */
    static Chart capacity(String id, TableCapacity t) {
        List<String> names = List.of("on-demand", "provisioned, autoscaled", "provisioned, fixed", "reserved 1 year",
                "reserved 3 years");
        List<Function<TableCapacity.LoadPoint, Double>> values = List.of(TableCapacity.LoadPoint::onDemand,
                TableCapacity.LoadPoint::autoscaled, TableCapacity.LoadPoint::fixed, TableCapacity.LoadPoint::reserved1y,
                TableCapacity.LoadPoint::reserved3y);
        double max = 0;
        for (TableCapacity.LoadPoint p : t.chart()) {
            for (Function<TableCapacity.LoadPoint, Double> v : values) {
                Double d = v.apply(p);
                if (d != null && Double.isFinite(d)) {
                    max = Math.max(max, d);
                }
            }
        }
        double top = niceCeiling(max);
        List<Series> series = new ArrayList<>();
        List<Label> legend = new ArrayList<>();
        List<String> headers = new ArrayList<>(List.of("Average load"));
        List<Integer> shown = new ArrayList<>();
        for (int s = 0; s < values.size(); s++) {
            StringBuilder pts = new StringBuilder();
            for (TableCapacity.LoadPoint p : t.chart()) {
                Double d = values.get(s).apply(p);
                if (d != null && Double.isFinite(d)) {
                    pts.append(pts.length() == 0 ? "" : " ").append(x(p.loadFactor())).append(',').append(y(d, top));
                }
            }
            if (pts.length() > 0) {
                series.add(new Series(names.get(s), "s" + (s + 1), pts.toString()));
                legend.add(new Label(LEFT + PLOT_W + 16, TOP + 14 + 20 * legend.size(), names.get(s), "start",
                        "s" + (s + 1)));
                headers.add(names.get(s));
                shown.add(s);
            }
        }
        List<List<Cell>> rows = new ArrayList<>();
        for (TableCapacity.LoadPoint p : t.chart()) {
            List<Cell> row = new ArrayList<>(List.of(Cell.of(Figures.percent(p.loadFactor()) + " of peak")));
            for (int s : shown) {
                Double d = values.get(s).apply(p);
                row.add(Cell.of(d == null ? "n/a" : Figures.usd(d)));
            }
            rows.add(row);
        }
        List<Boolean> numeric = new ArrayList<>();
        headers.forEach(h -> numeric.add(!numeric.isEmpty()));
        List<Rule> rules = axes();
        List<Label> labels = new ArrayList<>(yLabels(top));
        for (int i = 0; i <= 4; i++) {
            double f = i / 4.0;
            labels.add(new Label(x(f), TOP + PLOT_H + 18, Figures.percent(f), "middle", ""));
        }
        labels.add(new Label(LEFT + PLOT_W / 2, TOP + PLOT_H + 38, "average load, share of the peak", "middle", ""));
        double lf = t.breakEven().loadFactor();
        if (Double.isFinite(lf) && lf >= 0 && lf <= 1) {
            rules.add(new Rule(x(lf), TOP, x(lf), TOP + PLOT_H, true));
            labels.add(new Label(x(lf) + 4, TOP + 12, "today " + Figures.percent(lf), "start", "marker"));
        }
        String desc = "Monthly throughput cost of table " + t.table() + " in each capacity mode, from no load to the"
                + " peak; today the table averages " + Figures.percent(lf) + " of its peak. Recommended: "
                + t.recommendation().mode() + ".";
        return new Chart(id, LEFT + PLOT_W + 190, TOP + PLOT_H + 48, "Capacity modes of " + t.table(), desc, series,
                List.of(), rules, labels, legend, new DataTable(headers, numeric, rows));
    }

    /** Horizontal bars, largest first as given; an empty list gives no chart. */
    static Chart bars(String id, String title, String description, String labelHeader, String valueHeader,
                      List<BarValue> values) {
        int rowH = 24;
        int labelW = 170;
        int plotW = 360;
        double max = values.stream().mapToDouble(BarValue::value).max().orElse(0);
        double top = niceCeiling(max);
        List<Bar> bars = new ArrayList<>();
        List<Label> labels = new ArrayList<>();
        List<List<Cell>> rows = new ArrayList<>();
        int y = 8;
        for (BarValue v : values) {
            int w = top <= 0 ? 0 : (int) Math.round(plotW * v.value() / top);
            bars.add(new Bar(labelW, y, Math.max(w, v.value() > 0 ? 1 : 0), rowH - 8, "s1", v.label() + ": " + v.text()));
            labels.add(new Label(labelW - 6, y + rowH / 2 + 1, Diagram.fit(v.label(), labelW - 10), "end", ""));
            labels.add(new Label(labelW + Math.max(w, 0) + 6, y + rowH / 2 + 1, v.text(), "start", ""));
            rows.add(List.of(Cell.of(v.label()), Cell.of(v.text())));
            y += rowH;
        }
        return new Chart(id, labelW + plotW + 110, y + 8, title, description, List.of(), bars, List.of(), labels,
                List.of(), new DataTable(List.of(labelHeader, valueHeader), List.of(false, true), rows));
    }

    private static List<Rule> axes() {
        List<Rule> rules = new ArrayList<>();
        for (int i = 0; i <= TICKS; i++) {
            int yy = TOP + PLOT_H - PLOT_H * i / TICKS;
            rules.add(new Rule(LEFT, yy, LEFT + PLOT_W, yy, false));
        }
        rules.add(new Rule(LEFT, TOP, LEFT, TOP + PLOT_H, false));
        return rules;
    }

    private static List<Label> yLabels(double top) {
        List<Label> out = new ArrayList<>();
        for (int i = 0; i <= TICKS; i++) {
            double v = top * i / TICKS;
            out.add(new Label(LEFT - 6, TOP + PLOT_H - PLOT_H * i / TICKS + 4, money(v), "end", ""));
        }
        return out;
    }

    private static String money(double v) {
        return v >= 1000 ? "$" + Figures.num(Math.round(v / 100) / 10.0) + "k" : "$" + Figures.num(Math.round(v));
    }

    private static int x(double loadFactor) {
        return LEFT + (int) Math.round(PLOT_W * Math.max(0, Math.min(1, loadFactor)));
    }

    private static int y(double value, double top) {
        return TOP + PLOT_H - (top <= 0 ? 0 : (int) Math.round(PLOT_H * Math.min(value, top) / top));
    }

    /** The smallest 1, 2, 2.5 or 5 × 10^k at or above the value; 1 for nothing to show. */
    static double niceCeiling(double v) {
        if (!(v > 0)) {
            return 1;
        }
        double magnitude = Math.pow(10, Math.floor(Math.log10(v)));
        for (double step : new double[] {1, 2, 2.5, 5, 10}) {
            if (step * magnitude >= v - 1e-9) {
                return step * magnitude;
            }
        }
        return 10 * magnitude;
    }
}
