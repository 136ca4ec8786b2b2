package dev.tablebook.run;

import dev.tablebook.check.ClassCostFact;
import dev.tablebook.check.ProjectionCostFact;
import dev.tablebook.cost.ClassComparison;
import dev.tablebook.cost.CostEngine;
import dev.tablebook.cost.RulePrices;
import dev.tablebook.cost.ProjectionComparison;
import dev.tablebook.model.Design;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The priced facts the rule catalog judges, taken from the cost engine: {@code check} and
 * {@code cost} are floors beside each other, so the pipeline, above both, carries the one to the
 * other (docs/architecture.md, "Priced facts").
 */
public final class PricedFacts {
    private PricedFacts() {
    }

    /**
     * Each ALL index's projection comparison, by {@link ProjectionCostFact#key}, priced with the engine
     * that priced {@code report} (a whole report's parts: {@link RulePrices#of}).
     */
    public static Map<String, ProjectionCostFact> projectionCosts(CostEngine engine, Design design, RulePrices report) {
        Map<String, ProjectionCostFact> out = new LinkedHashMap<>();
        for (ProjectionComparison c : ProjectionComparison.of(engine, design, report)) {
            ProjectionComparison.Alternative include = c.include();
            out.put(ProjectionCostFact.key(c.table(), c.index()), new ProjectionCostFact(c.table(), c.index(),
                    c.tableMonthly(), c.monthly(), c.monthlyPeak(), c.keysOnly().monthly(), c.keysOnly().monthlyPeak(),
                    include == null ? null : include.projection().attributes(),
                    include == null ? null : include.monthly(), include == null ? null : include.monthlyPeak(),
                    engine.sheet().source()));
        }
        return out;
    }

    /** Each table's class comparison, by table name, priced with the engine that priced {@code report} (its sheets). */
    public static Map<String, ClassCostFact> classCosts(CostEngine engine, Design design, RulePrices report) {
        Map<String, ClassCostFact> out = new LinkedHashMap<>();
        for (ClassComparison c : ClassComparison.of(engine, design, report)) {
            out.put(c.table(), new ClassCostFact(c.table(), c.tableClass(), c.otherClass(), c.monthly(),
                    c.otherMonthly(), engine.sheet().source()));
        }
        return out;
    }
}
