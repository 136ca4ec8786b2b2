package dev.tablebook.verify;

import dev.tablebook.model.verified.PatternResult;
import dev.tablebook.analysis.CallUnits;
import dev.tablebook.format.Figures;
import dev.tablebook.analysis.RequestUnits;
import dev.tablebook.model.AccessPattern;

import java.util.List;
import java.util.Map;

/**
 * Explains consumed units against predicted ones. The cost model prices a call on the design's
 * declared sizes and counts (a full page of {@code limit} items, say); the engine meters the
 * example items the call really touched. Where the two differ, the note gives the model's own
 * formula applied to the touched items, so a reader sees whether the difference is the data
 * (fewer or smaller items than designed) or the formula.
 */
final class UnitsNote {
    private UnitsNote() {
    }

    /**
     * {@code calls} holds the touched items call by call where the request made several (a
     * scatter-gather over shards: the formula is applied to each call and summed), else is empty.
     */
    static String of(AccessPattern p, PatternResult.Units predicted, PatternResult.Units consumed, Outcome.Units raw,
                     List<Store.Stored> touched, List<List<Store.Stored>> calls, CallUnits model) {
        if (predicted == null) {
            return null;
        }
        if (consumed == null) {
            return "the engine reported no consumed capacity";
        }
        if (close(predicted.readUnits(), consumed.readUnits()) && close(predicted.writeUnits(), consumed.writeUnits())) {
            return null;
        }
        long bytes = touched.stream().mapToLong(s -> Values.itemBytes(s.item())).sum();
        String items = touched.size() + " example item" + (touched.size() == 1 ? "" : "s") + " of " + bytes + " B in all";
        if (!p.operation().isWrite()) {
            double cf = RequestUnits.consistencyFactor(p.consistency());
            boolean each = p.operation().isBatch() || p.operation().isTransaction();
            double formula = 0;
            for (List<Store.Stored> call : calls.isEmpty() ? List.of(touched) : calls) {
                formula += each ? RequestUnits.batchReadUnits(call.stream().map(s -> (double) Values.itemBytes(s.item()))
                        .toList(), cf) : RequestUnits.readUnits(call.stream().mapToLong(s -> Values.itemBytes(s.item())).sum(), cf);
            }
            String made = calls.isEmpty() ? "," : " in " + calls.size() + " calls, one per shard,";
            return "the model prices " + Figures.num(model.itemsRead()) + " item" + (model.itemsRead() == 1 ? "" : "s")
                    + " at the declared sizes (" + Figures.num(predicted.readUnits()) + " RRU)"
                    + (p.callsPerRequest() > 1 ? " for a request of " + p.callsPerRequest() + " shard calls" : "")
                    + "; the engine read " + items
                    + made + " for which the model's formula gives " + Figures.num(formula) + " RRU"
                    + (close(formula, consumed.readUnits()) ? " — as the engine metered" : "; the engine metered "
                    + Figures.num(consumed.readUnits()) + " RRU");
        }
        double base = raw == null ? consumed.writeUnits() : raw.byTarget().getOrDefault("table", consumed.writeUnits());
        double index = raw == null ? 0 : raw.byTarget().entrySet().stream().filter(e -> !e.getKey().equals("table"))
                .mapToDouble(Map.Entry::getValue).sum();
        double formula = touched.stream().mapToDouble(s -> RequestUnits.writeUnits(Values.itemBytes(s.item()))).sum()
                * (p.operation().isTransaction() ? 2 : 1);
        StringBuilder sb = new StringBuilder("base table: the model prices " + Figures.num(model.wru())
                + " WRU at the declared sizes; the engine wrote " + items + " (the model's formula gives "
                + Figures.num(formula) + " WRU) and metered " + Figures.num(base) + " WRU");
        if (model.indexWru() > 0 || index > 0) {
            sb.append("; index writes: the model prices ").append(Figures.num(model.indexWru())).append(" WRU, the engine ")
                    .append(index == 0 && (raw == null || raw.byTarget().keySet().stream().allMatch("table"::equals))
                            ? "reported no index units (it meters the base table only)"
                            : "metered " + Figures.num(index) + " WRU");
        }
        return sb.toString();
    }

    static boolean close(double a, double b) {
        return Math.abs(a - b) < 1e-9;
    }
}
