package dev.tablebook.cost;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One table's share of the on-demand headline: the request terms on the table and its indexes,
 * its storage lines, and the further line items that belong to it, at peak and expected rates.
 */
public record TableCost(String table, Headline peak, Headline expected) {

    static List<TableCost> of(Map<String, TableFacts> tables, List<PatternCost> patterns, List<StorageLine> storage,
                              List<LineItem> items) {
        List<TableCost> out = new ArrayList<>();
        for (String t : tables.keySet()) {
            double[] requests = new double[2];
            for (PatternCost p : patterns) {
                for (CostTerm term : p.terms()) {
                    if (t.equals(term.table())) {
                        requests[0] += term.monthlyPeak();
                        requests[1] += term.monthlyExpected();
                    }
                }
            }
            double[] stored = new double[2];
            for (StorageLine s : storage) {
                if (t.equals(s.table())) {
                    stored[0] += s.monthlyPeak();
                    stored[1] += s.monthlyExpected();
                }
            }
            double[] other = new double[2];
            for (LineItem l : items) {
                if (l.inTotal() && t.equals(l.resource())) {
                    other[0] += l.monthlyPeak();
                    other[1] += l.monthlyExpected();
                }
            }
            out.add(new TableCost(t, Headline.of(requests[0], stored[0], other[0]),
                    Headline.of(requests[1], stored[1], other[1])));
        }
        return out;
    }
}
