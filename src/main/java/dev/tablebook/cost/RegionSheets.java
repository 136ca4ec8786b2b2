package dev.tablebook.cost;

import dev.tablebook.load.PriceSheet;

import java.util.Map;
import java.util.TreeMap;

/**
 * The price sheets one design is priced with: {@code home}, the sheet of the design (its region,
 * {@code --region}, or the one {@code --pricing} file), and the sheet of each other region
 * tablebook has one for (built in, or given with {@code --pricing}), by region. A Global Tables
 * replica is priced with the sheet of its own region; a replica region without one is priced
 * with the home sheet, and {@link Replica#fallback()} says so (the report lists it among the
 * guesses). Immutable; {@link Pricing} builds it, {@link CostEngine} hands it to the Global
 * Tables line items and the provisioned cost.
 */
public record RegionSheets(PriceSheet home, Map<String, PriceSheet> regions) {
    public RegionSheets {
        if (home == null) {
            throw new IllegalArgumentException("a design needs its own price sheet");
        }
        regions = java.util.Collections.unmodifiableMap(new TreeMap<>(regions));
    }

    /** Only the home sheet: a replica in any other region is priced with it (and listed as a guess). */
    public static RegionSheets of(PriceSheet home) {
        return new RegionSheets(home, Map.of());
    }

    /** The sheet a replica region is priced with, and whether it is the home sheet standing in for a missing one. */
    public record Replica(String region, PriceSheet sheet, boolean fallback) {
        /** The sheet as the report names it. */
        public PricingInfo info() {
            return PricingInfo.of(sheet);
        }

        /** "the eu-west-1 sheet (source, date)"; for a fallback, also why it is not the replica region's own. */
        String pricedAt() {
            String at = "priced at the " + sheet.region() + " sheet (" + sheet.source() + ", " + sheet.date() + ")";
            return fallback ? at + ": no sheet for " + region : at;
        }
    }

    /** The sheet of a replica region: its own when there is one (the home sheet when that is the region's), else the home sheet. */
    public Replica replica(String region) {
        PriceSheet own = regions.get(region);
        if (own != null) {
            return new Replica(region, own, false);
        }
        return new Replica(region, home, !region.equals(home.region()));
    }
}
