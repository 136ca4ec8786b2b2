package dev.tablebook.check.rules;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "reserved-on-demand", severity = Severity.ERROR, category = Category.COST,
        summary = "Reserved capacity is asked for on an on-demand table",
        description = "Reserved capacity is a discount on provisioned capacity only; there is no reservation for "
                + "on-demand tables. Savings on an on-demand table come from the table class or from moving a "
                + "steady workload to provisioned capacity.")
public final class ReservedOnDemand implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (Table t : ctx.design().tables().values()) {
            Capacity c = t.capacity();
            if (c != null && c.reserved() != null && c.mode() == Capacity.Mode.ON_DEMAND) {
                out.add(finding(ctx, c.where().of("reserved"), t.name(), "table " + t.name() + " asks for reserved "
                        + "capacity but is on-demand: reservations apply to provisioned capacity only. Drop "
                        + "`reserved`, or switch the table to `mode: provisioned` if its load is steady enough"));
            }
        }
        return out;
    }
}
