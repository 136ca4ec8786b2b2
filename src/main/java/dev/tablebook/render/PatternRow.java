package dev.tablebook.render;

import dev.tablebook.format.Figures;
import dev.tablebook.analysis.CallUnits;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Read;
import dev.tablebook.model.VectorSearch;
import dev.tablebook.model.Write;
import dev.tablebook.model.WriteLeg;

import java.util.List;

/**
 * One row of the access-pattern table, every cell computed and formatted for the templates;
 * {@code internal} is the reason of a call the design marks as having no end-user caller (empty otherwise).
 */
public record PatternRow(String id, String anchor, String detailAnchor, String mdDetailAnchor, String name,
                         String operation, String target, String keyCondition, String order, String peakRps,
                         String averageRps, String itemsPerCall, String consistency, String authorization,
                         String internal, boolean write, List<String> writes) {

    static PatternRow of(AccessPattern p, CallUnits units, String anchor, String detailAnchor) {
        KeyConditionExpression kce = KeyConditionExpression.of(p);
        String target = p.index() == null ? p.table() : p.table() + " / " + p.index();
        String order = p instanceof Read r && r.operation() == Operation.Query
                ? (r.descending() ? "descending" : "ascending") : "";
        String peak = p.rps() == null ? "" : Figures.num(p.rps().peak());
        String avg = p.rps() == null ? "" : Figures.num(p.rps().average());
        List<String> writes = p.legs().stream().map(PatternRow::leg).toList();
        return new PatternRow(p.id(), anchor, detailAnchor, Anchors.github("Pattern " + p.id()), p.title(),
                p.operation().name(), target, kce.inline(), order, peak, avg, itemsPerCall(p, units), p.consistency().yamlName(),
                p.authorization() == null ? "" : p.authorization(), p.internal() == null ? "" : p.internal(),
                p instanceof Write, writes);
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
        if (p instanceof VectorSearch s) {
            return s.topK() == null ? "10" : Figures.count(s.topK());
        }
        if (p instanceof Write w) {
            return w.operation().isSingleItemWrite() ? "1"
                    : Figures.count(w.writes().stream().mapToLong(WriteLeg::count).sum());
        }
        Read r = (Read) p;
        if (r.operation() == Operation.GetItem) {
            return "1";
        }
        return (r.multiGet() ? "" : "~") + Figures.plain(units.itemsRead());
    }
}
