package dev.tablebook.render;

import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.Pricing;
import dev.tablebook.cost.TableCapacity;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ChartsTest {

    @ParameterizedTest
    @CsvSource({"0, 1", "0.3, 0.5", "1, 1", "1.2, 2", "2.2, 2.5", "3, 5", "7, 10", "386.68, 500", "2827.33, 5000"})
    void axisTopsAreRoundNumbers(double value, double top) {
        assertEquals(top, Charts.niceCeiling(value), 1e-9);
    }

    @Test
    void barsAreProportionalAndCarryTheirFigures() {
        Chart c = Charts.bars("c", "t", "d", "Service", "Monthly", List.of(new Charts.BarValue("a", 400, "$400.00"),
                new Charts.BarValue("b", 100, "$100.00"), new Charts.BarValue("c", 0, "$0.00")));
        assertEquals(3, c.bars().size());
        assertEquals(4.0, (double) c.bars().get(0).w() / c.bars().get(1).w(), 0.02);
        assertEquals(0, c.bars().get(2).w());
        assertEquals(List.of("Service", "Monthly"), c.data().headers());
        assertEquals("$100.00", c.data().rows().get(1).get(1).text());
        c.bars().forEach(b -> assertTrue(b.x() + b.w() <= c.width() && b.y() + b.h() <= c.height(), b.toString()));
    }

    @Test
    void capacityChartHasALinePerAvailableModeInsideThePlot() throws Exception {
        CostReport r = new Pricing(null, null).cost(TestDesigns.showcase());
        TableCapacity t = r.capacity().tables().get(0);
        Chart c = Charts.capacity("cap", t);
        assertTrue(c.series().size() >= 2, "on-demand and at least one provisioned mode");
        assertEquals("on-demand", c.series().get(0).name());
        for (Chart.Series s : c.series()) {
            for (String point : s.points().split(" ")) {
                int x = Integer.parseInt(point.split(",")[0]);
                int y = Integer.parseInt(point.split(",")[1]);
                assertTrue(x >= 0 && x <= c.width() && y >= 0 && y <= c.height(), s.name() + " " + point);
            }
            assertEquals(t.chart().size(), s.points().split(" ").length, s.name());
        }
        assertEquals(t.chart().size(), c.data().rows().size(), "the figures behind every point");
        assertEquals(c.series().size() + 1, c.data().headers().size());
        assertTrue(c.rules().stream().anyMatch(Chart.Rule::marker), "today's load is marked");
    }
}
