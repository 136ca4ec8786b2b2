package dev.tablebook.model;

/** A rule knowingly not applied to a target, with the reason (null or blank: no reason). */
public record Deviation(String rule, String target, String reason, Where where) {
    public boolean justified() {
        return reason != null && !reason.isBlank();
    }
}
