package dev.tablebook.cost;

import dev.tablebook.load.PriceSheets;

import dev.tablebook.render.cost.CostJson;
import dev.tablebook.render.cost.CostMarkdown;
import dev.tablebook.render.cost.CostText;

import static dev.tablebook.cost.ImportedAgreementTest.close;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Every example design of the repository (designs/) loads, prices consistently and renders in every format. */
class ExampleDesignsTest {
    static List<Design> designs;
    static List<CostReport> reports = new ArrayList<>();

    @BeforeAll
    static void cost() throws Exception {
        LoadResult loaded = new DesignLoader().load(List.of(Path.of("designs")));
        assertEquals(List.of(), loaded.errors());
        designs = loaded.designs();
        CostEngine engine = new CostEngine(PriceSheets.builtIn("us-east-1"));
        for (Design d : designs) {
            reports.add(engine.cost(d));
        }
        assertFalse(reports.isEmpty());
    }

    /** The orders' sparse index states the open orders it holds: 520,000 of the 50,000,000 orders. */
    @Test
    void indexedItemsSizeTheSparseOpenOrdersIndex() {
        CostReport orders = reports.stream().filter(r -> r.service().equals("orders")).findFirst().orElseThrow();
        StorageLine open = orders.storage("OpenOrdersByWarehouse");
        // The entry of an order: 114 B of keys + order_id's 26 B (INCLUDE) + 100 B of overhead = 240 B;
        // 520,000 of them, not 50,000,000.
        close("open orders GB", 520_000 * 240 / 1e9, open.gbPeak());
        assertTrue(open.basis().startsWith("indexed_items 520,000 x 240 B"), open.basis());
        close("expected GB", open.gbPeak(), open.gbExpected());
    }

    @Test
    void theTotalsAreTheSumOfTheirParts() {
        for (CostReport r : reports) {
            for (boolean peak : new boolean[] {true, false}) {
                Headline h = peak ? r.onDemandPeak() : r.onDemandExpected();
                double requests = r.patterns().stream().mapToDouble(p -> peak ? p.monthlyPeak() : p.monthlyExpected()).sum();
                double storage = r.storage().stream().mapToDouble(s -> peak ? s.monthlyPeak() : s.monthlyExpected()).sum();
                double other = r.lineItems().stream().filter(LineItem::inTotal)
                        .mapToDouble(l -> peak ? l.monthlyPeak() : l.monthlyExpected()).sum();
                close(r.service() + " requests", requests, h.requests());
                close(r.service() + " storage", storage, h.storage());
                close(r.service() + " other", other, h.other());
                close(r.service() + " total", requests + storage + other, h.total());
                double byTable = r.tables().stream().mapToDouble(t -> (peak ? t.peak() : t.expected()).total()).sum();
                close(r.service() + " tables", h.total(), byTable);
            }
            for (PatternCost p : r.patterns()) {
                double sum = p.terms().stream().mapToDouble(CostTerm::monthlyPeak).sum();
                close(r.service() + " " + p.id(), sum, p.monthlyPeak());
                assertTrue(p.hasRate() || p.monthlyPeak() == 0);
            }
        }
    }

    @Test
    void everyReportRendersInEveryFormat() throws Exception {
        String json = CostJson.render(reports);
        var tree = new ObjectMapper().readTree(json);
        assertEquals(reports.size(), tree.get("services").size());
        for (CostReport r : reports) {
            assertTrue(CostText.render(r).startsWith("Cost of " + r.service()));
            assertTrue(CostMarkdown.render(r).startsWith("# Cost of " + r.service()));
        }
    }

    static CostReport report(String service) {
        return reports.stream().filter(r -> r.service().equals(service)).findFirst().orElseThrow();
    }

    @Test
    void theExamplesExerciseEveryPartOfTheModel() {
        CostReport catalog = report("catalog");
        assertTrue(catalog.patterns().stream().anyMatch(PatternCost::unpriced), "SearchVectors is not priced");
        assertEquals("on-demand", catalog.capacity().tables().get(0).recommendation().mode(), "a vector index table");
        assertTrue(catalog.lineItems().stream().anyMatch(l -> l.kind() == LineItem.Kind.KINESIS_CDC));
        assertTrue(catalog.storage().stream().anyMatch(s -> s.type() == StorageLine.Type.VECTOR && s.gbPeak() > 0));
        CostReport leaderboard = report("leaderboard");
        assertTrue(leaderboard.lineItems().stream().anyMatch(l -> l.kind() == LineItem.Kind.REPLICATED_WRITES));
        CostReport telemetry = report("telemetry");
        assertTrue(telemetry.lineItems().stream().anyMatch(l -> l.kind() == LineItem.Kind.STANDARD_IA && !l.inTotal()));
        TableCapacity readings = telemetry.capacity().tables().stream().filter(t -> t.table().equals("Readings"))
                .findFirst().orElseThrow();
        assertEquals(10, readings.shape().peakHoursPerDay(), "the table's own traffic.peak_hours_per_day");
        assertEquals(120, readings.shape().rampMinutes(), "the table's own ramp_minutes");
        for (CostReport r : reports) {
            assertFalse(r.hotPartitions().isEmpty(), r.service());
            assertFalse(r.sensitivity().drivers().isEmpty(), r.service());
        }
    }
}
