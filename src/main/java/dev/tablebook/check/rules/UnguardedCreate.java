package dev.tablebook.check.rules;

import dev.tablebook.format.CodeSpan;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.check.analysis.ExistenceGuard;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Table;
import dev.tablebook.model.Write;
import dev.tablebook.model.WriteAction;
import dev.tablebook.model.WriteLeg;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

@RuleInfo(id = "unguarded-create", severity = Severity.WARNING, category = Category.CORRECTNESS,
        importedModels = false,
        summary = "A create has no attribute_not_exists guard, or an update no attribute_exists guard",
        description = "PutItem silently replaces an existing item, and UpdateItem silently creates a missing one "
                + "(a phantom upsert). A create guarded by attribute_not_exists on the key fails instead of "
                + "overwriting; an update guarded by attribute_exists (or by a test of a value the item holds, "
                + "such as version = :expected) fails instead of inventing an item. "
                + "BatchWriteItem takes no condition at all: a condition written on a batch is never applied. In a "
                + "TransactWriteItems a create needs no guard of its own when another leg's condition fails on a "
                + "repeat (a guarded create, a guarded delete, an update testing what it changes): the repeated "
                + "transaction is cancelled as a whole.")
public final class UnguardedCreate implements Rule {

    private static final Pattern NOT_EXISTS = Pattern.compile("attribute_not_exists\\s*\\(");
    private static final Pattern NOT_EXISTS_ARGUMENT = Pattern.compile("attribute_not_exists\\s*\\(\\s*([^)]*?)\\s*\\)");
    private static final Pattern EXISTS = Pattern.compile("(?<![A-Za-z_])attribute_exists\\s*\\(");

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (AccessPattern pattern : ctx.design().patterns()) {
            if (!(pattern instanceof Write p)) {
                continue;
            }
            for (WriteLeg leg : p.writes()) {
                String cond = leg.condition() == null ? "" : leg.condition();
                Pos pos = p.legsFromPatternFields() ? p.where().of("condition") : leg.where().of("condition");
                if (p.operation() == Operation.BatchWriteItem) {
                    // A batch cannot be guarded; a condition written on one is silently not applied.
                    if (!cond.isBlank()) {
                        out.add(finding(ctx, pos, p.id(), p.id() + " puts a condition on its " + leg.entity()
                                + " leg, but BatchWriteItem takes no ConditionExpression: the guard is never "
                                + "applied. Use TransactWriteItems or single conditional writes where it matters"));
                    }
                    continue;
                }
                if (leg.action().creates() && !NOT_EXISTS.matcher(cond).find() && retryGuardedByAnotherLeg(ctx, p, leg)) {
                    continue; // a repeated transaction fails on the other leg's condition before this put lands again
                }
                if (leg.action().creates() && !NOT_EXISTS.matcher(cond).find()) {
                    out.add(finding(ctx, pos, p.id(), p.id() + " " + leg.action().yamlName() + "s " + leg.entity()
                            + " without an attribute_not_exists condition: a repeat or a colliding key silently "
                            + "replaces the existing item; add `condition: attribute_not_exists(<partition key>)`"));
                } else if (leg.action().creates() && testsNothingTheItemHas(ctx, leg, cond)) {
                    Table table = ctx.design().tables().get(leg.table());
                    String keys = table == null ? "its key" : table.sortKey() == null ? table.partitionKey()
                            : table.partitionKey() + ", " + table.sortKey();
                    out.add(finding(ctx, pos, p.id(), p.id() + " " + leg.action().yamlName() + "s " + leg.entity()
                            + " guarded by " + CodeSpan.of(cond.strip()) + ", but no attribute it tests is one " + leg.entity()
                            + "'s item has (names are case-sensitive): the condition always holds, and a repeat or a "
                            + "colliding key silently replaces the existing item; test the key, e.g. "
                            + CodeSpan.of("attribute_not_exists(" + (table == null ? "<partition key>" : table.partitionKey())
                            + ")") + " (keys: " + keys + ")"));
                } else if (leg.action() == WriteAction.UPDATE && !guardsExistence(cond)) {
                    out.add(finding(ctx, pos, p.id(), p.id() + " updates " + leg.entity() + " without an "
                            + "attribute_exists condition" + (cond.isBlank() ? "" : " (" + CodeSpan.of(cond.strip())
                            + " also holds on a missing item)") + ": an update of a missing item creates a "
                            + "phantom one with only the updated attributes; add `condition: "
                            + "attribute_exists(<partition key>)`"));
                }
            }
        }
        return out;
    }

    /**
     * In a TransactWriteItems, whether another leg's condition fails when the whole call is
     * repeated, so that the transaction is cancelled and this unguarded create is not written
     * twice: a create or put guarded by attribute_not_exists on an attribute its item has (the
     * item exists after the first call), a delete guarded by the item's existence (it is gone),
     * or an update whose condition tests, by equality, IN or a function, an attribute the same leg
     * sets or removes (the value it tested has changed: {@code #status = :pending} while setting
     * status; an order test such as {@code balance >= :debit} may still hold on a repeat).
     */
    private static boolean retryGuardedByAnotherLeg(CheckContext ctx, Write p, WriteLeg self) {
        if (p.operation() != Operation.TransactWriteItems) {
            return false;
        }
        for (WriteLeg other : p.writes()) {
            String cond = other.condition() == null ? "" : other.condition();
            if (other == self || cond.isBlank()) {
                continue;
            }
            if (other.action().creates() && NOT_EXISTS.matcher(cond).find() && !testsNothingTheItemHas(ctx, other, cond)) {
                return true;
            }
            if (other.action() == WriteAction.DELETE && guardsExistence(cond)) {
                return true;
            }
            if (other.action() == WriteAction.UPDATE && guardsExistence(cond)) {
                Set<String> changed = new HashSet<>(other.remove());
                if (other.attributes() != null) {
                    changed.addAll(other.attributes());
                }
                if (tested(cond).stream().anyMatch(changed::contains)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The attributes a condition reads (a {@code #name} taken as the name it stands for). */
    private static Set<String> tested(String cond) {
        Set<String> out = new HashSet<>();
        dev.tablebook.load.ConditionExpression.parse(cond).ifPresent(c -> collect(c, out));
        return out;
    }

    private static void collect(dev.tablebook.load.ConditionExpression.Cond c, Set<String> out) {
        if (c instanceof dev.tablebook.load.ConditionExpression.And a) {
            collect(a.left(), out);
            collect(a.right(), out);
        } else if (c instanceof dev.tablebook.load.ConditionExpression.Or o) {
            collect(o.left(), out);
            collect(o.right(), out);
        } else if (c instanceof dev.tablebook.load.ConditionExpression.Not n) {
            collect(n.inner(), out);
        } else if (c instanceof dev.tablebook.load.ConditionExpression.Compare cmp
                && (cmp.op().equals("=") || cmp.op().equals("<>"))) {
            // an (in)equality on a value the leg changes is a state test a repeat fails; an order
            // test (balance >= :debit) may still hold after the first call
            operand(cmp.left(), out);
            operand(cmp.right(), out);
        } else if (c instanceof dev.tablebook.load.ConditionExpression.In in) {
            operand(in.subject(), out);
        } else if (c instanceof dev.tablebook.load.ConditionExpression.Function f) {
            f.args().forEach(x -> operand(x, out));
        }
    }

    private static void operand(dev.tablebook.load.ConditionExpression.Operand o, Set<String> out) {
        if (o instanceof dev.tablebook.load.ConditionExpression.Path path) {
            String head = path.head();
            out.add(head.startsWith("#") ? head.substring(1) : head);
        } else if (o instanceof dev.tablebook.load.ConditionExpression.Size size) {
            operand(size.path(), out);
        }
    }

    /**
     * True when the condition fails on a missing item: attribute_exists, or a test that reads a
     * value (`version = :expected`), in every branch (see {@link ExistenceGuard}); a condition
     * the parser cannot read counts when it mentions attribute_exists at all.
     */
    private static boolean guardsExistence(String cond) {
        return ExistenceGuard.requiresItem(cond).orElseGet(() -> EXISTS.matcher(cond).find());
    }

    /**
     * True when every attribute_not_exists in the condition names an attribute the written item
     * never has (e.g. `PK` on a table keyed `pk`): on an existing item such a test still holds, so
     * it guards nothing. Expression attribute names (`#pk`) cannot be resolved and count as a guard.
     */
    private static boolean testsNothingTheItemHas(CheckContext ctx, WriteLeg leg, String cond) {
        Table table = ctx.design().tables().get(leg.table());
        Entity entity = ctx.design().entities().get(leg.entity());
        if (table == null || entity == null) {
            return false;
        }
        Set<String> has = new HashSet<>(entity.attributes().keySet());
        has.add(table.partitionKey());
        if (table.sortKey() != null) {
            has.add(table.sortKey());
        }
        has.addAll(table.items().getOrDefault(leg.entity(), Map.of()).keySet());
        Matcher m = NOT_EXISTS_ARGUMENT.matcher(cond);
        boolean any = false;
        while (m.find()) {
            any = true;
            String name = m.group(1).split("[.\\[]", 2)[0].strip();
            if (name.isEmpty() || name.startsWith("#") || has.contains(name)) {
                return false;
            }
        }
        return any;
    }
}
