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

@RuleInfo(id = "deletion-protection-off", severity = Severity.INFO, category = Category.OPERATIONAL,
        importedModels = false,
        summary = "Deletion protection is off",
        description = "Deletion protection makes DeleteTable fail until it is switched off, so a mistaken "
                + "teardown or a stack deletion cannot drop the table and its data with it.")
public final class DeletionProtectionOff implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (Table t : ctx.design().tables().values()) {
            if (!t.deletionProtection()) {
                out.add(finding(ctx, t.where().of("deletion_protection"), t.name(), "table " + t.name()
                        + " has deletion protection off: one mistaken delete drops it; set `deletion_protection: true`"));
            }
        }
        return out;
    }
}
