package dev.tablebook.model;

/** A place in a design file: the file as the user named it, 1-based line and column. */
public record Pos(String file, int line, int column) {
    public static Pos of(String file) {
        return new Pos(file, 1, 1);
    }

    @Override
    public String toString() {
        return file + ":" + line + ":" + column;
    }
}
