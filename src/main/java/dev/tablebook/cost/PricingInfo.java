package dev.tablebook.cost;

import dev.tablebook.load.PriceSheet;

/** Which price sheet a report used: its region, source, date and where it was read from. */
public record PricingInfo(String region, String source, String date, String origin) {
    static PricingInfo of(PriceSheet sheet) {
        return new PricingInfo(sheet.region(), sheet.source(), sheet.date(), sheet.origin());
    }
}
