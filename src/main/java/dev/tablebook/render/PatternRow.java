package dev.tablebook.render;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Operation;
import dev.tablebook.model.WriteLeg;

import java.util.List;

/** One row of the access-pattern table, every cell computed and formatted for the templates. */
public record PatternRow(String id, String anchor, String detailAnchor, String mdDetailAnchor, String name,
                         String operation, String target, String keyCondition, String order, String peakRps,
                         String averageRps, String itemsPerCall, String consistency, String authorization,
                         boolean write, List<String> writes) {

    static PatternRow of(AccessPattern p, String anchor, String detailAnchor) {
        KeyConditionExpression kce = KeyConditionExpression.of(p);
        String target = p.index() == null ? p.table() : p.table() + " / " + p.index();
        String order = p.operation() == Operation.Query ? (p.descending() ? "descending" : "ascending") : "";
        String peak = p.rps() == null ? "" : Fmt.num(p.rps().peak());
        String avg = p.rps() == null ? "" : Fmt.num(p.rps().average());
        List<String> writes = p.writes().stream().map(PatternRow::leg).toList();
        return new PatternRow(p.id(), anchor, detailAnchor, Anchors.github("Pattern " + p.id()), p.title(),
                p.operation().name(), target, kce.inline(), order, peak, avg, itemsPerCall(p), p.consistency().yamlName(),
                p.authorization() == null ? "" : p.authorization(), p.operation().isWrite(), writes);
    }

    private static String leg(WriteLeg l) {
        String s = l.action().yamlName() + " " + (l.count() > 1 ? l.count() + " × " : "") + l.entity();
        return l.condition() == null ? s : s + " if " + l.condition();
    }

    /** Items per call as the format defines it; "unbounded" for a Query or Scan with no bound. */
    static String itemsPerCall(AccessPattern p) {
        if (p.limit() != null) {
            return Fmt.count(p.limit());
        }
        return switch (p.operation()) {
            case GetItem, PutItem, UpdateItem, DeleteItem -> "1";
            case BatchWriteItem, TransactWriteItems -> Fmt.count(p.writes().stream().mapToLong(WriteLeg::count).sum());
            case BatchGetItem, TransactGetItems -> p.itemSizes() == null ? "1" : Fmt.count(p.itemSizes().size());
            case SearchVectors -> p.topK() == null ? "10" : Fmt.count(p.topK());
            case Query, Scan -> "unbounded";
        };
    }
}
