package dev.tablebook.render;

import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.PriceSheetException;
import dev.tablebook.cost.Pricing;
import dev.tablebook.model.Design;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The cost report of each service the site shows, and for a design that cannot be priced (no
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

    /** Prices every design with the sheet {@code pricing} chooses for it. */
    public static SiteCosts of(List<Design> designs, Pricing pricing) {
        Map<String, CostReport> reports = new LinkedHashMap<>();
        Map<String, String> failures = new LinkedHashMap<>();
        for (Design d : designs) {
            try {
                reports.put(d.service(), pricing.cost(d));
            } catch (PriceSheetException e) {
                String at = d.where() == null ? d.file() : d.where().of("region").toString();
                failures.put(d.service(), at + ": " + e.getMessage());
            }
        }
        return new SiteCosts(reports, failures);
    }

    CostView view(Design d, Anchors anchors, Map<String, String> patterns, Map<String, String> structures) {
        CostReport r = reports.get(d.service());
        if (r != null) {
            return CostView.of(r, anchors, patterns, structures);
        }
        return CostView.unpriced(failures.getOrDefault(d.service(), "the design was not priced"));
    }
}
