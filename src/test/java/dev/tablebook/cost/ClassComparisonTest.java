package dev.tablebook.cost;

import dev.tablebook.load.PriceSheets;
import dev.tablebook.model.Design;
import dev.tablebook.model.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The table-class comparison prices each table's other class from inputs without the report's
 * explanations (hot partitions, guesses, assumptions), the units and storage bytes of the design as
 * designed, and the flipped table's facts made again ({@link CostEngine#priceWithTableClass}). Over the
 * corpus of {@link ReportDump} (the examples, every test design that loads, 40 synthetic designs),
 * each comparison is the one the full inputs give, to the last bit.
 */
class ClassComparisonTest {
    @Test
    void pricingWithoutTheExplanationsComparesAsTheFullInputsDo(@TempDir Path tmp) throws Exception {
        List<Design> designs = ReportDump.corpus(Path.of("."), tmp.resolve("synthetic"), 40);
        CostEngine engine = new CostEngine(PriceSheets.builtIn("us-east-1"));
        int compared = 0;
        for (Design d : designs) {
            CostReport report = engine.cost(d);
            List<ClassComparison> fast = ClassComparison.of(engine, d, RulePrices.of(report));
            List<ClassComparison> full = withFullInputs(engine, d, report);
            assertEquals(full.size(), fast.size(), d.file());
            for (int i = 0; i < fast.size(); i++) {
                assertEquals(full.get(i), fast.get(i), d.file() + " " + fast.get(i).table());
                assertEquals(Double.doubleToRawLongBits(full.get(i).otherMonthly()),
                        Double.doubleToRawLongBits(fast.get(i).otherMonthly()), d.file());
            }
            compared += fast.size();
        }
        assertTrue(compared > 100, "tables compared: " + compared);
    }

    /** The comparison as it was priced before: the flipped design's full inputs, explanations included. */
    private static List<ClassComparison> withFullInputs(CostEngine engine, Design design, CostReport report) {
        List<ClassComparison> out = new ArrayList<>();
        if (ClassComparison.of(engine, design, RulePrices.of(report)).isEmpty()) {
            return out;
        }
        for (Table t : design.tables().values()) {
            Map<String, Table> flipped = new LinkedHashMap<>(design.tables());
            flipped.put(t.name(), t.withTableClass(ClassComparison.other(t.tableClass())));
            Design other = new Design(design.service(), design.title(), design.owner(), design.status(), design.summary(),
                    design.region(), design.peakHoursPerDay(), design.patterns(), design.entities(), flipped,
                    design.consumers(), design.deviations(), design.file(), design.imported(), design.traffic(),
                    design.where(), design.source());
            CostEngine.Priced p = engine.price(other, Scenario.AS_DESIGNED);
            double otherMonthly = TableCost.of(p.inputs().tables(), p.patterns(), p.storage(), p.lineItems()).stream()
                    .filter(c -> c.table().equals(t.name())).mapToDouble(c -> c.expected().total()).sum();
            double monthly = report.tables().stream().filter(c -> c.table().equals(t.name()))
                    .mapToDouble(c -> c.expected().total()).sum();
            out.add(new ClassComparison(t.name(), t.tableClass(), monthly, otherMonthly));
        }
        return out;
    }
}
