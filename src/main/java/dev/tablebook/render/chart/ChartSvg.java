package dev.tablebook.render.chart;

import dev.tablebook.format.Figures;

import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleFunction;
import java.util.function.ToDoubleFunction;

/**
 * Draws a chart straight from its data as an inline SVG element: horizontal bars (side by side, or
 * stacked into the parts of a total) and lines over a fixed range (a table's capacity modes over
 * its load, its day over the hours). The element has a fixed size and view box,
 * {@code role="img"}, a {@code <title>} and a {@code <desc>} (or, on a page, the caption and table
 * that describe it); it carries no style attribute (the site's Content Security Policy blocks
 * them: colours are classes of the site's style sheet, {@link ChartStyle}); the same data gives the
 * same bytes on every run, on any thread (nothing is shared but constants).
 *
 * <p>The output is lean: what several elements share (a class, a font size, an anchor, a stroke
 * width) is set once on a {@code <g>}; each series is one {@code <path>} (all its bars, or its
 * line and its legend swatch), the gridlines one path, the axes another;
 * coordinates have at most one decimal; a line drops the points inside a straight run; nothing is
 * clipped (the axes' ranges hold every value). Text is laid out with {@link ChartFont}'s advance
 * widths, an upper bound for the faces {@code sans-serif} may be, so labels neither overlap nor
 * leave the drawing (the browser test measures them in Chromium).
 */
public final class ChartSvg {
    static final int WIDTH = 720;
    static final int LOAD_HEIGHT = 380;

    private static final SvgNumber N = new SvgNumber(1);
    /** Margins of the drawing. */
    private static final double EDGE = 8;
    /** The widest a category label may be (two lines at most). */
    private static final double LABEL_WIDTH = 0.32 * WIDTH;
    private static final double LINE = 15;
    private static final double LEGEND_ROW = 18;

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
        StringBuilder out = new StringBuilder(4096);
        if (data instanceof BarChartData b) {
            int height = barHeight(b);
            head(out, data, height, figures);
            bars(out, b, height);
        } else if (data instanceof LoadChartData l) {
            int height = LOAD_HEIGHT;
            head(out, data, height, figures);
            List<Series> lines = new ArrayList<>();
            for (LoadChartData.Line line : l.lines()) {
                lines.add(Series.of(line.mode(), line.points(), LoadChartData.Point::load, LoadChartData.Point::monthly));
            }
            List<Mark> marks = new ArrayList<>();
            for (int i = 0; i < l.marks().size(); i++) {
                LoadChartData.Mark m = l.marks().get(i);
                marks.add(new Mark(m.label(), m.load(), i, i == 0, m.load() < 0.6));
            }
            lines(out, height, lines, marks, LOAD_TICKS, LOAD_LABELS, "average load, share of the peak",
                    "monthly throughput cost, US dollars", ChartStyle.axisDollars(), 0.2);
        } else if (data instanceof DayChartData d) {
            int height = LOAD_HEIGHT;
            head(out, data, height, figures);
            List<Series> lines = new ArrayList<>();
            for (DayChartData.Line line : d.lines()) {
                lines.add(Series.of(line.name(), line.points(), DayChartData.Point::hour, DayChartData.Point::units));
            }
            List<Mark> marks = new ArrayList<>();
            for (int i = 0; i < d.windows().size(); i++) {
                DayChartData.Window w = d.windows().get(i);
                marks.add(new Mark(w.label(), w.from() / 24, i + 1, false, w.from() < 14));
            }
            lines(out, height, lines, marks, DAY_TICKS, DAY_LABELS, "hour of the day, UTC",
                    "capacity units; load in units per second", ChartStyle.axisNumber(), 0.15);
        } else {
            throw new IllegalArgumentException("no drawing for " + data.getClass().getSimpleName());
        }
        return out.append("</svg>").toString();
    }

    /**
     * The element's start tag (its size and view box, its accessible name and description, a class
     * for the page's style sheet, the font its text inherits), title and description: all of it but
     * the drawing and the end tag.
     */
    private static void head(StringBuilder out, ChartData data, int height, String figures) {
        String id = data.id();
        boolean own = figures.isEmpty();
        out.append("<svg class='chart' role='img' aria-labelledby='").append(id).append("-title");
        if (own) {
            out.append(' ').append(id).append("-desc'");
        } else {
            out.append("' aria-describedby='").append(SvgText.escape(figures)).append('\'');
        }
        out.append(" id='").append(id).append("' xmlns='http://www.w3.org/2000/svg' width='").append(WIDTH)
                .append("' height='").append(height).append("' viewBox='0 0 ").append(WIDTH).append(' ').append(height)
                .append("' font-family='sans-serif' font-size='").append(num(ChartStyle.REGULAR)).append("'><title id='")
                .append(id).append("-title'>");
        SvgText.escapeContent(out, data.title());
        out.append("</title>");
        if (own) {
            out.append("<desc id='").append(id).append("-desc'>");
            SvgText.escapeContent(out, data.description());
            out.append("</desc>");
        }
    }

    /** Height for the rows: a band per category, room for the axis and the legend. */
    static int barHeight(BarChartData b) {
        int band = b.stacked() ? 34 : 12 + 14 * b.series().size();
        return 84 + band * Math.max(1, b.rows().size());
    }

    // ---- bars

    private static void bars(StringBuilder out, BarChartData b, int height) {
        int series = b.series().size();
        List<List<String>> labels = new ArrayList<>();
        double labelWidth = 0;
        for (BarChartData.Row r : b.rows()) {
            List<String> lines = wrap(r.label(), LABEL_WIDTH, ChartStyle.REGULAR, 2);
            labels.add(lines);
            for (String l : lines) {
                labelWidth = Math.max(labelWidth, ChartFont.width(l, ChartStyle.REGULAR));
            }
        }
        List<List<Item>> legend = series > 1 ? legend(b.series(), 8) : List.of();
        double bottom = height - 6 - LEGEND_ROW * legend.size();
        double xTitle = bottom - 6;
        double plotBottom = xTitle - 17 - 19;
        double top = 12;
        // the values, negative or not finite ones as none (a part of a total is never below zero)
        double max = 0;
        for (BarChartData.Row r : b.rows()) {
            double sum = 0;
            for (double v : r.values()) {
                double c = clean(v);
                sum += c;
                max = Math.max(max, c);
            }
            if (b.stacked()) {
                max = Math.max(max, sum);
            }
        }
        // the axis's labels, each written once: the tick fitting below tries many axes with the same values
        NumberFormat format = ChartStyle.axisDollars();
        java.util.Map<Double, String> axisLabels = new java.util.HashMap<>();
        DoubleFunction<String> dollars = v -> axisLabels.computeIfAbsent(v, k -> format.format((double) k));
        double left = Math.max(EDGE + labelWidth + 8, 40);
        double right = WIDTH - 28;
        double wanted = max <= 0 ? 1 : max * (b.stacked() ? 1.05 : 1.1);
        Ticks ticks = null;
        for (int attempt = 0; attempt < 40; attempt++) {
            ticks = Ticks.fit(wanted, right - left, dollars, ChartStyle.REGULAR);
            double last = ChartFont.width(dollars.apply(ticks.top()), ChartStyle.REGULAR) / 2;
            if (right + last > WIDTH - 6) {
                right = WIDTH - 6 - last;
                ticks = Ticks.fit(wanted, right - left, dollars, ChartStyle.REGULAR);
            }
            if (b.stacked() || fitsValueLabels(b, ticks, left, right)) {
                break;
            }
            wanted = ticks.top() * 1.1;
        }
        double scale = (right - left) / ticks.top();
        int n = Math.max(1, b.rows().size());
        double band = (plotBottom - top) / n;
        Path grid = new Path();
        Path axes = new Path();
        StringBuilder xLabels = new StringBuilder();
        for (int i = 0; i <= ticks.count(); i++) {
            double x = left + i * ticks.step() * scale;
            if (i > 0) {
                grid.move(x, top).vertical(plotBottom);
            }
            text(xLabels, x, plotBottom + 19, dollars.apply(i * ticks.step()));
        }
        axes.move(left, top).vertical(plotBottom).horizontal(right);
        panel(out, height);
        lines(out, grid, axes);
        List<Path> paths = new ArrayList<>();
        for (int s = 0; s < series; s++) {
            paths.add(new Path());
        }
        StringBuilder values = new StringBuilder();
        StringBuilder categories = new StringBuilder();
        for (int r = 0; r < b.rows().size(); r++) {
            BarChartData.Row row = b.rows().get(r);
            double centre = top + (r + 0.5) * band;
            double area = band * 0.7;
            if (b.stacked()) {
                double x = left;
                for (int s = 0; s < series; s++) {
                    double w = clean(row.values().get(s)) * scale;
                    if (w > 0) {
                        paths.get(s).rect(x, centre - area / 2, x + w, centre + area / 2);
                        x += w;
                    }
                }
            } else {
                double thick = area / series;
                for (int s = 0; s < series; s++) {
                    double v = clean(row.values().get(s));
                    double y0 = centre - area / 2 + s * thick;
                    double x1 = left + v * scale;
                    if (v > 0) {
                        paths.get(s).rect(left, y0 + thick * 0.05, x1, y0 + thick * 0.95);
                    }
                    text(values, x1 + 4, y0 + thick / 2 + 4, Figures.usd(row.values().get(s)));
                }
            }
            List<String> lines = labels.get(r);
            double first = centre + 4 - (lines.size() - 1) * LINE / 2;
            for (int l = 0; l < lines.size(); l++) {
                text(categories, left - 6, first + l * LINE, lines.get(l));
            }
        }
        for (int s = 0; s < series; s++) {
            if (!paths.get(s).isEmpty()) {
                out.append("<path class='").append(ChartStyle.fill(s)).append("' d='").append(paths.get(s)).append("'/>");
            }
        }
        StringBuilder legendText = new StringBuilder();
        if (!legend.isEmpty()) {
            double rowTop = bottom;
            for (List<Item> row : legend) {
                for (Item item : row) {
                    out.append("<path class='").append(ChartStyle.fill(item.series())).append("' d='")
                            .append(new Path().rect(item.x(), rowTop + 5, item.x() + 8, rowTop + 13)).append("'/>");
                    text(legendText, item.x() + 12, rowTop + 13, item.label());
                }
                rowTop += LEGEND_ROW;
            }
        }
        group(out, "class='" + ChartStyle.INK + "' text-anchor='end'", categories);
        text(xLabels, (left + right) / 2, xTitle, "monthly cost, US dollars");
        group(out, "class='" + ChartStyle.INK + "' text-anchor='middle'", xLabels);
        group(out, "class='" + ChartStyle.INK + "'", legendText);
        group(out, "class='" + ChartStyle.INK + "' font-size='" + num(ChartStyle.SMALL) + "'", values);
    }

    /** Whether every bar's value label ends inside the plot. */
    private static boolean fitsValueLabels(BarChartData b, Ticks ticks, double left, double right) {
        double scale = (right - left) / ticks.top();
        for (BarChartData.Row r : b.rows()) {
            for (double v : r.values()) {
                if (left + clean(v) * scale + 4 + ChartFont.width(Figures.usd(v), ChartStyle.SMALL) > right) {
                    return false;
                }
            }
        }
        return true;
    }

    private static double clean(double v) {
        return Double.isFinite(v) && v > 0 ? v : 0;
    }

    // ---- lines

    /** A line: its name and its points ({@code xs[i]}, {@code ys[i]}) in the data's units. */
    private record Series(String name, double[] xs, double[] ys) {
        /** A line's points as the coordinates {@code x} and {@code y} read from each. */
        static <P> Series of(String name, List<P> points, ToDoubleFunction<P> x, ToDoubleFunction<P> y) {
            double[] xs = new double[points.size()];
            double[] ys = new double[points.size()];
            for (int i = 0; i < xs.length; i++) {
                xs[i] = x.applyAsDouble(points.get(i));
                ys[i] = y.applyAsDouble(points.get(i));
            }
            return new Series(name, xs, ys);
        }
    }

    /**
     * A vertical line at {@code at} (a share of the x range) with its label in row {@code row} from
     * the top, right of the line when {@code right} (and there is room), in ink when {@code strong}.
     */
    private record Mark(String label, double at, int row, boolean strong, boolean right) {
    }

    /** The horizontal axes of the line charts, the same on every chart of a kind, with their labels written once. */
    private static final Ticks LOAD_TICKS = new Ticks(0.1, 10);
    private static final String[] LOAD_LABELS = labels(LOAD_TICKS, ChartStyle.share());
    private static final Ticks DAY_TICKS = new Ticks(2, 12);
    private static final String[] DAY_LABELS = labels(DAY_TICKS, ChartStyle.axisNumber());

    /** The label of each tick of an axis, from 0. */
    static String[] labels(Ticks ticks, NumberFormat format) {
        String[] out = new String[ticks.count() + 1];
        for (int i = 0; i <= ticks.count(); i++) {
            out[i] = format.format(i * ticks.step());
        }
        return out;
    }

    private static void lines(StringBuilder out, int height, List<Series> series, List<Mark> marks, Ticks xTicks,
                              String[] xTexts, String xName, String yName, NumberFormat yFormat, double margin) {
        List<String> names = series.stream().map(Series::name).toList();
        List<List<Item>> legend = legend(names, 16);
        double bottom = height - 6 - LEGEND_ROW * legend.size();
        double xTitle = bottom - 6;
        double plotBottom = xTitle - 17 - 19;
        double top = 30;
        double max = 0;
        for (Series s : series) {
            for (double y : s.ys()) {
                if (Double.isFinite(y)) {
                    max = Math.max(max, y);
                }
            }
        }
        Ticks yTicks = Ticks.vertical(max <= 0 ? 1 : max * (1 + margin), plotBottom - top);
        // each tick's label written once, measured here and drawn below
        String[] yTexts = labels(yTicks, yFormat);
        double yLabels = 0;
        for (String label : yTexts) {
            yLabels = Math.max(yLabels, ChartFont.width(label, ChartStyle.REGULAR));
        }
        double left = EDGE + yLabels + 6;
        double right = WIDTH - 28;
        double xScale = (right - left) / xTicks.top();
        double yScale = (plotBottom - top) / yTicks.top();
        Path grid = new Path();
        Path axes = new Path();
        StringBuilder middle = new StringBuilder();
        StringBuilder end = new StringBuilder();
        for (int i = 0; i <= xTicks.count(); i++) {
            double x = left + i * xTicks.step() * xScale;
            if (i > 0) {
                grid.move(x, top).vertical(plotBottom);
            }
            text(middle, x, plotBottom + 19, xTexts[i]);
        }
        for (int i = 0; i <= yTicks.count(); i++) {
            double y = plotBottom - i * yTicks.step() * yScale;
            if (i > 0) {
                grid.move(left, y).horizontal(right);
            }
            text(end, left - 5, y + 4, yTexts[i]);
        }
        axes.move(left, top).vertical(plotBottom).horizontal(right);
        panel(out, height);
        lines(out, grid, axes);
        out.append("<g stroke-width='2.5'>");
        StringBuilder legendText = new StringBuilder();
        List<Path> paths = new ArrayList<>();
        for (int s = 0; s < series.size(); s++) {
            Path p = new Path();
            p.line(series.get(s).xs(), series.get(s).ys(), left, xScale, plotBottom, yScale);
            paths.add(p);
        }
        double rowTop = bottom;
        for (List<Item> row : legend) {
            for (Item item : row) {
                paths.get(item.series()).move(item.x(), rowTop + 9).horizontal(item.x() + 16);
                text(legendText, item.x() + 20, rowTop + 13, item.label());
            }
            rowTop += LEGEND_ROW;
        }
        for (int s = 0; s < series.size(); s++) {
            out.append("<path class='").append(ChartStyle.stroke(s)).append('\'');
            String dash = ChartStyle.dash(s);
            if (!dash.isEmpty()) {
                out.append(" stroke-dasharray='").append(dash).append('\'');
            }
            out.append(" d='").append(paths.get(s)).append("'/>");
        }
        out.append("</g>");
        if (!marks.isEmpty()) {
            Path strong = new Path();
            Path muted = new Path();
            StringBuilder backs = new StringBuilder();
            StringBuilder labels = new StringBuilder();
            for (Mark m : marks) {
                double x = left + m.at() * (right - left);
                (m.strong() ? strong : muted).move(x, top).vertical(plotBottom);
                double w = ChartFont.width(m.label(), ChartStyle.SMALL);
                boolean toRight = m.right() ? x + 4 + w <= right || x - 4 - w < left : x - 4 - w < left;
                double baseline = top + 4 + 16 * m.row() + 10.5;
                double x0 = toRight ? x + 4 : x - 4 - w;
                backs.append(new Path().rect(x0 - 1, baseline - 10.5, x0 + w + 1, baseline + 3.5));
                labels.append("<text");
                if (!toRight) {
                    labels.append(" text-anchor='end'");
                }
                labels.append(" x='").append(num(toRight ? x + 4 : x - 4)).append("' y='").append(num(baseline))
                        .append("'>");
                SvgText.escapeContent(labels, m.label());
                labels.append("</text>");
            }
            out.append("<g stroke-width='1.5'>");
            if (!strong.isEmpty()) {
                out.append("<path class='").append(ChartStyle.INK_LINE).append("' stroke-dasharray='6 3' d='")
                        .append(strong).append("'/>");
            }
            if (!muted.isEmpty()) {
                out.append("<path class='").append(ChartStyle.MUTED_LINE).append("' stroke-dasharray='2 2' d='")
                        .append(muted).append("'/>");
            }
            out.append("</g><path class='").append(ChartStyle.PANEL).append("' d='").append(backs).append("'/>");
            group(out, "class='" + ChartStyle.INK + "' font-size='" + num(ChartStyle.SMALL) + "'", labels);
        }
        group(out, "class='" + ChartStyle.INK + "' text-anchor='end'", end);
        text(middle, (left + right) / 2, xTitle, xName);
        group(out, "class='" + ChartStyle.INK + "' text-anchor='middle'", middle);
        text(legendText, EDGE, 16, yName);
        group(out, "class='" + ChartStyle.INK + "'", legendText);
    }

    // ---- shared parts

    private static void panel(StringBuilder out, int height) {
        out.append("<rect class='").append(ChartStyle.PANEL).append("' width='").append(WIDTH).append("' height='")
                .append(height).append("'/>");
    }

    /** The gridlines (one at each tick) and the axes, a path each, on whole pixels. */
    private static void lines(StringBuilder out, Path grid, Path axes) {
        out.append("<g shape-rendering='crispEdges'>");
        if (!grid.isEmpty()) {
            out.append("<path class='").append(ChartStyle.GRID).append("' d='").append(grid).append("'/>");
        }
        out.append("<path class='").append(ChartStyle.AXIS).append("' d='").append(axes).append("'/></g>");
    }

    /** An item of a legend: its series, where it starts and its text. */
    private record Item(int series, double x, String label) {
    }

    /**
     * The legend's rows, each centred: a swatch {@code swatch} wide, a gap, the name, room to the
     * next; a row holds what fits in the width.
     */
    private static List<List<Item>> legend(List<String> names, double swatch) {
        List<List<Integer>> rows = new ArrayList<>();
        List<Double> widths = new ArrayList<>();
        List<Integer> row = new ArrayList<>();
        double width = 0;
        for (int s = 0; s < names.size(); s++) {
            double w = swatch + 4 + ChartFont.width(names.get(s), ChartStyle.REGULAR);
            double gap = row.isEmpty() ? 0 : 18;
            if (!row.isEmpty() && width + gap + w > WIDTH - 2 * EDGE) {
                rows.add(row);
                widths.add(width);
                row = new ArrayList<>();
                width = 0;
                gap = 0;
            }
            row.add(s);
            width += gap + w;
        }
        if (!row.isEmpty()) {
            rows.add(row);
            widths.add(width);
        }
        List<List<Item>> out = new ArrayList<>();
        for (int r = 0; r < rows.size(); r++) {
            double x = Math.max(EDGE, (WIDTH - widths.get(r)) / 2);
            List<Item> items = new ArrayList<>();
            for (int s : rows.get(r)) {
                items.add(new Item(s, x, names.get(s)));
                x += swatch + 4 + ChartFont.width(names.get(s), ChartStyle.REGULAR) + 18;
            }
            out.add(items);
        }
        return out;
    }

    /** A {@code <g>} with the attributes round the elements, unless there are none. */
    private static void group(StringBuilder out, String attributes, CharSequence elements) {
        if (!elements.isEmpty()) {
            out.append("<g ").append(attributes).append('>').append(elements).append("</g>");
        }
    }

    private static void text(StringBuilder out, double x, double y, String s) {
        out.append("<text x='").append(num(x)).append("' y='").append(num(y)).append("'>");
        SvgText.escapeContent(out, s);
        out.append("</text>");
    }

    private static String num(double v) {
        StringBuilder out = new StringBuilder(8);
        N.append(out, N.units(v));
        return out.toString();
    }

    /**
     * The text broken at spaces into lines at most {@code width} wide, at most {@code most} of
     * them: a word wider than a line is broken where it must be, and text left over when the lines
     * are full ends the last one in "...".
     */
    static List<String> wrap(String text, double width, double size, int most) {
        List<String> lines = new ArrayList<>();
        String rest = text.strip();
        while (!rest.isEmpty()) {
            if (lines.size() == most - 1 || ChartFont.width(rest, size) <= width) {
                lines.add(fit(rest, width, size));
                break;
            }
            int cut = -1;
            for (int i = rest.indexOf(' '); i > 0; i = rest.indexOf(' ', i + 1)) {
                if (ChartFont.width(rest.substring(0, i), size) > width) {
                    break;
                }
                cut = i;
            }
            if (cut < 0) {
                cut = Math.max(1, fitting(rest, width, size));
                lines.add(rest.substring(0, cut));
                rest = rest.substring(cut).strip();
            } else {
                lines.add(rest.substring(0, cut));
                rest = rest.substring(cut + 1).strip();
            }
        }
        return lines;
    }

    /** The text as it is when it fits, otherwise as much of it as fits before "...". */
    private static String fit(String text, double width, double size) {
        if (ChartFont.width(text, size) <= width) {
            return text;
        }
        int n = fitting(text, width - ChartFont.width("...", size), size);
        return text.substring(0, n).stripTrailing() + "...";
    }

    /** How many characters from the start fit in the width (a surrogate pair is not split). */
    private static int fitting(String text, double width, double size) {
        int n = 0;
        while (n < text.length()) {
            int next = n + Character.charCount(text.codePointAt(n));
            if (ChartFont.width(text.substring(0, next), size) > width) {
                break;
            }
            n = next;
        }
        return n;
    }

    /**
     * An axis from zero: {@code count} ticks {@code step} apart, the last at its top. The steps
     * are round: 1, 2, 2.5 or 5 times a power of ten.
     */
    record Ticks(double step, int count) {
        double top() {
            return step * count;
        }

        /** The fewest round steps, at most {@code most} of them, from zero to {@code max} or past it. */
        static Ticks of(double max, int most) {
            double raw = max / Math.max(1, most);
            double magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
            double step = 10 * magnitude;
            for (double m : new double[] {1, 2, 2.5, 5}) {
                if (m * magnitude >= raw * (1 - 1e-9)) {
                    step = m * magnitude;
                    break;
                }
            }
            return new Ticks(step, Math.max(1, (int) Math.ceil(max / step - 1e-9)));
        }

        /** A vertical axis of {@code length} pixels: ticks at least 24 px apart. */
        static Ticks vertical(double max, double length) {
            return of(max, Math.max(1, (int) (length / 24)));
        }

        /**
         * A horizontal axis of {@code length} pixels whose tick labels keep 12 px between them, ten
         * ticks at most (more only crowd the axis; each candidate formats every label).
         */
        static Ticks fit(double max, double length, NumberFormat format, double size) {
            return fit(max, length, (DoubleFunction<String>) format::format, size);
        }

        /** The same, with the labels written by {@code format}. */
        static Ticks fit(double max, double length, DoubleFunction<String> format, double size) {
            for (int most = Math.min(10, Math.max(1, (int) (length / 40))); most > 1; most--) {
                Ticks t = of(max, most);
                double widest = 0;
                for (int i = 0; i <= t.count(); i++) {
                    widest = Math.max(widest, ChartFont.width(format.apply(i * t.step()), size));
                }
                if (widest + 12 <= length / t.count()) {
                    return t;
                }
            }
            return of(max, 1);
        }
    }

    /** Path data with coordinates to a tenth of a pixel, axis-aligned segments as {@code H} and {@code V}. */
    static final class Path {
        private final StringBuilder d = new StringBuilder(64);
        private long x;
        private long y;

        Path move(double px, double py) {
            x = N.units(px);
            y = N.units(py);
            d.append('M');
            N.append(d, x);
            d.append(',');
            N.append(d, y);
            return this;
        }

        Path horizontal(double px) {
            x = N.units(px);
            d.append('H');
            N.append(d, x);
            return this;
        }

        Path vertical(double py) {
            y = N.units(py);
            d.append('V');
            N.append(d, y);
            return this;
        }

        private void to(long ux, long uy) {
            if (uy == y) {
                x = ux;
                d.append('H');
                N.append(d, ux);
            } else if (ux == x) {
                y = uy;
                d.append('V');
                N.append(d, uy);
            } else {
                x = ux;
                y = uy;
                d.append('L');
                N.append(d, ux);
                d.append(',');
                N.append(d, uy);
            }
        }

        /** A closed rectangle between two corners. */
        Path rect(double x0, double y0, double x1, double y1) {
            move(x0, y0).horizontal(x1).vertical(y1).horizontal(x0);
            d.append('Z');
            return this;
        }

        /**
         * A line through the points (x from {@code left} by {@code xScale}, y up from
         * {@code bottom} by {@code yScale}), leaving out a point not finite and a point on the
         * straight segment between its neighbours as written.
         */
        void line(double[] xs, double[] ys, double left, double xScale, double bottom, double yScale) {
            long[] ux = new long[xs.length];
            long[] uy = new long[xs.length];
            int n = 0;
            for (int i = 0; i < xs.length; i++) {
                if (!Double.isFinite(xs[i]) || !Double.isFinite(ys[i])) {
                    continue;
                }
                long px = N.units(left + xs[i] * xScale);
                long py = N.units(bottom - ys[i] * yScale);
                if (n > 0 && ux[n - 1] == px && uy[n - 1] == py) {
                    continue;
                }
                while (n >= 2 && collinear(ux[n - 2], uy[n - 2], ux[n - 1], uy[n - 1], px, py)) {
                    n--;
                }
                ux[n] = px;
                uy[n] = py;
                n++;
            }
            d.ensureCapacity(d.length() + 12 * n); // "L1234.5,678.9" at most: the day's 144 points grow it once
            for (int i = 0; i < n; i++) {
                if (i == 0) {
                    x = ux[0];
                    y = uy[0];
                    d.append('M');
                    N.append(d, x);
                    d.append(',');
                    N.append(d, y);
                } else {
                    to(ux[i], uy[i]);
                }
            }
        }

        /** Whether b lies on the segment from a to c (same direction, between them). */
        private static boolean collinear(long ax, long ay, long bx, long by, long cx, long cy) {
            long cross = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
            long dot = (bx - ax) * (cx - bx) + (by - ay) * (cy - by);
            return cross == 0 && dot >= 0;
        }

        boolean isEmpty() {
            return d.isEmpty();
        }

        @Override
        public String toString() {
            return d.toString();
        }
    }
}
