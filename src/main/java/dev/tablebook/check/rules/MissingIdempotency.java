package dev.tablebook.check.rules;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Idempotency;
import dev.tablebook.model.Write;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "missing-idempotency", severity = Severity.WARNING, category = Category.CORRECTNESS,
        importedModels = false,
        summary = "A creating write or a transaction states no idempotency",
        description = "Clients and load balancers retry. A retried create or transaction that is not idempotent "
                + "creates twice, charges twice or decrements stock twice; a transaction is atomic within one "
                + "call, not across retries. Use a client token, a conditional write, or a natural key.")
public final class MissingIdempotency implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (AccessPattern pattern : ctx.design().patterns()) {
            if (!(pattern instanceof Write p)) {
                continue;
            }
            boolean creates = p.writes().stream().anyMatch(l -> l.action().creates());
            boolean needs = creates || p.transaction();
            if (needs && (p.idempotency() == null || p.idempotency() == Idempotency.NONE)) {
                out.add(finding(ctx, p.where().of("idempotency"), p.id(), p.id() + " "
                        + (p.transaction() ? "is a transaction" : "creates items")
                        + " with " + (p.idempotency() == null ? "no `idempotency` stated" : "`idempotency: none`")
                        + ": a retried call repeats its effect. Use `client-token` (an idempotency key), "
                        + "`conditional-write` (attribute_not_exists) or `natural` (a key that makes repeats overwrite)"));
            }
        }
        return out;
    }
}
