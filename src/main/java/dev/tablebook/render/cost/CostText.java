package dev.tablebook.render.cost;

import dev.tablebook.render.CostView.CostBlock;
import dev.tablebook.render.DataTable;
import dev.tablebook.render.DataTable.Cell;
import dev.tablebook.cost.CostReport;

import java.util.ArrayList;
import java.util.List;

/** Renders reports as plain text for a terminal: headline, patterns by cost, storage, capacity, hot partitions, guesses. */
public final class CostText {
    private CostText() {
    }

    public static String render(List<CostReport> reports) {
        return CostSections.renderEach(reports, CostText::render);
    }

    /** What {@link #render(List)} returns, written to {@code out} a service at a time: each report can go once written. */
    public static void write(Iterable<CostReport> reports, java.io.Writer out) {
        CostSections.writeEach(reports, out, CostText::render);
    }

    public static String render(CostReport r) {
        StringBuilder sb = new StringBuilder();
        String title = CostSections.title(r);
        sb.append(title).append('\n').append("=".repeat(title.length())).append("\n");
        for (CostBlock s : CostSections.of(r)) {
            sb.append('\n').append(s.title()).append('\n').append("-".repeat(s.title().length())).append('\n');
            for (String p : s.paragraphs()) {
                sb.append(p).append('\n');
            }
            if (s.table() != null) {
                table(sb, s);
            }
            for (String b : s.bullets()) {
                sb.append("  * ").append(b).append('\n');
            }
        }
        return sb.toString();
    }

    private static void table(StringBuilder sb, CostBlock s) {
        DataTable t = s.table();
        int n = t.headers().size();
        int[] width = new int[n];
        List<List<String>> all = new ArrayList<>();
        all.add(t.headers());
        t.rows().forEach(row -> all.add(row.stream().map(Cell::text).toList()));
        for (List<String> row : all) {
            for (int i = 0; i < n; i++) {
                width[i] = Math.max(width[i], row.get(i).length());
            }
        }
        for (int r = 0; r < all.size(); r++) {
            List<String> row = all.get(r);
            StringBuilder line = new StringBuilder("  ");
            for (int i = 0; i < n; i++) {
                String cell = row.get(i);
                String pad = " ".repeat(width[i] - cell.length());
                line.append(t.numeric().get(i) ? pad + cell : cell + pad);
                if (i < n - 1) {
                    line.append("  ");
                }
            }
            sb.append(line.toString().stripTrailing()).append('\n');
            if (r == 0) {
                StringBuilder rule = new StringBuilder("  ");
                for (int i = 0; i < n; i++) {
                    rule.append("-".repeat(width[i])).append(i < n - 1 ? "  " : "");
                }
                sb.append(rule).append('\n');
            }
        }
    }
}
