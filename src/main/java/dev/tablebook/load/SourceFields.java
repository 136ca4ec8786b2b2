package dev.tablebook.load;

import dev.tablebook.model.Source;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Reads {@code source}: where an imported design came from (an entity's {@code samples}: {@link SampleReader}). */
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

}
