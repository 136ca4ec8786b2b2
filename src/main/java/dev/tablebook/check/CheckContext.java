package dev.tablebook.check;

import dev.tablebook.analysis.HotPartitions;
import dev.tablebook.analysis.PartitionLoad;
import dev.tablebook.model.Design;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a rule sees: the design, the ids of every known rule, and — only for rules that judge
 * other rules' results, such as deviation-unjustified — the findings of the other rules.
 * {@code classCosts} holds each table's priced class comparison by table name, and
 * {@code projectionCosts} what each ALL index costs against KEYS_ONLY and INCLUDE, by
 * {@link ProjectionCostFact#key}, when the design was priced (empty otherwise: a rule that needs
 * prices stays silent or leaves its figure out). {@code analyses} holds what
 * several rules read of the design, analysed once per check (the partition loads).
 */
public record CheckContext(Design design, Set<String> ruleIds, List<Finding> otherFindings,
                           Map<String, ClassCostFact> classCosts, Map<String, ProjectionCostFact> projectionCosts,
                           Analyses analyses) {
    public CheckContext {
        ruleIds = Set.copyOf(ruleIds);
        otherFindings = List.copyOf(otherFindings);
        classCosts = Map.copyOf(classCosts);
        projectionCosts = Map.copyOf(projectionCosts);
        if (analyses == null || analyses.design != design) {
            analyses = new Analyses(design);
        }
    }

    /** A context with the given class comparisons and analyses, without projection costs. */
    public CheckContext(Design design, Set<String> ruleIds, List<Finding> otherFindings,
                        Map<String, ClassCostFact> classCosts, Analyses analyses) {
        this(design, ruleIds, otherFindings, classCosts, Map.of(), analyses);
    }

    /** A context with the given priced facts and analyses of its own. */
    public CheckContext(Design design, Set<String> ruleIds, List<Finding> otherFindings,
                        Map<String, ClassCostFact> classCosts) {
        this(design, ruleIds, otherFindings, classCosts, null);
    }

    /** A context without priced facts. */
    public CheckContext(Design design, Set<String> ruleIds, List<Finding> otherFindings) {
        this(design, ruleIds, otherFindings, Map.of());
    }

    /** The design's partition loads ({@link HotPartitions#analyze}), analysed once for every rule that reads them. */
    public List<PartitionLoad> partitionLoads() {
        return analyses.partitionLoads();
    }

    /**
     * Analyses of one design that several rules read, made on first use and kept for the other
     * rules of the same check (a check runs on one thread).
     */
    public static final class Analyses {
        private final Design design;
        private List<PartitionLoad> partitionLoads;

        public Analyses(Design design) {
            this.design = design;
        }

        /**
         * Analyses whose partition loads are already known (the cost report's, made by the same
         * {@link HotPartitions#analyze} of the same design); null: analysed on first use.
         */
        public Analyses(Design design, List<PartitionLoad> partitionLoads) {
            this.design = design;
            this.partitionLoads = partitionLoads == null ? null : List.copyOf(partitionLoads);
        }

        List<PartitionLoad> partitionLoads() {
            if (partitionLoads == null) {
                partitionLoads = HotPartitions.analyze(design);
            }
            return partitionLoads;
        }
    }
}
