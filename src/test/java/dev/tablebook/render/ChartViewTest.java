package dev.tablebook.render;

import dev.tablebook.render.DataTable.Cell;
import dev.tablebook.render.chart.BarChartData;
import dev.tablebook.render.chart.DayChartData;
import dev.tablebook.render.chart.LoadChartData;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A chart on a page: its drawing, and its figures as a table that says the same as the drawing. */
class ChartViewTest {

    private static List<List<String>> texts(DataTable t) {
        return t.rows().stream().map(r -> r.stream().map(Cell::text).toList()).toList();
    }

    /**
     * A column's figure is written once for a run of the same value (its bits: 0.0 and -0.0, NaN
     * alike), and is the formatter's text of every value down the column.
     */
    @Test
    void repeatsWriteEachRunOfAColumnOnce() {
        java.util.List<Double> formatted = new java.util.ArrayList<>();
        ChartView.Repeats repeats = new ChartView.Repeats(2, v -> {
            formatted.add(v);
            return dev.tablebook.format.Figures.num(v);
        });
        double[][] columns = {{1.5, 1.5, 1.5, 2, 2, 1.5, 0.0, -0.0, -0.0, Double.NaN, Double.NaN},
            {-0.0, 0.0, 0.0, 3, 3, 3, 3, 4, 4, 4, 1e7}};
        for (int row = 0; row < columns[0].length; row++) {
            for (int c = 0; c < 2; c++) {
                assertEquals(dev.tablebook.format.Figures.num(columns[c][row]), repeats.text(c, columns[c][row]));
            }
        }
        assertEquals(List.of(1.5, -0.0, 0.0, 2.0, 3.0, 1.5, 0.0, -0.0, 4.0, Double.NaN, 1e7), formatted);
    }

    @Test
    void barsAreARowPerCategoryAndAColumnPerSeriesWithATotalWhenStacked() {
        BarChartData parts = new BarChartData("chart-breakdown", "Parts", "What the total is made of.", "Scenario",
                List.of("requests", "index writes"), List.of(new BarChartData.Row("Peak", List.of(1000.5, 0.004)),
                new BarChartData.Row("Expected", List.of(20.0, 0.0))), true, List.of("Not priced, so in no bar: X."));
        ChartView v = ChartView.of(parts);
        assertEquals(List.of("Scenario", "Requests", "Index writes", "Total"), v.data().headers());
        assertEquals(List.of(false, true, true, true), v.data().numeric());
        assertEquals(List.of(List.of("Peak", "$1,000.50", "$0.004", "$1,000.50"),
                List.of("Expected", "$20.00", "$0.00", "$20.00")), texts(v.data()));
        assertEquals(List.of("Not priced, so in no bar: X."), v.notes());
        assertEquals("Parts", v.title());
        assertTrue(v.svg().startsWith("<svg class='chart' role='img'"), v.svg().substring(0, 60));
    }

    @Test
    void loadsAreARowPerLoadAndAColumnPerModeWithTheMarksInANote() {
        LoadChartData l = new LoadChartData("chart-capacity-T", "Capacity modes of T", "d", List.of(
                new LoadChartData.Line("on-demand", List.of(new LoadChartData.Point(0, 0),
                        new LoadChartData.Point(0.5, 50), new LoadChartData.Point(1, 100))),
                new LoadChartData.Line("provisioned, autoscaled", List.of(new LoadChartData.Point(0.5, 40),
                        new LoadChartData.Point(1, 70)))),
                List.of(new LoadChartData.Mark("today 50%", 0.5), new LoadChartData.Mark("autoscaled breaks even 30%", 0.3)));
        ChartView v = ChartView.of(l);
        assertEquals(List.of("Average load", "On-demand", "Provisioned, autoscaled"), v.data().headers());
        assertEquals(List.of(List.of("0% of peak", "$0.00", "n/a"), List.of("50% of peak", "$50.00", "$40.00"),
                List.of("100% of peak", "$100.00", "$70.00")), texts(v.data()));
        assertEquals(List.of("Marked: today 50%, autoscaled breaks even 30%."), v.notes());
    }

    @Test
    void aDayIsARowPerHourAndHoursInARowWithTheSameFiguresShareOne() {
        java.util.List<DayChartData.Point> load = new java.util.ArrayList<>();
        for (int m = 0; m <= 24 * 60; m += 10) {
            double h = m / 60.0;
            load.add(new DayChartData.Point(h, h >= 12 && h < 14 ? 100 + h : 5));
        }
        DayChartData d = new DayChartData("chart-day-T", "The day of T", "d",
                List.of(new DayChartData.Line("read load", load)), List.of());
        ChartView v = ChartView.of(d);
        assertEquals(List.of("Hour (UTC)", "Read load"), v.data().headers());
        assertEquals(List.of(List.of("00:00 to 11:00", "5"), List.of("12:00", "112"), List.of("13:00", "113"),
                List.of("14:00 to 23:00", "5")), texts(v.data()));
    }

    @Test
    void aModeWhoseCostIsTheSameAtEveryLoadIsANoteNotAColumn() {
        LoadChartData l = new LoadChartData("chart-capacity-T", "Capacity modes of T", "d", List.of(
                new LoadChartData.Line("on-demand", List.of(new LoadChartData.Point(0, 0),
                        new LoadChartData.Point(0.5, 50), new LoadChartData.Point(1, 100))),
                new LoadChartData.Line("provisioned, fixed", List.of(new LoadChartData.Point(0, 28.08),
                        new LoadChartData.Point(0.5, 28.08), new LoadChartData.Point(1, 28.08)))), List.of());
        ChartView v = ChartView.of(l);
        assertEquals(List.of("Average load", "On-demand"), v.data().headers());
        assertEquals(List.of(List.of("0% of peak", "$0.00"), List.of("50% of peak", "$50.00"),
                List.of("100% of peak", "$100.00")), texts(v.data()));
        assertEquals(List.of("Provisioned, fixed: $28.08 at every load."), v.notes());
    }
}
