package dev.tablebook.render;

import dev.tablebook.check.RuleMeta;
import dev.tablebook.format.JsonText;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code search-index.json}: one entry per service, access pattern, entity, table, index and
 * rule, with a link relative to the site root. The search box filters it in the browser; it
 * loads it as {@code search-index.js}, which works from {@code file://} too.
 */
final class SearchIndex {

    private SearchIndex() {
    }

    /** The entries of one service: the service, its patterns, entities, tables and indexes. */
    static List<ServiceSummary.SearchEntry> entries(ServiceView s) {
        List<ServiceSummary.SearchEntry> out = new ArrayList<>();
        String page = "services/" + s.service() + ".html";
        out.add(new ServiceSummary.SearchEntry("service", s.title(), s.service(), s.owner(), page));
        for (PatternRow p : s.patterns()) {
            out.add(new ServiceSummary.SearchEntry("pattern", p.id() + " " + p.name(), s.service(),
                    p.operation() + " " + p.target(), page + "#" + p.detailAnchor()));
        }
        for (EntityView e : s.entities()) {
            out.add(new ServiceSummary.SearchEntry("entity", e.name(), s.service(),
                    e.count().isEmpty() ? "" : e.count() + " items", page + "#" + e.anchor()));
        }
        for (KeyMapView t : s.tables()) {
            out.add(new ServiceSummary.SearchEntry("table", t.name(), s.service(), "", page + "#" + t.anchor()));
        }
        for (IndexView i : s.indexes()) {
            out.add(new ServiceSummary.SearchEntry("index", i.name(), s.service(), i.kind() + " on " + i.table(),
                    page + "#" + i.anchor()));
        }
        return out;
    }

    static List<ServiceSummary.SearchEntry> entries(SiteView site, List<RuleMeta> rules) {
        List<ServiceSummary.SearchEntry> out = new ArrayList<>();
        for (ServiceSummary s : site.services()) {
            out.addAll(s.search());
        }
        for (RuleMeta r : rules) {
            out.add(new ServiceSummary.SearchEntry("rule", r.id(), "rule catalog", r.summary(), "rules/" + r.id() + ".html"));
        }
        return out;
    }

    /**
     * The same entries as a script that hands them to the search box ({@code search-index.js}):
     * a page opened from disk may load a script but not fetch a file. {@code <} is escaped so
     * that no entry can end the script early.
     */
    /** The script of the entries {@link #json} wrote, so a build writes the entries once and both files from them. */
    static String script(String json) {
        return "window.tablebookSearchIndex = " + json.strip().replace("<", "\\u003c") + ";\n";
    }

    static String json(SiteView site, List<RuleMeta> rules) {
        return JsonText.write(entries(site, rules), JsonText.Layout.COMPACT) + "\n";
    }
}
