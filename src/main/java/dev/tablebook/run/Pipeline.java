package dev.tablebook.run;

import dev.tablebook.check.CheckRun;
import dev.tablebook.check.Checker;
import dev.tablebook.check.Finding;
import dev.tablebook.check.FindingOrder;
import dev.tablebook.cost.CostReport;
import dev.tablebook.load.PriceSheetException;
import dev.tablebook.cost.Pricing;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import dev.tablebook.model.Pos;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The pipeline every command runs: load → check → cost, once per design source. {@code build},
 * {@code check}, {@code cost}, {@code packet} and both sides of {@code diff} call
 * {@link #run(LoadResult)}; a design whose region has no price sheet becomes an input error of
 * that design (it is still checked and rendered, without its cost), and the others are unaffected.
 */
public final class Pipeline {
    private final Checker checker;
    private final Pricing pricing;
    private final DesignLoader loader = new DesignLoader();
    private Progress progress = Progress.NONE;

    public Pipeline(Checker checker, Pricing pricing) {
        this.checker = checker;
        this.pricing = pricing;
    }

    /** The standard rule catalog and the given prices. */
    public static Pipeline standard(Pricing pricing) {
        return new Pipeline(Checker.standard(), pricing);
    }

    /** Reports the designs loaded, checked and priced as the run goes. */
    public Pipeline progress(Progress progress) {
        this.progress = progress;
        loader.onLoaded((done, total) -> progress.at("loaded", done, total));
        return this;
    }

    /** Loads the design folders and files, then runs the rest of the pipeline over them. */
    public RunResult run(List<Path> inputs) {
        return run(loader.load(inputs));
    }

    /** Checks and prices designs already loaded (a folder, or a git revision read by {@code load}). */
    public RunResult run(LoadResult loaded) {
        int designs = loaded.designs().size();
        List<Finding> findings = new ArrayList<>(CheckRun.findings(loaded, checker,
                done -> progress.at("checked", done, designs)));
        Map<String, CostReport> costs = new LinkedHashMap<>();
        Map<String, String> unpriced = new LinkedHashMap<>();
        int priced = 0;
        for (Design d : loaded.designs()) {
            try {
                costs.put(d.service(), pricing.cost(d));
            } catch (PriceSheetException e) {
                Pos region = d.where().of("region");
                findings.add(Checker.inputError(d.service(), region, e.getMessage()));
                unpriced.put(d.service(), region + ": " + e.getMessage());
            }
            progress.at("priced", ++priced, designs);
        }
        findings.sort(FindingOrder.REPORT);
        return new RunResult(loaded, findings, costs, unpriced);
    }
}
