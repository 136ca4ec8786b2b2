package dev.tablebook.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** Immutable maps that keep the order the designer wrote (the order pages show). */
public final class Maps {
    private Maps() {
    }

    public static <K, V> Map<K, V> ordered(Map<K, V> in) {
        return in == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(in));
    }
}
