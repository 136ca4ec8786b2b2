package dev.tablebook.render.chart;

import java.util.List;

/**
 * Horizontal bars of monthly dollars: one row per category (a pattern, a scenario, a service),
 * one value per series (peak and expected, or the parts of a total when {@code stacked}), in the
 * order shown. {@code notes} say what was left out and why (a vector search is not priced).
 */
public record BarChartData(String id, String title, String description, String categoryHeader, List<String> series,
                           List<Row> rows, boolean stacked, List<String> notes) implements ChartData {
    public BarChartData {
        series = List.copyOf(series);
        rows = List.copyOf(rows);
        notes = List.copyOf(notes);
        if (rows.stream().map(Row::label).distinct().count() != rows.size()) {
            throw new IllegalArgumentException(id + ": two rows share a label");
        }
        for (Row r : rows) {
            if (r.values().size() != series.size()) {
                throw new IllegalArgumentException(r.label() + ": " + r.values().size() + " values for "
                        + series.size() + " series");
            }
        }
    }

    /** One category and its dollars per series. */
    public record Row(String label, List<Double> values) {
        public Row {
            values = List.copyOf(values);
        }
    }
}
