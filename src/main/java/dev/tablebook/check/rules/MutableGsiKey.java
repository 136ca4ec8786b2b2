package dev.tablebook.check.rules;

import dev.tablebook.analysis.IndexMembership;
import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.Attribute;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Table;
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
                        + "and part of the key of " + kind + index.name() + " of table " + t.name() + " (`" + key
                        + ": " + template.text() + "`): every change deletes and re-inserts the index entry, two "
                        + "index writes per update. Key the index on a value that does not change, or accept it "
                        + "with a deviation if the index exists to follow that change"));
            }
        }
    }
}
