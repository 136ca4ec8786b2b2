package dev.tablebook.render.cost;

import dev.tablebook.render.CostView.CostBlock;
import dev.tablebook.render.DataTable.Cell;
import dev.tablebook.cost.CostReport;

import java.util.List;

/** Renders reports as GitHub-flavoured Markdown: the same sections as {@link CostText}, as headings and pipe tables. */
public final class CostMarkdown {
    private CostMarkdown() {
    }

    public static String render(List<CostReport> reports) {
        StringBuilder sb = new StringBuilder();
        for (CostReport r : reports) {
            if (sb.length() > 0) {
                sb.append('\n');
            }
            sb.append(render(r));
        }
        return sb.toString();
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
            sb.append(' ').append(escape(c).replace("|", "\\|")).append(" |");
        }
        sb.append('\n');
    }

    /** Design text is shown as text: characters Markdown or HTML would act on are escaped. */
    static String escape(String s) {
        StringBuilder out = new StringBuilder();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '*', '_', '`', '[', ']', '#', '\\' -> out.append('\\').append(c);
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
