package dev.tablebook.cost;

import dev.tablebook.analysis.UnitLine;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.model.Index;
import dev.tablebook.model.Projection;
import dev.tablebook.model.Retrieval;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What an index that projects ALL costs its table a month, against the same index projecting
 * KEYS_ONLY and, when every pattern that reads the index states its `projection`, INCLUDE of what
 * they read: the design priced again with only that index's projection changed, so its index
 * writes, its storage and its replicas' index writes and storage follow (cost-model.md,
 * "Projection savings"). The index's own reads are held as designed on both sides (a smaller entry
 * could read cheaper, but only if its readers need nothing it no longer holds). Each figure is the
 * table's on-demand monthly cost at expected ({@code monthly}) and peak rates, less those reads.
 * {@code tableMonthly} is the table's whole expected monthly cost, reads included.
 */
public record ProjectionComparison(String table, String index, double tableMonthly, double monthly, double monthlyPeak,
                                   Alternative keysOnly, Alternative include) {

    /** The index under another projection: {@code attributes} empty for KEYS_ONLY. */
    public record Alternative(Projection projection, double monthly, double monthlyPeak) {
    }

    /** One comparison per ALL index of a YAML design, in design order; empty for an imported model. */
    public static List<ProjectionComparison> of(CostEngine engine, Design design, RulePrices report) {
        List<ProjectionComparison> out = new ArrayList<>();
        if (design.isImported()) {
            return out;
        }
        for (Table t : design.tables().values()) {
            for (Index x : t.indexes().values()) {
                if (x.projection().type() != Projection.Type.ALL) {
                    continue;
                }
                double[] asDesigned = withoutIndexReads(report.tables(), report.patterns(), t.name(), x.name());
                Alternative keysOnly = alternative(engine, design, t, x, Projection.KEYS_ONLY);
                List<String> read = readByPatterns(design, t, x);
                Alternative include = read == null || read.isEmpty() ? null
                        : alternative(engine, design, t, x, Projection.include(read));
                double tableMonthly = report.tables().stream().filter(c -> c.table().equals(t.name()))
                        .mapToDouble(c -> c.expected().total()).sum();
                out.add(new ProjectionComparison(t.name(), x.name(), tableMonthly, asDesigned[1], asDesigned[0], keysOnly,
                        include));
            }
        }
        return out;
    }

    /** The attributes the patterns reading the index project, in order; null when one of them states none. */
    static List<String> readByPatterns(Design design, Table t, Index x) {
        Set<String> read = new LinkedHashSet<>();
        boolean any = false;
        for (AccessPattern p : design.patterns()) {
            if (!t.name().equals(p.table()) || !x.name().equals(p.index())) {
                continue;
            }
            any = true;
            List<String> projection = p instanceof Retrieval r ? r.projection() : null;
            if (projection == null) {
                return null;
            }
            read.addAll(projection);
        }
        return any ? List.copyOf(read) : null;
    }

    private static Alternative alternative(CostEngine engine, Design design, Table t, Index x, Projection projection) {
        Map<String, Table> tables = new LinkedHashMap<>(design.tables());
        tables.put(t.name(), t.withIndex(x.withProjection(projection)));
        Design other = new Design(design.service(), design.title(), design.owner(), design.status(), design.summary(),
                design.region(), design.peakHoursPerDay(), design.patterns(), design.entities(), tables,
                design.consumers(), design.deviations(), design.file(), design.imported(), design.traffic(),
                design.where(), design.source());
        CostEngine.Priced p = engine.priceOnly(other);
        double[] m = withoutIndexReads(TableCost.of(p.inputs().tables(), p.patterns(), p.storage(), p.lineItems()),
                p.patterns(), t.name(), x.name());
        return new Alternative(projection, m[1], m[0]);
    }

    /** The table's on-demand monthly cost less the reads of the index; {peak, expected}. */
    private static double[] withoutIndexReads(List<TableCost> tables, List<PatternCost> patterns, String table,
                                              String index) {
        double peak = 0;
        double expected = 0;
        for (TableCost c : tables) {
            if (c.table().equals(table)) {
                peak += c.peak().total();
                expected += c.expected().total();
            }
        }
        for (PatternCost p : patterns) {
            for (CostTerm term : p.terms()) {
                if (term.kind() == UnitLine.Kind.READ && table.equals(term.table()) && index.equals(term.index())) {
                    peak -= term.monthlyPeak();
                    expected -= term.monthlyExpected();
                }
            }
        }
        return new double[] {peak, expected};
    }
}
