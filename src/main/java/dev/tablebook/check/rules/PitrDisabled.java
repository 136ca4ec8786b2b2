package dev.tablebook.check.rules;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "pitr-disabled", severity = Severity.WARNING, category = Category.OPERATIONAL,
        importedModels = false,
        summary = "Point-in-time recovery is off on a table that is not ephemeral",
        description = "Point-in-time recovery restores a table to any second of the last 35 days after a bad "
                + "deploy or a mistaken delete; without it, only explicit backups remain. It is also the "
                + "prerequisite of the zero-ETL integrations. Only a table whose contents can be rebuilt (a "
                + "cache, a dedupe store) does without.")
public final class PitrDisabled implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (Table t : ctx.design().tables().values()) {
            if (!t.pitr() && !t.ephemeral()) {
                out.add(finding(ctx, t.where().of("pitr"), t.name(), "table " + t.name() + " has point-in-time "
                        + "recovery off: a bad write or delete cannot be undone. Set `pitr: true`, or "
                        + "`ephemeral: true` if its contents can be rebuilt"));
            }
        }
        return out;
    }
}
