package dev.tablebook.run;

import dev.tablebook.analysis.HotPartitions;
import dev.tablebook.check.Checker;
import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.Pricing;
import dev.tablebook.cost.ReportDump;
import dev.tablebook.model.Design;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * The pipeline hands the cost report's partition loads to the check instead of analysing the
 * design again: they are the analysis the check would make, and the findings are the same.
 */
class PartitionLoadsTest {
    @Test
    void theReportsPartitionLoadsAreTheChecksAndGiveTheSameFindings(@TempDir Path tmp) throws Exception {
        // the examples, every test design that loads alone, imported models, 20 synthetic designs
        List<Design> designs = ReportDump.corpus(Path.of("."), tmp.resolve("synthetic"), 20);
        Pricing pricing = new Pricing(null, null);
        Checker checker = Checker.standard();
        int compared = 0;
        for (Design d : designs) {
            CostReport report;
            try {
                report = pricing.engineFor(d).cost(d);
            } catch (dev.tablebook.load.PriceSheetException e) {
                continue;
            }
            assertEquals(HotPartitions.analyze(d), report.hotPartitions(), d.file());
            assertEquals(checker.check(d, Map.of()), checker.check(d, Map.of(), report.hotPartitions()), d.file());
            compared++;
        }
        assertFalse(compared < 100, "designs compared: " + compared);
    }
}
