package dev.tablebook.render.verify;

import dev.tablebook.model.verified.PatternResult;
import dev.tablebook.model.verified.ServiceResult;
import dev.tablebook.model.verified.VerifyReport;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One or more verify reports as the site shows them ({@code build --verified FILE}, repeated for
 * each engine): per service and pattern each engine's status, what differed and the units, with
 * what the engines disagree on said beside them, never merged; per engine the tally of each
 * service for the index, and how many patterns the engines disagree on.
 */
public record VerifiedView(List<EngineLine> engines, Map<String, Map<String, PatternLine>> byService,
                           int statusDifferences, int unitDifferences) {

    public VerifiedView {
        engines = List.copyOf(engines);
    }

    /** One engine's report: its name, when it ran, and each service's tally. */
    public record EngineLine(String engine, String at, List<ServiceLine> services) {
    }

    public record ServiceLine(String service, String tally) {
    }

    /**
     * A pattern on every engine that ran it, in the order of the reports, and what the engines
     * disagree on ("" when they agree or one engine ran it).
     */
    public record PatternLine(List<PatternStatus> statuses, String difference) {
    }

    public record PatternStatus(String engine, String label, String cssClass, String reason, String predicted,
                                String consumed, String unitsNote) {
    }

    public static VerifiedView of(VerifyReport r) {
        return of(List.of(r));
    }

    public static VerifiedView of(List<VerifyReport> reports) {
        List<EngineLine> engines = new ArrayList<>();
        // per service and pattern, each engine's result with the engine, in the order of the reports
        Map<String, Map<String, List<Ran>>> ran = new LinkedHashMap<>();
        for (VerifyReport r : reports) {
            engines.add(new EngineLine(r.engine(), r.verifiedAt(),
                    r.services().stream().map(s -> new ServiceLine(s.service(), VerifyText.tally(s))).toList()));
            for (ServiceResult s : r.services()) {
                for (PatternResult p : s.patterns()) {
                    ran.computeIfAbsent(s.service(), k -> new LinkedHashMap<>())
                            .computeIfAbsent(p.id(), k -> new ArrayList<>()).add(new Ran(r.engine(), p));
                }
            }
        }
        Map<String, Map<String, PatternLine>> by = new LinkedHashMap<>();
        int statusDiffs = 0;
        int unitDiffs = 0;
        for (var service : ran.entrySet()) {
            Map<String, PatternLine> patterns = new LinkedHashMap<>();
            for (var pattern : service.getValue().entrySet()) {
                List<Ran> each = pattern.getValue();
                List<PatternStatus> shown = each.stream().map(x -> status(x.engine(), x.result())).toList();
                List<String> differ = new ArrayList<>();
                if (each.stream().map(x -> x.result().status()).distinct().count() > 1) {
                    differ.add(each(shown, PatternStatus::label));
                    statusDiffs++;
                }
                // units compared only where every engine ran the call and reported them
                if (each.stream().allMatch(x -> x.result().status() != PatternResult.Status.NOT_VERIFIABLE
                        && x.result().consumed() != null)
                        && each.stream().map(x -> x.result().consumed()).distinct().count() > 1) {
                    differ.add("consumed " + each(shown, PatternStatus::consumed));
                    unitDiffs++;
                }
                patterns.put(pattern.getKey(), new PatternLine(shown, String.join("; ", differ)));
            }
            by.put(service.getKey(), patterns);
        }
        return new VerifiedView(engines, by, statusDiffs, unitDiffs);
    }

    /** One engine's result of a pattern. */
    private record Ran(String engine, PatternResult result) {
    }

    /** "verified on moto, not-verifiable on dynalite". */
    private static String each(List<PatternStatus> shown, java.util.function.Function<PatternStatus, String> what) {
        List<String> parts = new ArrayList<>();
        for (PatternStatus s : shown) {
            parts.add(what.apply(s) + " on " + s.engine());
        }
        return String.join(", ", parts);
    }

    private static PatternStatus status(String engine, PatternResult p) {
        boolean shown = p.status() != PatternResult.Status.NOT_VERIFIABLE;
        return new PatternStatus(Objects.requireNonNull(engine), p.status().label(), switch (p.status()) {
            case VERIFIED -> "ok";
            case MISMATCH -> "error";
            case NOT_VERIFIABLE -> "info";
        }, p.reason() == null ? "" : p.reason(),
                shown && p.predicted() != null ? VerifyText.units(p.predicted()) : "",
                shown && p.consumed() != null ? VerifyText.units(p.consumed()) : shown ? "not reported" : "",
                p.unitsNote() == null ? "" : p.unitsNote());
    }
}
