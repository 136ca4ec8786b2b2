package dev.tablebook.render;

import dev.tablebook.render.DataTable.Cell;
import dev.tablebook.render.chart.BarChartData;
import dev.tablebook.render.chart.ChartData;
import dev.tablebook.render.chart.ChartSvg;
import dev.tablebook.render.chart.LoadChartData;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

import static dev.tablebook.format.Figures.percent;
import static dev.tablebook.format.Figures.usd;

/**
 * A chart as a page shows it: the drawing as an inline {@code <svg>} (HTML only), its title and
 * description, the figures it draws as a table (for screen readers and the Markdown copy), and
 * notes on what it leaves out.
 */
public record ChartView(String id, String title, String description, String svg, DataTable data, List<String> notes) {
    public ChartView {
        notes = List.copyOf(notes);
    }

    static ChartView of(ChartData c) {
        DataTable data;
        List<String> notes = new ArrayList<>();
        if (c instanceof BarChartData b) {
            data = table(b);
            notes.addAll(b.notes());
        } else if (c instanceof LoadChartData l) {
            data = table(l);
            if (!l.marks().isEmpty()) {
                notes.add("Marked: " + String.join(", ", l.marks().stream().map(LoadChartData.Mark::label).toList()) + ".");
            }
        } else {
            throw new IllegalArgumentException("no table for " + c.getClass().getSimpleName());
        }
        return new ChartView(c.id(), c.title(), c.description(), ChartSvg.render(c), data, notes);
    }

    private static DataTable table(BarChartData b) {
        List<String> headers = new ArrayList<>(List.of(b.categoryHeader()));
        b.series().forEach(s -> headers.add(capitalized(s)));
        if (b.stacked()) {
            headers.add("Total");
        }
        List<List<Cell>> rows = new ArrayList<>();
        for (BarChartData.Row r : b.rows()) {
            List<Cell> row = new ArrayList<>(List.of(Cell.of(r.label())));
            r.values().forEach(v -> row.add(Cell.of(usd(v))));
            if (b.stacked()) {
                row.add(Cell.of(usd(r.values().stream().mapToDouble(Double::doubleValue).sum())));
            }
            rows.add(row);
        }
        return new DataTable(headers, numeric(headers.size()), rows);
    }

    /** A row per load, a column per mode; "n/a" where a mode has no figure at that load. */
    private static DataTable table(LoadChartData l) {
        List<String> headers = new ArrayList<>(List.of("Average load"));
        TreeSet<Double> loads = new TreeSet<>();
        for (LoadChartData.Line line : l.lines()) {
            headers.add(capitalized(line.mode()));
            line.points().forEach(p -> loads.add(p.load()));
        }
        List<List<Cell>> rows = new ArrayList<>();
        for (double load : loads) {
            List<Cell> row = new ArrayList<>(List.of(Cell.of(percent(load) + " of peak")));
            for (LoadChartData.Line line : l.lines()) {
                row.add(Cell.of(line.points().stream().filter(p -> p.load() == load).findFirst()
                        .map(p -> usd(p.monthly())).orElse("n/a")));
            }
            rows.add(row);
        }
        return new DataTable(headers, numeric(headers.size()), rows);
    }

    private static List<Boolean> numeric(int columns) {
        List<Boolean> out = new ArrayList<>();
        for (int i = 0; i < columns; i++) {
            out.add(i > 0);
        }
        return out;
    }

    private static String capitalized(String s) {
        return s.isEmpty() ? s : s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
    }
}
