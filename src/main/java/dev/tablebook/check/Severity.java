package dev.tablebook.check;

import java.util.Locale;

/** How much a finding matters. Only unaccepted errors fail a run. */
public enum Severity {
    ERROR("error"), WARNING("warning"), INFO("note");

    private final String sarifLevel;

    Severity(String sarifLevel) {
        this.sarifLevel = sarifLevel;
    }

    /** The word shown in reports and JSON: error, warning, info. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** SARIF has no "info" level; its lowest level is "note". */
    public String sarifLevel() {
        return sarifLevel;
    }
}
