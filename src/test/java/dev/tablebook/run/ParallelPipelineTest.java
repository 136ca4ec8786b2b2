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
}
