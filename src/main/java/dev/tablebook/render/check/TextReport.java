package dev.tablebook.render.check;

import dev.tablebook.check.Finding;
import dev.tablebook.check.FindingOrder;
import dev.tablebook.check.Severity;
import dev.tablebook.load.Visible;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Findings for a terminal: one block per service, findings in report order, each on one line as
 * {@code file:line:col severity rule-id message}, accepted ones marked with their reason; then a
 * one-line tally.
 */
public final class TextReport {
    private TextReport() {
    }

    public static String render(List<Finding> findings) {
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
        out.append(tally(sorted)).append('\n');
        return out.toString();
    }

    public static String line(Finding f) {
        // a file name can hold a line break or a terminal escape as well as a message can
        String s = Visible.text(String.valueOf(f.pos())) + " " + f.severity().label() + " " + f.rule() + " "
                + oneLine(f.message());
        return f.accepted() ? s + " [accepted: " + oneLine(f.reason()) + "]" : s;
    }

    /**
     * A reason written as a YAML block keeps its line breaks; a report line does not. Other
     * characters that do not show (a terminal escape, a right-to-left override) are escaped.
     */
    private static String oneLine(String text) {
        return Visible.text(text.strip().replaceAll("\\s*\\R\\s*", " ").replace('\t', ' '));
    }

    /** "2 errors, 1 warning, 0 info (1 accepted)" or "no findings". */
    public static String tally(List<Finding> findings) {
        if (findings.isEmpty()) {
            return "no findings";
        }
        long errors = count(findings, Severity.ERROR);
        long warnings = count(findings, Severity.WARNING);
        long infos = count(findings, Severity.INFO);
        long accepted = findings.stream().filter(Finding::accepted).count();
        return plural(errors, "error") + ", " + plural(warnings, "warning") + ", " + infos + " info"
                + (accepted > 0 ? " (" + accepted + " accepted)" : "");
    }

    private static long count(List<Finding> findings, Severity s) {
        return findings.stream().filter(f -> f.severity() == s).count();
    }

    private static String plural(long n, String word) {
        return n + " " + word + (n == 1 ? "" : "s");
    }
}
