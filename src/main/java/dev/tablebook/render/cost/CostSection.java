package dev.tablebook.render.cost;

import java.util.List;

/**
 * One section of a rendered report, as prepared data: a title, paragraphs, and a table whose
 * columns say whether they hold numbers (right-aligned). {@link CostText} and {@link CostMarkdown}
 * only lay sections out.
 */
record CostSection(String title, List<String> paragraphs, List<String> headers, List<Boolean> numeric,
                   List<List<String>> rows, List<String> bullets) {
    CostSection {
        paragraphs = List.copyOf(paragraphs);
        headers = List.copyOf(headers);
        numeric = List.copyOf(numeric);
        rows = rows.stream().map(List::copyOf).toList();
        bullets = List.copyOf(bullets);
    }

    static CostSection text(String title, List<String> paragraphs, List<String> bullets) {
        return new CostSection(title, paragraphs, List.of(), List.of(), List.of(), bullets);
    }
}
