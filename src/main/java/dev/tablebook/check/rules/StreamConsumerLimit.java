package dev.tablebook.check.rules;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.Consumer;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "stream-consumer-limit", severity = Severity.WARNING, category = Category.OPERATIONAL,
        summary = "A stream has more than 2 direct consumers",
        description = "A DynamoDB stream serves about two concurrent readers per shard; a third Lambda trigger or "
                + "Pipe is throttled and falls behind. Fan out through one EventBridge Pipe (or one consumer that "
                + "publishes to a bus); a Kinesis Data Streams consumer reads its own stream and does not count.")
public final class StreamConsumerLimit implements Rule {

    static final int MAX_DIRECT = 2;

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (Table t : ctx.design().tables().values()) {
            List<String> direct = ctx.design().consumers().stream()
                    .filter(c -> t.name().equals(c.table()) && c.readsStreamDirectly()).map(Consumer::name).toList();
            if (direct.size() > MAX_DIRECT) {
                out.add(finding(ctx, t.where().of("streams"), t.name(), "the stream of table " + t.name() + " has "
                        + direct.size() + " direct consumers (" + String.join(", ", direct) + "), more than the "
                        + MAX_DIRECT + " a stream serves concurrently: fan out through one EventBridge Pipe to the "
                        + "targets, or move consumers to Kinesis Data Streams"));
            }
        }
        return out;
    }
}
