package dev.tablebook.render.drift;

import dev.tablebook.format.Figures;
import dev.tablebook.model.deployed.DeployedSource;
import dev.tablebook.model.drift.Difference;
import dev.tablebook.model.drift.DriftReport;
import dev.tablebook.model.drift.ServiceDrift;
import dev.tablebook.model.drift.SourceProblem;
import dev.tablebook.model.drift.TableDrift;
import dev.tablebook.model.drift.Undesigned;
import dev.tablebook.model.drift.Unresolved;
import dev.tablebook.render.MarkdownEscape;

/**
 * {@code drift --format md}: short enough for a pull-request comment. The headline tally, the
 * sources read, a table of each design's tables (status, how matched, differences), each
 * difference with its shipping class and monthly cost, then what no design holds, what was left
 * unresolved and the problems.
 */
public final class DriftMarkdown {
    private DriftMarkdown() {
    }

    public static String render(DriftReport r) {
        StringBuilder out = new StringBuilder("## tablebook drift\n\n");
        out.append(e(DriftCounts.of(r).tally())).append(".\n\n");
        for (DeployedSource s : r.sources()) {
            out.append("- Source: `").append(code(DriftLines.source(s))).append("` (").append(s.kind().label()).append(')');
            if (!s.assumptions().isEmpty()) {
                out.append("; assumed: ").append(e(String.join("; ", s.assumptions())));
            }
            out.append('\n');
        }
        for (ServiceDrift s : r.services()) {
            out.append("\n### ").append(e(s.service())).append("\n\n| table | status | deployed as | differences |\n|---|---|---|---|\n");
            for (TableDrift t : s.tables()) {
                String as = t.deployedName() != null ? t.deployedName() : t.constructPath() != null ? t.constructPath()
                        : t.logicalId();
                out.append("| ").append(e(t.table())).append(" | ").append(t.status().label()).append(" | ")
                        .append(as == null ? "" : "`" + code(as) + "`" + (t.matchedBy() == null ? "" : " (" + e(t.matchedBy()) + ")"))
                        .append(" | ").append(t.differences().size()).append(" |\n");
            }
            for (TableDrift t : s.tables()) {
                if (t.differences().isEmpty() && t.unresolved().isEmpty() && t.error() == null) {
                    continue;
                }
                out.append("\n**").append(e(t.table())).append("** (`").append(code(String.valueOf(t.source()))).append("`)\n\n");
                for (Difference d : t.differences()) {
                    out.append("- ").append(e(DriftLines.message(t, d).replaceFirst(" — .*$", ""))).append('\n');
                }
                for (Unresolved u : t.unresolved()) {
                    out.append("- not compared: ").append(e(u.field())).append(" — ").append(e(u.why())).append('\n');
                }
                if (t.error() != null) {
                    out.append("- could not be described: ").append(e(t.error())).append('\n');
                }
            }
        }
        if (!r.undesigned().isEmpty()) {
            out.append("\n### Deployed, not designed\n\n");
            for (Undesigned u : r.undesigned()) {
                out.append("- `").append(code(DriftLines.label(u))).append("` in `").append(code(u.source())).append("`\n");
            }
        }
        if (!r.problems().isEmpty()) {
            out.append("\n### Problems\n\n");
            for (SourceProblem p : r.problems()) {
                out.append("- `").append(code(DriftLines.place(p.pos()))).append("`: ").append(e(p.message())).append('\n');
            }
        }
        double total = 0;
        boolean priced = false;
        for (ServiceDrift s : r.services()) {
            for (TableDrift t : s.tables()) {
                for (Difference d : t.differences()) {
                    if (d.monthlyDelta() != null) {
                        total += d.monthlyDelta();
                        priced = true;
                    }
                }
            }
        }
        if (priced && Math.abs(total) >= 0.005) {
            out.append("\nAs deployed, the priced differences cost ").append(Figures.usd(Math.abs(total)))
                    .append(" a month ").append(total > 0 ? "more" : "less").append(" than the designs.\n");
        }
        return out.toString();
    }

    private static String e(String s) {
        return MarkdownEscape.escape(s);
    }

    private static String code(String s) {
        return s.replace("`", "'").replaceAll("\\R", " ");
    }
}
