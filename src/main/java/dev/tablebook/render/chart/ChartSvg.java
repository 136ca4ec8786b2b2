package dev.tablebook.render.chart;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.AxisLocation;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.labels.StandardCategoryItemLabelGenerator;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StackedBarRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.HorizontalAlignment;
import org.jfree.chart.ui.VerticalAlignment;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.DefaultXYDataset;

import java.awt.geom.Rectangle2D;

/**
 * Draws a chart with JFreeChart into an inline SVG element, through tablebook's own SVG backend
 * ({@link SvgGraphics}). The element has a fixed size and view box, {@code role="img"}, a
 * {@code <title>} and a {@code <desc>}; its clip-path ids start with {@code tb-<chart id>-}, so
 * several charts share a page; it carries no style attributes (the site's Content Security
 * Policy blocks them: colours and strokes are presentation attributes); the same data gives the
 * same bytes on every run. Charts may be drawn on several threads at once: each drawing has its
 * own chart and graphics, and what they share (theme, fonts, formats) is only read.
 */
public final class ChartSvg {
    static final int WIDTH = 720;
    static final int LOAD_HEIGHT = 380;

    private ChartSvg() {
    }

    /** The {@code <svg>} element of the chart, ready to inline in HTML or write as a file. */
    public static String render(ChartData data) {
        return render(data, "");
    }

    /**
     * The same for a page, described by the elements of the page with the ids {@code figures}
     * (none when empty): the chart's caption and the table that holds its figures
     * ({@code aria-describedby}), which the page shows; the element then has no {@code <desc>} of
     * its own, so its description is not on the page twice.
     */
    public static String render(ChartData data, String figures) {
        Drawing d = drawing(data);
        SvgGraphics g = new SvgGraphics(WIDTH, d.height(), ChartStyle.CLASSES);
        d.chart().draw(g, new Rectangle2D.Double(0, 0, WIDTH, d.height()));
        return element(data, d.height(), g.elements("tb-" + data.id() + "-"), figures);
    }

    /** A chart laid out by JFreeChart and the height it is drawn at (the width is {@link #WIDTH}). */
    record Drawing(JFreeChart chart, int height) {
    }

    /** The chart of the data, ready to draw; a new one on every call (JFreeChart's charts hold state). */
    static Drawing drawing(ChartData data) {
        if (data instanceof BarChartData b) {
            return new Drawing(bars(b), barHeight(b));
        } else if (data instanceof LoadChartData l) {
            return new Drawing(loads(l), LOAD_HEIGHT);
        } else if (data instanceof DayChartData d) {
            return new Drawing(day(d), LOAD_HEIGHT);
        }
        throw new IllegalArgumentException("no drawing for " + data.getClass().getSimpleName());
    }

    /**
     * The {@code <svg>} element round a drawing: its size and view box, its accessible name and
     * description, a class for the page's style sheet.
     */
    static String element(ChartData data, int height, String drawing) {
        return element(data, height, drawing, "");
    }

    static String element(ChartData data, int height, String drawing, String figures) {
        String id = data.id();
        boolean own = figures.isEmpty();
        return "<svg class='chart' role='img' aria-labelledby='" + id + "-title" + (own ? " " + id + "-desc'"
                : "' aria-describedby='" + SvgText.escape(figures) + "'") + " id='" + id
                + "' xmlns='http://www.w3.org/2000/svg' width='" + WIDTH + "' height='" + height + "' viewBox='0 0 "
                + WIDTH + " " + height + "'><title id='" + id + "-title'>" + SvgText.escape(data.title())
                + "</title>" + (own ? "<desc id='" + id + "-desc'>" + SvgText.escape(data.description()) + "</desc>" : "")
                + drawing + "</svg>";
    }

    /** Height for the rows: a band per category, room for the axis and the legend. */
    static int barHeight(BarChartData b) {
        int band = b.stacked() ? 34 : 12 + 14 * b.series().size();
        return 84 + band * Math.max(1, b.rows().size());
    }

    private static JFreeChart bars(BarChartData b) {
        DefaultCategoryDataset dataset = new DefaultCategoryDataset();
        for (BarChartData.Row r : b.rows()) {
            for (int s = 0; s < b.series().size(); s++) {
                dataset.addValue(r.values().get(s), b.series().get(s), r.label());
            }
        }
        CategoryAxis categories = new CategoryAxis(null);
        categories.setMaximumCategoryLabelWidthRatio(0.32f);
        categories.setMaximumCategoryLabelLines(2);
        categories.setCategoryMargin(0.25);
        NumberAxis dollars = new NumberAxis("monthly cost, US dollars");
        dollars.setNumberFormatOverride(ChartStyle.axisDollars());
        dollars.setUpperMargin(b.stacked() ? 0.05 : 0.18);
        BarRenderer renderer = b.stacked() ? new StackedBarRenderer() : new BarRenderer();
        CategoryPlot plot = new CategoryPlot(dataset, categories, dollars, renderer);
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        plot.setRangeAxisLocation(AxisLocation.BOTTOM_OR_RIGHT);
        JFreeChart chart = new JFreeChart(null, ChartStyle.REGULAR, plot, b.series().size() > 1);
        ChartStyle.theme().apply(chart);
        // after the theme, which clears series paints it would choose itself
        renderer.setDrawBarOutline(false);
        renderer.setItemMargin(0.05);
        renderer.setMaximumBarWidth(0.6);
        for (int s = 0; s < b.series().size(); s++) {
            renderer.setSeriesPaint(s, ChartStyle.colour(s));
        }
        if (!b.stacked()) {
            renderer.setDefaultItemLabelGenerator(new StandardCategoryItemLabelGenerator("{2}",
                    ChartStyle.barDollars()));
            renderer.setDefaultItemLabelsVisible(true);
            renderer.setDefaultItemLabelFont(ChartStyle.SMALL);
            renderer.setDefaultPositiveItemLabelPosition(new ItemLabelPosition(ItemLabelAnchor.OUTSIDE3,
                    TextAnchor.CENTER_LEFT));
        }
        frame(chart);
        return chart;
    }

    private static JFreeChart loads(LoadChartData l) {
        DefaultXYDataset dataset = new DefaultXYDataset();
        for (LoadChartData.Line line : l.lines()) {
            double[][] xy = new double[2][line.points().size()];
            for (int i = 0; i < xy[0].length; i++) {
                xy[0][i] = line.points().get(i).load();
                xy[1][i] = line.points().get(i).monthly();
            }
            series(dataset, line.mode(), xy);
        }
        NumberAxis load = new NumberAxis("average load, share of the peak");
        load.setRange(0, 1);
        load.setTickUnit(new NumberTickUnit(0.1, ChartStyle.share()));
        load.setNumberFormatOverride(ChartStyle.share());
        NumberAxis dollars = new NumberAxis(null);
        dollars.setNumberFormatOverride(ChartStyle.axisDollars());
        dollars.setAutoRangeIncludesZero(true);
        dollars.setUpperMargin(0.2);
        XYLineAndShapeRenderer renderer = new LinesOnly();
        renderer.setDrawSeriesLineAsPath(true);
        XYPlot plot = new XYPlot(dataset, load, dollars, renderer);
        JFreeChart chart = new JFreeChart(null, ChartStyle.REGULAR, plot, true);
        // the vertical axis is named above the plot: JFreeChart draws rotated text as glyph outlines
        chart.addSubtitle(new TextTitle("monthly throughput cost, US dollars", ChartStyle.REGULAR, ChartStyle.INK,
                RectangleEdge.TOP, HorizontalAlignment.LEFT, VerticalAlignment.CENTER, RectangleInsets.ZERO_INSETS));
        ChartStyle.theme().apply(chart);
        for (int s = 0; s < l.lines().size(); s++) {
            renderer.setSeriesPaint(s, ChartStyle.colour(s));
            renderer.setSeriesStroke(s, ChartStyle.line(s));
        }
        for (int i = 0; i < l.marks().size(); i++) {
            plot.addDomainMarker(marker(l.marks().get(i), i));
        }
        frame(chart);
        return chart;
    }

    private static JFreeChart day(DayChartData d) {
        DefaultXYDataset dataset = new DefaultXYDataset();
        for (DayChartData.Line line : d.lines()) {
            double[][] xy = new double[2][line.points().size()];
            for (int i = 0; i < xy[0].length; i++) {
                xy[0][i] = line.points().get(i).hour();
                xy[1][i] = line.points().get(i).units();
            }
            series(dataset, line.name(), xy);
        }
        NumberAxis hours = new NumberAxis("hour of the day, UTC");
        hours.setRange(0, 24);
        hours.setTickUnit(new NumberTickUnit(2));
        NumberAxis units = new NumberAxis(null);
        units.setAutoRangeIncludesZero(true);
        units.setUpperMargin(0.15);
        XYLineAndShapeRenderer renderer = new LinesOnly();
        renderer.setDrawSeriesLineAsPath(true);
        XYPlot plot = new XYPlot(dataset, hours, units, renderer);
        JFreeChart chart = new JFreeChart(null, ChartStyle.REGULAR, plot, true);
        chart.addSubtitle(new TextTitle("capacity units; load in units per second", ChartStyle.REGULAR, ChartStyle.INK,
                RectangleEdge.TOP, HorizontalAlignment.LEFT, VerticalAlignment.CENTER, RectangleInsets.ZERO_INSETS));
        ChartStyle.theme().apply(chart);
        for (int s = 0; s < d.lines().size(); s++) {
            renderer.setSeriesPaint(s, ChartStyle.colour(s));
            renderer.setSeriesStroke(s, ChartStyle.line(s));
        }
        for (int i = 0; i < d.windows().size(); i++) {
            DayChartData.Window w = d.windows().get(i);
            plot.addDomainMarker(window(w, i + 1));
        }
        frame(chart);
        return chart;
    }

    /**
     * Lines without shapes or item labels, drawn in one pass: JFreeChart's second pass over every
     * point draws a point's shape and label, and here there are none (and no entities: the chart is
     * drawn without rendering info), so it only cost a coordinate transformation a point.
     */
    private static final class LinesOnly extends XYLineAndShapeRenderer {
        LinesOnly() {
            super(true, false);
        }

        @Override
        public int getPassCount() {
            if (getDefaultShapesVisible() || getDefaultItemLabelsVisible()) {
                throw new IllegalStateException("a chart of lines only was given shapes or item labels");
            }
            return 1;
        }
    }

    /**
     * A line's points as one series of arrays: the values JFreeChart reads are the same doubles a
     * series of items gives, without an item object, two boxed numbers and a change event a point.
     * Two lines of one name are refused, as a series collection refuses them.
     */
    private static void series(DefaultXYDataset dataset, String name, double[][] xy) {
        if (dataset.indexOf(name) >= 0) {
            throw new IllegalArgumentException("two lines named " + name + " in one chart");
        }
        dataset.addSeries(name, xy);
    }

    /**
     * A window's start on the day chart (hours 0–24), its label on the side of the line with room
     * for it: right of a window that starts before 14:00, left of a later one.
     */
    private static ValueMarker window(DayChartData.Window w, int index) {
        ValueMarker marker = marker(new LoadChartData.Mark(w.label(), w.from()), index);
        boolean right = w.from() < 14;
        marker.setLabelAnchor(right ? RectangleAnchor.TOP_RIGHT : RectangleAnchor.TOP_LEFT);
        marker.setLabelTextAnchor(right ? TextAnchor.TOP_LEFT : TextAnchor.TOP_RIGHT);
        return marker;
    }

    /** A vertical line at the load with its label beside it, each label a line lower than the one before. */
    private static ValueMarker marker(LoadChartData.Mark m, int index) {
        ValueMarker marker = new ValueMarker(m.load(), index == 0 ? ChartStyle.INK : ChartStyle.MUTED,
                ChartStyle.marker(index == 0));
        marker.setLabel(m.label());
        marker.setLabelFont(ChartStyle.SMALL);
        marker.setLabelPaint(ChartStyle.INK);
        marker.setLabelBackgroundColor(ChartStyle.PANEL);
        boolean right = m.load() < 0.6 || m.load() > 1 && m.load() < 14;
        marker.setLabelAnchor(right ? RectangleAnchor.TOP_RIGHT : RectangleAnchor.TOP_LEFT);
        marker.setLabelTextAnchor(right ? TextAnchor.TOP_LEFT : TextAnchor.TOP_RIGHT);
        marker.setLabelOffset(new RectangleInsets(4 + 16 * index, 4, 0, 4));
        return marker;
    }

    /** Room round the plot, so the last tick label ("100%") is not cut off; the legend below it. */
    private static void frame(JFreeChart chart) {
        chart.setPadding(new RectangleInsets(8, 8, 4, 20));
        LegendTitle legend = chart.getLegend();
        if (legend != null) {
            legend.setPosition(RectangleEdge.BOTTOM);
            legend.setFrame(org.jfree.chart.block.BlockBorder.NONE);
            legend.setItemFont(ChartStyle.REGULAR);
        }
    }
}
