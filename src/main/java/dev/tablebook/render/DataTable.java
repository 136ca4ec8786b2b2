package dev.tablebook.render;

import java.util.List;

/**
 * A table of figures prepared for both page formats: headers, which columns hold numbers
 * (right-aligned), and rows of cells that may link to an anchor on the page.
 */
public record DataTable(List<String> headers, List<Boolean> numeric, List<List<Cell>> rows) {
    public DataTable {
        headers = List.copyOf(headers);
        numeric = List.copyOf(numeric);
        rows = rows.stream().map(List::copyOf).toList();
    }

    /**
     * A cell; {@code href} is a fragment on the same HTML page ("#pattern-AP1") or empty, and
     * {@code mdHref} the same place in the Markdown copy ("#pattern-ap1").
     */
    public record Cell(String text, String href, String mdHref) {
        public static Cell of(String text) {
            return new Cell(text, "", "");
        }
    }
}
