package dev.tablebook.render;

import dev.tablebook.request.SdkRequest;
import dev.tablebook.request.SdkRequests;
import dev.tablebook.analysis.EntityMatch;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Read;
import dev.tablebook.model.Retrieval;
import dev.tablebook.model.Table;
import dev.tablebook.model.VectorSearch;
import dev.tablebook.model.Write;
import dev.tablebook.model.WriteLeg;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The detail of one access pattern: what its key condition selects (matched against the key
 * templates, mixed results reported), what the design says it returns, and the call written
 * for the AWS SDKs for JavaScript v3 and Java v2: {@code javascript} and {@code java} whole programs,
 * {@code javascriptCall} and {@code javaCall} the same without the set-up the page shows once
 * ({@link SdkSetup}).
 */
public record PatternDetail(String id, String anchor, String rowAnchor, String mdAnchor, String name,
                            String descriptionHtml, String descriptionMarkdown, String selects, List<EntityRef> matched,
                            List<String> declared, List<String> notes, String javascript, String java,
                            String javascriptCall, String javaCall, String sdkNote) {

    /** An entity with the anchor of its section; {@code count} is "3 × " for a write leg of three items. */
    public record EntityRef(String count, String name, String anchor) {
        public String mdAnchor() {
            return Anchors.github("Entity " + name);
        }
    }

    static PatternDetail of(Design d, AccessPattern p, String anchor, String rowAnchor, Map<String, String> entityAnchors,
                            MarkdownText markdown) {
        Table t = d.tables().get(p.table());
        List<String> matched = matched(d, p, t);
        List<String> notes = new ArrayList<>();
        String selects = p instanceof Write ? "Writes" : "Returns (from the key templates)";
        if (p instanceof Retrieval) {
            if (matched.isEmpty() && !p.key().isEmpty()) {
                notes.add("The key condition matches no entity's key templates in " + p.table() + ".");
            } else if (matched.size() > 1 && !(p instanceof Read r && r.operation() == Operation.Scan)) {
                notes.add("Mixed result: the key condition selects items of " + matched.size() + " entities ("
                        + String.join(", ", matched) + ").");
            }
            List<String> undeclared = matched.stream().filter(e -> !p.returned().contains(e)).toList();
            List<String> unmatched = p.returned().stream().filter(e -> !matched.contains(e)).toList();
            if (!p.returned().isEmpty() && !undeclared.isEmpty()) {
                notes.add("The declared returns do not name " + String.join(", ", undeclared)
                        + ", which the key also selects.");
            }
            if (!unmatched.isEmpty() && !matched.isEmpty()) {
                notes.add("The declared returns name " + String.join(", ", unmatched)
                        + ", which this key does not select.");
            }
        }
        Optional<SdkRequest> request = new SdkRequests(d).of(p);
        String title = p.id() + ": " + p.title();
        String js = request.map(r -> JsSdkCall.of(r, title, d.region())).orElse("");
        String java = request.map(r -> JavaSdkCall.of(r, title, d.region())).orElse("");
        String sdkNote = request.isPresent() ? "" : p instanceof VectorSearch
                ? "SearchVectors has no document-client command; call it through the low-level DynamoDB client of an "
                + "SDK version that includes vector search."
                : "No example: the pattern names no table or write the call could be built from.";
        return new PatternDetail(p.id(), anchor, rowAnchor, Anchors.github("Pattern " + p.id()), p.title(),
                markdown.toHtml(p.description()), markdown.toSafeMarkdown(p.description()), selects,
                refs(p, matched, entityAnchors), p.returned(),
                notes, js, java, SdkSetup.call(js, false), SdkSetup.call(java, true), sdkNote);
    }

    private static List<EntityRef> refs(AccessPattern p, List<String> matched, Map<String, String> entityAnchors) {
        if (!(p instanceof Write w)) {
            return matched.stream().map(e -> new EntityRef("", e, entityAnchors.getOrDefault(e, ""))).toList();
        }
        List<EntityRef> out = new ArrayList<>();
        for (WriteLeg l : w.writes()) {
            out.add(new EntityRef(l.count() > 1 ? l.count() + " × " : "", l.entity(),
                    entityAnchors.getOrDefault(l.entity(), "")));
        }
        return out;
    }

    /** The entities the call reads (by key template match) or writes (by its legs). */
    static List<String> matched(Design d, AccessPattern p, Table t) {
        if (p instanceof Write w) {
            Set<String> written = new LinkedHashSet<>();
            w.writes().forEach(l -> written.add(l.entity()));
            return List.copyOf(written);
        }
        if (t == null) {
            return List.of();
        }
        List<String> stored = p.returned().stream().filter(t::stores).toList();
        if (p instanceof Read r && r.multiGet() && stored.size() > 1) {
            return stored; // one key per returned entity, as the call is written below
        }
        EntityMatch m = EntityMatch.of(d, p);
        return m == null ? List.of() : m.matched();
    }
}
