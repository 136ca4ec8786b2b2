package dev.tablebook.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.load.PriceSheets;
import dev.tablebook.model.Design;
import dev.tablebook.model.Table;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A design priced with one table's class flipped ({@link CostEngine#priceWithTableClass}), which takes
 * the cost of every pattern with no line on that table from the design as designed, is the flipped
 * design priced afresh ({@link CostEngine#priceOnly}: every pattern's units counted and priced again),
 * pattern by pattern, line by line and in its totals, over the corpus of {@link ReportDump}.
 */
class ClassComparisonReuseTest {
    @Test
    void reusedPatternCostsAreThoseOfTheFlippedDesignPricedAfresh(@TempDir Path tmp) throws Exception {
        List<Design> designs = ReportDump.corpus(Path.of("."), tmp.resolve("synthetic"), 40);
        CostEngine engine = new CostEngine(PriceSheets.builtIn("us-east-1"));
        int flipped = 0;
        int reused = 0;
        for (Design d : designs) {
            if (d.isImported()) {
                continue;
            }
            List<PatternCost> asDesigned = engine.cost(d).patterns();
            CostInputs base = engine.inputsOnly(d);
            for (Table t : d.tables().values()) {
                Map<String, Table> tables = new LinkedHashMap<>(d.tables());
                tables.put(t.name(), t.withTableClass(ClassComparison.other(t.tableClass())));
                Design other = new Design(d.service(), d.title(), d.owner(), d.status(), d.summary(), d.region(),
                        d.peakHoursPerDay(), d.patterns(), d.entities(), tables, d.consumers(), d.deviations(), d.file(),
                        d.imported(), d.traffic(), d.where(), d.source());
                CostEngine.Priced fast = engine.priceWithTableClass(other, base, asDesigned, t.name());
                CostEngine.Priced afresh = engine.priceOnly(other);
                assertEquals(afresh.patterns().size(), fast.patterns().size());
                for (int i = 0; i < fast.patterns().size(); i++) {
                    assertEquals(afresh.patterns().get(i), fast.patterns().get(i), d.file() + " " + t.name() + " " + i);
                }
                assertEquals(afresh, fast, d.file() + " " + t.name());
                assertEquals(Double.doubleToRawLongBits(afresh.expected().total()),
                        Double.doubleToRawLongBits(fast.expected().total()), d.file() + " " + t.name());
                for (int i = 0; i < fast.patterns().size(); i++) {
                    reused += fast.patterns().get(i) == asDesigned.get(i) ? 1 : 0;
                }
                flipped++;
            }
        }
        assertTrue(flipped > 100, "tables flipped: " + flipped);
        assertTrue(reused > 100, "pattern costs reused: " + reused);
    }
}
