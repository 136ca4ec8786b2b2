package dev.tablebook.check.rules;

import dev.tablebook.format.CodeSpan;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Attribute;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Table;
import dev.tablebook.model.WriteAction;
import dev.tablebook.model.WriteLeg;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "lww-counter", severity = Severity.WARNING, category = Category.CORRECTNESS,
        importedModels = false,
        summary = "A counter is incremented on a last-writer-wins global table",
        description = "With `replication: lww`, each Region applies an update locally and replicates the whole item; "
                + "when two Regions increment the same counter at about the same time, the later write replaces the "
                + "earlier one and an increment is lost. Multi-Region strong consistency (`mrsc`), a counter per "
                + "Region summed on read, or one writer Region keeps the count right.")
public final class LwwCounter implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (AccessPattern p : ctx.design().patterns()) {
            for (WriteLeg leg : p.legs()) {
                Table table = ctx.design().tables().get(leg.table());
                Entity entity = ctx.design().entities().get(leg.entity());
                if (leg.action() != WriteAction.UPDATE || leg.attributes() == null || table == null || entity == null
                        || !table.isGlobal() || table.replication() != Table.Replication.LWW) {
                    continue;
                }
                List<String> counters = new ArrayList<>();
                for (String name : leg.attributes()) {
                    Attribute a = entity.attribute(name);
                    if (a != null && a.counter()) {
                        counters.add(name);
                    }
                }
                if (counters.isEmpty()) {
                    continue;
                }
                Pos pos = leg.where().of("attributes");
                String names = String.join(", ", counters.stream().map(CodeSpan::of).toList());
                out.add(finding(ctx, pos, p.id(), p.id() + " increments " + entity.name() + "." + names
                        + (counters.size() == 1 ? ", a counter," : ", counters,") + " on table " + table.name()
                        + ", replicated last-writer-wins to " + String.join(", ", table.replicas())
                        + ": increments made in two Regions at once overwrite each other and are lost; use "
                        + "`replication: mrsc`, keep a counter per Region and sum them on read, or route every "
                        + "increment to one writer Region"));
            }
        }
        return out;
    }
}
