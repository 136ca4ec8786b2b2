package dev.tablebook.check.rules;

import dev.tablebook.format.CodeSpan;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.check.analysis.AuthorizationCheck;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "authz-partition-key", severity = Severity.ERROR, category = Category.AUTHORIZATION,
        importedModels = false,
        summary = "The authorization identifier must be in the partition key the pattern uses",
        description = "When the identifier the service verifies before a call is not part of the partition key "
                + "the call addresses, a caller can name a foreign partition and reach data across the "
                + "authorization boundary (IDOR). A GetItem, UpdateItem or DeleteItem whose whole primary key holds "
                + "the identifier in its sort key names only the caller's own item and is confined. A "
                + "ConditionExpression is no fix: reads take none, and on writes it is an opt-in check one forgotten "
                + "call path away from a leak.")
public final class AuthzPartitionKey implements Rule {

    private static final String NOT_A_CONDITION = " A ConditionExpression does not fix this: reads take none, and "
            + "on writes it is an opt-in check per call; the key schema is the structural fix.";

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (AccessPattern p : ctx.design().patterns()) {
            for (AuthorizationCheck.Gap gap : AuthorizationCheck.gaps(ctx.design(), p)) {
                String notOwned = notOwned(ctx.design(), p, gap);
                out.add(finding(ctx, p.where().of("authorization"), p.id(), notOwned != null ? notOwned
                        : message(p, gap, isAttribute(ctx.design(), p.authorization()))));
            }
        }
        return out;
    }

    /**
     * The remedy for an entity the caller does not own: when the entity holds no attribute of the
     * identifier's name (and no key template of it in that table names it) — reference data,
     * inventory, another service's records — keying its partition on the caller would break the
     * entity's other patterns and model an ownership that does not exist. The fit is a service
     * role or a deviation. Null when the entity does carry the identifier.
     */
    private static String notOwned(Design design, AccessPattern p, AuthorizationCheck.Gap gap) {
        if (gap.kind() != AuthorizationCheck.Kind.PARTITION_LACKS_IDENTIFIER || gap.entity() == null
                || !isAttribute(design, p.authorization())) {
            return null;
        }
        Entity entity = design.entities().get(gap.entity());
        if (entity == null || entity.attribute(p.authorization()) != null || templated(design, gap.entity(),
                p.authorization())) {
            return null;
        }
        String id = CodeSpan.of(p.authorization());
        List<String> others = design.patterns().stream().filter(o -> o != p && touches(o, gap.entity()))
                .map(AccessPattern::id).toList();
        return p.id() + " is authorized on " + id + ", but the partition key of " + gap.keySchema() + " for "
                + gap.entity() + " is " + CodeSpan.of(gap.partitionTemplate()) + ", and " + gap.entity() + " holds no " + id
                + ": it is not the caller's data (reference data, inventory, another service's records), so the "
                + "check cannot confine the call to what the caller owns (IDOR). Re-keying " + gap.entity() + " by "
                + id + " would model an ownership that does not exist"
                + (others.isEmpty() ? "" : " and break its other patterns (" + String.join(", ", others) + ")")
                + ". Authorize the call with the service role that may read it (`authorization: <role>`, a name "
                + "that is no attribute), or record a deviation saying why any " + p.authorization()
                + " may reach it." + NOT_A_CONDITION;
    }

    /** True when a key template of the entity, in any table, names the placeholder. */
    private static boolean templated(Design design, String entity, String name) {
        return design.tables().values().stream().map(t -> t.items().get(entity)).filter(java.util.Objects::nonNull)
                .flatMap(m -> m.values().stream()).anyMatch(t -> t.placeholders().contains(name));
    }

    private static boolean touches(AccessPattern p, String entity) {
        return p.returned().contains(entity) || p.legs().stream().anyMatch(l -> entity.equals(l.entity()));
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
        String id = CodeSpan.of(p.authorization());
        return switch (gap.kind()) {
            case SCAN -> p.id() + " is a Scan authorized on " + id + ": a Scan reads every partition of "
                    + gap.keySchema() + (attribute
                            ? ", so no key confines it to the caller's " + id + " (IDOR). Serve it with a Query whose"
                                    + " partition key contains " + id + "." + NOT_A_CONDITION
                            : ", and " + id + " is no attribute of any entity (a role or service identity), which no"
                                    + " key can hold: whoever holds the role reads every partition. If the role may"
                                    + " read all of it (a job, an export), record that decision with a deviation; if"
                                    + " the call acts for one owner, authorize on the owner's identifier and serve it"
                                    + " with a Query keyed on it.");
            case UNPARTITIONED_VECTOR_INDEX -> p.id() + " is authorized on " + id + " but searches "
                    + gap.keySchema() + ", which has no partition: every search ranks all callers' items (IDOR). "
                    + "Give the vector index " + CodeSpan.of("partition: " + p.authorization()) + " and pass it in the key.";
            case CONDITION_LACKS_IDENTIFIER -> p.id() + " is authorized on " + id + ", but its key names the "
                    + "partition of " + gap.keySchema() + " as " + CodeSpan.of(gap.partitionTemplate()) + ", which does not "
                    + "contain it: the values in that condition, not the verified " + id + ", pick the partition, so "
                    + "a caller can name a foreign one (IDOR). Fill the partition key from " + id + " itself (the placeholder "
                    + CodeSpan.of("{" + p.authorization() + "}") + ")." + NOT_A_CONDITION;
            case PARTITION_LACKS_IDENTIFIER -> p.id() + " is authorized on " + id + ", but the partition key of "
                    + gap.keySchema() + (gap.entity() == null ? "" : " for " + gap.entity()) + " is "
                    + CodeSpan.of(gap.partitionTemplate()) + ", which does not contain it"
                    + (gap.inSortKey() ? " (" + id + " is only in the sort key, which does not confine the partition)"
                    : "")
                    + (attribute
                            ? ": a caller can name a foreign partition and reach another " + p.authorization()
                                    + "'s items (IDOR). Key the partition on " + id + ", e.g. "
                                    + CodeSpan.of(suggestion(p.authorization(), gap.partitionTemplate())) + "."
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
