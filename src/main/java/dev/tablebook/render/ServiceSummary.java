package dev.tablebook.render;

import java.util.List;

/**
 * What the pages that list every service (the index, its Markdown copy, the search index and the
 * navigation) need of one service: its names and counts, its findings tally, its expected monthly
 * cost and its search entries. A service's page is rendered once into its files and this summary
 * is all the site keeps of it, so the site's memory grows by a summary, not a page, per service.
 */
public record ServiceSummary(String service, String title, String owner, String status, int patternCount,
                             int entityCount, int tableCount, int indexCount, int consumerCount,
                             FindingView.Counts findingCounts, Cost cost, List<SearchIndex.Entry> search) {

    public ServiceSummary {
        search = List.copyOf(search);
    }

    /** The index's cost column: priced or not, and the expected monthly cost as shown. */
    public record Cost(boolean priced, String expected) {
    }

    static ServiceSummary of(ServiceView s) {
        return new ServiceSummary(s.service(), s.title(), s.owner(), s.status(), s.patternCount(), s.entityCount(),
                s.tableCount(), s.indexCount(), s.consumerCount(), s.findingCounts(),
                new Cost(s.cost().priced(), s.cost().expected()), SearchIndex.entries(s));
    }
}
