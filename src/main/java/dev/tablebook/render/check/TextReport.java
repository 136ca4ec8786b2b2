package dev.tablebook.render.check;

import dev.tablebook.check.Finding;
import dev.tablebook.check.FindingCounts;
import dev.tablebook.check.FindingOrder;
import dev.tablebook.load.Visible;
import dev.tablebook.model.Pos;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Findings for a terminal: one block per service, findings in report order, each on one line as
 * {@code file:line:column: severity rule-id message}, accepted ones marked with their reason; then a
 * one-line tally.
 */
public final class TextReport {
    private TextReport() {
    }

    public static String render(List<Finding> findings) {
        return render(findings, FindingCounts.of(findings));
    }

    /**
     * The listed findings, then the tally of the whole run: {@code --quiet} and {@code build} list
     * only what fails the run but count everything, as every command does.
     */
    public static String render(List<Finding> findings, FindingCounts counts) {
        List<Finding> sorted = new ArrayList<>(findings);
        sorted.sort(FindingOrder.REPORT);
        Map<String, List<Finding>> byService = new LinkedHashMap<>();
        for (Finding f : sorted) {
            byService.computeIfAbsent(f.service() == null ? "" : f.service(), k -> new ArrayList<>()).add(f);
        }
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, List<Finding>> service : byService.entrySet()) {
            if (out.length() > 0) {
                out.append('\n');
            }
            out.append(service.getKey().isEmpty() ? "(no service)" : Visible.text(service.getKey())).append('\n');
            for (Finding f : service.getValue()) {
                out.append(line(f)).append('\n');
            }
        }
        out.append(counts.tally()).append('\n');
        return out.toString();
    }

    public static String line(Finding f) {
        // a file name can hold a line break or a terminal escape as well as a message can
        Pos shown = new Pos(Visible.text(f.pos().file()), f.pos().line(), f.pos().column());
        String s = shown.report(f.severity().label(), f.rule(), oneLine(f.message()));
        return f.accepted() ? s + " [accepted: " + oneLine(f.reason()) + "]" : s;
    }

    /**
     * A reason written as a YAML block keeps its line breaks; a report line does not. Other
     * characters that do not show (a terminal escape, a right-to-left override) are escaped.
     */
    private static String oneLine(String text) {
        return Visible.text(text.strip().replaceAll("\\s*\\R\\s*", " ").replace('\t', ' '));
    }

    /** The tally of the findings: see {@link FindingCounts#tally()}. */
    public static String tally(List<Finding> findings) {
        return FindingCounts.of(findings).tally();
    }
}
