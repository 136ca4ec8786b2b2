package dev.tablebook.check.rules;

import dev.tablebook.format.CodeSpan;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.AttrType;
import dev.tablebook.model.Attribute;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Table;
import dev.tablebook.model.VectorIndex;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

@RuleInfo(id = "unknown-key-type", severity = Severity.ERROR, category = Category.CORRECTNESS,
        summary = "A key attribute holding a number or binary is left as type S",
        description = "DynamoDB types only key attributes, and enforces the type on every write. A key left "
                + "undeclared deploys as a string; the first write of a real number to it fails with a "
                + "ValidationException, in production, and numbers stored as text sort wrongly.")
public final class UnknownKeyType implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (Table t : ctx.design().tables().values()) {
            check(ctx, t, t.partitionKey(), "table " + t.name(), t.name(), t.where().of("key"), out);
            if (t.sortKey() != null) {
                check(ctx, t, t.sortKey(), "table " + t.name(), t.name(), t.where().of("key"), out);
            }
            for (Index i : t.indexes().values()) {
                String what = (i.isGsi() ? "GSI " : "LSI ") + i.name() + " of table " + t.name();
                for (String k : i.partition()) {
                    check(ctx, t, k, what, i.name(), i.where().of("partition"), out);
                }
                for (String k : i.sort()) {
                    check(ctx, t, k, what, i.name(), i.where().of("sort"), out);
                }
            }
            for (VectorIndex v : t.vectorIndexes().values()) {
                if (v.partition() != null) {
                    check(ctx, t, v.partition(), "vector index " + v.name() + " of table " + t.name(), v.name(),
                            v.where().of("partition"), out);
                }
            }
        }
        return out;
    }

    private void check(CheckContext ctx, Table t, String key, String what, String target, Pos pos, List<Finding> out) {
        if (t.keyType(key) != AttrType.S) {
            return;
        }
        for (Map.Entry<String, Map<String, KeyTemplate>> item : t.items().entrySet()) {
            KeyTemplate template = item.getValue().get(key);
            Entity e = ctx.design().entities().get(item.getKey());
            if (template == null || e == null || template.singlePlaceholder().isEmpty()) {
                continue;
            }
            Attribute a = e.attribute(template.singlePlaceholder().get());
            if (a != null && (a.type() == AttrType.N || a.type() == AttrType.B)) {
                String field = "items." + item.getKey() + "." + key;
                out.add(finding(ctx, t.where().has(field) ? t.where().of(field) : pos, target, "key attribute " + CodeSpan.of(key) + " of " + what + " is left as type S, "
                        + "but " + e.name() + " stores " + CodeSpan.of(template.text()) + " in it, a " + a.type() + " attribute: "
                        + "the key deploys as a string and writes of the " + (a.type() == AttrType.N ? "number" : "binary")
                        + " fail. Declare " + CodeSpan.of("types: { " + key + ": " + a.type() + " }") + " on table " + t.name()
                        + ", or give the template a text prefix"));
                return;
            }
        }
    }
}
