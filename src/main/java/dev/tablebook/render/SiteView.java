package dev.tablebook.render;

import dev.tablebook.check.Finding;
import dev.tablebook.load.InputError;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;

import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

/**
 * The whole site: every service that loaded, with its findings (an input error that did not stop
 * it from loading, such as a region without prices, among them), and the input errors of the
 * designs that did not load (listed on the index page).
 */
public record SiteView(List<ServiceView> services, Chart comparison, List<String> inputErrors,
                       List<String> failedFiles) {

    public static SiteView of(LoadResult loaded, List<Finding> findings, SiteCosts costs,
                              Function<Design, Revision> revisions, MarkdownText markdown) {
        List<ServiceView> services = loaded.designs().stream().map(d -> ServiceView.of(d, revisions.apply(d),
                findings.stream().filter(f -> d.service().equals(f.service())).toList(), costs, markdown)).toList();
        return new SiteView(services, comparison(services),
                loaded.errors().stream().map(InputError::toString).toList(), loaded.failedFiles());
    }

    /** The services' expected monthly cost as bars, most expensive first; none when no service is priced. */
    private static Chart comparison(List<ServiceView> services) {
        List<Charts.BarValue> bars = services.stream().filter(s -> s.cost().priced())
                .sorted(Comparator.comparingDouble((ServiceView s) -> s.cost().expectedValue()).reversed()
                        .thenComparing(ServiceView::service))
                .map(s -> new Charts.BarValue(s.title(), s.cost().expectedValue(), s.cost().expected())).toList();
        return bars.isEmpty() ? null : Charts.bars("cost-comparison-chart", "Expected monthly cost by service",
                "Each service's on-demand cost a month at its average rates, most expensive first.", "Service",
                "Monthly (expected)", bars);
    }
}
