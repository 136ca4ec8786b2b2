package dev.tablebook.diff;

/** A monthly cost before and after a change (either may be absent: an added or removed element). */
public record CostChange(ServicePricing.Amount before, ServicePricing.Amount after) {

    public ServicePricing.Amount beforeOrZero() {
        return before == null ? ServicePricing.Amount.ZERO : before;
    }

    public ServicePricing.Amount afterOrZero() {
        return after == null ? ServicePricing.Amount.ZERO : after;
    }

    public ServicePricing.Amount delta() {
        return afterOrZero().minus(beforeOrZero());
    }

    /** The change of the peak figure in percent of the old one; null when there was nothing before. */
    public Double peakPercent() {
        return percent(beforeOrZero().peak(), afterOrZero().peak());
    }

    /** The change of the expected figure in percent of the old one; null when there was nothing before. */
    public Double expectedPercent() {
        return percent(beforeOrZero().expected(), afterOrZero().expected());
    }

    /**
     * Whether the cost rises by more than {@code pct} percent at peak or as expected. A cost that
     * appears where there was none rises by more than any percentage.
     */
    public boolean risesMoreThan(double pct) {
        return rises(beforeOrZero().peak(), afterOrZero().peak(), pct)
                || rises(beforeOrZero().expected(), afterOrZero().expected(), pct);
    }

    public boolean isZero() {
        return delta().peak() == 0 && delta().expected() == 0;
    }

    private static boolean rises(double before, double after, double pct) {
        if (after <= before) {
            return false;
        }
        return before == 0 || (after - before) / before * 100 > pct;
    }

    private static Double percent(double before, double after) {
        if (before == 0) {
            return after == 0 ? 0.0 : null;
        }
        return (after - before) / before * 100;
    }
}
