package dev.tablebook.check.rules;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Entity;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "unused-entity", severity = Severity.INFO, category = Category.STYLE,
        importedModels = false,
        summary = "No pattern reads or writes an entity",
        description = "A design starts from its access patterns. An entity no pattern returns or writes either "
                + "belongs to a pattern the list is missing, or is not needed; either way the list and the model "
                + "have drifted apart.")
public final class UnusedEntity implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (Entity e : ctx.design().entities().values()) {
            boolean used = false;
            for (AccessPattern p : ctx.design().patterns()) {
                if (p.returned().contains(e.name()) || p.legs().stream().anyMatch(l -> e.name().equals(l.entity()))) {
                    used = true;
                    break;
                }
            }
            if (!used) {
                out.add(finding(ctx, e.where().self(), e.name(), "entity " + e.name() + " is read or written by no "
                        + "access pattern: add the patterns that use it (returns / writes), or remove it"));
            }
        }
        return out;
    }
}
