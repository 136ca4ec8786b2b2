package dev.tablebook.check.rules;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.analysis.KeyTarget;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Operation;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "scan-on-read-path", severity = Severity.ERROR, category = Category.OPERATIONAL,
        summary = "A pattern uses Scan",
        description = "A Scan reads, and bills, every item of a table or index, page by page; its cost and latency "
                + "grow with the data, and it competes with every other caller for capacity. Every read should be "
                + "a GetItem or Query on a key designed for it; analytics belong in an export.")
public final class ScanOnReadPath implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (AccessPattern p : ctx.design().patterns()) {
            if (p.operation() == Operation.Scan) {
                KeyTarget t = KeyTarget.resolve(ctx.design(), p);
                String what = t == null ? "table " + p.table() : t.describe();
                out.add(finding(ctx, p.where().of("operation"), p.id(), p.id() + " scans " + what
                        + ": it reads and bills every item per pass, growing with the data. Serve it with a "
                        + "Query on a key or a sparse index built for it; for exports and analytics use an export "
                        + "to S3 or a zero-ETL integration"));
            }
        }
        return out;
    }
}
