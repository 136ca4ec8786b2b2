package dev.tablebook.render;

import dev.tablebook.render.DataTable.Cell;
import dev.tablebook.render.chart.BarChartData;
import dev.tablebook.render.chart.ChartData;
import dev.tablebook.render.chart.ChartSvg;
import dev.tablebook.render.chart.DayChartData;
import dev.tablebook.render.chart.LoadChartData;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.TreeSet;

import static dev.tablebook.format.Figures.percent;
import static dev.tablebook.format.Figures.usd;

/**
 * A chart as a page shows it: the drawing as an inline {@code <svg>} (HTML only), its title and
 * description, notes on what it leaves out, and where its figures are: in its own table
 * ({@code data}, with the id {@code figures}), or, when {@code data} is null, in another table of
 * the page, whose id {@code figures} is and which {@code figuresIn} names. The chart's accessible
 * description is its caption and that table ({@code aria-describedby}), not a copy of the caption
 * inside the drawing. A figure is on a page once.
 */
public record ChartView(String id, String title, String description, String svg, DataTable data, String figures,
                        String figuresIn, List<String> notes) {
    public ChartView {
        notes = List.copyOf(notes);
    }

    /** A chart with its own table of figures. */
    static ChartView of(ChartData c) {
        ChartView own = figures(c);
        String figures = c.id() + "-figures";
        return new ChartView(c.id(), c.title(), c.description(), ChartSvg.render(c, caption(c) + " " + figures),
                own.data(), figures, "", own.notes());
    }

    /**
     * A chart whose figures are all in another table of the page, the one with id {@code figures}
     * that {@code figuresIn} names ("the access patterns table").
     */
    static ChartView describedBy(ChartData c, String figures, String figuresIn) {
        return new ChartView(c.id(), c.title(), c.description(), ChartSvg.render(c, caption(c) + " " + figures), null,
                figures, figuresIn, notes(c));
    }

    /** The chart's notes, as {@link #figures} gives them: a bar chart's are its own, without its table made. */
    private static List<String> notes(ChartData c) {
        return c instanceof BarChartData b ? b.notes() : figures(c).notes();
    }

    /** The id of the chart's caption on the page, which describes it with its table of figures. */
    public static String caption(ChartData c) {
        return c.id() + "-caption";
    }

    /** The id of the chart's caption on the page. */
    public String captionId() {
        return id + "-caption";
    }

    /** The chart's figures as a table, and its notes; no drawing. */
    private static ChartView figures(ChartData c) {
        DataTable data;
        List<String> notes = new ArrayList<>();
        if (c instanceof BarChartData b) {
            data = table(b);
            notes.addAll(b.notes());
        } else if (c instanceof LoadChartData l) {
            data = constantColumnsInNotes(table(l), notes);
            if (!l.marks().isEmpty()) {
                notes.add("Marked: " + String.join(", ", l.marks().stream().map(LoadChartData.Mark::label).toList()) + ".");
            }
        } else if (c instanceof DayChartData d) {
            data = table(d);
            if (!d.windows().isEmpty()) {
                notes.add("Marked: " + String.join(", ", d.windows().stream().map(DayChartData.Window::label).toList())
                        + ".");
            }
        } else {
            throw new IllegalArgumentException("no table for " + c.getClass().getSimpleName());
        }
        return new ChartView(c.id(), c.title(), c.description(), "", data, "", "", notes);
    }

    /** The figures of a bar chart as a table: a row per bar, a column per series (and the total of a stacked bar). */
    static DataTable table(BarChartData b) {
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

    /**
     * A row per hour of the day, a column per line (the chart draws every ten minutes); hours in a
     * row with the same figures share one row ("00:00 to 11:00"), so a flat night is said once.
     */
    private static DataTable table(DayChartData d) {
        List<String> headers = new ArrayList<>(List.of("Hour (UTC)"));
        d.lines().forEach(line -> headers.add(capitalized(line.name())));
        // each line's first point on each whole hour, found in one pass over its points
        List<DayChartData.Point[]> onTheHour = new ArrayList<>();
        for (DayChartData.Line line : d.lines()) {
            DayChartData.Point[] hours = new DayChartData.Point[24];
            for (DayChartData.Point p : line.points()) {
                long h = Math.round(p.hour());
                if (h >= 0 && h < 24 && hours[(int) h] == null && Math.abs(p.hour() - h) < 1e-9) {
                    hours[(int) h] = p;
                }
            }
            onTheHour.add(hours);
        }
        List<List<String>> figures = new ArrayList<>();
        Repeats repeats = new Repeats(onTheHour.size(), dev.tablebook.format.Figures::num);
        for (int h = 0; h < 24; h++) {
            List<String> row = new ArrayList<>();
            for (int line = 0; line < onTheHour.size(); line++) {
                DayChartData.Point p = onTheHour.get(line)[h];
                row.add(p == null ? "n/a" : repeats.text(line, p.units()));
            }
            figures.add(row);
        }
        List<List<Cell>> rows = new ArrayList<>();
        for (int h = 0; h < 24; ) {
            int last = h;
            while (last + 1 < 24 && figures.get(last + 1).equals(figures.get(h))) {
                last++;
            }
            List<Cell> row = new ArrayList<>(List.of(Cell.of(last == h ? hour(h) : hour(h) + " to " + hour(last))));
            figures.get(h).forEach(f -> row.add(Cell.of(f)));
            rows.add(row);
            h = last + 1;
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
        // each line's first point at each load, by load (0.0 and -0.0 are one load, NaN none, as == reads them)
        List<Map<Double, LoadChartData.Point>> byLoad = new ArrayList<>();
        for (LoadChartData.Line line : l.lines()) {
            Map<Double, LoadChartData.Point> points = new HashMap<>();
            for (LoadChartData.Point p : line.points()) {
                if (!Double.isNaN(p.load())) {
                    points.putIfAbsent(p.load() + 0.0, p);
                }
            }
            byLoad.add(points);
        }
        List<List<Cell>> rows = new ArrayList<>();
        Repeats repeats = new Repeats(byLoad.size(), v -> usd(v));
        for (double load : loads) {
            List<Cell> row = new ArrayList<>(List.of(Cell.of(percent(load) + " of peak")));
            for (int line = 0; line < byLoad.size(); line++) {
                LoadChartData.Point p = byLoad.get(line).get(load + 0.0);
                row.add(Cell.of(p == null ? "n/a" : repeats.text(line, p.monthly())));
            }
            rows.add(row);
        }
        return new DataTable(headers, numeric(headers.size()), rows);
    }

    /**
     * The table without the columns whose figure is the same in every row (a fixed capacity's
     * cost, flat across the loads): each is one note ("Provisioned, fixed: $28.08 at every load.").
     */
    private static DataTable constantColumnsInNotes(DataTable t, List<String> notes) {
        List<Integer> kept = new ArrayList<>(List.of(0));
        for (int col = 1; col < t.headers().size(); col++) {
            String first = t.rows().isEmpty() ? null : t.rows().get(0).get(col).text();
            int c = col;
            boolean constant = t.rows().size() > 1 && !"n/a".equals(first)
                    && t.rows().stream().allMatch(r -> r.get(c).text().equals(first));
            if (constant) {
                notes.add(t.headers().get(col) + ": " + first + " at every load.");
            } else {
                kept.add(col);
            }
        }
        if (kept.size() == t.headers().size()) {
            return t;
        }
        return new DataTable(kept.stream().map(t.headers()::get).toList(), kept.stream().map(t.numeric()::get).toList(),
                t.rows().stream().map(r -> kept.stream().map(r::get).toList()).toList());
    }

    /**
     * The figures of a table's columns, each written once for a run of the same value down its
     * column (a flat night, a fixed capacity's cost at every load): the text of the value just
     * above when its bits are the same, else the value written anew.
     */
    static final class Repeats {
        private final java.util.function.DoubleFunction<String> format;
        private final long[] bits;
        private final String[] texts;

        /** A table of {@code columns} columns whose figures {@code format} writes. */
        Repeats(int columns, java.util.function.DoubleFunction<String> format) {
            this.format = format;
            bits = new long[columns];
            texts = new String[columns];
        }

        /** The next figure down a column: {@code format}'s text of {@code value}. */
        String text(int column, double value) {
            long b = Double.doubleToRawLongBits(value);
            if (texts[column] == null || bits[column] != b) {
                bits[column] = b;
                texts[column] = format.apply(value);
            }
            return texts[column];
        }
    }

    private static String hour(int h) {
        return (h < 10 ? "0" : "") + h + ":00";
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
