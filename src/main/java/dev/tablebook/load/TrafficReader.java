package dev.tablebook.load;

import dev.tablebook.model.Traffic;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a {@code traffic} map (format: Traffic shape) of a service or a table: the peak hours,
 * the ramp and the named windows with their UTC times.
 */
final class TrafficReader {
    private static final Set<String> TRAFFIC = Set.of("peak_hours_per_day", "ramp_minutes", "windows");
    private static final Set<String> WINDOW = Set.of("from", "to");
    private static final Pattern CLOCK = Pattern.compile("([01][0-9]|2[0-3]):([0-5][0-9])|24:00");

    private final Problems problems;

    TrafficReader(Problems problems) {
        this.problems = problems;
    }

    /** The {@code traffic} field of {@code owner} (the design or a table), or null when absent or broken. */
    Traffic read(MapReader owner) {
        Node n = owner.node("traffic");
        if (n == null || n instanceof Node.Scalar s && s.value() == null) {
            return null;
        }
        MapReader r = MapReader.of(n, "`traffic` of " + owner.what(), problems, TRAFFIC);
        if (r == null) {
            return null;
        }
        Double hours = r.number("peak_hours_per_day", 0.000001, 24);
        Integer ramp = r.integer("ramp_minutes", 0, 24 * 60);
        Map<String, Traffic.Window> windows = new LinkedHashMap<>();
        Node.MapNode map = r.map("windows");
        if (map != null) {
            map.values().forEach((name, node) -> {
                if (!MapReader.checkName(problems, map, name, NameRule.WINDOW)) {
                    return;
                }
                Traffic.Window w = window(name, node, r.what());
                if (w != null) {
                    windows.put(name, w);
                }
            });
        }
        return new Traffic(hours, ramp, windows, r.where());
    }

    private Traffic.Window window(String name, Node node, String what) {
        MapReader w = MapReader.of(node, "window " + name + " of " + what, problems, WINDOW);
        if (w == null) {
            return null;
        }
        Integer from = w.require("from") ? clock(w, "from") : null;
        Integer to = w.require("to") ? clock(w, "to") : null;
        if (from == null || to == null) {
            return null;
        }
        if (from.equals(to % Traffic.MINUTES_PER_DAY)) {
            w.error("to", "window " + name + " starts and ends at the same time: give it a length");
            return null;
        }
        return new Traffic.Window(name, from, to % Traffic.MINUTES_PER_DAY, w.where());
    }

    /** Minutes after midnight of an {@code hh:mm} value, or null with an error. */
    private Integer clock(MapReader w, String key) {
        Node n = w.node(key);
        Object v = n instanceof Node.Scalar s ? s.value() : null;
        String text = v instanceof String str ? str.trim() : null;
        Matcher m = text == null ? null : CLOCK.matcher(text);
        if (m == null || !m.matches()) {
            w.error(key, "`" + key + "` in " + w.what() + " must be a UTC time of day as \"hh:mm\" (00:00 to 24:00), not "
                    + n.describe());
            return null;
        }
        return text.equals("24:00") ? Traffic.MINUTES_PER_DAY : Integer.parseInt(m.group(1)) * 60 + Integer.parseInt(m.group(2));
    }
}
