package dev.tablebook.check.rules;

import dev.tablebook.format.CodeSpan;

import dev.tablebook.analysis.IndexMembership;
import dev.tablebook.analysis.IndexWriteCount;
import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Attribute;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Table;
import dev.tablebook.model.WriteLeg;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

@RuleInfo(id = "mutable-gsi-key", severity = Severity.WARNING, category = Category.COST,
        summary = "A mutable attribute is part of a GSI or LSI key",
        description = "When an index key attribute changes, DynamoDB deletes the old index entry and inserts a new "
                + "one: two index writes per update, and a window in which the index shows neither. An index "
                + "keyed on a changing value (a status, a score) pays that on every change. A vector index's "
                + "vector is not a key.")
public final class MutableGsiKey implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        Design d = ctx.design();
        for (Table t : d.tables().values()) {
            for (Index index : t.indexes().values()) {
                for (Entity e : IndexMembership.members(d, t, index)) {
                    check(ctx, t, index, e, out);
                }
            }
        }
        return out;
    }

    /**
     * The updates the cost model charges two index writes for because they change the attribute:
     * the same count ({@link IndexWriteCount}) the bill uses.
     */
    private static String moving(Design d, Table t, Entity e, Index index, String attr) {
        List<String> listed = new ArrayList<>();
        List<String> assumed = new ArrayList<>();
        List<String> replaced = new ArrayList<>();
        for (AccessPattern p : d.patterns()) {
            for (WriteLeg leg : p.legs()) {
                if (!t.name().equals(leg.table()) || !e.name().equals(leg.entity())
                        || IndexWriteCount.perItem(leg, t, e, index) != 2) {
                    continue;
                }
                if (IndexWriteCount.replaces(leg)) {
                    replaced.add(p.id());
                } else if (IndexWriteCount.assumed(leg)) {
                    assumed.add(p.id());
                } else if (leg.attributes().contains(attr)
                        || leg.attributes().stream().anyMatch(index.keyAttributes()::contains)) {
                    listed.add(p.id());
                }
            }
        }
        if (listed.isEmpty() && assumed.isEmpty() && replaced.isEmpty()) {
            return " (no update in the design changes it yet)";
        }
        String s = listed.isEmpty() ? "" : ", charged on " + String.join(", ", listed.stream().distinct().toList());
        if (!assumed.isEmpty()) {
            s += (s.isEmpty() ? ", charged on " : " and on ") + String.join(", ", assumed.stream().distinct().toList())
                    + ", whose update lists no `attributes` and is assumed to change it";
        }
        if (!replaced.isEmpty()) {
            s += (s.isEmpty() ? ", charged on " : " and on ") + String.join(", ", replaced.stream().distinct().toList())
                    + ", whose put replaces an item (`previous_bytes`) and is assumed to change it";
        }
        return s;
    }

    private void check(CheckContext ctx, Table t, Index index, Entity e, List<Finding> out) {
        Set<String> seen = new LinkedHashSet<>();
        for (String key : index.keyAttributes()) {
            KeyTemplate template = IndexMembership.template(t, e, key);
            if (template == null) {
                continue;
            }
            for (String attr : template.placeholders()) {
                Attribute a = e.attribute(attr);
                if (a == null || !a.mutable() || !seen.add(attr)) {
                    continue;
                }
                String kind = index.isGsi() ? "GSI " : "LSI ";
                out.add(finding(ctx, a.where().of("mutable"), index.name(), e.name() + "." + attr + " is `mutable` "
                        + "and part of the key of " + kind + index.name() + " of table " + t.name() + " (" + CodeSpan.of(key
                        + ": " + template.text()) + "): every change deletes and re-inserts the index entry, two "
                        + "index writes per item" + moving(ctx.design(), t, e, index, attr) + ". Key the index on a "
                        + "value that does not change, or accept it with a deviation if the index exists to follow "
                        + "that change"));
            }
        }
    }
}
