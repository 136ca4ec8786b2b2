package dev.tablebook.run;

import dev.tablebook.concurrent.Parallel;
import dev.tablebook.check.CheckRun;
import dev.tablebook.check.Checker;
import dev.tablebook.check.Finding;
import dev.tablebook.check.ClassCostFact;
import dev.tablebook.analysis.PartitionLoad;
import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.RulePrices;
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
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The pipeline every command runs: load → cost → check, once per design source (the rules that
 * judge prices get the priced facts of {@link PricedFacts}). Each design goes through
 * {@link #check(Design)}: both sides of {@code diff} take every result at once ({@link #run(LoadResult)}),
 * {@code check} its findings ({@link #findings(LoadResult)}), {@code cost} each result in turn
 * ({@link #checked(LoadResult)}), {@code build} each as it renders the service and {@code packet} its
 * one service's; a design whose region has no price sheet becomes an input error of that design (it
 * is still checked and rendered, without its cost), and the others are unaffected.
 */
public final class Pipeline {
    private final Checker checker;
    private final Pricing pricing;
    private final DesignLoader loader = new DesignLoader();
    private Progress progress = Progress.NONE;
    private int threads = Runtime.getRuntime().availableProcessors();

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

    /** Checks and prices on this many threads (default: one per available processor). */
    public Pipeline threads(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + count);
        }
        this.threads = count;
        return this;
    }

    /**
     * One design checked and priced: its findings (with an input error at its region when that
     * region has no price sheet), and its cost report or, null, why it has none.
     */
    public record Checked(List<Finding> findings, CostReport cost, String unpriced) {
        public Checked {
            findings = List.copyOf(findings);
        }
    }

    /**
     * Prices and checks one loaded design: the pass {@link #run(LoadResult)} makes over each
     * design, for a caller that uses each result as it comes ({@code build} renders the service
     * and lets its cost report go). Safe to call from several threads at once.
     */
    public Checked check(Design d) {
        return check(d, true);
    }

    /**
     * {@link #check(Design)}, with the cost report when {@code report}; without it the design is priced
     * only for what the rules read ({@link dev.tablebook.cost.RulePrices}: no capacity plan, sensitivity
     * or guesses), the same findings at about a third of the cost engine's work, for a caller that keeps
     * only them.
     */
    private Checked check(Design d, boolean report) {
        CostReport cost = null;
        PriceSheetException unpriced = null;
        Map<String, ClassCostFact> classCosts = Map.of();
        Map<String, dev.tablebook.check.ProjectionCostFact> projectionCosts = Map.of();
        List<PartitionLoad> hotPartitions = null;
        try {
            dev.tablebook.cost.CostEngine engine = pricing.engineFor(d);
            RulePrices prices;
            if (report) {
                cost = engine.cost(d);
                prices = RulePrices.of(cost);
            } else {
                prices = engine.rulePrices(d);
            }
            classCosts = PricedFacts.classCosts(engine, d, prices);
            projectionCosts = PricedFacts.projectionCosts(engine, d, prices);
            hotPartitions = prices.hotPartitions();
        } catch (PriceSheetException e) {
            unpriced = e;
            cost = null;
        }
        // rules that judge prices (table-class-cost, the projection rules) see the priced facts; an unpriced design has none
        // the hot-partition rules read the partition loads the cost report analysed
        List<Finding> found = new ArrayList<>(checker.check(d, classCosts, projectionCosts, hotPartitions));
        String why = null;
        if (unpriced != null) {
            Pos region = d.where().of("region");
            found.add(Checker.inputError(d.service(), region, unpriced.getMessage()));
            why = region + ": " + unpriced.getMessage();
        }
        return new Checked(found, cost, why);
    }

    /**
     * Checks and prices designs already loaded (a folder, or a git revision read by {@code load}).
     * Each design is checked and priced on its own ({@link #check(Design)}), on a pool of threads;
     * the results are put together in the designs' order, so they do not depend on which thread
     * finished first.
     */
    public RunResult run(LoadResult loaded) {
        return run(loaded, null);
    }

    /**
     * As {@link #run(LoadResult)}, taking the result of each design equal to one {@code earlier}
     * checked (the same file with the same content: the same model, positions included) from
     * {@code earlier} instead of pricing and checking it again, since the pass is a function of the
     * design: the two revisions of a {@code diff} share every design the change left alone.
     * {@code earlier} null: none.
     */
    public RunResult run(LoadResult loaded, RunResult earlier) {
        List<Design> designs = loaded.designs();
        Map<String, Design> before = new java.util.HashMap<>();
        if (earlier != null) {
            earlier.loaded().designs().forEach(d -> before.put(d.service(), d));
        }
        List<Checked> each = each(designs, d -> {
            Design e = before.get(d.service());
            Checked known = e != null && e.equals(d) ? earlier.checked().get(d.service()) : null;
            return known != null ? known : check(d);
        });
        Map<String, Checked> checked = new LinkedHashMap<>();
        for (int i = 0; i < designs.size(); i++) {
            checked.put(designs.get(i).service(), each.get(i));
        }
        return RunResult.of(loaded, CheckRun.findings(loaded, each.stream().map(Checked::findings).toList()), checked);
    }

    /** The findings of {@link #run(List)}: the design folders and files loaded, then checked and priced. */
    public List<Finding> findings(List<Path> inputs) {
        return findings(loader.load(inputs));
    }

    /**
     * The findings of {@link #run(LoadResult)}, in the same order, each design priced only for what its
     * rules read ({@link dev.tablebook.cost.RulePrices}), no cost report kept: {@code check} reads
     * nothing else, a run that kept every report (about 160 KB a design) did not fit thousands of
     * designs in a 1 GB heap, and the capacity plan and sensitivity no rule reads were about two thirds
     * of the cost engine's CPU in a one-design check.
     */
    public List<Finding> findings(LoadResult loaded) {
        return CheckRun.findings(loaded, each(loaded.designs(), d -> check(d, false).findings()));
    }

    /** Loads the design folders and files, reporting progress as {@link #run(List)} does. */
    public LoadResult load(List<Path> inputs) {
        return loader.load(inputs);
    }

    /**
     * Each design's {@link #check(Design)} in the designs' order, computed on the pool a few designs
     * ahead of the one taken: for a command that writes each design's result as it comes and keeps
     * none ({@code cost}), so that memory holds a few cost reports, not all of them.
     */
    public Parallel.Ordered<Design, Checked> checked(LoadResult loaded) {
        List<Design> designs = loaded.designs();
        AtomicInteger done = new AtomicInteger();
        return Parallel.ordered(designs, threads, "tablebook-check", 4 * threads, d -> {
            Checked c = check(d);
            progress.at("checked", done.incrementAndGet(), designs.size());
            return c;
        });
    }

    /** {@code work} of each design (its {@link #check(Design)}, or what is kept of it), on the pool, in the designs' order. */
    private <R> List<R> each(List<Design> designs, java.util.function.Function<Design, R> work) {
        AtomicInteger done = new AtomicInteger();
        return Parallel.map(designs, threads, "tablebook-check", d -> {
            R kept = work.apply(d);
            progress.at("checked", done.incrementAndGet(), designs.size());
            return kept;
        });
    }
}
