package dev.tablebook.render.chart;

/**
 * What a chart shows, as numbers and names, apart from how it is drawn: {@link CostCharts}
 * computes it from a cost report, {@link ChartSvg} draws it. {@code id} is unique on the page
 * that shows the chart; {@code title} and {@code description} are its accessible name and text.
 */
public sealed interface ChartData permits BarChartData, LoadChartData, DayChartData {
    String id();

    String title();

    String description();
}
