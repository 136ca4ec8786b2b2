package dev.tablebook.render.drift;

import dev.tablebook.model.drift.DriftReport;
import dev.tablebook.model.drift.TableDrift;

/** The figures every drift format ends with, counted once from the report. */
public record DriftCounts(int tables, int matching, int differing, int notDeployed, int unreadable, int differences,
                          int undesigned, int unresolved, int problems) {

    public static DriftCounts of(DriftReport r) {
        int tables = 0;
        int[] by = new int[TableDrift.Status.values().length];
        int unresolved = 0;
        for (var s : r.services()) {
            for (TableDrift t : s.tables()) {
                tables++;
                by[t.status().ordinal()]++;
                unresolved += t.unresolved().size();
            }
        }
        return new DriftCounts(tables, by[TableDrift.Status.MATCHES.ordinal()], by[TableDrift.Status.DIFFERS.ordinal()],
                by[TableDrift.Status.NOT_DEPLOYED.ordinal()], by[TableDrift.Status.UNREADABLE.ordinal()],
                r.differences(), r.undesigned().size(), unresolved, r.problems().size());
    }

    /** One line: "4 designed tables: 2 match, 1 differs (3 differences), 1 not deployed; 1 undesigned; …". */
    public String tally() {
        StringBuilder sb = new StringBuilder();
        sb.append(tables).append(" designed table").append(tables == 1 ? "" : "s").append(": ")
                .append(matching).append(" match").append(matching == 1 ? "es" : "")
                .append(", ").append(differing).append(differing == 1 ? " differs" : " differ")
                .append(" (").append(differences).append(" difference").append(differences == 1 ? "" : "s").append(")")
                .append(", ").append(notDeployed).append(" not deployed");
        if (unreadable > 0) {
            sb.append(", ").append(unreadable).append(" unreadable");
        }
        sb.append("; ").append(undesigned).append(" deployed table").append(undesigned == 1 ? "" : "s")
                .append(" not designed; ").append(unresolved).append(" unresolved value").append(unresolved == 1 ? "" : "s")
                .append("; ").append(problems).append(" problem").append(problems == 1 ? "" : "s");
        return sb.toString();
    }
}
