package dev.tablebook.check.rules;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.AccessPattern;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "missing-authorization", severity = Severity.WARNING, category = Category.AUTHORIZATION,
        importedModels = false,
        summary = "A pattern declares no authorization identifier",
        description = "Without the identifier the service verifies before a call, nobody can check that the "
                + "partition key confines the call to the caller's data. A call with no end-user caller (a "
                + "scheduled job, a stream consumer) is marked `internal` with its reason instead, so the boundary "
                + "is a reviewed decision either way.")
public final class MissingAuthorization implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (AccessPattern p : ctx.design().patterns()) {
            if ((p.authorization() == null || p.authorization().isBlank()) && p.internal() == null) {
                out.add(finding(ctx, p.where().of("authorization"), p.id(), p.id()
                        + " declares no `authorization`: name the identifier verified before this call "
                        + "(e.g. `authorization: tenant_id`) so its key can be checked against it, or, for a call no"
                        + " end user makes (a job, a stream consumer), mark it `internal:` with the reason"));
            }
        }
        return out;
    }
}
