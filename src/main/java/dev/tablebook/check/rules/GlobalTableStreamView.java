package dev.tablebook.check.rules;

import dev.tablebook.check.Category;
import dev.tablebook.check.CheckContext;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rule;
import dev.tablebook.check.RuleInfo;
import dev.tablebook.check.Severity;
import dev.tablebook.model.StreamView;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.List;

@RuleInfo(id = "global-table-stream-view", severity = Severity.ERROR, category = Category.CORRECTNESS,
        importedModels = false,
        summary = "A replicated table declares a stream view other than NEW_AND_OLD_IMAGES",
        description = "Global Tables replicate through the table's stream, and that stream carries new and old "
                + "images: a table with `replicas` cannot keep a NEW_IMAGE, OLD_IMAGE or KEYS_ONLY stream, nor turn "
                + "its stream off. Consumers on such a table read NEW_AND_OLD_IMAGES records.")
public final class GlobalTableStreamView implements Rule {

    @Override
    public List<Finding> check(CheckContext ctx) {
        List<Finding> out = new ArrayList<>();
        for (Table t : ctx.design().tables().values()) {
            // a replicated table that states no stream gets the one replication needs
            if (!t.isGlobal() || !t.where().has("streams") || t.streams() == StreamView.NEW_AND_OLD_IMAGES) {
                continue;
            }
            String declared = t.streams().enabled() ? "a " + t.streams() + " stream" : "its stream off";
            out.add(finding(ctx, t.where().of("streams"), t.name(), "table " + t.name() + " is replicated to "
                    + String.join(", ", t.replicas()) + " but declares " + declared + ": Global Tables replicate "
                    + "through a NEW_AND_OLD_IMAGES stream, and DynamoDB refuses any other view (or none) while "
                    + "replicas exist; declare `streams: NEW_AND_OLD_IMAGES` and have consumers read the new image "
                    + "from it"));
        }
        return out;
    }
}
