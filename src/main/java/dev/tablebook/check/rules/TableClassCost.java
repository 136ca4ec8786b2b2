package dev.tablebook.check.rules;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.ClassCostFact;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.format.Figures;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "table-class-cost", severity = Severity.WARNING, category = Category.COST,
        importedModels = false,
        summary = "The table's class costs at least 10% more a month than the other class would",
        description = "Standard-IA halves storage at the price of about a quarter more on every request unit; "
                + "Standard is the other way round. A table that mostly stores pays less on Standard-IA, a table "
                + "that mostly serves requests less on Standard. The rule prices the table at expected rates in both "
                + "classes with the design's price sheet (the class changes in place, at most twice in 30 days).")
public final class TableClassCost implements Rule {
    /** The rule fires from this excess of the table's class over the other. */
    static final double THRESHOLD = 0.10;

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (Table t : ctx.design().tables().values()) {
            ClassCostFact c = ctx.classCosts().get(t.name());
            if (c == null || c.otherMonthly() <= 0 || c.monthly() < c.otherMonthly() * (1 + THRESHOLD)) {
                continue;
            }
            Pos pos = t.where().has("class") ? t.where().of("class") : t.where().self();
            double saved = 1 - c.otherMonthly() / c.monthly();
            out.add(finding(ctx, pos, t.name(), "table " + t.name() + " is " + name(c.tableClass()) + ": "
                    + Figures.usd(c.monthly()) + " a month at expected rates; as " + name(c.otherClass()) + " it would"
                    + " cost " + Figures.usd(c.otherMonthly()) + " (" + Figures.approxPercent(saved) + " less, prices of "
                    + c.priceSource() + "); set `class: " + name(c.otherClass()) + "`"
                    + (c.otherClass() == Table.TableClass.STANDARD_IA ? ", or keep Standard if reserved capacity is planned"
                            + " (Standard-IA cannot be reserved)" : "")));
        }
        return out;
    }

    private static String name(Table.TableClass c) {
        return c == Table.TableClass.STANDARD_IA ? "standard-ia" : "standard";
    }
}
