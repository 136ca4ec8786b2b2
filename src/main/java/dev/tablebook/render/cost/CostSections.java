package dev.tablebook.render.cost;

import dev.tablebook.cost.CapacityMode;
import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.Headline;
import dev.tablebook.cost.LineItem;
import dev.tablebook.cost.PatternCost;
import dev.tablebook.cost.Recommendation;
import dev.tablebook.cost.Scenario;
import dev.tablebook.cost.Sensitivity;
import dev.tablebook.cost.ServiceCapacity;
import dev.tablebook.cost.StorageLine;
import dev.tablebook.cost.TableCapacity;
import dev.tablebook.cost.TableCost;

import static dev.tablebook.analysis.Figures.num;
import static dev.tablebook.analysis.Figures.percent;
import static dev.tablebook.analysis.Figures.usd;

import dev.tablebook.analysis.PartitionLoad;
import java.util.ArrayList;
import java.util.List;

/** Builds the sections every text rendering of a report shows, in order. */
final class CostSections {
    static final String NOT_PRICED = "not priced";

    private CostSections() {
    }

    static String title(CostReport r) {
        return "Cost of " + r.service() + (r.imported() ? " (reference calculator model)" : "");
    }

    static List<CostSection> of(CostReport r) {
        List<CostSection> out = new ArrayList<>();
        out.add(headline(r));
        out.add(patterns(r));
        if (r.tables().size() > 1) {
            out.add(tables(r));
        }
        out.add(storage(r));
        if (!r.lineItems().isEmpty()) {
            out.add(lineItems(r));
        }
        out.add(modes(r));
        for (TableCapacity t : r.capacity().tables()) {
            out.add(table(t));
        }
        if (!r.hotPartitions().isEmpty()) {
            out.add(hotPartitions(r));
        }
        out.add(sensitivity(r));
        if (!r.guesses().isEmpty()) {
            out.add(CostSection.text("Guesses", List.of("These inputs are guesses or defaults; the figures rest on them."),
                    r.guesses().stream().map(g -> g.subject() + ": " + g.detail()
                            + (g.where() == null ? "" : " (" + g.where() + ")")).toList()));
        }
        if (!r.notPriced().isEmpty()) {
            out.add(CostSection.text("Not priced", List.of("Not in any total above, and not $0."),
                    r.notPriced().stream().map(n -> n.what() + ": " + n.reason()).toList()));
        }
        out.add(CostSection.text("Assumptions", List.of(), r.assumptions()));
        return out;
    }

    private static CostSection headline(CostReport r) {
        List<List<String>> rows = List.of(
                headlineRow("Peak (every pattern at its peak rate all month)", r.onDemandPeak()),
                headlineRow("Expected (at the average rates)", r.onDemandExpected()));
        String p = "On-demand " + usd(r.onDemandPeak().total()) + " a month at peak, " + usd(r.onDemandExpected().total())
                + " expected. Prices: " + r.pricing().source() + " as of " + r.pricing().date() + " (" + r.pricing().origin() + ").";
        return new CostSection("On-demand monthly cost", List.of(p), List.of("Scenario", "Total", "Requests", "Storage", "Other"),
                List.of(false, true, true, true, true), rows, List.of());
    }

    private static List<String> headlineRow(String label, Headline h) {
        return List.of(label, usd(h.total()), usd(h.requests()), usd(h.storage()), usd(h.other()));
    }

    private static CostSection patterns(CostReport r) {
        List<List<String>> rows = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (PatternCost p : r.patternsByCost()) {
            String target = p.index() == null ? p.table() : p.table() + " / " + p.index();
            boolean none = p.unpriced();
            rows.add(List.of(p.id(), p.operation(), target == null ? "" : target,
                    p.hasRate() ? num(p.ratePeak()) : "no rps", p.hasRate() ? num(p.rateAverage()) : "no rps",
                    num(p.rru()), num(p.wru()), num(p.indexWru()),
                    none ? NOT_PRICED : usd(p.monthlyPeak()), none ? NOT_PRICED : usd(p.monthlyExpected())));
            for (String n : p.notes()) {
                notes.add(p.id() + ": " + n);
            }
        }
        return new CostSection("Access patterns, by peak cost",
                List.of("Units per call; money per month. WRU counts base-table writes (transactions doubled); index WRU the"
                        + " index writes."),
                List.of("Pattern", "Operation", "Table / index", "Peak rps", "Avg rps", "RRU", "WRU", "Index WRU",
                        "Monthly peak", "Monthly expected"),
                List.of(false, false, false, true, true, true, true, true, true, true), rows, notes);
    }

    private static CostSection tables(CostReport r) {
        List<List<String>> rows = new ArrayList<>();
        for (TableCost t : r.tables()) {
            rows.add(List.of(t.table(), usd(t.peak().total()), usd(t.peak().requests()), usd(t.peak().storage()),
                    usd(t.peak().other()), usd(t.expected().total())));
        }
        return new CostSection("On-demand cost per table", List.of(),
                List.of("Table", "Peak total", "Requests", "Storage", "Other", "Expected total"),
                List.of(false, true, true, true, true, true), rows, List.of());
    }

    private static CostSection storage(CostReport r) {
        List<List<String>> rows = new ArrayList<>();
        for (StorageLine s : r.storage()) {
            rows.add(List.of(s.resource(), s.type().id(), num(s.gbPeak()), s.priced() ? usd(s.monthlyPeak()) : NOT_PRICED,
                    num(s.gbExpected()), s.priced() ? usd(s.monthlyExpected()) : NOT_PRICED));
        }
        return new CostSection("Storage", List.of("GB = 10^9 bytes; the 25 GB free tier is not applied."),
                List.of("Resource", "Type", "GB (peak)", "Monthly (peak)", "GB (expected)", "Monthly (expected)"),
                List.of(false, false, true, true, true, true), rows, List.of());
    }

    private static CostSection lineItems(CostReport r) {
        List<List<String>> rows = new ArrayList<>();
        for (LineItem l : r.lineItems()) {
            rows.add(List.of(l.description(), l.priced() ? usd(l.monthlyPeak()) : NOT_PRICED,
                    l.priced() ? usd(l.monthlyExpected()) : NOT_PRICED, l.inTotal() ? "yes" : "no (shown only)", l.basis()));
        }
        return new CostSection("Further line items", List.of(),
                List.of("Item", "Monthly peak", "Monthly expected", "In total", "Basis"),
                List.of(false, true, true, false, false), rows, List.of());
    }

    private static CostSection modes(CostReport r) {
        ServiceCapacity c = r.capacity();
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("on-demand", usd(r.onDemandExpected().total()), usd(r.onDemandExpected().requests()), "", ""));
        rows.add(modeRow("provisioned (autoscaled)", c.provisioned()));
        rows.add(modeRow("reserved 1 year", c.reserved1y()));
        rows.add(modeRow("reserved 3 years", c.reserved3y()));
        return new CostSection("Capacity modes at the average rates",
                List.of("Recommendation: " + c.recommendation().mode() + ". " + c.recommendation().why()),
                List.of("Mode", "Total", "Per request", "Capacity", "Note"), List.of(false, true, true, true, false), rows,
                List.of());
    }

    private static List<String> modeRow(String label, ServiceCapacity.ModeTotal m) {
        return List.of(label, m.priced() ? usd(m.total()) : NOT_PRICED, usd(m.requests()),
                m.priced() ? usd(m.capacity()) : NOT_PRICED, m.note());
    }

    private static CostSection table(TableCapacity t) {
        List<List<String>> rows = new ArrayList<>();
        for (TableCapacity.ModeCost m : t.modes()) {
            String cost = !m.available() ? "n/a" : m.priced() ? usd(m.monthly()) : NOT_PRICED;
            String units = m.available() && m.mode() != CapacityMode.ON_DEMAND
                    ? num(m.readUnits()) + " RCU / " + num(m.writeUnits()) + " WCU" : "";
            rows.add(List.of(m.mode().id(), cost, units, m.basis()));
        }
        TableCapacity.Demand d = t.demand();
        TableCapacity.BreakEven b = t.breakEven();
        List<String> ps = new ArrayList<>();
        ps.add("Demand: reads " + num(d.readPeak()) + " RCU/s at peak, " + num(d.readAverage()) + " on average; writes "
                + num(d.writePeak()) + " WCU/s at peak, " + num(d.writeAverage()) + " on average. Autoscaling target "
                + percent(t.targetUtilization()) + ", at least " + t.minUnits() + " unit on each of "
                + t.provisionedResources() + " resource(s). Shape: " + t.shape().description() + ".");
        ps.add("Break-even utilization: " + share(b.writeUtilization()) + " (writes), " + share(b.readUtilization())
                + " (reads). The table averages " + percent(b.loadFactor()) + " of its peak; on-demand matches fixed capacity at "
                + (b.loadFactorFixed() == null ? "no load up to the peak" : percent(b.loadFactorFixed()) + " of peak")
                + " and autoscaled capacity at "
                + (b.loadFactorAutoscaled() == null ? "no load up to the peak" : percent(b.loadFactorAutoscaled()) + " of peak")
                + ".");
        ps.add("Recommendation: " + t.recommendation().mode() + ". " + t.recommendation().why());
        return new CostSection("Capacity of " + t.table() + " (throughput per month)", ps,
                List.of("Mode", "Monthly", "Capacity", "Basis"), List.of(false, true, false, false), rows, List.of());
    }

    private static CostSection hotPartitions(CostReport r) {
        List<List<String>> rows = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (PartitionLoad l : r.hotPartitions()) {
            rows.add(List.of(l.resource(), l.template(), l.distinct() == null ? "unknown" : num(l.distinct()),
                    num(l.readUnitsPerSecond()) + " (" + percent(l.readUtilization()) + ")",
                    num(l.writeUnitsPerSecond()) + " (" + percent(l.writeUtilization()) + ")",
                    num(l.readHeadroom()) + " RCU / " + num(l.writeHeadroom()) + " WCU"));
            if (l.fewDistinctValues()) {
                notes.add(l.resource() + ": the index key " + l.template() + " has only " + num(l.distinct())
                        + " distinct values; every write to the index lands on one of them.");
            }
            if (!l.unknownShare().isEmpty()) {
                notes.add(l.resource() + " " + l.template() + ": share unknown for " + String.join(", ", l.unknownShare())
                        + " (no hot_key_share, distinct or count); not in the load.");
            }
        }
        return new CostSection("Hot partitions (busiest key value, at peak)",
                List.of("A partition key value serves 3,000 read units and 1,000 write units a second."),
                List.of("Table / index", "Key", "Distinct", "Read RCU/s", "Write WCU/s", "Headroom"),
                List.of(false, false, true, true, true, true), rows, notes);
    }

    private static CostSection sensitivity(CostReport r) {
        List<List<String>> rows = new ArrayList<>();
        for (Sensitivity.Driver d : r.sensitivity().drivers()) {
            rows.add(List.of(d.pattern(), percent(d.share()), signed(d.ratePlus50()) + " / " + signed(d.rateMinus50()),
                    signed(d.sizePlus50()) + " / " + signed(d.sizeMinus50())));
        }
        String p = rows.isEmpty() ? "No pattern costs anything at peak."
                : "How far the peak total (" + usd(r.sensitivity().peakTotal()) + ") moves if a dominant pattern's rate or"
                        + " item size is 50% higher / lower.";
        return new CostSection("Sensitivity", List.of(p), List.of("Pattern", "Share", "Rate +50% / -50%", "Size +50% / -50%"),
                List.of(false, true, true, true), rows, List.of());
    }

    private static String share(double v) {
        return Double.isNaN(v) ? NOT_PRICED : percent(v);
    }

    private static String signed(double v) {
        return (v >= 0 ? "+" : "") + usd(v);
    }
}
