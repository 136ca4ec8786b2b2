package dev.tablebook.check.rules;

import dev.tablebook.format.CodeSpan;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.ProjectionCostFact;
import dev.tablebook.format.Figures;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Index;
import dev.tablebook.model.Projection;
import dev.tablebook.model.Retrieval;
import dev.tablebook.model.Table;
import dev.tablebook.model.Write;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

@RuleInfo(id = "projection-all-write-heavy", severity = Severity.INFO, category = Category.COST,
        summary = "An index projects ALL on a table that writes more than it reads",
        description = "An ALL projection copies every attribute of every member item into the index, so each "
                + "write is billed again at the full item size and the item is stored twice. On a write-heavy "
                + "table, projecting only what the index's readers need (KEYS_ONLY or INCLUDE) saves most of it.")
public final class ProjectionAllWriteHeavy implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (Table t : ctx.design().tables().values()) {
            double writes = 0;
            double reads = 0;
            for (AccessPattern p : ctx.design().patterns()) {
                if (p.rps() == null) {
                    continue;
                }
                if (p instanceof Write && p.legs().stream().anyMatch(l -> t.name().equals(l.table()))) {
                    writes += p.rps().average();
                } else if (p instanceof Retrieval && t.name().equals(p.table())) {
                    reads += p.rps().average();
                }
            }
            if (writes <= reads) {
                continue;
            }
            for (Index index : t.indexes().values()) {
                if (index.projection().type() == Projection.Type.ALL) {
                    out.add(finding(ctx, index.where().of("projection"), index.name(), (index.isGsi() ? "GSI " : "LSI ")
                            + index.name() + " of table " + t.name() + " projects ALL, and the table takes "
                            + Figures.approx(writes) + " writes/s against " + Figures.approx(reads)
                            + " reads/s on average: every write copies the whole item into the index. Project "
                            + suggestion(ctx, t, index) + saving(ctx, t, index)));
                }
            }
        }
        return out;
    }

    /**
     * What the move saves, from the priced fact the pipeline hands in ({@link ProjectionCostFact}):
     * INCLUDE of what the index's patterns read when they all say, else KEYS_ONLY (an INCLUDE list
     * saves less). Empty when the design was not priced.
     */
    static String saving(CheckContext ctx, Table t, Index index) {
        ProjectionCostFact f = ctx.projectionCosts().get(ProjectionCostFact.key(t.name(), index.name()));
        if (f == null) {
            return "";
        }
        boolean include = f.includeSaving() != null;
        double expected = include ? f.includeSaving() : f.keysOnlySaving();
        double peak = include ? f.includeSavingPeak() : f.keysOnlySavingPeak();
        String share = f.tableMonthly() > 0 ? " (" + Figures.percent(expected / f.tableMonthly()) + " of the table's "
                + Figures.usd(f.tableMonthly()) + ")" : "";
        return ". " + (include ? "That INCLUDE" : "KEYS_ONLY") + " would save " + Figures.usd(expected)
                + " a month at expected rates" + share + ", " + Figures.usd(peak) + " at peak, in index writes and"
                + " storage (its replicas' too), its reads as designed" + (include ? "" : "; an INCLUDE list saves less")
                + " (priced at " + f.priceSource() + ")";
    }

    /** INCLUDE what the index's patterns read when they all say, else KEYS_ONLY or INCLUDE in general. */
    private static String suggestion(CheckContext ctx, Table t, Index index) {
        Set<String> read = new LinkedHashSet<>();
        boolean allSay = true;
        boolean any = false;
        for (AccessPattern p : ctx.design().patterns()) {
            if (t.name().equals(p.table()) && index.name().equals(p.index())) {
                any = true;
                List<String> projection = p instanceof Retrieval r ? r.projection() : null;
                if (projection == null) {
                    allSay = false;
                } else {
                    read.addAll(projection);
                }
            }
        }
        if (any && allSay) {
            return "only what its patterns read: " + CodeSpan.of("projection: [" + String.join(", ", read) + "]");
        }
        return "only what its patterns read (KEYS_ONLY, or an INCLUDE list)";
    }
}
