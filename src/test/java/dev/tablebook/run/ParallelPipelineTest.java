package dev.tablebook.run;

import dev.tablebook.cost.Pricing;
import dev.tablebook.render.cost.CostJson;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** Designs checked and priced on four threads give the findings and cost reports one thread gives, in the same order. */
class ParallelPipelineTest {
    private static final List<Path> INPUTS = List.of(Path.of("designs"), Path.of("src/test/resources/render"),
            Path.of("src/test/resources/load/hostile"));

    @Test
    void fourThreadsGiveWhatOneGives() {
        AtomicInteger reports = new AtomicInteger();
        RunResult one = Pipeline.standard(new Pricing(null, null)).threads(1).run(INPUTS);
        RunResult four = Pipeline.standard(new Pricing(null, null)).threads(4)
                .progress((stage, done, total) -> reports.incrementAndGet()).run(INPUTS);
        assertFalse(one.findings().isEmpty());
        assertEquals(one.findings(), four.findings());
        assertEquals(List.copyOf(one.costs().keySet()), List.copyOf(four.costs().keySet()));
        assertEquals(CostJson.render(one.costReports()), CostJson.render(four.costReports()));
        assertEquals(one.unpriced(), four.unpriced());
        int designs = one.loaded().designs().size();
        int files = designs + one.loaded().failedFiles().size();
        assertEquals(files + designs, reports.get(), "loaded and checked (priced with it): one report each");
    }

    @Test
    void findingsWithoutTheCostReportsAreTheRunsFindings() {
        RunResult run = Pipeline.standard(new Pricing(null, null)).threads(4).run(INPUTS);
        assertEquals(run.findings(), Pipeline.standard(new Pricing(null, null)).threads(4).findings(INPUTS));
        assertEquals(run.findings(), Pipeline.standard(new Pricing(null, null)).threads(1).findings(INPUTS));
    }

    /**
     * A run given an earlier one takes the earlier result of each design that is equal (the same
     * file with the same content) and checks the others: the same findings and reports as a run
     * of its own, the unchanged designs' reports the very ones of the earlier run.
     */
    @Test
    void aRunTakesTheEarlierResultOfEachUnchangedDesign(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        for (String f : List.of("orders.yaml", "catalog.yaml")) {
            java.nio.file.Files.copy(Path.of("designs", f), dir.resolve(f));
        }
        Pipeline pipeline = Pipeline.standard(new Pricing(null, null));
        RunResult before = pipeline.run(List.of(dir));
        Path orders = dir.resolve("orders.yaml");
        String text = java.nio.file.Files.readString(orders);
        String changed = text.replaceFirst("rps: \\{ peak: (\\d+)", "rps: { peak: 9$1");
        assertFalse(changed.equals(text), "a rate changed");
        java.nio.file.Files.writeString(orders, changed);
        dev.tablebook.load.LoadResult loaded = new dev.tablebook.load.DesignLoader().load(List.of(dir));
        RunResult reused = pipeline.run(loaded, before);
        RunResult fresh = pipeline.run(loaded);
        assertEquals(fresh.findings(), reused.findings());
        assertEquals(CostJson.render(fresh.costReports()), CostJson.render(reused.costReports()));
        assertEquals(fresh.unpriced(), reused.unpriced());
        org.junit.jupiter.api.Assertions.assertSame(before.costs().get("catalog"), reused.costs().get("catalog"),
                "the unchanged design's report is the earlier one");
        org.junit.jupiter.api.Assertions.assertNotSame(before.costs().get("orders"), reused.costs().get("orders"));
        assertFalse(CostJson.render(List.of(before.costs().get("orders")))
                .equals(CostJson.render(List.of(reused.costs().get("orders")))), "the changed design is priced again");
    }
}
