package dev.tablebook.render;

import java.util.List;

/**
 * A chart drawn by the tool with every coordinate computed: lines (a series each), bars, axis
 * rules and labels, and a legend; its figures also arrive as a {@link DataTable}, which the
 * Markdown copy shows and the HTML page offers beside the drawing.
 */
public record Chart(String id, int width, int height, String title, String description, List<Series> series,
                    List<Bar> bars, List<Rule> rules, List<Label> labels, List<Label> legend, DataTable data) {

    /** A polyline; {@code style} selects its colour and dash (s1..s5). */
    public record Series(String name, String style, String points) {
    }

    /** A filled bar with the figure it stands for. */
    public record Bar(int x, int y, int w, int h, String style, String title) {
    }

    /** An axis or grid line; {@code marker} for a highlighted position (the table's actual load). */
    public record Rule(int x1, int y1, int x2, int y2, boolean marker) {
    }

    /** A text at a position; {@code anchor} is the SVG text-anchor (start, middle, end); {@code style} for legend swatches. */
    public record Label(int x, int y, String text, String anchor, String style) {
    }
}
