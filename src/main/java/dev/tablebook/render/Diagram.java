package dev.tablebook.render;

import java.util.List;

/**
 * An SVG drawing with every coordinate computed: boxes with lines of text and edges between
 * them. The template only writes the elements out; {@code id} prefixes the ids inside the SVG
 * so that several drawings can share a page.
 */
public record Diagram(String id, int width, int height, String title, String description, List<Box> boxes,
                      List<Edge> edges) {

    /** A box; {@code kind} names its style (table, stream, consumer, target, failure), {@code problem} highlights it. */
    public record Box(int x, int y, int w, int h, String kind, boolean problem, String tooltip, List<Line> lines) {
    }

    /** A line of text at an absolute position; {@code strong} for the box's name. */
    public record Line(int x, int y, String text, boolean strong, boolean problem) {
    }

    /** A path with an arrowhead; {@code dashed} for the failure route. */
    public record Edge(String path, boolean dashed, boolean problem) {
    }

    /** Approximate advance of one character at the diagram's 12px font. */
    static final double CHAR_WIDTH = 7.0;

    /** Cuts a text to fit a width, marking the cut with an ellipsis. */
    static String fit(String text, int width) {
        int max = (int) Math.floor(width / CHAR_WIDTH);
        return text.length() <= max ? text : text.substring(0, Math.max(1, max - 1)) + "…";
    }
}
