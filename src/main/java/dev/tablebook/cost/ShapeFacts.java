package dev.tablebook.cost;

import dev.tablebook.model.Traffic;
import java.util.List;
import java.util.Map;

/**
 * The traffic shape that applies to one table (format: Traffic shape): the daily peak hours and
 * their source (a table, the service or the default), the ramp and its source, the windows the
 * table's patterns may peak in, and the window each of those patterns names.
 */
record ShapeFacts(double peakHours, String peakHoursSource, int rampMinutes, String rampSource,
                  List<Traffic.Window> windows, Map<String, String> patternWindow) {
    ShapeFacts {
        windows = List.copyOf(windows);
        patternWindow = dev.tablebook.model.Maps.ordered(patternWindow);
    }

    /** A day-long peak shape without windows, as imported models state no traffic shape. */
    static ShapeFacts plain(double peakHours, String source) {
        return new ShapeFacts(peakHours, source, Traffic.DEFAULT_RAMP_MINUTES, "default", List.of(), Map.of());
    }

    Traffic.Window window(String name) {
        return name == null ? null : windows.stream().filter(w -> w.name().equals(name)).findFirst().orElse(null);
    }
}
