package dev.tablebook.cost;

import dev.tablebook.load.PriceKey;

import dev.tablebook.format.Figures;
import dev.tablebook.analysis.UnitLine;

/**
 * One line of a pattern's cost math, as data: {@code perCall} units (or bytes) × rate ×
 * 2,592,000 s × {@code unitPrice} = monthly dollars, at the peak and the average rate.
 * {@code unitPrice} is NaN and {@code priced} false when the sheet has no price for it. {@code ratePeak}
 * is the pattern's peak rate (what capacity must absorb); {@code rateMonth} the rate the peak month
 * bills, the same unless the pattern peaks in a traffic window ({@link PeakMonth}).
 */
public record CostTerm(String label, UnitLine.Kind kind, String table, String index, double perCall, String unit,
                       double ratePeak, double rateAverage, PriceKey priceKey, double unitPrice, double monthlyPeak,
                       double monthlyExpected, boolean priced, String basis, double rateMonth) {

    /** A term whose peak lasts all month. */
    public CostTerm(String label, UnitLine.Kind kind, String table, String index, double perCall, String unit,
                    double ratePeak, double rateAverage, PriceKey priceKey, double unitPrice, double monthlyPeak,
                    double monthlyExpected, boolean priced, String basis) {
        this(label, kind, table, index, perCall, unit, ratePeak, rateAverage, priceKey, unitPrice, monthlyPeak,
                monthlyExpected, priced, basis, ratePeak);
    }

    /** The same term with its peak month billed at {@code rate} a second. */
    CostTerm billedAt(double rate) {
        double monthly = priced ? Billing.monthly(perCall, rate, unitPrice) : 0;
        return new CostTerm(label, kind, table, index, perCall, unit, ratePeak, rateAverage, priceKey, unitPrice, monthly,
                monthlyExpected, priced, basis, rate);
    }

    /** "1.0 RRU x 400/s x 2,592,000 s x $0.000000125 = $129.60" (at the peak month's rate). */
    public String formula() {
        String head = Figures.num(perCall) + " " + unit + " x " + Figures.num(rateMonth) + "/s x 2,592,000 s";
        if (!priced) {
            return head + " x (not priced)";
        }
        return head + " x " + Figures.price(unitPrice) + " = " + Figures.usd(monthlyPeak);
    }
}
