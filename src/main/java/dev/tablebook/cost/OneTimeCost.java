package dev.tablebook.cost;

import java.util.List;

/**
 * What shipping one change costs once, beside (never inside) the monthly figures: US dollars,
 * the parts they add up from, the defaults the parts rest on, and the risk a reviewer must know
 * of ({@code risk} null when there is none to state). {@code priced} is false when the price
 * sheet lacks a price a part needs; {@code usd} then sums the priced parts only.
 */
public record OneTimeCost(String what, double usd, boolean priced, List<Part> parts, List<String> defaults,
                          String risk) {
    public OneTimeCost {
        parts = List.copyOf(parts);
        defaults = List.copyOf(defaults);
    }

    /**
     * One term of a one-time cost: what is bought, how much of it ({@code quantity}, in words with
     * its derivation), at which unit price ({@code price}, with the sheet's key), for {@code usd}.
     */
    public record Part(String what, String quantity, String price, double usd, boolean priced) {
    }
}
