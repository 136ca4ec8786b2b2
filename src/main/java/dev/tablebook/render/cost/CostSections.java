package dev.tablebook.render.cost;

import dev.tablebook.cost.CapacityMode;
import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.Headline;
import dev.tablebook.cost.PatternCost;
import dev.tablebook.cost.Recommendation;
import dev.tablebook.cost.Scenario;
import dev.tablebook.cost.Sensitivity;
import dev.tablebook.cost.ServiceCapacity;
import dev.tablebook.cost.StorageLine;
import dev.tablebook.cost.TableCapacity;
import dev.tablebook.cost.TableCost;

import static dev.tablebook.format.Figures.num;
import static dev.tablebook.format.Figures.percent;
import static dev.tablebook.format.Figures.usd;

import dev.tablebook.analysis.PartitionLoad;
import dev.tablebook.render.CostBlocks;
import dev.tablebook.render.CostView.CostBlock;
import dev.tablebook.render.DataTable;
import dev.tablebook.render.DataTable.Cell;
import java.util.ArrayList;
import java.util.List;

/**
 * The report layout of the one cost view ({@link CostBlocks}): every section the {@code cost}
 * command shows as text and Markdown, in order, each table with all its columns.
 */
final class CostSections {
    static final String NOT_PRICED = CostBlocks.NOT_PRICED;

    private CostSections() {
    }

    static String title(CostReport r) {
        return "Cost of " + r.service() + (r.imported() ? " (reference calculator model)" : "");
    }

    static List<CostBlock> of(CostReport r) {
        List<CostBlock> out = new ArrayList<>();
        out.add(headline(r));
        out.add(patterns(r));
        if (r.tables().size() > 1) {
            out.add(tables(r));
        }
        out.add(storage(r));
        if (!r.lineItems().isEmpty()) {
            out.add(CostBlocks.lineItems(r, null));
        }
        out.add(modes(r));
        for (TableCapacity t : r.capacity().tables()) {
            out.add(table(t));
        }
        if (!r.hotPartitions().isEmpty()) {
            out.add(hotPartitions(r));
        }
        out.add(sensitivity(r));
        out.addAll(CostBlocks.closing(r, null, null, null));
        return out;
    }

    private static CostBlock headline(CostReport r) {
        List<List<String>> rows = List.of(
                headlineRow("Peak (every pattern at its peak rate all month)", r.onDemandPeak()),
                headlineRow("Expected (at the average rates)", r.onDemandExpected()));
        String p = dev.tablebook.render.CostBlocks.headlineSentence(r, " a month at peak, ", " expected") + " Prices: " + r.pricing().source() + " as of " + r.pricing().date() + " (" + r.pricing().origin() + ").";
        return block("On-demand monthly cost", List.of(p), List.of("Scenario", "Total", "Requests", "Storage", "Other"),
                List.of(false, true, true, true, true), rows, List.of());
    }

    private static List<String> headlineRow(String label, Headline h) {
        return List.of(label, usd(h.total()), usd(h.requests()), usd(h.storage()), usd(h.other()));
    }

    private static CostBlock patterns(CostReport r) {
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
        return block("Access patterns, by peak cost",
                List.of("Units per call; money per month. WRU counts base-table writes (transactions doubled); index WRU the"
                        + " index writes."),
                List.of("Pattern", "Operation", "Table / index", "Peak rps", "Avg rps", "RRU", "WRU", "Index WRU",
                        "Monthly peak", "Monthly expected"),
                List.of(false, false, false, true, true, true, true, true, true, true), rows, notes);
    }

    private static CostBlock tables(CostReport r) {
        List<List<String>> rows = new ArrayList<>();
        for (TableCost t : r.tables()) {
            rows.add(List.of(t.table(), usd(t.peak().total()), usd(t.peak().requests()), usd(t.peak().storage()),
                    usd(t.peak().other()), usd(t.expected().total())));
        }
        return block("On-demand cost per table", List.of(),
                List.of("Table", "Peak total", "Requests", "Storage", "Other", "Expected total"),
                List.of(false, true, true, true, true, true), rows, List.of());
    }

    private static CostBlock storage(CostReport r) {
        List<List<String>> rows = new ArrayList<>();
        for (StorageLine s : r.storage()) {
            rows.add(List.of(s.resource(), s.type().id(), num(s.gbPeak()), s.priced() ? usd(s.monthlyPeak()) : NOT_PRICED,
                    num(s.gbExpected()), s.priced() ? usd(s.monthlyExpected()) : NOT_PRICED));
        }
        return block("Storage", List.of("GB = 10^9 bytes; the 25 GB free tier is not applied."),
                List.of("Resource", "Type", "GB (peak)", "Monthly (peak)", "GB (expected)", "Monthly (expected)"),
                List.of(false, false, true, true, true, true), rows, List.of());
    }

    private static CostBlock modes(CostReport r) {
        ServiceCapacity c = r.capacity();
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("on-demand", usd(r.onDemandExpected().total()), usd(r.onDemandExpected().requests()), "", ""));
        rows.add(modeRow("provisioned (autoscaled)", c.provisioned()));
        rows.add(modeRow("reserved 1 year", c.reserved1y()));
        rows.add(modeRow("reserved 3 years", c.reserved3y()));
        return block("Capacity modes at the average rates",
                List.of("Recommendation: " + c.recommendation().mode() + ". " + c.recommendation().why()),
                List.of("Mode", "Total", "Per request", "Capacity", "Note"), List.of(false, true, true, true, false), rows,
                List.of());
    }

    private static List<String> modeRow(String label, ServiceCapacity.ModeTotal m) {
        return List.of(label, m.priced() ? usd(m.total()) : NOT_PRICED, usd(m.requests()),
                m.priced() ? usd(m.capacity()) : NOT_PRICED, m.note());
    }

    private static CostBlock table(TableCapacity t) {
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
        ps.add("Break-even utilization: " + CostBlocks.share(b.writeUtilization()) + " (writes), "
                + CostBlocks.share(b.readUtilization())
                + " (reads). The table averages " + percent(b.loadFactor()) + " of its peak" + evenAt(t) + ".");
        ps.add("Recommendation: " + t.recommendation().mode() + ". " + t.recommendation().why());
        return block("Capacity of " + t.table() + " (throughput per month)", ps,
                List.of("Mode", "Monthly", "Capacity", "Basis"), List.of(false, true, false, false), rows, List.of());
    }

    /**
     * Where on-demand breaks even with each provisioned mode, as an average load (a share of the peak):
     * below it on-demand costs less. A mode that never breaks even up to the peak is said so.
     */
    private static String evenAt(TableCapacity t) {
        TableCapacity.BreakEven b = t.breakEven();
        List<String> even = new ArrayList<>();
        List<String> never = new ArrayList<>();
        for (CapacityMode mode : List.of(CapacityMode.PROVISIONED_FIXED, CapacityMode.PROVISIONED_AUTOSCALED)) {
            TableCapacity.ModeCost m = t.mode(mode);
            if (!m.available() || !m.priced() || t.demand().idle()) {
                continue;
            }
            Double at = mode == CapacityMode.PROVISIONED_FIXED ? b.loadFactorFixed() : b.loadFactorAutoscaled();
            String name = mode == CapacityMode.PROVISIONED_FIXED ? "fixed capacity" : "autoscaled capacity";
            if (at == null) {
                never.add(name);
            } else {
                even.add(name + " at an average of " + percent(at) + " of peak");
            }
        }
        String out = "";
        if (!even.isEmpty()) {
            out += "; on-demand costs as much as " + String.join(" and as ", even) + ", and less below that";
        }
        if (!never.isEmpty()) {
            out += "; on-demand costs less than " + String.join(" and ", never)
                    + " at every average load up to the peak (it never breaks even)";
        }
        return out;
    }

    private static CostBlock hotPartitions(CostReport r) {
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
        return block("Hot partitions (busiest key value, at peak)",
                List.of("A partition key value serves 3,000 read units and 1,000 write units a second."),
                List.of("Table / index", "Key", "Distinct", "Read RCU/s", "Write WCU/s", "Headroom"),
                List.of(false, false, true, true, true, true), rows, notes);
    }

    private static CostBlock sensitivity(CostReport r) {
        List<List<String>> rows = new ArrayList<>();
        for (Sensitivity.Driver d : r.sensitivity().drivers()) {
            rows.add(List.of(d.pattern(), percent(d.share()),
                    CostBlocks.signed(d.ratePlus50()) + " / " + CostBlocks.signed(d.rateMinus50()),
                    CostBlocks.signed(d.sizePlus50()) + " / " + CostBlocks.signed(d.sizeMinus50())));
        }
        String p = rows.isEmpty() ? "No pattern costs anything at peak."
                : "How far the peak total (" + usd(r.sensitivity().peakTotal()) + ") moves if a dominant pattern's rate or"
                        + " item size is 50% higher / lower.";
        return block("Sensitivity", List.of(p), List.of("Pattern", "Share", "Rate +50% / -50%", "Size +50% / -50%"),
                List.of(false, true, true, true), rows, List.of());
    }

    /** A block of the report layout: every cell plain text, columns numeric as given. */
    private static CostBlock block(String title, List<String> paragraphs, List<String> headers, List<Boolean> numeric,
                                   List<List<String>> rows, List<String> bullets) {
        List<List<Cell>> cells = rows.stream().map(row -> row.stream().map(Cell::of).toList()).toList();
        return new CostBlock(null, title, paragraphs, new DataTable(headers, numeric, cells), bullets, null);
    }

    /** Each report's text, one after the other with a line between (as {@link #writeEach} writes it). */
    static String renderEach(List<CostReport> reports, java.util.function.Function<CostReport, String> render) {
        java.io.StringWriter out = new java.io.StringWriter();
        writeEach(reports, out, render);
        return out.toString();
    }

    /** Each report's text written to {@code out} as it comes, a line between two: a report can go once written. */
    static void writeEach(Iterable<CostReport> reports, java.io.Writer out,
                          java.util.function.Function<CostReport, String> render) {
        try {
            boolean first = true;
            for (CostReport r : reports) {
                if (!first) {
                    out.write('\n');
                }
                out.write(render.apply(r));
                first = false;
            }
            out.flush();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
