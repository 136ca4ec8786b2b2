package dev.tablebook.render.cost;

import dev.tablebook.cost.TableCapacity;
import dev.tablebook.cost.TableCost;

import java.io.IOException;
import java.util.List;

/** The {@code tables[]} part of the JSON report: each table's capacity comparison, chart data and recommendation. */
final class CostJsonCapacity {
    private CostJsonCapacity() {
    }

    static void tables(JsonOut out, List<TableCapacity> tables, List<TableCost> costs) throws IOException {
        out.array("tables");
        for (TableCapacity t : tables) {
            out.start().str("table", t.table());
            TableCost cost = costs.stream().filter(c -> c.table().equals(t.table())).findFirst().orElse(null);
            if (cost != null) {
                out.object("on_demand");
                CostJson.headline(out, "peak", cost.peak());
                CostJson.headline(out, "expected", cost.expected());
                out.end();
            }
            out.str("class", t.standardIa() ? "standard-ia" : "standard")
                    .bool("vector_index", t.vectorIndex()).bool("global", t.global())
                    .integer("replica_regions", t.replicaRegions()).integer("provisioned_resources", t.provisionedResources());
            TableCapacity.Demand d = t.demand();
            out.object("demand").num("read_peak", d.readPeak()).num("read_average", d.readAverage())
                    .num("write_peak", d.writePeak()).num("write_average", d.writeAverage()).end();
            TableCapacity.Shape s = t.shape();
            out.object("shape").num("peak_hours_per_day", s.peakHoursPerDay()).str("source", s.source())
                    .num("read_baseline", s.readBaseline()).num("write_baseline", s.writeBaseline())
                    .str("description", s.description()).end();
            out.num("target_utilization", t.targetUtilization()).integer("min_units", t.minUnits())
                    .integer("max_units", t.maxUnits());
            out.array("modes");
            for (TableCapacity.ModeCost m : t.modes()) {
                out.start().str("mode", m.mode().id()).bool("available", m.available()).bool("priced", m.priced())
                        .num("monthly", m.available() && m.priced() ? m.monthly() : Double.NaN)
                        .num("read_units", m.readUnits()).num("write_units", m.writeUnits()).str("basis", m.basis()).end();
            }
            out.endArray();
            TableCapacity.BreakEven b = t.breakEven();
            out.object("break_even").num("read_utilization", b.readUtilization()).num("write_utilization", b.writeUtilization())
                    .num("load_factor_fixed", b.loadFactorFixed()).num("load_factor_autoscaled", b.loadFactorAutoscaled())
                    .num("load_factor", b.loadFactor()).end();
            out.array("chart");
            for (TableCapacity.LoadPoint p : t.chart()) {
                out.start().num("load_factor", p.loadFactor()).num("read_average", p.readAverage())
                        .num("write_average", p.writeAverage()).num("on_demand", p.onDemand())
                        .num("provisioned_autoscaled", p.autoscaled()).num("provisioned_fixed", p.fixed())
                        .num("reserved_1y", p.reserved1y()).num("reserved_3y", p.reserved3y()).end();
            }
            out.endArray();
            CostJson.recommendation(out, t.recommendation());
            out.end();
        }
        out.endArray();
    }
}
