package dev.tablebook.render.verify;

import dev.tablebook.model.verified.PatternResult;
import dev.tablebook.model.verified.ServiceResult;
import dev.tablebook.model.verified.VerifyReport;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A verify report as the site shows it ({@code build --verified FILE}): per service and
 * pattern its status, what differed and the units, and per service the tally for the index.
 */
public record VerifiedView(String engine, String at, List<ServiceLine> services,
                           Map<String, Map<String, PatternStatus>> byService) {

    public record ServiceLine(String service, String tally) {
    }

    public record PatternStatus(String label, String cssClass, String reason, String predicted, String consumed,
                                String unitsNote) {
    }

    public static VerifiedView of(VerifyReport r) {
        Map<String, Map<String, PatternStatus>> by = new LinkedHashMap<>();
        List<ServiceLine> lines = r.services().stream().map(s -> new ServiceLine(s.service(), VerifyText.tally(s))).toList();
        for (ServiceResult s : r.services()) {
            Map<String, PatternStatus> patterns = new LinkedHashMap<>();
            for (PatternResult p : s.patterns()) {
                boolean shown = p.status() != PatternResult.Status.NOT_VERIFIABLE;
                patterns.put(p.id(), new PatternStatus(p.status().label(), switch (p.status()) {
                    case VERIFIED -> "ok";
                    case MISMATCH -> "error";
                    case NOT_VERIFIABLE -> "info";
                }, p.reason() == null ? "" : p.reason(),
                        shown && p.predicted() != null ? VerifyText.units(p.predicted()) : "",
                        shown && p.consumed() != null ? VerifyText.units(p.consumed()) : shown ? "not reported" : "",
                        p.unitsNote() == null ? "" : p.unitsNote()));
            }
            by.put(s.service(), patterns);
        }
        return new VerifiedView(r.engine(), r.verifiedAt(), lines, by);
    }
}
