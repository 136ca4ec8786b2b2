package dev.tablebook.load;

/**
 * One figure of a price sheet as the sheet states it: {@code amount} (dollars, a factor or
 * bytes, per {@link PriceKey#measure()}) for {@code per} units, e.g. $0.625 per 1,000,000.
 */
public record Price(double amount, double per) {
    public Price {
        if (!(amount >= 0) || Double.isInfinite(amount)) {
            throw new IllegalArgumentException("a price must be a finite number >= 0, got " + amount);
        }
        if (!(per > 0) || Double.isInfinite(per)) {
            throw new IllegalArgumentException("`per` must be a finite number > 0, got " + per);
        }
    }

    /** The amount for a single unit. */
    public double perUnit() {
        return amount / per;
    }
}
