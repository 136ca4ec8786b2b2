package dev.tablebook.cost;

import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import dev.tablebook.run.PricedFacts;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A design priced for its rules only ({@link CostEngine#rulePrices}) gives the parts of the whole
 * report the rules read, and the same priced facts: the examples, the rule cases and the render
 * fixtures (Global Tables replicas, both table classes, ALL indexes, hot partitions).
 */
class RulePricesTest {
    private static final List<Path> INPUTS = List.of(Path.of("designs"), Path.of("src/test/resources/check"),
            Path.of("src/test/resources/render"), Path.of("src/test/resources/designs"));

    @Test
    void theRulesPricesAreTheReportsParts() throws Exception {
        LoadResult loaded = new DesignLoader().load(INPUTS);
        Pricing pricing = new Pricing(null, null);
        int hot = 0;
        int classes = 0;
        int projections = 0;
        for (Design d : loaded.designs()) {
            CostEngine engine;
            try {
                engine = pricing.engineFor(d);
            } catch (dev.tablebook.load.PriceSheetException e) {
                continue;
            }
            CostReport report = engine.cost(d);
            RulePrices prices = engine.rulePrices(d);
            assertEquals(RulePrices.of(report), prices, d.file());
            assertEquals(PricedFacts.classCosts(engine, d, RulePrices.of(report)), PricedFacts.classCosts(engine, d, prices), d.file());
            assertEquals(PricedFacts.projectionCosts(engine, d, RulePrices.of(report)), PricedFacts.projectionCosts(engine, d, prices),
                    d.file());
            hot += prices.hotPartitions().isEmpty() ? 0 : 1;
            classes += PricedFacts.classCosts(engine, d, prices).size();
            projections += PricedFacts.projectionCosts(engine, d, prices).size();
        }
        assertTrue(loaded.designs().size() > 40, "designs: " + loaded.designs().size());
        assertTrue(hot > 0, "a design with hot partitions");
        assertTrue(classes > 0, "a class comparison");
        assertTrue(projections > 0, "a projection comparison");
        assertFalse(loaded.designs().isEmpty());
    }
}
