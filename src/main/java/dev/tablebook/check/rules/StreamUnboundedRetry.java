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

@RuleInfo(id = "stream-unbounded-retry", severity = Severity.WARNING, category = Category.OPERATIONAL,
        summary = "A stream consumer has unbounded retries, unbounded record age or no failure destination",
        description = "Retry attempts and maximum record age both default to infinite: one record the handler "
                + "cannot process blocks its shard for the stream's 24-hour retention and is then lost without a "
                + "trace. Bound both and send poison records to an on-failure destination.")
public final class StreamUnboundedRetry implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (Consumer c : ctx.design().consumers()) {
            if (unbounded(c.maxRetries())) {
                out.add(finding(ctx, c.where().of("max_retries"), c.name(), "consumer " + c.name() + " leaves "
                        + "`max_retries` " + (c.maxRetries() == null ? "unset" : "at -1") + " (infinite): a poison "
                        + "record blocks its shard for up to 24 hours; set it, e.g. `max_retries: 3`"));
            }
            if (unbounded(c.maxRecordAgeS())) {
                out.add(finding(ctx, c.where().of("max_record_age_s"), c.name(), "consumer " + c.name() + " leaves "
                        + "`max_record_age_s` " + (c.maxRecordAgeS() == null ? "unset" : "at -1") + " (infinite): "
                        + "a stuck shard is retried until the records expire; set it, e.g. `max_record_age_s: 3600`"));
            }
            if (c.onFailure() == null || c.onFailure().isBlank()) {
                out.add(finding(ctx, c.where().of("on_failure"), c.name(), "consumer " + c.name() + " has no "
                        + "`on_failure` destination: records that exhaust their retries vanish; send them to a "
                        + "queue or topic (`on_failure: <dlq>`)"));
            }
        }
        return out;
    }

    private static boolean unbounded(Integer v) {
        return v == null || v < 0;
    }
}
