package dev.tablebook.model;

import java.util.List;

/** An index projection: ALL, KEYS_ONLY, or INCLUDE with the attributes it adds to the keys. */
public record Projection(Type type, List<String> attributes) {
    public Projection {
        attributes = List.copyOf(attributes);
    }

    public enum Type { ALL, KEYS_ONLY, INCLUDE }

    public static final Projection ALL = new Projection(Type.ALL, List.of());
    public static final Projection KEYS_ONLY = new Projection(Type.KEYS_ONLY, List.of());

    public static Projection include(List<String> attributes) {
        return new Projection(Type.INCLUDE, attributes);
    }

    @Override
    public String toString() {
        return type == Type.INCLUDE ? "INCLUDE " + attributes : type.name();
    }
}
