package dev.tablebook.cost;

import java.util.List;

/**
 * The capacity plan of a service: each table's comparison, and what the whole service would
 * cost a month at its average rates with every table that can use a mode in that mode (the
 * others stay as the note says), plus the recommendation.
 */
public record ServiceCapacity(List<TableCapacity> tables, ModeTotal provisioned, ModeTotal reserved1y,
                              ModeTotal reserved3y, Recommendation recommendation) {
    public ServiceCapacity {
        tables = List.copyOf(tables);
    }

    /**
     * A service total in one mode: {@code capacity} is the provisioned (and reserved) throughput,
     * {@code requests} what stays billed per request (vector writes, tables that stay on-demand),
     * {@code storage} and {@code other} as in the on-demand expected headline.
     */
    public record ModeTotal(double total, double capacity, double requests, double storage, double other,
                            boolean priced, String note) {
    }
}
