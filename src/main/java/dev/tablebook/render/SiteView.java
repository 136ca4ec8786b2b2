package dev.tablebook.render;

import dev.tablebook.load.Revision;
import dev.tablebook.check.Finding;
import dev.tablebook.load.InputError;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import dev.tablebook.render.chart.CostCharts;

import java.util.List;
import java.util.function.Function;

/**
 * The whole site: every service that loaded, with its findings (an input error that did not stop
 * it from loading, such as a region without prices, among them), and the input errors of the
 * designs that did not load (listed on the index page).
 */
public record SiteView(List<ServiceView> services, ChartView comparison, List<String> inputErrors,
                       List<String> failedFiles) {

    public static SiteView of(LoadResult loaded, List<Finding> findings, SiteCosts costs,
                              Function<Design, Revision> revisions, MarkdownText markdown) {
        List<ServiceView> services = loaded.designs().stream().map(d -> ServiceView.of(d, revisions.apply(d),
                findings.stream().filter(f -> d.service().equals(f.service())).toList(), costs, markdown)).toList();
        return new SiteView(services, comparison(services, costs),
                loaded.errors().stream().map(InputError::toString).toList(), loaded.failedFiles());
    }

    /** The priced services' monthly cost at peak and expected rates; none when no service is priced. */
    private static ChartView comparison(List<ServiceView> services, SiteCosts costs) {
        if (costs.reports().isEmpty()) {
            return null;
        }
        List<String> unpriced = services.stream().filter(s -> !s.cost().priced()).map(ServiceView::title).toList();
        return ChartView.of(CostCharts.services("chart-services", costs.reports().values(), unpriced));
    }
}
