package dev.tablebook.check.rules;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.Consumer;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "stream-not-idempotent", severity = Severity.WARNING, category = Category.CORRECTNESS,
        summary = "A stream consumer states no deduplication",
        description = "Streams deliver each record at least once: after a timeout, a batch retry or a replay the "
                + "same record arrives again. A consumer must be idempotent, or record each eventID it has "
                + "handled and skip repeats (dedupe on the event id, not on a business id).")
public final class StreamNotIdempotent implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (Consumer c : ctx.design().consumers()) {
            if (c.dedupe() == null || c.dedupe() == Consumer.Dedupe.NONE) {
                out.add(finding(ctx, c.where().of("dedupe"), c.name(), "consumer " + c.name() + " has "
                        + (c.dedupe() == null ? "no `dedupe`" : "`dedupe: none`") + ", but stream records arrive at "
                        + "least once: record handled eventIDs (`dedupe: event-id`) or make the handler idempotent "
                        + "(`dedupe: idempotent-handler`)"));
            }
        }
        return out;
    }
}
