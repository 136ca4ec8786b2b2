package dev.tablebook.model;

public enum Consistency {
    EVENTUAL, STRONG, TRANSACTIONAL;

    public String yamlName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
