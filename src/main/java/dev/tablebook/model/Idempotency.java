package dev.tablebook.model;

public enum Idempotency {
    CLIENT_TOKEN("client-token"), CONDITIONAL_WRITE("conditional-write"), NATURAL("natural"), NONE("none");

    private final String yamlName;

    Idempotency(String yamlName) {
        this.yamlName = yamlName;
    }

    public String yamlName() {
        return yamlName;
    }
}
