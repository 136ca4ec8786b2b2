package dev.tablebook.check.rules;

import dev.tablebook.format.CodeSpan;

import dev.tablebook.analysis.CallUnits;
import dev.tablebook.analysis.PatternUnits;
import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.format.Figures;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Read;
import dev.tablebook.model.Retrieval;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "filter-expression", severity = Severity.WARNING, category = Category.COST,
        summary = "A pattern uses a FilterExpression",
        description = "A filter is applied after the items are read: every item it discards was read and billed. "
                + "Discarding more than about 10% of what is read is a modelling smell; put the filtered "
                + "attribute into the key (a sort-key prefix or a sparse index) instead.")
public final class FilterExpression implements Rule {

    /** Above this share of discarded items, the filter stands in for a missing key. */
    static final double SMELL = 0.10;

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (AccessPattern pattern : ctx.design().patterns()) {
            if (!(pattern instanceof Retrieval p) || p.filter() == null || p.filter().isBlank()) {
                continue;
            }
            out.add(finding(ctx, p.where().of("filter"), p.id(), message(ctx, p)));
        }
        return out;
    }

    private static String message(CheckContext ctx, Retrieval p) {
        String head = p.id() + " filters with " + CodeSpan.of(p.filter()) + ": the filter runs after the read, so discarded "
                + "items are still read and billed";
        Double s = p.filterSelectivity();
        if (s == null) {
            return head + ". State `filter_selectivity` (the share discarded) so its cost can be judged; above "
                    + Figures.approxPercent(SMELL) + " move the attribute into the key";
        }
        String paid = "";
        if (p instanceof Read) {
            CallUnits call = new PatternUnits(ctx.design()).of(p);
            paid = ": of the ~" + Figures.approx(call.itemsRead()) + " items (" + Figures.approx(call.rru())
                    + " read units) read per call, ~" + Figures.approx(call.itemsRead() * s) + " items ("
                    + Figures.approx(call.rru() * s) + " read units) are thrown away";
            if (p.rps() != null) {
                paid += ", " + Figures.approx(call.rru() * s * p.rps().peak()) + " read units/s at peak";
            }
        }
        String verdict = s > SMELL
                ? ". Discarding " + Figures.approxPercent(s) + " is a modelling smell (above "
                        + Figures.approxPercent(SMELL) + "): move the filtered attribute into the key (a sort-key "
                        + "prefix or a sparse index)"
                : ". Discarding " + Figures.approxPercent(s) + " is within " + Figures.approxPercent(SMELL)
                        + "; accept it with a deviation if that is the intended trade";
        return head + paid + verdict;
    }
}
