package dev.tablebook.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablebook.check.Finding;
import dev.tablebook.cost.Pricing;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import dev.tablebook.run.Pipeline;
import dev.tablebook.run.RunResult;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A service's three files: rendered twice from the same inputs, the same bytes; pages compare by their bytes. */
class ServicePagesTest {
    @Test
    void theSameServiceRendersToEqualPagesAndAnotherToOthers() {
        LoadResult loaded = new DesignLoader().load(List.of(Path.of("designs/orders.yaml"), Path.of("designs/catalog.yaml")));
        RunResult run = Pipeline.standard(new Pricing(null, null)).run(loaded);
        SiteCosts costs = SiteCosts.of(loaded.designs(), run.costs(), run.findings());
        ServicePages pages = new ServicePages(new Templates());
        Design orders = loaded.designs().stream().filter(d -> d.service().equals("orders")).findFirst().orElseThrow();
        Design catalog = loaded.designs().stream().filter(d -> d.service().equals("catalog")).findFirst().orElseThrow();
        List<Finding> own = run.findings().stream().filter(f -> f.service().equals("orders")).toList();
        ServicePages.Pages a = pages.render(pages.prepare(orders, null, own, costs), null);
        ServicePages.Pages b = pages.render(pages.prepare(orders, null, own, costs), null);
        assertTrue(a != b);
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertTrue(a.toString().startsWith("Pages[html=" + a.html().length + " B"), a.toString());
        ServicePages.Pages c = pages.render(pages.prepare(catalog, null, run.findings().stream()
                .filter(f -> f.service().equals("catalog")).toList(), costs), null);
        assertNotEquals(a, c);
    }
}
