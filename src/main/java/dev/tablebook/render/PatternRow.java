package dev.tablebook.render;

import dev.tablebook.format.Figures;
import dev.tablebook.analysis.CallUnits;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Operation;
import dev.tablebook.model.WriteLeg;

import java.util.List;

/** One row of the access-pattern table, every cell computed and formatted for the templates. */
public record PatternRow(String id, String anchor, String detailAnchor, String mdDetailAnchor, String name,
                         String operation, String target, String keyCondition, String order, String peakRps,
                         String averageRps, String itemsPerCall, String consistency, String authorization,
                         boolean write, List<String> writes) {

    static PatternRow of(AccessPattern p, CallUnits units, String anchor, String detailAnchor) {
        KeyConditionExpression kce = KeyConditionExpression.of(p);
        String target = p.index() == null ? p.table() : p.table() + " / " + p.index();
        String order = p.operation() == Operation.Query ? (p.descending() ? "descending" : "ascending") : "";
        String peak = p.rps() == null ? "" : Figures.plain(p.rps().peak());
        String avg = p.rps() == null ? "" : Figures.plain(p.rps().average());
        List<String> writes = p.writes().stream().map(PatternRow::leg).toList();
        return new PatternRow(p.id(), anchor, detailAnchor, Anchors.github("Pattern " + p.id()), p.title(),
                p.operation().name(), target, kce.inline(), order, peak, avg, itemsPerCall(p, units), p.consistency().yamlName(),
                p.authorization() == null ? "" : p.authorization(), p.operation().isWrite(), writes);
    }

    private static String leg(WriteLeg l) {
        String s = l.action().yamlName() + " " + (l.count() > 1 ? l.count() + " × " : "") + l.entity();
        return l.condition() == null ? s : s + " if " + l.condition();
    }

    /**
     * Items per call as the format defines it: the limit, one for single-item calls, the legs'
     * counts for batch and transaction writes, and otherwise the items the shared analysis reads
     * (an estimate for a Query or Scan without a limit, shown as such).
     */
    static String itemsPerCall(AccessPattern p, CallUnits units) {
        if (p.limit() != null) {
            return Figures.count(p.limit());
        }
        return switch (p.operation()) {
            case GetItem, PutItem, UpdateItem, DeleteItem -> "1";
            case BatchWriteItem, TransactWriteItems -> Figures.count(p.writes().stream().mapToLong(WriteLeg::count).sum());
            case SearchVectors -> p.topK() == null ? "10" : Figures.count(p.topK());
            case BatchGetItem, TransactGetItems -> Figures.plain(units.itemsRead());
            case Query, Scan -> "~" + Figures.plain(units.itemsRead());
        };
    }
}
