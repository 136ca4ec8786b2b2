package dev.tablebook.render.cost;

import dev.tablebook.render.MarkdownEscape;
import dev.tablebook.render.CostView.CostBlock;
import dev.tablebook.render.DataTable.Cell;
import dev.tablebook.cost.CostReport;

import java.util.List;

/** Renders reports as GitHub-flavoured Markdown: the same sections as {@link CostText}, as headings and pipe tables. */
public final class CostMarkdown {
    private CostMarkdown() {
    }

    public static String render(List<CostReport> reports) {
        return CostSections.renderEach(reports, CostMarkdown::render);
    }

    /** What {@link #render(List)} returns, written to {@code out} a service at a time: each report can go once written. */
    public static void write(Iterable<CostReport> reports, java.io.Writer out) {
        CostSections.writeEach(reports, out, CostMarkdown::render);
    }

    public static String render(CostReport r) {
        StringBuilder sb = new StringBuilder();
        sb.append("# ").append(escape(CostSections.title(r))).append("\n");
        for (CostBlock s : CostSections.of(r)) {
            blankLine(sb);
            sb.append("## ").append(escape(s.title())).append("\n\n");
            for (String p : s.paragraphs()) {
                sb.append(escape(p)).append("\n\n");
            }
            if (s.table() != null && !s.table().rows().isEmpty()) {
                row(sb, s.table().headers());
                sb.append('|');
                for (boolean numeric : s.table().numeric()) {
                    sb.append(numeric ? " ---: |" : " --- |");
                }
                sb.append('\n');
                for (List<Cell> row : s.table().rows()) {
                    row(sb, row.stream().map(Cell::text).toList());
                }
                sb.append('\n');
            }
            for (String b : s.bullets()) {
                sb.append("- ").append(escape(b)).append('\n');
            }
            if (!s.bullets().isEmpty()) {
                sb.append('\n');
            }
        }
        return sb.toString().stripTrailing() + "\n";
    }

    /** Ends what was written with exactly one blank line. */
    private static void blankLine(StringBuilder sb) {
        while (sb.length() > 1 && sb.charAt(sb.length() - 1) == '\n' && sb.charAt(sb.length() - 2) == '\n') {
            sb.setLength(sb.length() - 1);
        }
        sb.append(sb.charAt(sb.length() - 1) == '\n' ? "\n" : "\n\n");
    }

    private static void row(StringBuilder sb, List<String> cells) {
        sb.append('|');
        for (String c : cells) {
            sb.append(' ').append(escape(c)).append(" |");
        }
        sb.append('\n');
    }

    /** Design text is shown as text, escaped as on every Markdown page ({@link MarkdownEscape}). */
    static String escape(String s) {
        return MarkdownEscape.escape(s);
    }
}
