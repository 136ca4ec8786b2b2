package dev.tablebook.model;

import java.util.Objects;

/** A place in a design file: the file as the user named it, 1-based line and column. */
public record Pos(String file, int line, int column) {
    public static Pos of(String file) {
        return new Pos(file, 1, 1);
    }

    /**
     * The one form every command prints a positioned problem in: {@code file:line:column: severity rule
     * message} (the spec's {@code file:line:column: message}, with the severity and the rule after the colon).
     */
    public String report(String severity, String rule, String message) {
        return this + ": " + severity + " " + rule + " " + message;
    }

    @Override
    public String toString() {
        return file + ":" + line + ":" + column;
    }

    // Written out with the meaning of the record's own equals (components by Objects.equals, numbers by
    // their wrappers' equals): its first call then links no method handles (docs/performance.md).
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof Pos p && Objects.equals(file, p.file) && line == p.line && column == p.column;
    }

    @Override
    public int hashCode() {
        return (Objects.hashCode(file) * 31 + Integer.hashCode(line)) * 31 + Integer.hashCode(column);
    }
}
