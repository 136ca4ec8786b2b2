package dev.tablebook.render;

import dev.tablebook.analysis.PartitionLoad;
import dev.tablebook.cost.CapacityMode;
import dev.tablebook.cost.Recommendation;
import dev.tablebook.cost.CostAssumptions;
import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.LineItem;
import dev.tablebook.cost.PatternCost;
import dev.tablebook.cost.Sensitivity;
import dev.tablebook.cost.ServiceCapacity;
import dev.tablebook.cost.StorageLine;
import dev.tablebook.cost.TableCapacity;
import dev.tablebook.cost.TableCost;
import dev.tablebook.render.CostView.CostBlock;
import dev.tablebook.render.DataTable.Cell;
import dev.tablebook.render.chart.BarChartData;
import dev.tablebook.render.chart.CostCharts;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static dev.tablebook.format.Figures.num;
import static dev.tablebook.format.Figures.percent;
import static dev.tablebook.format.Figures.usd;

/**
 * The one cost view: a cost report as blocks of paragraphs, a table, notes and a chart, which the
 * service page lays out as HTML and Markdown ({@link #of}) and the {@code cost} command as text and
 * Markdown ({@code render/cost/CostSections}, the full report layout with every column). The blocks
 * both layouts show alike — further line items, guesses, what is not priced, assumptions — are
 * built here once.
 */
public final class CostBlocks {
    public static final String NOT_PRICED = "not priced";

    private CostBlocks() {
    }

    /**
     * The headline in words. What the sheet does not price is in no figure: the sentence says so,
     * and a headline with nothing priced says "not priced" rather than $0.00.
     */
    public static String headlineSentence(CostReport r, String atPeak, String expected) {
        int missing = r.notPriced().size();
        if (missing > 0 && r.onDemandPeak().total() == 0 && r.onDemandExpected().total() == 0) {
            return "On-demand: not priced; the price sheet lacks the prices of " + missing + " item"
                    + (missing == 1 ? "" : "s") + " (see Not priced).";
        }
        String sentence = "On-demand " + usd(r.onDemandPeak().total()) + atPeak + usd(r.onDemandExpected().total())
                + expected;
        return missing == 0 ? sentence + "." : sentence + ", without " + (missing == 1 ? "the item that is"
                : "the " + missing + " items that are") + " not priced (see Not priced).";
    }

    static List<CostBlock> of(CostReport r, Anchors anchors, Map<String, String> patterns, Map<String, String> structures) {
        List<CostBlock> out = new ArrayList<>();
        String headline = anchors.of("cost", "headline");
        BarChartData breakdown = CostCharts.breakdown(anchors.of("chart", "breakdown"), r);
        // the chart draws the block's table: one table holds its figures
        out.add(new CostBlock(headline, "On-demand monthly cost", List.of(headlineSentence(r,
                " a month at peak (every pattern at its peak rate all month, a windowed one only in its window), ", " expected (at the average rates)")),
                ChartView.table(breakdown), List.of(),
                ChartView.describedBy(breakdown, headline + "-table", "the table below")));
        out.add(patterns(r, anchors, patterns));
        if (r.tables().size() > 1) {
            List<List<Cell>> rows = new ArrayList<>();
            for (TableCost t : r.tables()) {
                rows.add(List.of(link(t.table(), structures.get(t.table()), "Table " + t.table()),
                        Cell.of(usd(t.peak().total())),
                        Cell.of(usd(t.expected().total()))));
            }
            out.add(new CostBlock(anchors.of("cost", "tables"), "On-demand cost per table", List.of(),
                    table(List.of("Table", "Peak", "Expected"), rows), List.of(), null));
        }
        List<List<Cell>> storage = new ArrayList<>();
        for (StorageLine s : r.storage()) {
            String key = s.type() == StorageLine.Type.TABLE ? s.resource() : s.table() + "/" + s.resource();
            String heading = (s.type() == StorageLine.Type.TABLE ? "Table " : "Index ") + s.resource();
            storage.add(List.of(link(s.resource(), structures.get(key), heading), Cell.of(s.type().id()),
                    Cell.of(num(s.gbExpected())), Cell.of(s.priced() ? usd(s.monthlyExpected()) : NOT_PRICED),
                    Cell.of(s.basis())));
        }
        out.add(new CostBlock(anchors.of("cost", "storage"), "Storage",
                List.of("GB = 10^9 bytes at the expected population; the 25 GB free tier is not applied."),
                table(List.of("Resource", "Type", "GB", "Monthly", "Basis"), storage), List.of(), null));
        if (!r.lineItems().isEmpty()) {
            out.add(lineItems(r, anchors.of("cost", "line-items")));
        }
        out.add(modes(r, anchors));
        for (TableCapacity t : r.capacity().tables()) {
            boolean day = !t.demand().idle() && !t.shape().day().isEmpty();
            out.add(capacity(t, anchors, day));
            if (day) {
                out.add(day(t, anchors));
            }
        }
        if (!r.hotPartitions().isEmpty()) {
            out.add(hotPartitions(r, anchors));
        }
        out.add(sensitivity(r, anchors, patterns));
        // a table's day-shape notes are in its day chart's caption (its shape): not listed again
        java.util.Set<String> inDay = new java.util.HashSet<>();
        for (TableCapacity t : r.capacity().tables()) {
            if (!t.demand().idle() && !t.shape().day().isEmpty()) {
                t.shape().notes().forEach(n -> inDay.add("table " + t.table() + ": " + n));
            }
        }
        out.addAll(closing(r, anchors.of("cost", "guesses"), anchors.of("cost", "not-priced"),
                anchors.of("cost", "assumptions"), g -> !inDay.contains(g.subject() + ": " + g.detail()),
                "Where a table's daily peak cannot last as long as stated, its day's shape says so.", own(r)));
        return out;
    }

    /**
     * The assumptions a page lists: the design's own only. The standing ones are on the site's
     * assumptions page (the packet carries them), and the price sheet is named in the section's headline.
     */
    static List<String> own(CostReport r) {
        String prices = CostAssumptions.prices(r.pricing());
        return r.assumptions().stream().filter(a -> !a.equals(prices) && !CostAssumptions.standing(a)).toList();
    }

    /** The further line items: what each costs, whether it is in the total, and its basis. */
    public static CostBlock lineItems(CostReport r, String id) {
        List<List<Cell>> rows = new ArrayList<>();
        for (LineItem l : r.lineItems()) {
            rows.add(List.of(Cell.of(l.description()), Cell.of(l.priced() ? usd(l.monthlyPeak()) : NOT_PRICED),
                    Cell.of(l.priced() ? usd(l.monthlyExpected()) : NOT_PRICED),
                    Cell.of(l.inTotal() ? "yes" : "no (shown only)"), Cell.of(l.basis())));
        }
        return new CostBlock(id, "Further line items", List.of(),
                table(List.of("Item", "Monthly peak", "Monthly expected", "In total", "Basis"), rows), List.of(), null);
    }

    /**
     * The blocks that close every cost view, with their ids: the guesses and what is not priced
     * (each when there is any), and the assumptions.
     */
    public static List<CostBlock> closing(CostReport r, String guessesId, String notPricedId, String assumptionsId) {
        return closing(r, guessesId, notPricedId, assumptionsId, g -> true, "", r.assumptions());
    }

    /**
     * The same, with only the guesses {@code listed} names ({@code elsewhere} says where the
     * others are), and the assumptions given.
     */
    static List<CostBlock> closing(CostReport r, String guessesId, String notPricedId, String assumptionsId,
                                   java.util.function.Predicate<dev.tablebook.cost.Guess> listed, String elsewhere,
                                   List<String> assumptions) {
        List<CostBlock> out = new ArrayList<>();
        List<String> guesses = r.guesses().stream().filter(listed).map(g -> g.subject() + ": " + g.detail()
                + (g.where() == null ? "" : " (" + g.where() + ")")).toList();
        if (!r.guesses().isEmpty()) {
            out.add(new CostBlock(guessesId, "Guesses",
                    List.of("These inputs are guesses or defaults; the figures rest on them."
                            + (guesses.size() < r.guesses().size() ? " " + elsewhere : "")), null, guesses, null));
        }
        if (!r.notPriced().isEmpty()) {
            out.add(new CostBlock(notPricedId, "Not priced",
                    List.of("Not in any total above, and not $0."), null,
                    r.notPriced().stream().map(n -> n.what() + ": " + n.reason()).toList(), null));
        }
        out.add(new CostBlock(assumptionsId, CostBlock.ASSUMPTIONS, List.of(), null, assumptions, null));
        return out;
    }

    /**
     * The chart of the patterns' cost. Its figures (each pattern's units, monthly peak and
     * expected, operation and table) are the access patterns table's, at the head of the page, and
     * each pattern's notes are in its details, with how its cost is computed: not printed again here.
     */
    private static CostBlock patterns(CostReport r, Anchors anchors, Map<String, String> patterns) {
        String id = anchors.of("cost", "patterns");
        BarChartData data = CostCharts.patterns(anchors.of("chart", "patterns"), r);
        ChartView chart = data.rows().isEmpty() ? null
                : ChartView.describedBy(data, PATTERNS_TABLE, "the access patterns table");
        return new CostBlock(id, "Access patterns by cost", List.of("Units per call and money per month are in the"
                + " access patterns table; WRU counts base-table writes (transactions doubled), index WRU the index"
                + " writes. Each pattern's details show how its cost is computed."), null, List.of(), chart);
    }

    /** The id of the access patterns table of the service page (templates/lib/service-parts.ftlh). */
    static final String PATTERNS_TABLE = "access-patterns-table";

    private static CostBlock modes(CostReport r, Anchors anchors) {
        ServiceCapacity c = r.capacity();
        List<List<Cell>> rows = new ArrayList<>();
        rows.add(List.of(Cell.of("on-demand"), Cell.of(usd(r.onDemandExpected().total())), Cell.of(""), Cell.of("")));
        rows.add(mode("provisioned, autoscaled", c.provisioned()));
        rows.add(mode("reserved 1 year", c.reserved1y()));
        rows.add(mode("reserved 3 years", c.reserved3y()));
        // one table: its own block says why, and the reason is not printed twice
        String why = c.tables().size() == 1 ? "The capacity of " + c.tables().get(0).table() + " below says why. "
                + Recommendation.SWITCHING : c.recommendation().why();
        return new CostBlock(anchors.of("cost", "modes"), "Capacity modes at the average rates",
                List.of("Recommendation: " + c.recommendation().mode() + ". " + why),
                table(List.of("Mode", "Monthly total", "Of which capacity", "Note"), rows), List.of(), null);
    }

    private static List<Cell> mode(String label, ServiceCapacity.ModeTotal m) {
        return List.of(Cell.of(label), Cell.of(m.priced() ? usd(m.total()) : NOT_PRICED),
                Cell.of(m.priced() ? usd(m.capacity()) : NOT_PRICED), Cell.of(m.note() == null ? "" : m.note()));
    }

    /**
     * A table's capacity modes. Said once on the page: the choice can be revisited (in the modes
     * block), the day's shape (in the day block that follows, {@code day}), the break-even (in the
     * reason, where it states it), a basis the same as the row above's.
     */
    private static CostBlock capacity(TableCapacity t, Anchors anchors, boolean day) {
        List<List<Cell>> rows = new ArrayList<>();
        String above = null;
        for (TableCapacity.ModeCost m : t.modes()) {
            String cost = !m.available() ? "n/a" : m.priced() ? usd(m.monthly()) : NOT_PRICED;
            String units = m.available() && m.mode() != CapacityMode.ON_DEMAND
                    ? num(m.readUnits()) + " RCU / " + num(m.writeUnits()) + " WCU" : "";
            String basis = m.basis().equals(above) && !m.basis().isEmpty() ? "as the row above" : m.basis();
            above = m.basis();
            rows.add(List.of(Cell.of(m.mode().description()), Cell.of(cost), Cell.of(units), Cell.of(basis)));
        }
        TableCapacity.Demand d = t.demand();
        TableCapacity.BreakEven b = t.breakEven();
        String id = anchors.of("capacity", t.table());
        // how a cheaper mode would throttle is its row's basis, in the table below: said there only
        String why = t.recommendation().whyBesideModes(t.modes());
        String breakEven = "Provisioned capacity pays off above " + share(b.writeUtilization()) + " utilization for writes"
                + " and " + share(b.readUtilization()) + " for reads";
        List<String> text = new ArrayList<>(List.of("Recommendation: " + t.recommendation().mode() + ". " + why,
                "Demand: reads " + num(d.readPeak()) + " RCU/s at peak, " + num(d.readAverage()) + " on average; writes "
                        + num(d.writePeak()) + " WCU/s at peak, " + num(d.writeAverage()) + " on average. Shape: "
                        + (day ? "see the day of " + t.table() + " below." : t.shape().description() + ".")));
        if (!why.contains(breakEven + ".")) {
            text.add(breakEven + "; the table averages " + percent(b.loadFactor()) + " of its peak.");
        }
        return new CostBlock(id, "Capacity of " + t.table(), text,
                table(List.of("Mode", "Monthly", "Capacity", "Basis"), rows), List.of(),
                d.idle() || t.chart().isEmpty() ? null
                        : ChartView.of(CostCharts.capacity(anchors.of("chart", "capacity-" + t.table()), t)));
    }

    /**
     * The table's day: load and capacity over 24 hours, as the capacity comparison simulates them.
     * The chart's caption states the shape, its ramp, its notes and the capacity mode simulated.
     */
    private static CostBlock day(TableCapacity t, Anchors anchors) {
        return new CostBlock(anchors.of("day", t.table()), "The day of " + t.table(), List.of(), null, List.of(),
                ChartView.of(CostCharts.day(anchors.of("chart", "day-" + t.table()), t)));
    }

    private static CostBlock hotPartitions(CostReport r, Anchors anchors) {
        List<List<Cell>> rows = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (PartitionLoad l : r.hotPartitions()) {
            rows.add(List.of(Cell.of(l.resource()), Cell.of(l.template()),
                    Cell.of(l.distinct() == null ? "unknown" : num(l.distinct())),
                    Cell.of(num(l.readUnitsPerSecond()) + " (" + percent(l.readUtilization()) + ")"),
                    Cell.of(num(l.writeUnitsPerSecond()) + " (" + percent(l.writeUtilization()) + ")")));
            if (l.fewDistinctValues()) {
                notes.add(l.resource() + ": the key " + l.template() + " has only " + num(l.distinct())
                        + " distinct values; every write lands on one of them.");
            }
            if (!l.unknownShare().isEmpty()) {
                notes.add(l.resource() + " " + l.template() + ": share unknown for "
                        + String.join(", ", l.unknownShare()) + " (no hot_key_share, distinct or count); not in the load.");
            }
        }
        return new CostBlock(anchors.of("cost", "hot-partitions"), "Hot partitions (busiest key value, at peak)",
                List.of("A partition key value serves 3,000 read units and 1,000 write units a second."),
                table(List.of("Table / index", "Key", "Distinct values", "Read RCU/s", "Write WCU/s"), rows), notes,
                null);
    }

    private static CostBlock sensitivity(CostReport r, Anchors anchors, Map<String, String> patterns) {
        List<List<Cell>> rows = new ArrayList<>();
        for (Sensitivity.Driver d : r.sensitivity().drivers()) {
            rows.add(List.of(link(d.pattern(), patterns.get(d.pattern()), "Pattern " + d.pattern()),
                    Cell.of(percent(d.share())),
                    Cell.of(signed(d.ratePlus50()) + " / " + signed(d.rateMinus50())),
                    Cell.of(signed(d.sizePlus50()) + " / " + signed(d.sizeMinus50()))));
        }
        String p = rows.isEmpty() ? "No pattern costs anything at peak."
                : "How far the peak total (" + usd(r.sensitivity().peakTotal()) + ") moves if a dominant pattern's rate"
                + " or item size is 50% higher / lower.";
        return new CostBlock(anchors.of("cost", "sensitivity"), "Sensitivity", List.of(p),
                rows.isEmpty() ? null : table(List.of("Pattern", "Share", "Rate +50% / -50%", "Size +50% / -50%"), rows),
                List.of(), null);
    }

    /** A table whose first column is text and the others numbers, unless they are text columns named below. */
    private static DataTable table(List<String> headers, List<List<Cell>> rows) {
        List<Boolean> numeric = new ArrayList<>();
        for (int i = 0; i < headers.size(); i++) {
            String h = headers.get(i);
            numeric.add(i > 0 && !List.of("Type", "Basis", "Note", "In total", "Operation", "Table / index", "Key",
                    "Capacity", "Mode", "Item").contains(h));
        }
        return new DataTable(headers, numeric, rows);
    }

    /** A cell linking to a section: its anchor on the HTML page, its heading in the Markdown copy. */
    private static Cell link(String text, String anchor, String heading) {
        return anchor == null ? Cell.of(text) : new Cell(text, "#" + anchor, "#" + Anchors.github(heading));
    }

    /** A utilization share, or "not priced" when there is none to compare. */
    public static String share(double v) {
        return Double.isNaN(v) ? NOT_PRICED : percent(v);
    }

    /** Money with its sign: +$1.20, -$0.40. */
    public static String signed(double v) {
        return (v >= 0 ? "+" : "") + usd(v);
    }
}
