package dev.tablebook.render.chart;

import java.util.List;

/**
 * A table's day (UTC, hours 0 to 24): its read and write load in units per second and the
 * capacity provisioned for it, one line each, with the traffic windows marked.
 */
public record DayChartData(String id, String title, String description, List<Line> lines, List<Window> windows)
        implements ChartData {
    public DayChartData {
        lines = List.copyOf(lines);
        windows = List.copyOf(windows);
    }

    /** One quantity over the day. */
    public record Line(String name, List<Point> points) {
        public Line {
            points = List.copyOf(points);
        }
    }

    /** Units (per second for loads) at {@code hour} (0 to 24) of the day. */
    public record Point(double hour, double units) {
    }

    /** A traffic window from one hour of the day to another. */
    public record Window(String label, double from, double to) {
    }
}
