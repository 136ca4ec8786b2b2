package dev.tablebook.check.rules;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.Index;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "index-count-limit", severity = Severity.ERROR, category = Category.OPERATIONAL,
        summary = "A table has more than 20 GSIs, 5 LSIs or 5 vector indexes",
        description = "DynamoDB allows 20 global secondary indexes per table by default, 5 local secondary "
                + "indexes (fixed at table creation) and 5 vector indexes. A design past these quotas cannot be "
                + "deployed as written.")
public final class IndexCountLimit implements Rule {

    static final int MAX_GSI = 20;
    static final int MAX_LSI = 5;
    static final int MAX_VECTOR = 5;

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (Table t : ctx.design().tables().values()) {
            long gsis = t.indexes().values().stream().filter(Index::isGsi).count();
            long lsis = t.indexes().size() - gsis;
            if (gsis > MAX_GSI) {
                out.add(finding(ctx, t.where().of("indexes"), t.name(), "table " + t.name() + " has " + gsis
                        + " GSIs, over the quota of " + MAX_GSI + ": serve several patterns from one index, or "
                        + "move an entity with its own patterns to its own table"));
            }
            if (lsis > MAX_LSI) {
                out.add(finding(ctx, t.where().of("indexes"), t.name(), "table " + t.name() + " has " + lsis
                        + " LSIs, over the limit of " + MAX_LSI + ": turn some into GSIs"));
            }
            if (t.vectorIndexes().size() > MAX_VECTOR) {
                out.add(finding(ctx, t.where().of("vector_indexes"), t.name(), "table " + t.name() + " has "
                        + t.vectorIndexes().size() + " vector indexes, over the limit of " + MAX_VECTOR
                        + ": share one index between searches, or split the table"));
            }
        }
        return out;
    }
}
