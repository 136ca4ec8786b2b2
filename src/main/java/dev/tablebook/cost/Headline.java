package dev.tablebook.cost;

/**
 * A monthly total: {@code requests} (base-table units, index writes, vector writes),
 * {@code storage} (table, index and vector storage) and {@code other} (the further line items
 * counted in the total). Unpriced amounts are not in any figure; they are listed as not priced.
 */
public record Headline(double total, double requests, double storage, double other) {
    public static Headline of(double requests, double storage, double other) {
        return new Headline(requests + storage + other, requests, storage, other);
    }
}
