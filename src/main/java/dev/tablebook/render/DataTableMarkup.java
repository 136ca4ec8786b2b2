package dev.tablebook.render;

import freemarker.ext.util.WrapperTemplateModel;
import freemarker.template.TemplateMethodModelEx;
import freemarker.template.TemplateModelException;
import freemarker.template.TemplateScalarModel;

import java.util.List;

/**
 * A {@link DataTable} as HTML ({@code dataTableHtml(t, caption)} in the page templates) and as a
 * Markdown table ({@code dataTableMd(t)} in the Markdown templates). The macros {@code dataTable}
 * of {@code lib/chart.ftlh} and {@code table} of {@code md/lib.ftl} call these; a templates folder
 * that redefines a macro is read as before.
 *
 * <p>The tables of figures beside every chart and cost block are most of a service page's cells
 * (3,168 of the ~4,400 cells of the examples' largest page, and its Markdown copy repeats them): written
 * here a cell is a few appends, where the macro evaluated half a dozen expressions through the
 * object wrapper for it. The markup is the macros' own, byte for byte ({@code DataTableMarkupTest}
 * renders the macros as they were beside these): every text escaped as the page templates escape
 * it ({@link AsciiHtml}) or as {@code md()} does ({@link MarkdownEscape}).
 */
final class DataTableMarkup {
    private DataTableMarkup() {
    }

    /** The table in a scrolling region labelled with its caption (none when the caption is empty). */
    static String html(DataTable t, String caption) {
        List<Boolean> numeric = t.numeric();
        StringBuilder b = new StringBuilder(256 + 64 * t.rows().size() * t.headers().size());
        String label = escape(caption);
        b.append("<div class=\"scroll\" tabindex=\"0\" role=\"region\"");
        if (!label.isEmpty()) {
            b.append(" aria-label=\"").append(label).append('"');
        }
        b.append(">\n<table class=\"data\">\n  ");
        if (!label.isEmpty()) {
            b.append("<caption>").append(label).append("</caption>");
        }
        b.append("\n  <thead><tr>");
        List<String> headers = t.headers();
        for (int i = 0; i < headers.size(); i++) {
            b.append("<th scope=\"col\"").append(numeric.get(i) ? " class=\"num\">" : ">")
                    .append(escape(headers.get(i))).append("</th>");
        }
        b.append("</tr></thead>\n  <tbody>\n");
        for (List<DataTable.Cell> row : t.rows()) {
            b.append("    <tr>");
            for (int i = 0; i < row.size(); i++) {
                DataTable.Cell c = row.get(i);
                if (i == 0) {
                    b.append("<th scope=\"row\">");
                } else {
                    b.append(numeric.get(i) ? "<td class=\"num\">" : "<td>");
                }
                if (c.href().isEmpty()) {
                    b.append(escape(c.text()));
                } else {
                    b.append("<a href=\"").append(escape(c.href())).append("\">").append(escape(c.text())).append("</a>");
                }
                b.append(i == 0 ? "</th>" : "</td>");
            }
            b.append("</tr>\n");
        }
        return b.append("  </tbody>\n</table>\n</div>\n").toString();
    }

    /** The table as GitHub Markdown: a header row, the alignment row (numbers right), a row a line. */
    static String markdown(DataTable t) {
        List<Boolean> numeric = t.numeric();
        StringBuilder b = new StringBuilder(128 + 24 * t.rows().size() * t.headers().size());
        b.append('|');
        for (String h : t.headers()) {
            b.append(' ').append(MarkdownEscape.escape(h)).append(" |");
        }
        b.append("\n|");
        for (int i = 0; i < t.headers().size(); i++) {
            b.append(numeric.get(i) ? "---:|" : "---|");
        }
        b.append('\n');
        for (List<DataTable.Cell> row : t.rows()) {
            b.append('|');
            for (DataTable.Cell c : row) {
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

    /** {@code dataTableHtml(t, caption)}: the table's HTML, as markup the template writes unescaped. */
    static final TemplateMethodModelEx HTML = arguments -> {
        if (arguments.size() != 2) {
            throw new TemplateModelException("dataTableHtml(table, caption) takes two arguments");
        }
        return AsciiHtml.INSTANCE.fromMarkup(html(table(arguments.get(0), "dataTableHtml"),
                text(arguments.get(1), "dataTableHtml")));
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
