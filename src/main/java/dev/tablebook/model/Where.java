package dev.tablebook.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Where a model element and each of its fields stand in the source, so that a finding can point
 * at the exact field at fault. {@code fields} maps a field name (as spelled in the file) to the
 * position of its value.
 */
public record Where(Pos self, Map<String, Pos> fields) {
    public Where {
        // not Map.copyOf: its open addressing degrades badly on thousands of similar keys
        fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    }

    public static Where at(Pos pos) {
        return new Where(pos, Map.of());
    }

    /** The position of a field's value, or of the element itself when the field is absent. */
    public Pos of(String field) {
        return fields.getOrDefault(field, self);
    }

    public boolean has(String field) {
        return fields.containsKey(field);
    }
}
