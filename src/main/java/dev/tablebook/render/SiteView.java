package dev.tablebook.render;

import dev.tablebook.load.InputError;
import dev.tablebook.load.LoadResult;
import dev.tablebook.render.chart.CostCharts;

import java.util.ArrayList;
import java.util.List;

/**
 * The whole site as the pages that list every service show it: each service's summary (in
 * service order), the cost comparison, the input errors of the designs that did not load and of
 * those that failed to render (listed on the index page), and their files.
 */
public record SiteView(List<ServiceSummary> services, ChartView comparison, List<String> inputErrors,
                       List<String> failedFiles) {

    /**
     * The site of the services given, with the input errors of the load and the designs that
     * failed to render listed beside them.
     */
    static SiteView of(List<ServiceSummary> services, LoadResult loaded, List<InputError> failures) {
        List<String> errors = new ArrayList<>(loaded.errors().stream().map(InputError::line).toList());
        List<String> failed = new ArrayList<>(loaded.failedFiles());
        failures.forEach(f -> {
            errors.add(f.line());
            failed.add(f.pos().file());
        });
        return new SiteView(services, comparison(services), errors, failed);
    }

    /** The priced services' monthly cost at peak and expected rates; none when no service is priced. */
    private static ChartView comparison(List<ServiceSummary> services) {
        List<CostCharts.ServiceTotal> totals = services.stream().filter(s -> s.peak() != null)
                .map(s -> new CostCharts.ServiceTotal(s.service(), s.title(), s.peak(), s.expected())).toList();
        if (totals.isEmpty()) {
            return null;
        }
        List<String> unpriced = services.stream().filter(s -> !s.cost().priced()).map(ServiceSummary::title).toList();
        return ChartView.of(CostCharts.services("chart-services", totals, unpriced));
    }
}
