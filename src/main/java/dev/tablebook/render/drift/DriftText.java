package dev.tablebook.render.drift;

import dev.tablebook.load.Visible;
import dev.tablebook.model.deployed.DeployedSource;
import dev.tablebook.model.drift.DriftReport;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ArrayList;

/**
 * {@code drift} for a terminal, as {@code check} prints: the sources read (with their commit or
 * time, and what was assumed), one block per service then one for what no design holds, each
 * finding on one line as {@code file:line:column: level rule message [source place]}, then the tally.
 */
public final class DriftText {
    private DriftText() {
    }

    public static String render(DriftReport r) {
        StringBuilder out = new StringBuilder();
        for (DeployedSource s : r.sources()) {
            out.append("source: ").append(Visible.text(DriftLines.source(s))).append('\n');
            for (String a : s.assumptions()) {
                out.append("  assumed: ").append(Visible.text(a)).append('\n');
            }
        }
        Map<String, List<DriftLines.Line>> byService = new LinkedHashMap<>();
        for (DriftLines.Line l : DriftLines.of(r)) {
            byService.computeIfAbsent(l.service() == null ? "" : l.service(), k -> new ArrayList<>()).add(l);
        }
        for (Map.Entry<String, List<DriftLines.Line>> e : byService.entrySet()) {
            out.append('\n').append(e.getKey().isEmpty() ? "(no design)" : Visible.text(e.getKey())).append('\n');
            for (DriftLines.Line l : e.getValue()) {
                out.append(Visible.text(DriftLines.place(l.pos()))).append(": ").append(l.rule().level()).append(' ')
                        .append(l.rule().id()).append(' ').append(Visible.text(l.message()));
                if (l.related() != null) {
                    out.append(" [").append(Visible.text(DriftLines.place(l.related()))).append(']');
                }
                out.append('\n');
            }
        }
        out.append(byService.isEmpty() ? "" : "\n").append(DriftCounts.of(r).tally()).append('\n');
        return out.toString();
    }
}
