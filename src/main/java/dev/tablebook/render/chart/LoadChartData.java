package dev.tablebook.render.chart;

import java.util.List;

/**
 * Monthly throughput cost of a table against its average load (a share of the peak, 0 to 1),
 * one line per capacity mode the table can use, with marked loads: where provisioned capacity
 * breaks even with on-demand, and where the table runs today.
 */
public record LoadChartData(String id, String title, String description, List<Line> lines, List<Mark> marks)
        implements ChartData {
    public LoadChartData {
        lines = List.copyOf(lines);
        marks = List.copyOf(marks);
    }

    /** A capacity mode's cost at each load. */
    public record Line(String mode, List<Point> points) {
        public Line {
            points = List.copyOf(points);
        }
    }

    /** Monthly dollars at an average load of {@code load} × the peak. */
    public record Point(double load, double monthly) {
    }

    /** A load worth seeing on the chart, with what it is. */
    public record Mark(String label, double load) {
    }
}
