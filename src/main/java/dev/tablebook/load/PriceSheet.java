package dev.tablebook.load;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * The DynamoDB prices of one region, as data: where they come from ({@code source}, as of
 * {@code date}) and each {@link PriceKey}'s figure. A key the sheet does not state is
 * <em>not priced</em>: every cost that needs it is shown as not priced, never as $0.
 * {@code origin} says where the sheet was read from (the built-in sheet or a file).
 */
public record PriceSheet(String region, String currency, String source, String date, Map<PriceKey, Price> prices,
                         String origin) {
    public PriceSheet {
        EnumMap<PriceKey, Price> copy = new EnumMap<>(PriceKey.class);
        copy.putAll(prices);
        prices = Collections.unmodifiableMap(copy);
    }

    public boolean has(PriceKey key) {
        return prices.containsKey(key);
    }

    /** The price of one unit, or empty when the sheet does not price it. */
    public OptionalDouble perUnit(PriceKey key) {
        Price p = prices.get(key);
        return p == null ? OptionalDouble.empty() : OptionalDouble.of(p.perUnit());
    }

    /** The price of one unit, or NaN when not priced (callers check {@link #has} first). */
    public double unitPrice(PriceKey key) {
        Price p = prices.get(key);
        return p == null ? Double.NaN : p.perUnit();
    }

    /** Keys this sheet leaves unpriced, in catalogue order. */
    public List<PriceKey> missing() {
        return java.util.Arrays.stream(PriceKey.values()).filter(k -> !prices.containsKey(k)).toList();
    }

    /** A copy of this sheet with a price replaced (tests and what-if pricing). */
    public PriceSheet with(PriceKey key, Price price) {
        EnumMap<PriceKey, Price> copy = new EnumMap<>(PriceKey.class);
        copy.putAll(prices);
        if (price == null) {
            copy.remove(key);
        } else {
            copy.put(key, price);
        }
        return new PriceSheet(region, currency, source, date, copy, origin);
    }
}
