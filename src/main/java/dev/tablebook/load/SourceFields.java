package dev.tablebook.load;

import dev.tablebook.model.Source;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Reads {@code source} (where an imported design came from) and an entity's {@code samples}. */
final class SourceFields {
    static final Set<String> SOURCE = Set.of("format", "version", "file", "model", "author", "created", "modified",
            "imported");

    private SourceFields() {
    }

    static Source source(MapReader top, Problems problems) {
        if (!top.has("source")) {
            return null;
        }
        Node.MapNode map = top.map("source");
        if (map == null) {
            return null;
        }
        MapReader r = new MapReader(map, "`source`", problems, SOURCE);
        String format = r.require("format") ? r.string("format") : null;
        return new Source(format, r.string("version"), r.string("file"), r.string("model"), r.string("author"),
                r.string("created"), r.string("modified"), r.string("imported"), r.where());
    }

    /** The example items of an entity: a list of maps of plain values (null when absent or wrong). */
    static List<Map<String, Object>> samples(MapReader entity, Problems problems) {
        Node.ListNode list = entity.listNode("samples");
        if (list == null) {
            return List.of();
        }
        List<Map<String, Object>> out = new ArrayList<>();
        for (Node item : list.items()) {
            if (!(item instanceof Node.MapNode m)) {
                problems.add(item.pos(), "each of `samples` in " + entity.what() + " is an example item, a map of"
                        + " attribute to value, not " + item.describe());
                continue;
            }
            Map<String, Object> values = new LinkedHashMap<>();
            m.values().forEach((k, v) -> values.put(k, plain(v)));
            out.add(values);
        }
        return out;
    }

    private static Object plain(Node node) {
        if (node instanceof Node.MapNode m) {
            Map<String, Object> out = new LinkedHashMap<>();
            m.values().forEach((k, v) -> out.put(k, plain(v)));
            return out;
        }
        if (node instanceof Node.ListNode l) {
            List<Object> out = new ArrayList<>();
            l.items().forEach(i -> out.add(plain(i)));
            return out;
        }
        return ((Node.Scalar) node).value();
    }
}
