package dev.tablebook.render;

/**
 * What the pages that list every service need of one service: its row on the index, its link in
 * the navigation and the search manifest, and its bar in the cost comparison. It is
 * computed from the service's page view, so the index, search and the build cache (which keeps
 * it for each service it does not render again) show the same figures as the service's page.
 * {@code peak} and {@code expected} are the on-demand monthly totals of a priced service (null
 * when it is not priced).
 */
public record ServiceSummary(String service, String title, String owner, String status,
                             FindingView.Counts findingCounts, Cost cost, int patternCount, int entityCount,
                             int tableCount, int indexCount, int consumerCount, Double peak, Double expected) {

    /** Whether the service is priced and its expected monthly cost as the index shows it. */
    public record Cost(boolean priced, String expected) {
    }

    static ServiceSummary of(ServiceView s, SiteCosts costs) {
        var report = costs.reports().get(s.service());
        return new ServiceSummary(s.service(), s.title(), s.owner(), s.status(), s.findingCounts(),
                new Cost(s.cost().priced(), s.cost().expected()), s.patternCount(), s.entityCount(), s.tableCount(),
                s.indexCount(), s.consumerCount(),
                report == null ? null : report.onDemandPeak().total(),
                report == null ? null : report.onDemandExpected().total());
    }
}
