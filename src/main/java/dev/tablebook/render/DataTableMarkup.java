package dev.tablebook.render;

import freemarker.ext.util.WrapperTemplateModel;
import freemarker.template.TemplateMethodModelEx;
import freemarker.template.TemplateModelException;
import freemarker.template.TemplateScalarModel;

import java.util.List;

/**
 * A {@link DataTable} as HTML ({@code dataTableHtml(t, caption, id)} in the page templates) and as
 * Markdown ({@code dataTableMd(t)} in the Markdown templates). The macros {@code dataTable} of
 * {@code lib/chart.ftlh} and {@code table} of {@code md/lib.ftl} call these; a templates folder
 * that redefines a macro is read as before.
 *
 * <p>The tables of figures beside the charts and cost blocks are most of a service page's cells,
 * so their markup is the least HTML that says it: a row a line, the end tags HTML lets a table
 * leave out left out ({@code </td>}, {@code </th>}, {@code </tr>}, {@code </tbody>}), numbers
 * right-aligned by the stylesheet ({@code table.data td}) and only a text column's cells marked
 * ({@code class="t"}), a row's first cell its header. Every text is escaped as the page
 * templates escape it ({@link AsciiHtml}) or as {@code md()} does ({@link MarkdownEscape}).
 * A Markdown table has at most {@value #MAX_MD_COLUMNS} columns, as GitHub shows them without
 * scrolling: a wider one is written as several tables, each repeating the first column.
 */
final class DataTableMarkup {
    /** The widest Markdown table written; the rest of the columns go into a further table. */
    static final int MAX_MD_COLUMNS = 7;

    private DataTableMarkup() {
    }

    /** The table in a scrolling region labelled with its caption (none when the caption is empty). */
    static String html(DataTable t, String caption) {
        return html(t, caption, "");
    }

    /** The same with an id on the table (none when empty), which a chart's description points to. */
    static String html(DataTable t, String caption, String id) {
        List<Boolean> numeric = t.numeric();
        StringBuilder b = new StringBuilder(192 + 16 * t.rows().size() * t.headers().size());
        String label = escape(caption);
        b.append("<div class=\"scroll\" tabindex=\"0\" role=\"region\"");
        if (!label.isEmpty()) {
            b.append(" aria-label=\"").append(label).append('"');
        }
        b.append("><table class=\"data\"");
        if (!id.isEmpty()) {
            b.append(" id=\"").append(escape(id)).append('"');
        }
        b.append('>');
        if (!label.isEmpty()) {
            b.append("<caption>").append(label).append("</caption>");
        }
        b.append("\n<thead><tr>");
        List<String> headers = t.headers();
        for (int i = 0; i < headers.size(); i++) {
            b.append(i == 0 || numeric.get(i) ? "<th scope=\"col\">" : "<th scope=\"col\" class=\"t\">")
                    .append(escape(headers.get(i)));
        }
        b.append("</thead>\n<tbody>\n");
        for (List<DataTable.Cell> row : t.rows()) {
            b.append("<tr>");
            for (int i = 0; i < row.size(); i++) {
                DataTable.Cell c = row.get(i);
                b.append(i == 0 ? "<th scope=\"row\">" : numeric.get(i) ? "<td>" : "<td class=\"t\">");
                if (c.href().isEmpty()) {
                    b.append(escape(c.text()));
                } else {
                    b.append("<a href=\"").append(escape(c.href())).append("\">").append(escape(c.text())).append("</a>");
                }
            }
            b.append('\n');
        }
        return b.append("</table></div>\n").toString();
    }

    /**
     * The table as GitHub Markdown: a header row, the alignment row (numbers right), a row a line;
     * wider than {@value #MAX_MD_COLUMNS} columns, as several such tables, each with the first column.
     */
    static String markdown(DataTable t) {
        int columns = t.headers().size();
        if (columns <= MAX_MD_COLUMNS) {
            return markdown(t, 0, columns);
        }
        StringBuilder b = new StringBuilder();
        for (int from = 1; from < columns; from += MAX_MD_COLUMNS - 1) {
            if (b.length() > 0) {
                b.append('\n');
            }
            b.append(markdown(t, from, Math.min(columns, from + MAX_MD_COLUMNS - 1)));
        }
        return b.toString();
    }

    /** The first column and the columns {@code from} (inclusive, at least 1) to {@code to} (exclusive); from 0: all up to {@code to}. */
    private static String markdown(DataTable t, int from, int to) {
        List<Boolean> numeric = t.numeric();
        List<Integer> shown = new java.util.ArrayList<>();
        shown.add(0);
        for (int i = Math.max(1, from); i < to; i++) {
            shown.add(i);
        }
        StringBuilder b = new StringBuilder(128 + 24 * t.rows().size() * shown.size());
        b.append('|');
        for (int i : shown) {
            b.append(' ').append(MarkdownEscape.escape(t.headers().get(i))).append(" |");
        }
        b.append("\n|");
        for (int i : shown) {
            b.append(numeric.get(i) ? "---:|" : "---|");
        }
        b.append('\n');
        for (List<DataTable.Cell> row : t.rows()) {
            b.append('|');
            for (int i : shown) {
                DataTable.Cell c = row.get(i);
                b.append(' ');
                if (c.mdHref().isEmpty()) {
                    b.append(MarkdownEscape.escape(c.text()));
                } else {
                    b.append('[').append(MarkdownEscape.escape(c.text())).append("](").append(c.mdHref()).append(')');
                }
                b.append(" |");
            }
            b.append('\n');
        }
        return b.toString();
    }

    private static String escape(String text) {
        return AsciiHtml.INSTANCE.escapePlainText(text);
    }

    /** {@code dataTableHtml(t, caption[, id])}: the table's HTML, as markup the template writes unescaped. */
    static final TemplateMethodModelEx HTML = arguments -> {
        if (arguments.size() != 2 && arguments.size() != 3) {
            throw new TemplateModelException("dataTableHtml(table, caption[, id]) takes two or three arguments");
        }
        return AsciiHtml.INSTANCE.fromMarkup(html(table(arguments.get(0), "dataTableHtml"),
                text(arguments.get(1), "dataTableHtml"),
                arguments.size() == 3 ? text(arguments.get(2), "dataTableHtml") : ""));
    };

    /** {@code dataTableMd(t)}: the table's Markdown. */
    static final TemplateMethodModelEx MARKDOWN = arguments -> {
        if (arguments.size() != 1) {
            throw new TemplateModelException("dataTableMd(table) takes one argument");
        }
        return markdown(table(arguments.get(0), "dataTableMd"));
    };

    private static DataTable table(Object argument, String function) throws TemplateModelException {
        if (argument instanceof WrapperTemplateModel w && w.getWrappedObject() instanceof DataTable t) {
            return t;
        }
        throw new TemplateModelException(function + ": the first argument is not a data table");
    }

    private static String text(Object argument, String function) throws TemplateModelException {
        if (argument instanceof TemplateScalarModel s) {
            return s.getAsString();
        }
        throw new TemplateModelException(function + ": the caption is not a text");
    }
}
