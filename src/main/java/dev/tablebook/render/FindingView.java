package dev.tablebook.render;

import dev.tablebook.check.Finding;
import dev.tablebook.check.FindingCounts;
import dev.tablebook.check.Severity;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A finding as a service page lists it: rule (its page in the catalog), severity, category, the
 * target with a link to its section, the message, the position in the design file, and whether
 * a deviation accepts it.
 */
public record FindingView(String anchor, String rule, String severity, String category, String target,
                          String targetAnchor, List<MessagePart> message, String messageCell, String position,
                          boolean accepted, String reasonHtml, String reasonCell) {

    /** A run of a message: plain text, or code where the message quotes it in backticks. */
    public record MessagePart(String text, boolean code) {
    }

    /**
     * Splits a message into text and code as CommonMark reads backticks: a run of n backticks opens
     * code that only the next run of exactly n backticks closes; a run that nothing closes is text.
     * Messages quote design text, which may hold backticks of its own: whatever they pair up as,
     * {@link #cell} writes each part so that it cannot reach out of its place.
     */
    static List<MessagePart> parts(String message) {
        List<MessagePart> out = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        int i = 0;
        while (i < message.length()) {
            if (message.charAt(i) != '`') {
                text.append(message.charAt(i++));
                continue;
            }
            int n = run(message, i);
            int close = closing(message, i + n, n);
            if (close < 0) {
                text.append(message, i, i + n);
                i += n;
                continue;
            }
            if (text.length() > 0) {
                out.add(new MessagePart(text.toString(), false));
                text.setLength(0);
            }
            out.add(new MessagePart(stripPadding(message.substring(i + n, close)), true));
            i = close + n;
        }
        if (text.length() > 0) {
            out.add(new MessagePart(text.toString(), false));
        }
        return out;
    }

    /** The length of the run of backticks at {@code at}. */
    private static int run(String s, int at) {
        int end = at;
        while (end < s.length() && s.charAt(end) == '`') {
            end++;
        }
        return end - at;
    }

    /** Where the next run of exactly {@code n} backticks from {@code from} starts, or -1. */
    private static int closing(String s, int from, int n) {
        int i = from;
        while (i < s.length()) {
            if (s.charAt(i) != '`') {
                i++;
                continue;
            }
            int len = run(s, i);
            if (len == n) {
                return i;
            }
            i += len;
        }
        return -1;
    }

    /** CommonMark drops one space on each side of code that has both and is not all spaces. */
    private static String stripPadding(String code) {
        return code.length() >= 2 && code.startsWith(" ") && code.endsWith(" ") && !code.isBlank()
                ? code.substring(1, code.length() - 1) : code;
    }

    /**
     * The message as one Markdown table cell: text escaped character by character (no HTML, link
     * or emphasis can start in it), code in a code span whose fence is longer than any run of
     * backticks inside it, so that nothing in the code can close it early; inside a code span
     * nothing is HTML. Pipes are escaped in both, as a GitHub table cell needs.
     */
    static String cell(List<MessagePart> parts) {
        StringBuilder sb = new StringBuilder();
        for (MessagePart p : parts) {
            if (p.code()) {
                sb.append(codeSpan(p.text().replaceAll("[\\r\\n]", " ")).replace("|", "\\|"));
            } else {
                sb.append(MarkdownEscape.escape(p.text()));
            }
        }
        return sb.toString();
    }

    /** A code span holding exactly {@code code}, whatever backticks and spaces it starts or ends with. */
    static String codeSpan(String code) {
        return dev.tablebook.format.CodeSpan.of(code);
    }

    /** A count of findings of one severity on one target, linking to the first of them. */
    public record Badge(String severity, int count, String anchor) {
        public String label() {
            return count + " " + severity + (count == 1 || severity.equals("info") ? "" : "s");
        }
    }

    /** Unaccepted findings by severity, and how many deviations accept. */
    public record Counts(int errors, int warnings, int infos, int accepted) {
        public int open() {
            return errors + warnings + infos;
        }

        public List<Badge> badges(String anchor) {
            List<Badge> out = new ArrayList<>();
            if (errors > 0) {
                out.add(new Badge("error", errors, anchor));
            }
            if (warnings > 0) {
                out.add(new Badge("warning", warnings, anchor));
            }
            if (infos > 0) {
                out.add(new Badge("info", infos, anchor));
            }
            return out;
        }

        /** "2 errors · 1 warning · 3 accepted", or "none". */
        public String summary() {
            List<String> parts = new ArrayList<>(badges("").stream().map(Badge::label).toList());
            if (accepted > 0) {
                parts.add(accepted + " accepted");
            }
            return parts.isEmpty() ? "none" : String.join(" · ", parts);
        }

        static Counts of(List<Finding> findings) {
            FindingCounts c = FindingCounts.of(findings);
            return new Counts(c.errors(), c.warnings(), c.infos(), c.accepted());
        }
    }

    /**
     * The service's findings in the order a reviewer reads them: open ones before accepted ones,
     * errors before warnings before notes, authorization before the other categories, and otherwise
     * in report order; each linked to the section of its target.
     */
    static List<FindingView> of(List<Finding> findings, Map<String, String> targetAnchors, MarkdownText markdown) {
        List<FindingView> out = new ArrayList<>();
        int n = 0;
        List<Finding> ordered = new ArrayList<>(findings);
        ordered.sort(java.util.Comparator.comparing(Finding::accepted)
                .thenComparing(Finding::severity)
                .thenComparing(f -> f.category() != dev.tablebook.check.Category.AUTHORIZATION));
        for (Finding f : ordered) {
            n++;
            String target = f.target() == null ? "" : f.target();
            List<MessagePart> message = parts(f.message());
            out.add(new FindingView("finding-" + n, f.rule(), f.severity().label(), f.category().label(), target,
                    targetAnchors.getOrDefault(target, ""), message, cell(message), f.pos().toString(), f.accepted(),
                    markdown.toHtml(f.reason()), markdown.toSafeCell(f.reason())));
        }
        return out;
    }

    /** Per target, one badge per severity of its unaccepted findings, linking to the first such finding. */
    static Map<String, List<Badge>> badges(List<FindingView> findings) {
        Map<String, Map<String, List<FindingView>>> byTarget = new LinkedHashMap<>();
        for (FindingView f : findings) {
            if (!f.accepted()) {
                byTarget.computeIfAbsent(f.target(), k -> new LinkedHashMap<>())
                        .computeIfAbsent(f.severity(), k -> new ArrayList<>()).add(f);
            }
        }
        Map<String, List<Badge>> out = new LinkedHashMap<>();
        byTarget.forEach((target, bySeverity) -> {
            List<Badge> badges = new ArrayList<>();
            for (String s : List.of("error", "warning", "info")) {
                List<FindingView> list = bySeverity.get(s);
                if (list != null) {
                    badges.add(new Badge(s, list.size(), list.get(0).anchor()));
                }
            }
            out.put(target, badges);
        });
        return out;
    }
}
