package dev.tablebook.check;

import dev.tablebook.model.Pos;
import java.util.List;

/**
 * One modelling rule. Implementations are stateless, carry {@link RuleInfo} and are listed in
 * {@link Rules}. A rule reports findings with its default severity unless a finding's own
 * measure calls for another (e.g. a size past the warning line but under the hard limit).
 */
public interface Rule {

    List<Finding> check(CheckContext ctx);

    /**
     * True for a rule that judges the other rules' findings (it then sees them in
     * {@link CheckContext#otherFindings()} and runs after them).
     */
    default boolean judgesFindings() {
        return false;
    }

    default RuleMeta meta() {
        return RuleMeta.of(getClass());
    }

    default Finding finding(CheckContext ctx, Pos pos, String target, String message) {
        return Finding.of(meta(), meta().severity(), ctx.design().service(), pos, target, message);
    }

    default Finding finding(CheckContext ctx, Severity severity, Pos pos, String target, String message) {
        return Finding.of(meta(), severity, ctx.design().service(), pos, target, message);
    }
}
