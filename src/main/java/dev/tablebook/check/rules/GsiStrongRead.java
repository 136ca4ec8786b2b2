package dev.tablebook.check.rules;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.analysis.KeyTarget;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Consistency;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "gsi-strong-read", severity = Severity.ERROR, category = Category.CORRECTNESS,
        summary = "A pattern reads a GSI with strong consistency",
        description = "Global secondary indexes are always eventually consistent: a read through a GSI may not "
                + "see a write that just succeeded, and DynamoDB rejects ConsistentRead on a GSI. A pattern that "
                + "needs read-your-writes must read the base table (or an LSI).")
public final class GsiStrongRead implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (AccessPattern p : ctx.design().patterns()) {
            KeyTarget t = KeyTarget.resolve(ctx.design(), p);
            if (t != null && t.isGsi() && p.consistency() != null && p.consistency() != Consistency.EVENTUAL) {
                out.add(finding(ctx, p.where().of("consistency"), p.id(), p.id() + " asks for `consistency: "
                        + p.consistency().yamlName() + "` on " + t.describe() + ", but a GSI is only eventually "
                        + "consistent: read the base table by its primary key when read-your-writes matters, "
                        + "or declare `consistency: eventual`"));
            }
        }
        return out;
    }
}
