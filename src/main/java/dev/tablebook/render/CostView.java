package dev.tablebook.render;

import dev.tablebook.format.Figures;
import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.CostTerm;
import dev.tablebook.cost.PatternCost;
import dev.tablebook.cost.StorageLine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a service page shows of its cost model: the headline, each pattern's units and monthly
 * cost with its math, and the cost and capacity section as blocks of text, tables and charts.
 * A service whose designs could not be priced has {@code priced} false and the reason.
 */
public record CostView(boolean priced, String reason, String peak, String expected, double expectedValue,
                       String pricing, Map<String, PatternCostView> patterns, Map<String, IndexCost> indexes,
                       List<CostBlock> blocks) {

    /** One pattern: units per call, monthly cost at peak and expected rates, and the math. */
    public record PatternCostView(String units, String peak, String expected, boolean noRate, boolean unpriced,
                                  List<Term> terms, List<String> notes) {
    }

    /** One line of a pattern's cost math. */
    public record Term(String label, String formula, boolean priced) {
    }

    /** What an index costs: its writes (per call of each pattern that writes it) and its storage. */
    public record IndexCost(String writes, String storage) {
    }

    /** A part of the cost section: a title, paragraphs, a table, notes and a chart (each optional). */
    public record CostBlock(String id, String title, List<String> paragraphs, DataTable table, List<String> bullets,
                            ChartView chart) {
        /** The title of the assumptions block, which points to the site's standing assumptions. */
        public static final String ASSUMPTIONS = "Assumptions";

        /** Whether this is the assumptions block. */
        public boolean assumptions() {
            return ASSUMPTIONS.equals(title);
        }

        /** The id of the block's table on the page, which a chart whose figures it holds points to. */
        public String tableId() {
            return id == null ? "" : id + "-table";
        }
    }

    static CostView unpriced(String reason) {
        return new CostView(false, reason, "", "", 0, "", Map.of(), Map.of(), List.of());
    }

    static CostView of(CostReport r, Anchors anchors, Map<String, String> patternAnchors,
                       Map<String, String> structureAnchors) {
        Map<String, PatternCostView> patterns = new LinkedHashMap<>();
        for (PatternCost p : r.patterns()) {
            patterns.put(p.id(), pattern(p));
        }
        return new CostView(true, "", Figures.usd(r.onDemandPeak().total()), Figures.usd(r.onDemandExpected().total()),
                r.onDemandExpected().total(), r.pricing().source() + " as of " + r.pricing().date() + " ("
                + r.pricing().origin() + ", region " + r.pricing().region() + ")", patterns, indexes(r),
                CostBlocks.of(r, anchors, patternAnchors, structureAnchors));
    }

    private static PatternCostView pattern(PatternCost p) {
        List<String> units = new ArrayList<>();
        if (p.rru() > 0) {
            units.add(Figures.num(p.rru()) + " RRU");
        }
        if (p.wru() > 0) {
            units.add(Figures.num(p.wru()) + " WRU");
        }
        if (p.indexWru() > 0) {
            units.add(Figures.num(p.indexWru()) + " index WRU");
        }
        if (p.vectorWriteBytes() > 0) {
            units.add(Figures.num(p.vectorWriteBytes()) + " vector bytes");
        }
        List<Term> terms = p.terms().stream().map(t -> new Term(t.label(), formula(t), t.priced())).toList();
        boolean unpriced = p.unpriced();
        return new PatternCostView(units.isEmpty() ? "0" : String.join(" + ", units),
                !p.hasRate() ? "" : unpriced ? "not priced" : Figures.usd(p.monthlyPeak()),
                !p.hasRate() ? "" : unpriced ? "not priced" : Figures.usd(p.monthlyExpected()), !p.hasRate(), unpriced,
                terms, p.notes());
    }

    private static String formula(CostTerm t) {
        return t.formula() + (t.priced() ? " at peak; " + Figures.usd(t.monthlyExpected()) + " expected" : "");
    }

    /** Per index name (table/index): the index write units each writing pattern adds, and the index's storage. */
    private static Map<String, IndexCost> indexes(CostReport r) {
        Map<String, List<String>> writes = new LinkedHashMap<>();
        Map<String, double[]> money = new LinkedHashMap<>();
        for (PatternCost p : r.patterns()) {
            for (CostTerm t : p.terms()) {
                if (t.index() != null && t.table() != null && t.kind() != dev.tablebook.analysis.UnitLine.Kind.READ
                        && t.kind() != dev.tablebook.analysis.UnitLine.Kind.VECTOR_SEARCH_BYTES) {
                    String key = t.table() + "/" + t.index();
                    writes.computeIfAbsent(key, k -> new ArrayList<>())
                            .add(p.id() + " " + Figures.num(t.perCall()) + " " + t.unit());
                    double[] m = money.computeIfAbsent(key, k -> new double[2]);
                    m[0] += t.monthlyPeak();
                    m[1] += t.monthlyExpected();
                }
            }
        }
        Map<String, IndexCost> out = new LinkedHashMap<>();
        for (StorageLine s : r.storage()) {
            if (s.type() == StorageLine.Type.TABLE) {
                continue;
            }
            String key = s.table() + "/" + s.resource();
            out.put(key, new IndexCost(writes(writes.get(key), money.get(key)), Figures.num(s.gbExpected()) + " GB, "
                    + (s.priced() ? Figures.usd(s.monthlyExpected()) + " a month" : "not priced")));
        }
        writes.forEach((key, w) -> out.putIfAbsent(key, new IndexCost(writes(w, money.get(key)), "")));
        return out;
    }

    private static String writes(List<String> perPattern, double[] money) {
        if (perPattern == null) {
            return "";
        }
        return String.join(", ", perPattern) + " per call: " + Figures.usd(money[0]) + " a month at peak, "
                + Figures.usd(money[1]) + " expected";
    }
}
