package dev.tablebook.render.verify;

import dev.tablebook.format.Figures;
import dev.tablebook.model.verified.PatternResult;
import dev.tablebook.model.verified.ServiceResult;
import dev.tablebook.model.verified.VerifyReport;

/** {@code verify} as text: one line per pattern at its file:line:column, then each service's tally. */
public final class VerifyText {
    private VerifyText() {
    }

    public static String render(VerifyReport r) {
        StringBuilder sb = new StringBuilder();
        sb.append("verify on ").append(r.engine()).append(" (").append(r.endpoint()).append(") at ")
                .append(r.verifiedAt()).append(r.dummyCredentials() ? ", local-engine credentials" : "").append('\n');
        r.inputErrors().forEach(e -> sb.append(e).append('\n'));
        if (r.stopped() != null) {
            sb.append("stopped: ").append(r.stopped()).append('\n');
        }
        for (ServiceResult s : r.services()) {
            sb.append('\n').append(s.service()).append(" (").append(s.file()).append(")\n");
            s.engineNotes().forEach(n -> sb.append("  note: ").append(n).append('\n'));
            for (PatternResult p : s.patterns()) {
                sb.append(p.pos().file()).append(':').append(p.pos().line()).append(':').append(p.pos().column())
                        .append(": ").append(p.id()).append(' ').append(p.status().label());
                if (p.reason() != null) {
                    sb.append(": ").append(p.reason());
                }
                sb.append('\n');
                if (p.predicted() != null && p.status() != PatternResult.Status.NOT_VERIFIABLE) {
                    sb.append("    units: predicted ").append(units(p.predicted())).append(", consumed ")
                            .append(p.consumed() == null ? "not reported" : units(p.consumed())).append('\n');
                }
                if (p.unitsNote() != null) {
                    sb.append("    ").append(p.unitsNote()).append('\n');
                }
                if (p.items() != null) {
                    sb.append("    items: ").append(items(p.items())).append('\n');
                }
                p.notes().forEach(n -> sb.append("    note: ").append(n).append('\n'));
            }
            sb.append("  ").append(tally(s)).append('\n');
        }
        sb.append('\n').append(proved(r)).append('\n');
        if (!r.leftBehind().isEmpty()) {
            sb.append("tables left on the engine, delete them with:\n");
            r.leftBehind().forEach(c -> sb.append("  ").append(c).append('\n'));
        }
        return sb.toString();
    }

    /** The report-wide count of patterns a non-empty answer proved. */
    static String proved(VerifyReport r) {
        return r.provedByItems() + " of " + r.verified() + " verified pattern" + (r.verified() == 1 ? "" : "s")
                + " proved by a non-empty answer";
    }

    /** Expected and returned items, each list in full: {@code expected 2 (a; b), returned 2 (a; b)}. */
    static String items(PatternResult.Items i) {
        String expected = (i.anyOf() == null ? "expected " + i.expected().size() : "expected any " + i.anyOf() + " of "
                + i.expected().size()) + list(i.expected());
        boolean same = i.returned().size() == i.expected().size()
                && new java.util.HashSet<>(i.returned()).equals(new java.util.HashSet<>(i.expected()));
        String returned = "returned " + i.returned().size() + (same && !i.returned().isEmpty() ? " (the same)"
                : list(i.returned()));
        return expected + ", " + returned;
    }

    private static String list(java.util.List<String> ids) {
        return ids.isEmpty() ? "" : " (" + String.join("; ", ids) + ")";
    }

    static String units(PatternResult.Units u) {
        return Figures.num(u.readUnits()) + " RRU / " + Figures.num(u.writeUnits()) + " WRU";
    }

    static String tally(ServiceResult s) {
        return s.count(PatternResult.Status.VERIFIED) + " verified, " + s.count(PatternResult.Status.MISMATCH)
                + " mismatch, " + s.count(PatternResult.Status.NOT_VERIFIABLE) + " not verifiable";
    }
}
