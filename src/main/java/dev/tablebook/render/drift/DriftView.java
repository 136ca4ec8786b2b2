package dev.tablebook.render.drift;

import dev.tablebook.model.deployed.DeployedSource;
import dev.tablebook.model.drift.Difference;
import dev.tablebook.model.drift.DriftReport;
import dev.tablebook.model.drift.ServiceDrift;
import dev.tablebook.model.drift.TableDrift;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A drift report as the site shows it ({@code build --drift}): on each table of a service page,
 * "matches TEMPLATE at COMMIT" (for a live table, the endpoint and when it was read) or its
 * differences; on the index, the tally and each service's count. Computed here, laid out by the
 * templates.
 */
public record DriftView(List<String> sources, String tally, int differences, int differing,
                        Map<String, Map<String, TableLine>> byService, Map<String, String> serviceCounts) {

    /** One table's line: a status for CSS, the headline, and each difference in words. */
    public record TableLine(String status, String cssClass, String headline, List<String> lines) {
    }

    public static DriftView of(DriftReport r) {
        Map<String, String> labels = new LinkedHashMap<>();
        List<String> sources = new ArrayList<>();
        for (DeployedSource s : r.sources()) {
            labels.put(s.location(), DriftLines.source(s));
            sources.add(DriftLines.source(s));
        }
        Map<String, Map<String, TableLine>> byService = new LinkedHashMap<>();
        Map<String, String> counts = new LinkedHashMap<>();
        int differing = 0;
        for (ServiceDrift s : r.services()) {
            Map<String, TableLine> tables = new LinkedHashMap<>();
            int diffs = 0;
            int differ = 0;
            for (TableDrift t : s.tables()) {
                String source = t.source() == null ? null : labels.getOrDefault(t.source(), t.source());
                List<String> lines = new ArrayList<>();
                for (Difference d : t.differences()) {
                    lines.add(DriftLines.describe(t, d));
                }
                t.unresolved().forEach(u -> lines.add("not compared: " + u.field() + " — " + u.why()));
                String headline = switch (t.status()) {
                    case MATCHES -> "matches " + source;
                    case DIFFERS -> "differs from " + source + ": " + t.differences().size() + " difference"
                            + (t.differences().size() == 1 ? "" : "s");
                    case NOT_DEPLOYED -> "not deployed in the sources read";
                    case UNREADABLE -> "could not be described on " + source + ": " + t.error();
                };
                tables.put(t.table(), new TableLine(t.status().label(), switch (t.status()) {
                    case MATCHES -> "ok";
                    case DIFFERS, UNREADABLE -> "error";
                    case NOT_DEPLOYED -> "warning";
                }, headline, lines));
                diffs += t.differences().size();
                differ += t.status() == TableDrift.Status.DIFFERS ? 1 : 0;
            }
            differing += differ;
            byService.put(s.service(), tables);
            counts.put(s.service(), differ == 0 ? "matches" : differ + " table" + (differ == 1 ? "" : "s") + ", "
                    + diffs + " difference" + (diffs == 1 ? "" : "s"));
        }
        return new DriftView(sources, DriftCounts.of(r).tally(), r.differences(), differing, byService, counts);
    }
}
