package dev.tablebook.render;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link DataTableMarkup} writes what the data-table macros wrote before it: the macros, as they
 * were in {@code lib/chart.ftlh} and {@code md/lib.ftl}, are rendered here by FreeMarker beside the
 * built-in macros (which now call it) on the same tables, and must give the same text.
 */
class DataTableMarkupTest {
    /** {@code dataTable} of lib/chart.ftlh before it called dataTableHtml. */
    private static final String HTML_MACRO = """
            <#macro dataTable t caption="">
            <div class="scroll" tabindex="0" role="region"<#if caption?has_content> aria-label="${caption}"</#if>>
            <table class="data">
              <#if caption?has_content><caption>${caption}</caption></#if>
              <thead><tr><#list t.headers as h><th scope="col"<#if t.numeric[h?index]> class="num"</#if>>${h}</th></#list></tr></thead>
              <tbody>
              <#list t.rows as row>
                <tr><#list row as c><#if c?is_first><th scope="row"><#else><td<#if t.numeric[c?index]> class="num"</#if>></#if><#if c.href?has_content><a href="${c.href}">${c.text}</a><#else>${c.text}</#if><#if c?is_first></th><#else></td></#if></#list></tr>
              </#list>
              </tbody>
            </table>
            </div>
            </#macro>
            """;

    /** {@code table} of md/lib.ftl before it called dataTableMd. */
    private static final String MD_MACRO = """
            <#macro table t>
            |<#list t.headers as h> ${md(h)} |</#list>
            |<#list t.headers as h><#if t.numeric[h?index]>---:<#else>---</#if>|</#list>
            <#list t.rows as row>
            |<#list row as c> <#if c.mdHref?has_content>[${md(c.text)}](${c.mdHref})<#else>${md(c.text)}</#if> |</#list>
            </#list>
            </#macro>
            """;

    /** Texts with every character either format escapes, and some it leaves alone. */
    private static final String[] TEXTS = {"$1,089.05", "0% of peak", "a < b & c > d", "say \"hi\" it's", "caf\u00e9 \u00d7 2 \u2014 \u203a",
        "pipe | star * under_score [x] #1 {y} !z ~w `q` back\\slash", "two\nlines\r", "", "\uD83D\uDE00 emoji", "12:00"};

    private static DataTable table(Random random) {
        int columns = 1 + random.nextInt(6);
        List<String> headers = new ArrayList<>();
        List<Boolean> numeric = new ArrayList<>();
        for (int i = 0; i < columns; i++) {
            headers.add(TEXTS[random.nextInt(TEXTS.length)]);
            numeric.add(random.nextBoolean());
        }
        List<List<DataTable.Cell>> rows = new ArrayList<>();
        for (int r = random.nextInt(5); r > 0; r--) {
            List<DataTable.Cell> row = new ArrayList<>();
            for (int i = 0; i < columns; i++) {
                String text = TEXTS[random.nextInt(TEXTS.length)];
                row.add(random.nextInt(3) == 0 ? new DataTable.Cell(text, "#pattern-AP\"" + i, "#pattern-ap" + i) : DataTable.Cell.of(text));
            }
            rows.add(row);
        }
        return new DataTable(headers, numeric, rows);
    }

    @Test
    void theHtmlIsTheMacrosTableInLessMarkup(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("before.ftlh"), HTML_MACRO + "<#list tables as t><@dataTable t captions[t?index]/>\n</#list>");
        Files.writeString(dir.resolve("after.ftlh"),
                "<#import \"/lib/chart.ftlh\" as ch><#list tables as t><@ch.dataTable t captions[t?index]/>\n</#list>");
        Random random = new Random(7);
        List<DataTable> tables = new ArrayList<>();
        List<String> captions = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            tables.add(table(random));
            captions.add(i % 4 == 0 ? "" : TEXTS[random.nextInt(TEXTS.length)] + " of Users");
        }
        Templates templates = new Templates(dir);
        Map<String, Object> model = Map.of("tables", tables, "captions", captions);
        String before = templates.render("before.ftlh", model);
        String after = templates.render("after.ftlh", model);
        // as a browser reads them: the same regions, captions, header cells with their scope, cells,
        // texts and links; the end tags HTML lets a table leave out are left out
        assertEquals(cells(before), cells(after));
        assertTrue(after.length() < 0.9 * before.length(), after.length() + " bytes for " + before.length());
        assertTrue(after.contains("aria-label=\"a &lt; b &amp; c &gt; d of Users\""), "escaped in the attribute");
        assertTrue(after.contains("caf&#233; &#215; 2 &#8212; &#8250;"), "characters outside ASCII as references");
        assertTrue(after.contains("<td><a href=\"#pattern-AP&quot;"), "a linked numeric cell");
        assertTrue(after.contains("<td class=\"t\">"), "a text column's cell is marked");
        assertTrue(!after.contains("</td>") && !after.contains("</tr>"), "no optional end tags");
    }

    /** Every table's caption, and each cell as scope, text and link, as an HTML parser reads them. */
    private static List<String> cells(String html) {
        List<String> out = new ArrayList<>();
        for (org.jsoup.nodes.Element region : org.jsoup.Jsoup.parseBodyFragment(html).select("div.scroll")) {
            out.add("region " + region.attr("aria-label") + " | " + region.select("caption").text());
            for (org.jsoup.nodes.Element row : region.select("tr")) {
                StringBuilder b = new StringBuilder();
                for (org.jsoup.nodes.Element c : row.children()) {
                    b.append(c.tagName()).append('[').append(c.attr("scope").equals("col") ? "col" : "")
                            .append("] ").append(c.text()).append(' ').append(c.select("a").attr("href")).append(" | ");
                }
                out.add(b.toString());
            }
        }
        return out;
    }

    @Test
    void theMarkdownIsTheMacrosByteForByte(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("before.ftl"), MD_MACRO + "<#list tables as t><@table t/>\n</#list>");
        Files.writeString(dir.resolve("after.ftl"), "<#import \"/md/lib.ftl\" as lib><#list tables as t><@lib.table t/>\n</#list>");
        Random random = new Random(11);
        List<DataTable> tables = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            tables.add(table(random));
        }
        Templates templates = new Templates(dir);
        Map<String, Object> model = Map.of("tables", tables);
        String before = templates.render("before.ftl", model);
        assertEquals(before, templates.render("after.ftl", model));
        assertTrue(before.contains("pipe \\| star \\* under\\_score \\[x\\] \\#1 \\{y\\} \\!z \\~w \\`q\\` back\\\\slash"), "escaped as md() does");
        assertTrue(before.contains("](#pattern-ap"), "a linked cell");
        assertTrue(before.contains("---:|"), "a numeric column");
    }

    @Test
    void aTemplateThatPassesSomethingElseGetsAClearError(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("wrong.ftlh"), "${dataTableHtml(\"not a table\", \"c\")}");
        Templates templates = new Templates(dir);
        RuntimeException e = org.junit.jupiter.api.Assertions.assertThrows(RuntimeException.class,
                () -> templates.render("wrong.ftlh", Map.of()));
        assertTrue(String.valueOf(e.getMessage()).contains("dataTableHtml: the first argument is not a data table")
                || String.valueOf(e.getCause()).contains("dataTableHtml: the first argument is not a data table"), String.valueOf(e));
    }
}
