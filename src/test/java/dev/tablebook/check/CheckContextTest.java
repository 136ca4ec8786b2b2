package dev.tablebook.check;

import dev.tablebook.analysis.HotPartitions;
import dev.tablebook.model.Design;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

/** The analyses several rules read are made once per check and are the analyses themselves. */
class CheckContextTest {
    private final Design design = Fixtures.load(Path.of("designs/orders.yaml"));

    @Test
    void contextsOfOneCheckShareThePartitionLoads() {
        CheckContext.Analyses analyses = new CheckContext.Analyses(design);
        CheckContext a = new CheckContext(design, Set.of(), List.of(), Map.of(), analyses);
        CheckContext b = new CheckContext(design, Set.of(), List.of(), Map.of(), analyses);
        assertSame(a.partitionLoads(), b.partitionLoads(), "analysed once");
        assertEquals(HotPartitions.analyze(design), a.partitionLoads());
        assertFalse(a.partitionLoads().isEmpty());
    }

    @Test
    void analysesOfAnotherDesignAreNotBorrowed() {
        Design other = Fixtures.load(Path.of("designs/catalog.yaml"));
        CheckContext.Analyses analyses = new CheckContext.Analyses(design);
        CheckContext c = new CheckContext(other, Set.of(), List.of(), Map.of(), analyses);
        assertNotSame(analyses, c.analyses());
        assertEquals(HotPartitions.analyze(other), c.partitionLoads());
    }
}
