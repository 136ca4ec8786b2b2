package dev.tablebook.cli;

import dev.tablebook.check.CheckRun;
import dev.tablebook.check.Checker;
import dev.tablebook.check.Finding;
import dev.tablebook.check.FindingOrder;
import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.PriceSheetException;
import dev.tablebook.cost.Pricing;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One pass of the pipeline over a design repository: load, check, cost. A design whose region
 * has no price sheet is an input error of that design (it is still checked and rendered, without
 * its cost); the others are unaffected.
 */
record DesignRun(LoadResult loaded, List<Finding> findings, Map<String, CostReport> costs) {

    static DesignRun of(List<Path> inputs, Pricing pricing) {
        LoadResult loaded = new DesignLoader().load(inputs);
        List<Finding> findings = new ArrayList<>(CheckRun.findings(loaded, Checker.standard()));
        Map<String, CostReport> costs = new LinkedHashMap<>();
        for (Design d : loaded.designs()) {
            try {
                costs.put(d.service(), pricing.cost(d));
            } catch (PriceSheetException e) {
                findings.add(Checker.inputError(d.service(), d.where().of("region"), e.getMessage()));
            }
        }
        findings.sort(FindingOrder.REPORT);
        return new DesignRun(loaded, List.copyOf(findings), costs);
    }

    boolean fails() {
        return CheckRun.fails(findings);
    }

    List<CostReport> costReports() {
        return List.copyOf(costs.values());
    }
}
