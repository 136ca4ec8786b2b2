package dev.tablebook.check.rules;

import dev.tablebook.format.CodeSpan;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.check.Deviations;
import dev.tablebook.model.Deviation;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

@RuleInfo(id = "deviation-unjustified", severity = Severity.ERROR, category = Category.STYLE,
        summary = "A deviation has no reason, an unknown rule or target, or accepts no finding",
        description = "A deviation records a rule knowingly not applied, and why. Without a reason it is a silenced "
                + "warning; with a misspelt rule or target, or once the finding it accepted is gone, it is stale "
                + "text that will hide the next real finding. Each must name a live finding and say why.")
public final class DeviationUnjustified implements Rule {

    @Override
    public boolean judgesFindings() {
        return true;
    }

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        Set<String> targets = Deviations.targets(ctx.design());
        for (Deviation d : ctx.design().deviations()) {
            String what = "deviation " + CodeSpan.of(d.rule()) + " on " + CodeSpan.of(d.target());
            boolean knownRule = ctx.ruleIds().contains(d.rule());
            boolean knownTarget = targets.contains(d.target());
            if (!knownRule) {
                out.add(finding(ctx, d.where().of("rule"), d.target(), what + " names no known rule"
                        + Deviations.closest(d.rule(), ctx.ruleIds()) + "; `tablebook rules` lists them"));
            }
            if (!knownTarget) {
                out.add(finding(ctx, d.where().of("target"), d.target(), what + ": " + CodeSpan.of(d.target()) + " is no pattern "
                        + "id, table, index, entity or consumer of this design" + Deviations.closest(d.target(), targets)));
            }
            if (!d.justified()) {
                out.add(finding(ctx, d.where().of("reason"), d.target(), what + " gives no reason, so it accepts "
                        + "nothing: say why the rule does not apply here"));
            } else if (knownRule && knownTarget && !Deviations.accepts(d, ctx.otherFindings())) {
                out.add(finding(ctx, d.where().self(), d.target(), what + " accepts no finding: " + d.rule()
                        + " reports nothing on " + d.target() + "; remove the deviation"));
            }
        }
        return out;
    }
}
