package dev.tablebook.render;

import dev.tablebook.check.CheckRun;
import dev.tablebook.check.Checker;
import dev.tablebook.check.Finding;
import dev.tablebook.check.FindingOrder;
import dev.tablebook.cost.CostReport;
import dev.tablebook.load.PriceSheetException;
import dev.tablebook.cost.Pricing;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Loads the designs the render tests use, failing loudly on an input error. */
final class TestDesigns {
    static final Path SHOWCASE = Path.of("src/test/resources/render/showcase.yaml");

    private TestDesigns() {
    }

    static LoadResult load(Path... paths) {
        LoadResult r = new DesignLoader().load(List.of(paths));
        assertEquals(List.of(), r.errors().stream().map(Object::toString).toList(), "input errors");
        return r;
    }

    /** The findings of the standard rule catalog, as the build command passes them to the site. */
    static List<Finding> findings(LoadResult loaded) {
        return CheckRun.findings(loaded, Checker.standard());
    }

    /** What the build command hands the site: the findings, a region without prices among them, and the costs. */
    record Run(LoadResult loaded, List<Finding> findings, SiteCosts costs) {
        static Run of(LoadResult loaded) {
            List<Finding> findings = new ArrayList<>(CheckRun.findings(loaded, Checker.standard()));
            Map<String, CostReport> reports = new LinkedHashMap<>();
            Pricing pricing = new Pricing(null, null);
            for (Design d : loaded.designs()) {
                try {
                    reports.put(d.service(), pricing.cost(d));
                } catch (PriceSheetException e) {
                    findings.add(Checker.inputError(d.service(), d.where().of("region"), e.getMessage()));
                }
            }
            findings.sort(FindingOrder.REPORT);
            return new Run(loaded, findings, SiteCosts.of(loaded.designs(), reports, findings));
        }

        void render(Site site, SiteWriter writer) {
            site.render(loaded, findings, costs, writer);
        }
    }

    static Design showcase() {
        return load(SHOWCASE).designs().get(0);
    }
}
