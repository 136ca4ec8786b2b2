package dev.tablebook.render.chart;

import dev.tablebook.format.Figures;

import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParsePosition;

/** Dollars on a chart exactly as the tables beside it show them ({@link Figures#usd}), for JFreeChart's labels. */
final class UsdFormat extends NumberFormat {
    private static final long serialVersionUID = 1L;

    @Override
    public StringBuffer format(double number, StringBuffer toAppendTo, FieldPosition pos) {
        return toAppendTo.append(Figures.usd(number));
    }

    @Override
    public StringBuffer format(long number, StringBuffer toAppendTo, FieldPosition pos) {
        return toAppendTo.append(Figures.usd(number));
    }

    /** Labels are only written, never read back. */
    @Override
    public Number parse(String source, ParsePosition parsePosition) {
        throw new UnsupportedOperationException("chart labels are not parsed");
    }
}
