package dev.tablebook.check.analysis;

import dev.tablebook.analysis.EntitiesRead;
import dev.tablebook.analysis.IndexMembership;
import dev.tablebook.analysis.KeyTarget;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Table;
import dev.tablebook.model.WriteLeg;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Is a pattern's authorization identifier part of every partition key it addresses? Only the
 * partition key bounds what a caller can reach: when the identifier the service verifies is a
 * placeholder of the partition template, a foreign partition cannot be named; a sort-key-only
 * identifier does not help. Reads check the partition templates (every attribute of a
 * multi-attribute key) of the entities they return in the table or index they target; writes
 * check each leg's entity in its table; SearchVectors checks the vector index's partition. A read
 * whose key fills every partition attribute by equality from the identifier's own placeholder
 * ({@code grantee_id: "{user_id}"}) is confined whatever the stored attribute is called.
 *
 * <p>A GetItem, UpdateItem or DeleteItem names one item by its whole primary key: when that key's
 * sort key holds the identifier ({@code pk: REVIEW#{review_id}, sk: BY#{customer_id}}), the call
 * can only reach an item the caller's own identifier names, whatever the partition, so it is
 * confined too. A Query on the same partition is not: it returns every caller's items.
 */
public final class AuthorizationCheck {
    private AuthorizationCheck() {
    }

    /** Why a gap exists. */
    public enum Kind { PARTITION_LACKS_IDENTIFIER, CONDITION_LACKS_IDENTIFIER, SCAN, UNPARTITIONED_VECTOR_INDEX }

    /**
     * One partition key that does not contain the identifier. {@code entity} is null when the
     * template came from the pattern's own condition; {@code inSortKey} tells that the identifier
     * appears in the sort key instead.
     */
    public record Gap(Kind kind, String keySchema, String entity, String partitionTemplate, boolean inSortKey) {
    }

    public static List<Gap> gaps(Design design, AccessPattern p) {
        String id = p.authorization();
        if (id == null || id.isBlank()) {
            return List.of();
        }
        Operation op = p.operation();
        if (op == Operation.Scan) {
            KeyTarget t = KeyTarget.resolve(design, p);
            return List.of(new Gap(Kind.SCAN, t == null ? "table " + p.table() : t.describe(), null, null, false));
        }
        if (op.isWrite()) {
            return writeGaps(design, p, id);
        }
        KeyTarget target = KeyTarget.resolve(design, p);
        if (target == null) {
            return List.of();
        }
        if (target.isVector() && target.vectorIndex().partition() == null) {
            return List.of(new Gap(Kind.UNPARTITIONED_VECTOR_INDEX, target.describe(), null, null, false));
        }
        return readGaps(design, p, target, id);
    }

    private static List<Gap> readGaps(Design design, AccessPattern p, KeyTarget target, String id) {
        List<KeyTemplate> named = partitionEquality(p, target);
        if (named != null && placeholders(named).contains(id)) {
            // The call fills every partition attribute from the verified identifier itself (an inverted
            // index read as `grantee_id: "{user_id}"`): whatever the stored attribute is called, the
            // caller reaches only the partition their own identifier names.
            return List.of();
        }
        List<Entity> entities = EntitiesRead.of(design, p, target);
        List<Gap> out = new ArrayList<>();
        if (entities.isEmpty()) {
            // No entity to read templates from: judge the condition the pattern itself gives.
            List<KeyTemplate> given = new ArrayList<>();
            for (String attr : target.partition()) {
                KeyCondition c = p.condition(attr);
                if (c != null) {
                    given.addAll(c.operands());
                }
            }
            if (!given.isEmpty() && !placeholders(given).contains(id)) {
                out.add(new Gap(Kind.PARTITION_LACKS_IDENTIFIER, target.describe(), null, render(given), false));
            }
            return out;
        }
        for (Entity entity : entities) {
            List<KeyTemplate> part = IndexMembership.templates(target.table(), entity, target.partition());
            if (part == null || placeholders(part).contains(id)) {
                continue;
            }
            List<KeyTemplate> sort = IndexMembership.templates(target.table(), entity, target.sort());
            boolean inSort = sort != null && placeholders(sort).contains(id);
            if (inSort && p.operation() == Operation.GetItem && wholeKeyNamesIdentifier(p, target.sort(), id)) {
                continue; // one item, named by a whole key that holds the caller's identifier
            }
            out.add(new Gap(Kind.PARTITION_LACKS_IDENTIFIER, target.describe(), entity.name(), render(part), inSort));
        }
        boolean wholeKey = p.operation() == Operation.GetItem && !target.sort().isEmpty()
                && wholeKeyNamesIdentifier(p, target.sort(), id);
        if (out.isEmpty() && !wholeKey) {
            // The stored key holds the identifier, but the call names its partition from other values:
            // whatever fills those placeholders, not the verified identifier, picks the partition.
            List<KeyTemplate> given = partitionCondition(p, target);
            if (given != null && !placeholders(given).contains(id)) {
                out.add(new Gap(Kind.CONDITION_LACKS_IDENTIFIER, target.describe(), null, render(given), false));
            }
        }
        return out;
    }

    /** The operands the pattern's key gives for every partition attribute of the target; null if any is missing. */
    private static List<KeyTemplate> partitionCondition(AccessPattern p, KeyTarget target) {
        List<KeyTemplate> out = new ArrayList<>();
        for (String attr : target.partition()) {
            KeyCondition c = p.condition(attr);
            if (c == null) {
                return null;
            }
            out.addAll(c.operands());
        }
        return out.isEmpty() ? null : out;
    }

    /** Like {@link #partitionCondition}, but only when every partition attribute is given by equality. */
    private static List<KeyTemplate> partitionEquality(AccessPattern p, KeyTarget target) {
        for (String attr : target.partition()) {
            KeyCondition c = p.condition(attr);
            if (c == null || c.op() != KeyCondition.Op.EQ) {
                return null;
            }
        }
        return partitionCondition(p, target);
    }

    private static List<Gap> writeGaps(Design design, AccessPattern p, String id) {
        List<Gap> out = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (WriteLeg leg : p.legs()) {
            Table table = design.tables().get(leg.table());
            Entity entity = design.entities().get(leg.entity());
            if (table == null || entity == null) {
                continue;
            }
            KeyTemplate part = IndexMembership.template(table, entity, table.partitionKey());
            if (part == null || part.placeholders().contains(id)) {
                continue;
            }
            KeyTemplate sort = table.sortKey() == null ? null : IndexMembership.template(table, entity, table.sortKey());
            boolean inSort = sort != null && sort.placeholders().contains(id);
            if (inSort && (p.operation() == Operation.UpdateItem || p.operation() == Operation.DeleteItem)
                    && wholeKeyNamesIdentifier(p, List.of(table.sortKey()), id)) {
                continue; // one item, named by a whole key that holds the caller's identifier
            }
            if (seen.add(table.name() + "/" + leg.entity())) {
                out.add(new Gap(Kind.PARTITION_LACKS_IDENTIFIER, "table " + table.name(), leg.entity(),
                        part.text(), inSort));
            }
        }
        Table table = design.tables().get(p.table());
        boolean wholeKey = table != null && table.sortKey() != null && (p.operation() == Operation.UpdateItem
                || p.operation() == Operation.DeleteItem) && wholeKeyNamesIdentifier(p, List.of(table.sortKey()), id);
        if (out.isEmpty() && table != null && !p.key().isEmpty() && !wholeKey) {
            // A write that states its item's key: the key's partition, not the stored template, is what it names.
            List<KeyTemplate> given = partitionCondition(p, KeyTarget.of(table));
            if (given != null && !placeholders(given).contains(id)) {
                out.add(new Gap(Kind.CONDITION_LACKS_IDENTIFIER, "table " + table.name(), null, render(given), false));
            }
        }
        return out;
    }

    /**
     * Whether the call's own key fills the sort key from the identifier: the key it states gives
     * each sort attribute by equality with the identifier's placeholder, or it states none (the
     * stored template, which holds it, is what the call fills).
     */
    private static boolean wholeKeyNamesIdentifier(AccessPattern p, List<String> sort, String id) {
        if (p.key().isEmpty()) {
            return true;
        }
        for (String attr : sort) {
            KeyCondition c = p.condition(attr);
            if (c == null || c.op() != KeyCondition.Op.EQ || !placeholders(c.operands()).contains(id)) {
                return false;
            }
        }
        return true;
    }

    private static Set<String> placeholders(List<KeyTemplate> templates) {
        Set<String> out = new LinkedHashSet<>();
        templates.forEach(t -> out.addAll(t.placeholders()));
        return out;
    }

    private static String render(List<KeyTemplate> templates) {
        return String.join(" + ", templates.stream().map(KeyTemplate::text).toList());
    }
}
