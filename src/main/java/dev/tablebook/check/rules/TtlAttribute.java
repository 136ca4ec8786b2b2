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
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

@RuleInfo(id = "ttl-attribute", severity = Severity.ERROR, category = Category.CORRECTNESS,
        summary = "The TTL attribute is not a number in epoch seconds (warning when no entity declares it)",
        description = "DynamoDB's TTL sweeper reads the attribute as a Number of seconds since the epoch. A "
                + "string (an ISO date), a value in milliseconds, or an attribute no item carries makes TTL "
                + "silently never delete anything: no error, no log.")
public final class TtlAttribute implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (Table t : ctx.design().tables().values()) {
            if (t.ttl() == null || t.ttl().isBlank()) {
                continue;
            }
            boolean declared = false;
            for (String name : t.items().keySet()) {
                Entity e = ctx.design().entities().get(name);
                Attribute a = e == null ? null : e.attribute(t.ttl());
                if (a == null) {
                    continue;
                }
                declared = true;
                if (a.type() != AttrType.N) {
                    out.add(finding(ctx, a.where().of("type"), t.name(), "TTL attribute " + CodeSpan.of(t.ttl()) + " of table "
                            + t.name() + " is type " + a.type() + " on " + e.name() + ": TTL only reads a Number of "
                            + "epoch seconds and skips this item silently; store it as `{ type: N, bytes: 8 }`"));
                }
            }
            if (!declared && t.keyTypes().containsKey(t.ttl())) {
                declared = true; // a key attribute typed by the table: judged below by its type
                if (t.keyType(t.ttl()) != AttrType.N) {
                    out.add(finding(ctx, t.where().of("ttl"), t.name(), "TTL attribute " + CodeSpan.of(t.ttl()) + " of table "
                            + t.name() + " is typed " + t.keyType(t.ttl()) + ": TTL needs a Number of epoch seconds"));
                }
            }
            if (!declared) {
                // Its type cannot be judged: a gap to close, not a proven defect.
                out.add(finding(ctx, Severity.WARNING, t.where().of("ttl"), t.name(), "TTL attribute " + CodeSpan.of(t.ttl())
                        + " of table " + t.name() + " is declared by no entity stored in it, so its type cannot be "
                        + "checked and no item is known to expire: declare it as `{ type: N, bytes: 8 }` (epoch "
                        + "seconds) on the entities that expire"));
            } else if (looksLikeMilliseconds(t.ttl())) {
                out.add(finding(ctx, t.where().of("ttl"), t.name(), "TTL attribute " + CodeSpan.of(t.ttl()) + " of table "
                        + t.name() + " is named like milliseconds: TTL reads epoch seconds, and a millisecond value "
                        + "lies far in the future, so nothing expires; store seconds (and name it so)"));
            }
        }
        return out;
    }

    private static boolean looksLikeMilliseconds(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return n.endsWith("_ms") || n.endsWith("millis") || n.contains("milli") || name.endsWith("Ms");
    }
}
