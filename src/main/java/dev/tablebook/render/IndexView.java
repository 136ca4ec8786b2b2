package dev.tablebook.render;

import dev.tablebook.format.Figures;
import dev.tablebook.analysis.IndexMembership;
import dev.tablebook.analysis.KeyTarget;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Table;
import dev.tablebook.model.VectorIndex;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One index of a table: its keys and projection, the entities it holds (with the templates they
 * write to its keys), the entities it leaves out (a sparse index), and the patterns that read it
 * and keep it up to date.
 */
public record IndexView(String name, String anchor, String mdAnchor, String table, String tableAnchor, String kind,
                        String partition, String sort, String projection, List<Member> members,
                        List<String> nonMembers, boolean sparse, List<PatternRef> readBy, List<PatternRef> writtenBy,
                        List<TableSettings.Setting> facts) {

    /** A member entity and the values it writes to the index keys. */
    public record Member(String entity, String entityAnchor, String partition, String sort) {
    }

    /** A link to a pattern's detail. */
    public record PatternRef(String id, String anchor) {
        public String mdAnchor() {
            return Anchors.github("Pattern " + id);
        }
    }

    static IndexView of(Design d, Table t, Index i, IndexWrites writes, Anchors anchors,
                        Map<String, String> entityAnchors, Map<String, String> patternAnchors, String tableAnchor) {
        List<Entity> memberEntities = IndexMembership.members(d, t, i);
        List<String> memberNames = memberEntities.stream().map(Entity::name).toList();
        List<Member> members = memberEntities.stream().map(e -> new Member(e.name(),
                entityAnchors.getOrDefault(e.name(), ""), templates(t, e, i.partition()), templates(t, e, i.sort())))
                .toList();
        List<String> non = t.items().keySet().stream().filter(e -> !memberNames.contains(e)).toList();
        List<PatternRef> readBy = new ArrayList<>();
        List<PatternRef> writtenBy = new ArrayList<>();
        for (AccessPattern p : d.patterns()) {
            if (t.name().equals(p.table()) && i.name().equals(p.index())) {
                readBy.add(new PatternRef(p.id(), patternAnchors.get(p.id())));
            } else if (writes.writesIndex(p, t.name(), i.name())) {
                writtenBy.add(new PatternRef(p.id(), patternAnchors.get(p.id())));
            }
        }
        List<TableSettings.Setting> facts = new ArrayList<>();
        if (i.indexedItems() != null) {
            // A sparse index within its members: it holds what the design states, not every member item.
            boolean counted = !memberEntities.isEmpty() && memberEntities.stream().allMatch(e -> e.count() != null);
            long all = memberEntities.stream().mapToLong(e -> e.count() == null ? 0 : e.count()).sum();
            facts.add(new TableSettings.Setting("Indexed items", Figures.count(i.indexedItems()) + " (stated"
                    + (counted ? "; of " + Figures.count(all) + " member items" : "") + ")", false));
        }
        return new IndexView(i.name(), anchors.of("index", t.name() + "-" + i.name()),
                Anchors.github("Index " + i.name()), t.name(), tableAnchor, i.isGsi() ? "GSI" : "LSI",
                keys(t, i.partition()), keys(t, i.sort()), i.projection().toString(), members, non,
                !non.isEmpty(), readBy, writtenBy, facts);
    }

    static IndexView ofVector(Design d, Table t, VectorIndex v, IndexWrites writes, Anchors anchors,
                              Map<String, String> entityAnchors, Map<String, String> patternAnchors,
                              String tableAnchor) {
        List<Entity> memberEntities = IndexMembership.members(d, KeyTarget.of(t, v));
        List<String> memberNames = memberEntities.stream().map(Entity::name).toList();
        List<Member> members = memberEntities.stream().map(e -> new Member(e.name(),
                entityAnchors.getOrDefault(e.name(), ""),
                v.partition() == null ? "" : templates(t, e, List.of(v.partition())), "")).toList();
        List<String> non = t.items().keySet().stream().filter(e -> !memberNames.contains(e)).toList();
        List<PatternRef> readBy = d.patterns().stream()
                .filter(p -> t.name().equals(p.table()) && v.name().equals(p.index()))
                .map(p -> new PatternRef(p.id(), patternAnchors.get(p.id()))).toList();
        List<PatternRef> writtenBy = d.patterns().stream()
                .filter(p -> writes.writesIndex(p, t.name(), v.name()))
                .map(p -> new PatternRef(p.id(), patternAnchors.get(p.id()))).toList();
        List<TableSettings.Setting> facts = new ArrayList<>();
        facts.add(new TableSettings.Setting("Vector attribute", v.attribute(), false));
        facts.add(new TableSettings.Setting("Dimensions", Figures.count(v.dimensions()), false));
        facts.add(new TableSettings.Setting("Distance", v.distance().name(), false));
        if (!v.filters().isEmpty()) {
            facts.add(new TableSettings.Setting("Inline filters", String.join(", ", v.filters()), false));
        }
        if (v.indexedItems() != null) {
            facts.add(new TableSettings.Setting("Indexed items", Figures.count(v.indexedItems()), false));
        }
        return new IndexView(v.name(), anchors.of("index", t.name() + "-" + v.name()),
                Anchors.github("Index " + v.name()), t.name(), tableAnchor, "vector",
                v.partition() == null ? "" : v.partition() + " (" + t.keyType(v.partition()).name() + ")", "",
                v.projection().toString(), members, non, !non.isEmpty(), readBy, writtenBy, facts);
    }

    private static String keys(Table t, List<String> attributes) {
        List<String> out = new ArrayList<>();
        for (String a : attributes) {
            out.add(a + " (" + t.keyType(a).name() + ")");
        }
        return String.join(" + ", out);
    }

    /** A member's templates of the index key attributes (a natural key is its own placeholder). */
    private static String templates(Table t, Entity e, List<String> attributes) {
        List<KeyTemplate> templates = IndexMembership.templates(t, e, attributes);
        return templates == null ? "" : String.join(" + ", templates.stream().map(KeyTemplate::text).toList());
    }
}
