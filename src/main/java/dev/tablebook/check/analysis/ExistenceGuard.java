package dev.tablebook.check.analysis;

import dev.tablebook.load.ConditionExpression;
import dev.tablebook.load.ConditionExpression.And;
import dev.tablebook.load.ConditionExpression.Between;
import dev.tablebook.load.ConditionExpression.Compare;
import dev.tablebook.load.ConditionExpression.Cond;
import dev.tablebook.load.ConditionExpression.Function;
import dev.tablebook.load.ConditionExpression.In;
import dev.tablebook.load.ConditionExpression.Not;
import dev.tablebook.load.ConditionExpression.Or;
import dev.tablebook.load.ConditionExpression.Path;

import java.util.Optional;

/**
 * Does a ConditionExpression hold only on an item that exists? Then an UpdateItem guarded by it
 * fails instead of creating a phantom item. Besides {@code attribute_exists(pk)}, every test that
 * reads an attribute's value is false when the attribute is missing, and on a missing item every
 * attribute is: {@code version = :expected}, {@code #status IN (:a, :b)}, {@code qty BETWEEN :lo AND
 * :hi}, {@code begins_with(sk, :p)}, {@code contains(tags, :t)}, {@code attribute_type(a, :t)}.
 * {@code <>} and {@code attribute_not_exists} hold on a missing attribute, so they prove nothing;
 * {@code size()} is left out. An OR needs every branch to prove it, an AND any conjunct; NOT
 * proves it only of {@code NOT attribute_not_exists(...)}. The expression is read by
 * {@link ConditionExpression}.
 */
public final class ExistenceGuard {
    private ExistenceGuard() {
    }

    /** True or false for an expression it can read; empty for one it cannot parse. */
    public static Optional<Boolean> requiresItem(String expression) {
        if (expression == null || expression.isBlank()) {
            return Optional.of(false);
        }
        return ConditionExpression.parse(expression).map(ExistenceGuard::proves);
    }

    private static boolean proves(Cond c) {
        if (c instanceof And a) {
            return proves(a.left()) || proves(a.right());
        }
        if (c instanceof Or o) {
            return proves(o.left()) && proves(o.right());
        }
        if (c instanceof Not n) {
            return n.inner() instanceof Function f && f.name().equals("attribute_not_exists");
        }
        if (c instanceof Compare cmp) {
            return !cmp.op().equals("<>") && (cmp.left() instanceof Path || cmp.right() instanceof Path);
        }
        if (c instanceof Between b) {
            return b.subject() instanceof Path;
        }
        if (c instanceof In i) {
            return i.subject() instanceof Path;
        }
        Function f = (Function) c;
        return !f.name().equals("attribute_not_exists") && f.args().get(0) instanceof Path;
    }
}
