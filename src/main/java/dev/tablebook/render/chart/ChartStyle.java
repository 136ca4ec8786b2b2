package dev.tablebook.render.chart;

import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.util.List;
import java.util.Locale;

/**
 * How the charts look. Every colour is a class, which the site's style sheet
 * ({@code templates/assets/site.css}, "Charts") colours for the light and the dark theme (the
 * Content Security Policy allows no inline style): a fill is class {@code f<name>}, a stroke
 * {@code s<name>}, with {@code p} the panel, {@code i} ink, {@code m} muted, {@code g} grid,
 * {@code a} axis and {@code 0}..{@code 4} the series (Okabe-Ito hues, at least 3:1 on the panel
 * in both themes). Lines differ by dash as well as colour, so they differ without colour.
 */
final class ChartStyle {
    static final String PANEL = "fp";
    static final String INK = "fi";
    static final String INK_LINE = "si";
    static final String MUTED_LINE = "sm";
    static final String GRID = "sg";
    static final String AXIS = "sa";
    /** The series' colours. */
    static final int SERIES = 5;

    /** Dash patterns of the lines, in series order; empty for a solid line. */
    private static final List<String> DASHES = List.of("", "8 4", "2 3", "10 3 2 3", "5 5");

    /** Font sizes, in pixels: labels and axes, and the smaller labels at bars and marks. */
    static final double REGULAR = 12;
    static final double SMALL = 11;

    private ChartStyle() {
    }

    static String fill(int series) {
        return "f" + series % SERIES;
    }

    static String stroke(int series) {
        return "s" + series % SERIES;
    }

    static String dash(int series) {
        return DASHES.get(series % DASHES.size());
    }

    /*
     * A DecimalFormat is costly to build and not safe to share: each thread keeps one of each,
     * used within one drawing at a time (a drawing never starts another).
     */
    private static final ThreadLocal<NumberFormat> AXIS_DOLLARS = ThreadLocal.withInitial(() -> format("$#,##0.####"));
    private static final ThreadLocal<NumberFormat> AXIS_NUMBER = ThreadLocal.withInitial(() -> format("#,##0.####"));
    private static final ThreadLocal<NumberFormat> SHARE = ThreadLocal.withInitial(() -> format("0%"));

    /** Axis dollars: "$1,250", "$0.05" — as many decimals as the tick needs; this thread's. */
    static NumberFormat axisDollars() {
        return AXIS_DOLLARS.get();
    }

    /** Plain axis numbers: "1,250", "0.5"; this thread's. */
    static NumberFormat axisNumber() {
        return AXIS_NUMBER.get();
    }

    /** Shares as whole percentages: "30%"; this thread's. */
    static NumberFormat share() {
        return SHARE.get();
    }

    private static NumberFormat format(String pattern) {
        DecimalFormat f = new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(Locale.ROOT));
        f.setRoundingMode(RoundingMode.HALF_EVEN);
        return f;
    }
}
