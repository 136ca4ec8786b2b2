package dev.tablebook.model;

/**
 * What a write leg does. {@code PUT} is a blind put that creates or replaces; it counts as a create.
 * {@code CHECK} is a ConditionCheck of a TransactWriteItems: it tests another item and writes nothing.
 */
public enum WriteAction {
    CREATE, UPDATE, DELETE, PUT, CHECK;

    public boolean creates() {
        return this == CREATE || this == PUT;
    }

    /** Whether the leg changes its item (every action but a condition check). */
    public boolean writes() {
        return this != CHECK;
    }

    public String yamlName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
