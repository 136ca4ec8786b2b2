package dev.tablebook.analysis;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Table;
import dev.tablebook.model.Traffic;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The traffic shape that applies to one table (format: Traffic shape): the daily peak hours and
 * their source (a table, the service or the default), the ramp and its source, the windows the
 * table's patterns may peak in, and the window each of those patterns names.
 */
public record ShapeFacts(double peakHours, String peakHoursSource, int rampMinutes, String rampSource,
                  List<Traffic.Window> windows, Map<String, String> patternWindow) {
    public ShapeFacts {
        windows = List.copyOf(windows);
        patternWindow = dev.tablebook.model.Maps.ordered(patternWindow);
    }

    /** A day-long peak shape without windows, as imported models state no traffic shape. */
    public static ShapeFacts plain(double peakHours, String source) {
        return new ShapeFacts(peakHours, source, Traffic.DEFAULT_RAMP_MINUTES, "default", List.of(), Map.of());
    }

    /** The traffic shape of a table: its own fields first, then the service's, then the defaults. */
    public static ShapeFacts of(Design design, Table t) {
        double hours;
        String source;
        if (t.peakHoursPerDay() != null) {
            hours = t.peakHoursPerDay();
            source = "table " + t.name();
        } else {
            hours = design.peakHoursPerDay();
            source = servicePeakHoursStated(design) ? "service" : "default";
        }
        int ramp = Traffic.DEFAULT_RAMP_MINUTES;
        String rampSource = "default";
        if (t.traffic() != null && t.traffic().rampMinutes() != null) {
            ramp = t.traffic().rampMinutes();
            rampSource = "table " + t.name();
        } else if (design.traffic() != null && design.traffic().rampMinutes() != null) {
            ramp = design.traffic().rampMinutes();
            rampSource = "service";
        }
        Map<String, Traffic.Window> windows = new LinkedHashMap<>();
        Map<String, String> patternWindow = new LinkedHashMap<>();
        for (AccessPattern p : design.patterns()) {
            Traffic.Window w = p.rps() == null ? null : design.window(t, p.rps().window());
            if (w != null) {
                windows.putIfAbsent(w.name(), w);
                patternWindow.put(p.id(), w.name());
            }
        }
        return new ShapeFacts(hours, source, ramp, rampSource, List.copyOf(windows.values()), patternWindow);
    }

    public static boolean servicePeakHoursStated(Design design) {
        return design.where() != null && design.where().has("peak_hours_per_day")
                || design.traffic() != null && design.traffic().peakHoursPerDay() != null;
    }

    public Traffic.Window window(String name) {
        return name == null ? null : windows.stream().filter(w -> w.name().equals(name)).findFirst().orElse(null);
    }
}
