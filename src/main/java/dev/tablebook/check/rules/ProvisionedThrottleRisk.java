package dev.tablebook.check.rules;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.analysis.ThrottleRisks;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "provisioned-throttle-risk", severity = Severity.WARNING, category = Category.COST,
        summary = "A provisioned table cannot absorb its declared peak",
        description = "Provisioned capacity serves what it is set to: fixed capacity below the peak, an autoscaling "
                + "maximum below it, or a rise faster than autoscaling reacts (it scales out after about two minutes "
                + "above its target and takes minutes more to take effect) throttles once the 300 seconds of burst "
                + "capacity are spent. On-demand, a higher minimum or a scheduled scaling action serves such a peak.")
public final class ProvisionedThrottleRisk implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (ThrottleRisks.Risk r : ThrottleRisks.of(ctx.design())) {
            Table t = ctx.design().tables().get(r.table());
            out.add(finding(ctx, pos(t, r), r.table(), r.message()));
        }
        return out;
    }

    private static Pos pos(Table t, ThrottleRisks.Risk r) {
        Capacity c = t.capacity();
        return switch (r.cause()) {
            case FIXED_BELOW_PEAK -> c.where().of(r.dimension());
            case MAX_BELOW_PEAK -> c.where().of("autoscaling");
            case RISE_TOO_FAST -> c.where().has("autoscaling") ? c.where().of("autoscaling") : c.where().of("mode");
        };
    }
}
