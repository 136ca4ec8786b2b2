package dev.tablebook.render.verify;

import dev.tablebook.render.MarkdownEscape;
import dev.tablebook.model.verified.PatternResult;
import dev.tablebook.model.verified.ServiceResult;
import dev.tablebook.model.verified.VerifyReport;

/** {@code verify --format md}: short enough for a pull-request comment; mismatches first in each service. */
public final class VerifyMarkdown {
    private VerifyMarkdown() {
    }

    public static String render(VerifyReport r) {
        StringBuilder sb = new StringBuilder();
        sb.append("## tablebook verify\n\nOn **").append(MarkdownEscape.escape(r.engine())).append("** at ")
                .append(r.verifiedAt()).append(". ").append(VerifyText.proved(r)).append(".\n");
        if (r.stopped() != null) {
            sb.append("\n**Stopped:** ").append(MarkdownEscape.escape(r.stopped())).append(".\n");
        }
        if (!r.leftBehind().isEmpty()) {
            sb.append("\n**Tables left on the engine**, delete them with:\n\n");
            r.leftBehind().forEach(c -> sb.append("- `").append(c).append("`\n"));
        }
        for (ServiceResult s : r.services()) {
            sb.append("\n### ").append(MarkdownEscape.escape(s.service())).append(" — ").append(VerifyText.tally(s))
                    .append("\n\n| pattern | status | predicted | consumed | what differed / why |\n|---|---|---|---|---|\n");
            for (PatternResult.Status st : new PatternResult.Status[] {PatternResult.Status.MISMATCH,
                    PatternResult.Status.NOT_VERIFIABLE, PatternResult.Status.VERIFIED}) {
                for (PatternResult p : s.patterns()) {
                    if (p.status() != st) {
                        continue;
                    }
                    String why = p.reason() != null ? p.reason() : p.unitsNote() != null ? p.unitsNote() : "";
                    if (p.items() != null) {
                        why = why + (why.isEmpty() ? "" : " — ") + "items: " + VerifyText.items(p.items());
                    }
                    sb.append("| ").append(MarkdownEscape.escape(p.id())).append(" (")
                            .append(MarkdownEscape.escape(p.pos().file())).append(':').append(p.pos().line()).append(") | ")
                            .append(st == PatternResult.Status.MISMATCH ? "**mismatch**" : st.label()).append(" | ")
                            .append(p.predicted() == null ? "—" : VerifyText.units(p.predicted())).append(" | ")
                            .append(p.consumed() == null ? "—" : VerifyText.units(p.consumed())).append(" | ")
                            .append(MarkdownEscape.escape(why)).append(" |\n");
                }
            }
            s.engineNotes().forEach(n -> sb.append("\n- ").append(MarkdownEscape.escape(n)));
            if (!s.engineNotes().isEmpty()) {
                sb.append('\n');
            }
        }
        return sb.toString();
    }
}
