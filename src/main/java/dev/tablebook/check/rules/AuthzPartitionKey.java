package dev.tablebook.check.rules;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.check.analysis.AuthorizationCheck;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "authz-partition-key", severity = Severity.ERROR, category = Category.AUTHORIZATION,
        importedModels = false,
        summary = "The authorization identifier must be in the partition key the pattern uses",
        description = "When the identifier the service verifies before a call is not part of the partition key "
                + "the call addresses, a caller can name a foreign partition and reach data across the "
                + "authorization boundary (IDOR). A ConditionExpression is no fix: reads take none, and on "
                + "writes it is an opt-in check one forgotten call path away from a leak.")
public final class AuthzPartitionKey implements Rule {

    private static final String NOT_A_CONDITION = " A ConditionExpression does not fix this: reads take none, and "
            + "on writes it is an opt-in check per call; the key schema is the structural fix.";

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (AccessPattern p : ctx.design().patterns()) {
            for (AuthorizationCheck.Gap gap : AuthorizationCheck.gaps(ctx.design(), p)) {
                out.add(finding(ctx, p.where().of("authorization"), p.id(),
                        message(p, gap, isAttribute(ctx.design(), p.authorization()))));
            }
        }
        return out;
    }

    /** True when some entity has an attribute, or some key template a placeholder, of that name. */
    private static boolean isAttribute(Design design, String name) {
        if (design.entities().values().stream().anyMatch(e -> e.attribute(name) != null)) {
            return true;
        }
        return design.tables().values().stream().flatMap(t -> t.items().values().stream())
                .flatMap(m -> m.values().stream()).anyMatch(t -> t.placeholders().contains(name));
    }

    private static String message(AccessPattern p, AuthorizationCheck.Gap gap, boolean attribute) {
        String id = "`" + p.authorization() + "`";
        return switch (gap.kind()) {
            case SCAN -> p.id() + " is a Scan authorized on " + id + ": a Scan reads every partition of "
                    + gap.keySchema() + ", so no key confines it to the caller's " + id + " (IDOR). Serve it with "
                    + "a Query whose partition key contains " + id + "." + NOT_A_CONDITION;
            case UNPARTITIONED_VECTOR_INDEX -> p.id() + " is authorized on " + id + " but searches "
                    + gap.keySchema() + ", which has no partition: every search ranks all callers' items (IDOR). "
                    + "Give the vector index `partition: " + p.authorization() + "` and pass it in the key.";
            case CONDITION_LACKS_IDENTIFIER -> p.id() + " is authorized on " + id + ", but its key names the "
                    + "partition of " + gap.keySchema() + " as `" + gap.partitionTemplate() + "`, which does not "
                    + "contain it: the values in that condition, not the verified " + id + ", pick the partition, so "
                    + "a caller can name a foreign one (IDOR). Fill the partition key from " + id + " itself (the placeholder "
                    + "`{" + p.authorization() + "}`)." + NOT_A_CONDITION;
            case PARTITION_LACKS_IDENTIFIER -> p.id() + " is authorized on " + id + ", but the partition key of "
                    + gap.keySchema() + (gap.entity() == null ? "" : " for " + gap.entity()) + " is `"
                    + gap.partitionTemplate() + "`, which does not contain it"
                    + (gap.inSortKey() ? " (" + id + " is only in the sort key, which does not confine the partition)"
                    : "")
                    + (attribute
                            ? ": a caller can name a foreign partition and reach another " + p.authorization()
                                    + "'s items (IDOR). Key the partition on " + id + ", e.g. `"
                                    + suggestion(p.authorization(), gap.partitionTemplate()) + "`."
                            : ": " + id + " is no attribute of any entity (a role or service identity), so no key "
                                    + "can hold it and the call reaches every partition it names (IDOR). Authorize on "
                                    + "the identifier of the data's owner, or record with a deviation why this role "
                                    + "may cross partitions.")
                    + NOT_A_CONDITION;
        };
    }

    private static String suggestion(String id, String template) {
        return id.toUpperCase(java.util.Locale.ROOT) + "#{" + id + "}#" + template;
    }
}
