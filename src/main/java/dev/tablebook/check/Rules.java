package dev.tablebook.check;

import dev.tablebook.check.rules.AuthzPartitionKey;
import dev.tablebook.check.rules.BatchBounds;
import dev.tablebook.check.rules.DeletionProtectionOff;
import dev.tablebook.check.rules.GlobalTableStreamView;
import dev.tablebook.check.rules.LwwCounter;
import dev.tablebook.check.rules.LatestReadUnordered;
import dev.tablebook.check.rules.LowCardinalityGsiKey;
import dev.tablebook.check.rules.NumberSortedAsText;
import dev.tablebook.check.rules.DeviationUnjustified;
import dev.tablebook.check.rules.FilterExpression;
import dev.tablebook.check.rules.GsiStrongRead;
import dev.tablebook.check.rules.HotKeyUnstated;
import dev.tablebook.check.rules.HotPartition;
import dev.tablebook.check.rules.IndexCountLimit;
import dev.tablebook.check.rules.ItemSizeLimit;
import dev.tablebook.check.rules.KeyConditionMixedEntities;
import dev.tablebook.check.rules.KeyConditionUnservable;
import dev.tablebook.check.rules.LsiCollectionSize;
import dev.tablebook.check.rules.MissingAuthorization;
import dev.tablebook.check.rules.MissingIdempotency;
import dev.tablebook.check.rules.MissingRps;
import dev.tablebook.check.rules.MutableGsiKey;
import dev.tablebook.check.rules.PitrDisabled;
import dev.tablebook.check.rules.ProjectionAllLargeItems;
import dev.tablebook.check.rules.ProjectionAllWriteHeavy;
import dev.tablebook.check.rules.ProjectionMissingAttribute;
import dev.tablebook.check.rules.OnDemandThroughputRule;
import dev.tablebook.check.rules.ProvisionedThrottleRisk;
import dev.tablebook.check.rules.ReservedOnDemand;
import dev.tablebook.check.rules.ScanOnReadPath;
import dev.tablebook.check.rules.StreamConsumerLimit;
import dev.tablebook.check.rules.StreamNotIdempotent;
import dev.tablebook.check.rules.StreamUnboundedRetry;
import dev.tablebook.check.rules.StreamWithoutConsumer;
import dev.tablebook.check.rules.TableClassCost;
import dev.tablebook.check.rules.TransactSingleItem;
import dev.tablebook.check.rules.TransactionBounds;
import dev.tablebook.check.rules.TtlAttribute;
import dev.tablebook.check.rules.UnboundedQuery;
import dev.tablebook.check.rules.UnguardedCreate;
import dev.tablebook.check.rules.UnknownKeyType;
import dev.tablebook.check.rules.UnusedEntity;
import dev.tablebook.check.rules.UnusedIndex;
import dev.tablebook.check.rules.VectorIndexProvisioned;
import java.util.ArrayList;
import java.util.List;

/**
 * The rule catalog: every rule, listed here explicitly (no classpath scanning), in the order of
 * {@code rules.md}. The catalog page, {@code tablebook rules}, the site's rule pages and the SARIF
 * rule descriptors are generated from this list.
 */
public final class Rules {
    private Rules() {
    }

    private static final List<Rule> ALL = List.of(
            new AuthzPartitionKey(),
            new MissingAuthorization(),
            new ScanOnReadPath(),
            new FilterExpression(),
            new GsiStrongRead(),
            new KeyConditionUnservable(),
            new KeyConditionMixedEntities(),
            new UnboundedQuery(),
            new NumberSortedAsText(),
            new LatestReadUnordered(),
            new MissingRps(),
            new ItemSizeLimit(),
            new IndexCountLimit(),
            new LsiCollectionSize(),
            new HotPartition(),
            new HotKeyUnstated(),
            new LowCardinalityGsiKey(),
            new TransactSingleItem(),
            new TransactionBounds(),
            new BatchBounds(),
            new MutableGsiKey(),
            new ProjectionMissingAttribute(),
            new ProjectionAllWriteHeavy(),
            new ProjectionAllLargeItems(),
            new UnusedIndex(),
            new UnusedEntity(),
            new UnknownKeyType(),
            new TtlAttribute(),
            new VectorIndexProvisioned(),
            new ReservedOnDemand(),
            new ProvisionedThrottleRisk(),
            new OnDemandThroughputRule(),
            new TableClassCost(),
            new StreamConsumerLimit(),
            new StreamUnboundedRetry(),
            new StreamNotIdempotent(),
            new StreamWithoutConsumer(),
            new MissingIdempotency(),
            new UnguardedCreate(),
            new PitrDisabled(),
            new DeletionProtectionOff(),
            new GlobalTableStreamView(),
            new LwwCounter(),
            new DeviationUnjustified());

    /**
     * Input errors (a design that cannot be read as written) are reported as findings of this
     * pseudo-rule: it has no check of its own, and no deviation accepts it.
     */
    public static final RuleMeta INPUT = new RuleMeta("input", Severity.ERROR, Category.CORRECTNESS,
            "The design file cannot be read as written",
            "A file that is not valid YAML, has an unknown field, a wrong type, a missing required field or a "
                    + "reference to something that does not exist is not checked, costed or rendered until fixed.",
            true);

    /** Every rule, stateless and shared. */
    public static List<Rule> all() {
        return ALL;
    }

    /** Metadata of every rule and of {@link #INPUT}, in catalog order. */
    public static List<RuleMeta> catalog() {
        List<RuleMeta> out = new ArrayList<>();
        ALL.forEach(r -> out.add(r.meta()));
        out.add(INPUT);
        return List.copyOf(out);
    }

    public static RuleMeta meta(String id) {
        return catalog().stream().filter(m -> m.id().equals(id)).findFirst().orElse(null);
    }
}
