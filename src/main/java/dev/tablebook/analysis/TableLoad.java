package dev.tablebook.analysis;

import java.util.List;

/**
 * A table's throughput demand by traffic group (the daily peak and each window), for reads and
 * for writes (index writes included), in units per second. {@link #scaled} gives the same peaks at
 * an average of a share of them, for the chart and the break-even.
 */
public record TableLoad(List<DayShape.Group> read, List<DayShape.Group> write) {
    public TableLoad {
        read = List.copyOf(read);
        write = List.copyOf(write);
    }

    public TableLoad scaled(double loadFactor) {
        return new TableLoad(scale(read, loadFactor), scale(write, loadFactor));
    }

    private static List<DayShape.Group> scale(List<DayShape.Group> groups, double f) {
        DayShape.Group[] out = new DayShape.Group[groups.size()];
        for (int i = 0; i < out.length; i++) {
            DayShape.Group g = groups.get(i);
            out[i] = new DayShape.Group(g.window(), g.peak(), g.peak() * f);
        }
        return List.of(out);
    }

    public static double average(List<DayShape.Group> groups) {
        return groups.stream().mapToDouble(DayShape.Group::average).sum();
    }

    public boolean hasWindows() {
        return read.stream().anyMatch(g -> g.window() != null && g.peak() > 0)
                || write.stream().anyMatch(g -> g.window() != null && g.peak() > 0);
    }
}
