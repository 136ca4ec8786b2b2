package dev.tablebook.model;

/** What a write leg does. {@code PUT} is a blind put that creates or replaces; it counts as a create. */
public enum WriteAction {
    CREATE, UPDATE, DELETE, PUT;

    public boolean creates() {
        return this == CREATE || this == PUT;
    }

    public String yamlName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
