package dev.tablebook.render;

import dev.tablebook.check.Finding;
import dev.tablebook.check.Rules;
import dev.tablebook.cost.CostReport;
import dev.tablebook.model.Design;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The cost report of each service the site shows, and for a design that could not be priced (no
 * price sheet for its region) the reason, as {@code file:line:column: message}, so the page says
 * "not priced" instead of showing $0.
 */
public record SiteCosts(Map<String, CostReport> reports, Map<String, String> failures) {
    public SiteCosts {
        reports = Map.copyOf(reports);
        failures = Map.copyOf(failures);
    }

    public static SiteCosts none() {
        return new SiteCosts(Map.of(), Map.of());
    }

    /**
     * The reports the cost stage produced; a design without one is "not priced", with the input
     * errors the run recorded for it (a region without a price sheet) as the reason.
     */
    public static SiteCosts of(List<Design> designs, Map<String, CostReport> reports, List<Finding> findings) {
        Map<String, String> failures = new LinkedHashMap<>();
        for (Design d : designs) {
            if (!reports.containsKey(d.service())) {
                List<String> why = findings.stream()
                        .filter(f -> d.service().equals(f.service()) && f.rule().equals(Rules.INPUT.id()))
                        .map(f -> f.pos() + ": " + f.message()).toList();
                failures.put(d.service(), why.isEmpty() ? "the design was not priced" : String.join("; ", why));
            }
        }
        return new SiteCosts(reports, failures);
    }

    /** One design's: its cost report, or (null) why it has none, from its input errors among {@code findings}. */
    public static SiteCosts of(Design design, CostReport report, List<Finding> findings) {
        return report != null ? new SiteCosts(Map.of(design.service(), report), Map.of())
                : of(List.of(design), Map.of(), findings);
    }

    CostView view(Design d, Anchors anchors, Map<String, String> patterns, Map<String, String> structures) {
        CostReport r = reports.get(d.service());
        if (r != null) {
            return CostView.of(r, anchors, patterns, structures);
        }
        return CostView.unpriced(failures.getOrDefault(d.service(), "the design was not priced"));
    }
}
