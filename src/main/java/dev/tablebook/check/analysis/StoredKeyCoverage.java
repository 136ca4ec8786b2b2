package dev.tablebook.check.analysis;

import dev.tablebook.format.CodeSpan;

import dev.tablebook.analysis.IndexMembership;
import dev.tablebook.analysis.KeyTarget;
import dev.tablebook.analysis.TemplateMatch;
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
 * Can the primary key a pattern gives build the stored key of the item it names? A GetItem,
 * BatchGetItem, TransactGetItems, UpdateItem, DeleteItem or PutItem — and each leg a write's key
 * addresses — sends the whole primary key, so every placeholder of the entity's stored template
 * must be one the caller supplies: {@code sk: "NOTE#{note_id}"} cannot build a stored
 * {@code NOTE#{created_at}#{note_id}}, since the caller does not know {@code created_at}. A key
 * given as the key attribute's own placeholder ({@code pk: "{pk}"}) supplies the whole value. For
 * a write, a key whose literal text can never render the stored template is reported too (a read
 * gets that from the returned-entity check). A batch or transaction key shows one of its items:
 * it is reported only when it builds none of them.
 */
public final class StoredKeyCoverage {
    private StoredKeyCoverage() {
    }

    /** Problems of a pattern whose key is otherwise servable (see {@link KeyConditionCheck}). */
    public static List<KeyProblem> problems(Design design, AccessPattern p) {
        Operation op = p.operation();
        if (p.key().isEmpty() || !(op.isWrite() || op == Operation.GetItem || op == Operation.BatchGetItem
                || op == Operation.TransactGetItems)) {
            return List.of();
        }
        KeyTarget target = KeyTarget.resolve(design, p);
        if (target == null || !target.isTable()) {
            return List.of();
        }
        Table table = target.table();
        List<Entity> named = new ArrayList<>();
        for (String name : addressed(p, table)) {
            Entity e = design.entities().get(name);
            if (e != null && table.stores(name)) {
                named.add(e);
            }
        }
        List<KeyProblem> first = null;
        for (Entity e : named) {
            List<KeyProblem> found = build(p, target, e, op.isWrite());
            if (found.isEmpty() && (op.isBatch() || op.isTransaction())) {
                return List.of(); // the key shows this item of the call; the others have keys of their own
            }
            if (op.isBatch() || op.isTransaction()) {
                first = first == null ? found : first;
            } else if (!found.isEmpty()) {
                return found;
            }
        }
        return first == null ? List.of() : first;
    }

    /** The entities whose keys the pattern's key addresses: what a read returns, what a write's legs write in its table. */
    private static Set<String> addressed(AccessPattern p, Table table) {
        Set<String> out = new LinkedHashSet<>();
        if (p.operation().isWrite()) {
            for (WriteLeg leg : p.legs()) {
                if (table.name().equals(leg.table())) {
                    out.add(leg.entity());
                }
            }
        } else {
            out.addAll(p.returned());
        }
        return out;
    }

    private static List<KeyProblem> build(AccessPattern p, KeyTarget target, Entity entity, boolean write) {
        List<KeyProblem> out = new ArrayList<>();
        for (String attr : target.keyAttributes()) {
            KeyCondition c = p.condition(attr);
            KeyTemplate stored = IndexMembership.template(target.table(), entity, attr);
            if (c == null || c.op() != KeyCondition.Op.EQ || stored == null) {
                continue; // a missing or ranged key attribute is reported by the key condition check
            }
            KeyTemplate given = c.operand();
            if (given.singlePlaceholder().filter(attr::equals).isPresent()) {
                continue; // the caller gives the whole stored value
            }
            List<String> missing = new ArrayList<>();
            for (String ph : stored.placeholders()) {
                if (!given.placeholders().contains(ph) && !missing.contains(ph)) {
                    missing.add(ph);
                }
            }
            if (!missing.isEmpty()) {
                out.add(new KeyProblem(c.where().self(), p.id() + ": " + p.operation() + " gives `" + attr + "` as \""
                        + given.text() + "\", but " + entity.name() + " is stored under \"" + stored.text()
                        + "\" in table " + target.table().name() + ": the caller cannot supply " + ticked(missing)
                        + ", so the key cannot build the stored key; give " + ticked(missing)
                        + " in the key, or find the item with a Query (begins_with) or an index keyed on what the "
                        + "caller knows"));
            } else if (write && !TemplateMatch.matches(c, stored, false)) {
                out.add(new KeyProblem(c.where().self(), p.id() + ": " + p.operation() + " gives `" + attr + "` as \""
                        + given.text() + "\", which can never equal " + entity.name() + "'s stored \"" + stored.text()
                        + "\" in table " + target.table().name() + "; the write would address an item that is not a "
                        + entity.name() + ": use the stored template"));
            }
        }
        return out;
    }

    private static String ticked(List<String> names) {
        return String.join(", ", names.stream().map(CodeSpan::of).toList());
    }
}
