package dev.tablebook.render;

import dev.tablebook.check.RuleMeta;
import dev.tablebook.format.JsonText;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The search index, in shards: one per service ({@code search/SERVICE.js}, written with the
 * service's pages, so a build that renders one service again rewrites one shard), one for the
 * rule catalog ({@code search/rules.js}), and a small manifest that names them
 * ({@code search/index.js}). Every file is a script of one form, {@code tablebookSearch(JSON);}:
 * the search box loads them as scripts, which a page opened from disk ({@code file://}) may do
 * where it may not fetch a file, and another tool reads the JSON between the parentheses
 * ({@link #json}). {@code <} is written {@code \u003c}, so no text can end a script early.
 */
final class SearchIndex {
    /** The manifest: the shards to load, the rule catalog's first. */
    static final String MANIFEST = "search/index.js";
    static final String RULES = "search/rules.js";
    private static final String OPEN = "tablebookSearch(";
    private static final String CLOSE = ");\n";

    private SearchIndex() {
    }

    /** One entry: what it is, its name, a line of detail, and its link relative to the site root. */
    record Entry(String kind, String name, String detail, String url) {
    }

    /** A shard: the entries of one service (its name) or of the rule catalog ("rule catalog"). */
    record Shard(String service, List<Entry> entries) {
    }

    /** The manifest: each shard's file relative to the site root, in the order the box loads them. */
    record Manifest(int format, List<String> shards) {
    }

    /** Where a service's shard is written, relative to the site root. */
    static String file(String service) {
        return "search/" + service + ".js";
    }

    /** The shard of one service: the service, its patterns, entities, tables and indexes. */
    static byte[] shard(ServiceView s) {
        List<Entry> out = new ArrayList<>();
        String page = "services/" + s.service() + ".html";
        out.add(new Entry("service", s.title(), s.owner(), page));
        for (PatternRow p : s.patterns()) {
            out.add(new Entry("pattern", p.id() + " " + p.name(), p.operation() + " " + p.target(),
                    page + "#" + p.detailAnchor()));
        }
        for (EntityView e : s.entities()) {
            out.add(new Entry("entity", e.name(), e.count().isEmpty() ? "" : e.count() + " items",
                    page + "#" + e.anchor()));
        }
        for (KeyMapView t : s.tables()) {
            out.add(new Entry("table", t.name(), "", page + "#" + t.anchor()));
        }
        for (IndexView i : s.indexes()) {
            out.add(new Entry("index", i.name(), i.kind() + " on " + i.table(), page + "#" + i.anchor()));
        }
        return script(new Shard(s.service(), out));
    }

    /** The shard of the rule catalog. */
    static byte[] rules(List<RuleMeta> rules) {
        List<Entry> out = new ArrayList<>();
        for (RuleMeta r : rules) {
            out.add(new Entry("rule", r.id(), r.summary(), "rules/" + r.id() + ".html"));
        }
        return script(new Shard("rule catalog", out));
    }

    /** The manifest of a site of these services (in the index's order). */
    static byte[] manifest(List<ServiceSummary> services) {
        List<String> shards = new ArrayList<>(List.of(RULES));
        services.forEach(s -> shards.add(file(s.service())));
        return script(new Manifest(1, shards));
    }

    private static byte[] script(Object data) {
        String json = JsonText.write(data, JsonText.Layout.COMPACT).strip().replace("<", "\\u003c");
        return (OPEN + json + CLOSE).getBytes(StandardCharsets.UTF_8);
    }

    /** The JSON of a search file: the text between {@code tablebookSearch(} and the closing {@code );}. */
    static String json(String script) {
        if (!script.startsWith(OPEN) || !script.endsWith(CLOSE)) {
            throw new IllegalArgumentException("not a tablebook search file");
        }
        return script.substring(OPEN.length(), script.length() - CLOSE.length());
    }
}
