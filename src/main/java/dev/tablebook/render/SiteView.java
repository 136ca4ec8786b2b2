package dev.tablebook.render;

import dev.tablebook.load.InputError;
import dev.tablebook.load.LoadResult;
import dev.tablebook.render.chart.CostCharts;

import java.util.List;

/**
 * The whole site as the pages that list every service see it: the summary of each service that
 * was rendered, the cost comparison, and the input errors of the designs that did not load or
 * render (listed on the index page).
 */
public record SiteView(List<ServiceSummary> services, ChartView comparison, List<String> inputErrors,
                       List<String> failedFiles) {

    /**
     * The site of the services given, with the input errors of the load and the designs that
     * failed to render listed beside them.
     */
    static SiteView of(List<ServiceSummary> services, LoadResult loaded, List<InputError> failures, SiteCosts costs) {
        List<String> errors = new java.util.ArrayList<>(loaded.errors().stream().map(InputError::line).toList());
        List<String> failed = new java.util.ArrayList<>(loaded.failedFiles());
        failures.forEach(f -> {
            errors.add(f.line());
            failed.add(f.pos().file());
        });
        return new SiteView(services, comparison(services, costs), errors, failed);
    }

    /** The priced services' monthly cost at peak and expected rates; none when no service is priced. */
    private static ChartView comparison(List<ServiceSummary> services, SiteCosts costs) {
        if (costs.reports().isEmpty()) {
            return null;
        }
        List<String> unpriced = services.stream().filter(s -> !s.cost().priced()).map(ServiceSummary::title).toList();
        return ChartView.of(CostCharts.services("chart-services", costs.reports().values(), unpriced));
    }
}
