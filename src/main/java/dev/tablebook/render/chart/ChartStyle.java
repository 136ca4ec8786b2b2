package dev.tablebook.render.chart;

import org.jfree.chart.StandardChartTheme;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.StandardXYBarPainter;
import org.jfree.chart.ui.RectangleInsets;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Stroke;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;

/**
 * How the charts look: a logical font so the layout does not hang on installed fonts, series
 * colours with at least 3:1 contrast on the panel (Okabe-Ito hues, darkened), and dashes so lines
 * differ without colour. Every colour of the theme is drawn as a class ({@link #CLASSES}), which
 * the site's style sheet ({@code templates/assets/site.css}, "Charts") colours for the light and
 * the dark theme; the colours here are the light theme's, the ones JFreeChart lays out with. A
 * chart drawn by other means keeps the theme as long as it paints with these colours.
 */
final class ChartStyle {
    static final Color PANEL = Color.WHITE;
    static final Color INK = new Color(0x1b1f24);
    static final Color MUTED = new Color(0x57606a);
    static final Color GRID = new Color(0xd0d7de);
    static final List<Color> SERIES = List.of(new Color(0x0072b2), new Color(0xb35300), new Color(0x00795a),
            new Color(0xa8508a), new Color(0x7a5c00));
    /** The axis lines: JFreeChart's default axis paint, which the theme does not set. */
    static final Color AXIS = Color.GRAY;

    /**
     * The class of each colour of the theme, by RGB value: {@code p} panel, {@code i} ink,
     * {@code m} muted, {@code g} grid, {@code a} axis, {@code 0}..{@code 4} the series. A fill is
     * drawn as class {@code f<name>}, a stroke as {@code s<name>}.
     */
    static final Map<Integer, String> CLASSES = classes();

    private static Map<Integer, String> classes() {
        Map<Integer, String> m = new LinkedHashMap<>();
        m.put(PANEL.getRGB() & 0xffffff, "p");
        m.put(INK.getRGB() & 0xffffff, "i");
        m.put(MUTED.getRGB() & 0xffffff, "m");
        m.put(GRID.getRGB() & 0xffffff, "g");
        m.put(AXIS.getRGB() & 0xffffff, "a");
        for (int i = 0; i < SERIES.size(); i++) {
            m.put(SERIES.get(i).getRGB() & 0xffffff, Integer.toString(i));
        }
        return Map.copyOf(m);
    }

    /** Dash patterns of the lines, in series order; empty for a solid line. */
    private static final List<float[]> DASHES = List.of(new float[0], new float[] {8, 4}, new float[] {2, 3},
            new float[] {10, 3, 2, 3}, new float[] {5, 5});

    static final Font REGULAR = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    static final Font SMALL = new Font(Font.SANS_SERIF, Font.PLAIN, 11);

    private ChartStyle() {
    }

    /**
     * The one theme of every chart, built once. Applying a theme only reads it (it hands each
     * chart a clone of its drawing supplier, and its painters keep no state), so charts drawn on
     * several threads share it; nothing may change it after this.
     */
    private static final StandardChartTheme THEME = buildTheme();

    /** The theme to apply to a chart; shared, so never to be changed. */
    static StandardChartTheme theme() {
        return THEME;
    }

    private static StandardChartTheme buildTheme() {
        StandardChartTheme t = new StandardChartTheme("tablebook", false);
        t.setExtraLargeFont(REGULAR.deriveFont(Font.BOLD, 14f));
        t.setLargeFont(REGULAR);
        t.setRegularFont(REGULAR);
        t.setSmallFont(SMALL);
        t.setTitlePaint(INK);
        t.setSubtitlePaint(INK);
        t.setChartBackgroundPaint(PANEL);
        t.setLegendBackgroundPaint(PANEL);
        t.setLegendItemPaint(INK);
        t.setPlotBackgroundPaint(PANEL);
        t.setPlotOutlinePaint(GRID);
        t.setDomainGridlinePaint(GRID);
        t.setRangeGridlinePaint(GRID);
        t.setBaselinePaint(MUTED);
        t.setAxisLabelPaint(INK);
        t.setTickLabelPaint(INK);
        t.setItemLabelPaint(INK);
        t.setAxisOffset(RectangleInsets.ZERO_INSETS);
        t.setShadowVisible(false);
        t.setBarPainter(new StandardBarPainter());
        t.setXYBarPainter(new StandardXYBarPainter());
        return t;
    }

    static Color colour(int series) {
        return SERIES.get(series % SERIES.size());
    }

    static Stroke line(int series) {
        float[] dash = DASHES.get(series % DASHES.size());
        return dash.length == 0 ? new BasicStroke(2.5f)
                : new BasicStroke(2.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, dash.clone(), 0f);
    }

    static Stroke marker(boolean today) {
        return new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                today ? new float[] {6, 3} : new float[] {2, 2}, 0f);
    }

    /** Axis dollars: "$1,250", "$0.05" — as many decimals as the tick needs. */
    static NumberFormat axisDollars() {
        return format("$#,##0.####");
    }

    /** Dollars at a bar's end, as the tables show them: "$1,234.50", "$0.0012". */
    static NumberFormat barDollars() {
        return new UsdFormat();
    }

    static NumberFormat share() {
        return format("0%");
    }

    private static NumberFormat format(String pattern) {
        DecimalFormat f = new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(Locale.ROOT));
        f.setRoundingMode(RoundingMode.HALF_EVEN);
        return f;
    }
}
