package dev.tablebook.analysis;

import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyCondition;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * Decides from the templates whether a key condition can match an entity's items. Only the
 * literal text before the first placeholder can be compared, so the answer is "could match":
 * {@code begins_with: "ORDER#"} matches {@code ORDER#{created_at}} and {@code ORDER#{id}#LINE#{n}}
 * alike, and rejects {@code PROFILE}.
 */
public final class KeyConditionMatch {
    private KeyConditionMatch() {
    }

    /** Entities stored in the table (and held by the index, if any) whose items every condition could match. */
    public static List<Entity> matching(Design design, Table table, Index index, List<KeyCondition> conditions) {
        List<Entity> out = new ArrayList<>();
        for (Entity e : IndexMembership.stored(design, table)) {
            if (index != null && !IndexMembership.carries(table, e, index)) {
                continue;
            }
            boolean all = true;
            for (KeyCondition c : conditions) {
                if (!couldMatch(table.template(e.name(), c.attribute()), c)) {
                    all = false;
                    break;
                }
            }
            if (all) {
                out.add(e);
            }
        }
        return out;
    }

    /** True unless the literal text of the stored template rules the condition out; a natural key (no template) could match anything. */
    public static boolean couldMatch(KeyTemplate stored, KeyCondition condition) {
        if (stored == null) {
            return true;
        }
        String s = stored.literalPrefix();
        switch (condition.op()) {
            case EQ -> {
                KeyTemplate operand = condition.operand();
                if (stored.isLiteral() && operand.isLiteral()) {
                    return stored.text().equals(operand.text());
                }
                return prefixesAgree(s, operand.literalPrefix());
            }
            case BEGINS_WITH -> {
                String o = condition.operand().literalPrefix();
                return stored.isLiteral() ? s.startsWith(o) : prefixesAgree(s, o);
            }
            case BETWEEN -> {
                // Values between two bounds share the bounds' common literal head.
                String lo = condition.operands().get(0).literalPrefix();
                String hi = condition.operands().size() > 1 ? condition.operands().get(1).literalPrefix() : lo;
                return prefixesAgree(s, commonPrefix(lo, hi));
            }
            default -> {
                return true; // < <= > >= compare whole values; the literal head does not rule them out
            }
        }
    }

    private static boolean prefixesAgree(String a, String b) {
        return a.startsWith(b) || b.startsWith(a);
    }

    private static String commonPrefix(String a, String b) {
        int n = Math.min(a.length(), b.length());
        int i = 0;
        while (i < n && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        return a.substring(0, i);
    }
}
