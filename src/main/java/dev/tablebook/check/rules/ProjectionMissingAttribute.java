package dev.tablebook.check.rules;

import dev.tablebook.analysis.EntitiesRead;
import dev.tablebook.analysis.IndexMembership;
import dev.tablebook.analysis.KeyTarget;
import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Entity;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Projection;
import dev.tablebook.model.Retrieval;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

@RuleInfo(id = "projection-missing-attribute", severity = Severity.ERROR, category = Category.CORRECTNESS,
        summary = "A pattern reads attributes the index it targets does not project",
        description = "A GSI returns only the attributes it projects: the table and index keys, plus the INCLUDE "
                + "list or everything under ALL. A read that needs another attribute gets items without it and "
                + "has to fetch each one again from the table.")
public final class ProjectionMissingAttribute implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (AccessPattern pattern : ctx.design().patterns()) {
            if (!(pattern instanceof Retrieval p)) {
                continue;
            }
            KeyTarget t = KeyTarget.resolve(ctx.design(), p);
            if (p.projection() == null || t == null || t.isTable() || t.isLsi()) {
                continue; // an LSI fetches what it lacks from the table itself
            }
            Projection projection = t.isGsi() ? t.index().projection() : t.vectorIndex().projection();
            if (projection == null || projection.type() == Projection.Type.ALL) {
                continue;
            }
            Set<String> available = available(ctx, p, t, projection);
            List<String> missing = p.projection().stream().filter(a -> !available.contains(a)).toList();
            if (!missing.isEmpty()) {
                out.add(finding(ctx, p.where().of("projection"), p.id(), p.id() + " reads "
                        + String.join(", ", missing) + " from " + t.describe() + ", which projects " + projection
                        + " and so does not return " + (missing.size() == 1 ? "it" : "them")
                        + ": add " + (missing.size() == 1 ? "it" : "them") + " to the index's projection list, "
                        + "or fetch the items from the table by key"));
            }
        }
        return out;
    }

    /** Keys of the table and index, the INCLUDE list, and the placeholders inside those keys' templates. */
    private static Set<String> available(CheckContext ctx, AccessPattern p, KeyTarget t, Projection projection) {
        Set<String> keys = new LinkedHashSet<>();
        keys.add(t.table().partitionKey());
        if (t.table().sortKey() != null) {
            keys.add(t.table().sortKey());
        }
        keys.addAll(t.keyAttributes());
        if (t.isVector()) {
            keys.add(t.vectorIndex().attribute());
        }
        Set<String> out = new LinkedHashSet<>(keys);
        out.addAll(projection.attributes());
        for (Entity entity : EntitiesRead.of(ctx.design(), p, t)) {
            for (String key : keys) {
                KeyTemplate template = IndexMembership.template(t.table(), entity, key);
                if (template != null) {
                    out.addAll(template.placeholders());
                }
            }
        }
        return out;
    }
}
