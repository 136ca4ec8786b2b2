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
                + "list or everything under ALL, by attribute name. A read that needs another attribute gets items "
                + "without it and has to fetch each one again from the table; a field that appears only inside a "
                + "key template (`USER#{user_id}`) is not projected as an attribute of its own.")
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
            Set<String> available = available(t, projection);
            List<String> missing = p.projection().stream().filter(a -> !available.contains(a)).toList();
            if (!missing.isEmpty()) {
                out.add(finding(ctx, p.where().of("projection"), p.id(), p.id() + " reads "
                        + String.join(", ", missing) + " from " + t.describe() + ", which projects " + projection
                        + " and so does not return " + (missing.size() == 1 ? "it" : "them")
                        + ": add " + (missing.size() == 1 ? "it" : "them") + " to the index's projection list, "
                        + "or fetch the items from the table by key" + insideKeys(ctx, p, t, missing)));
            }
        }
        return out;
    }

    /**
     * What the index projects, by attribute name: the table's and the index's key attributes and
     * the INCLUDE list. A field that appears only as a placeholder inside a key template
     * ({@code user_id} in {@code USER#{user_id}}) is not projected: the index holds the key
     * attribute, not the field, and a ProjectionExpression naming the field returns nothing.
     */
    private static Set<String> available(KeyTarget t, Projection projection) {
        Set<String> out = new LinkedHashSet<>();
        out.add(t.table().partitionKey());
        if (t.table().sortKey() != null) {
            out.add(t.table().sortKey());
        }
        out.addAll(t.keyAttributes());
        if (t.isVector()) {
            out.add(t.vectorIndex().attribute());
        }
        out.addAll(projection.attributes());
        return out;
    }

    /** Where a missing field is a placeholder of a projected key's template: the key that holds it as text. */
    private static String insideKeys(CheckContext ctx, AccessPattern p, KeyTarget t, List<String> missing) {
        Set<String> keys = new LinkedHashSet<>();
        keys.add(t.table().partitionKey());
        if (t.table().sortKey() != null) {
            keys.add(t.table().sortKey());
        }
        keys.addAll(t.keyAttributes());
        List<String> held = new ArrayList<>();
        for (String a : missing) {
            for (Entity entity : EntitiesRead.of(ctx.design(), p, t)) {
                for (String key : keys) {
                    KeyTemplate template = IndexMembership.template(t.table(), entity, key);
                    String said = "`" + a + "` is inside key `" + key + "` as `" + template + "`";
                    if (template != null && template.placeholders().contains(a) && !held.contains(said)) {
                        held.add(said);
                    }
                }
            }
        }
        return held.isEmpty() ? "" : " (" + String.join(", ", held) + ": read that key instead and take the field"
                + " out of it, or project the field as an attribute of its own)";
    }
}
