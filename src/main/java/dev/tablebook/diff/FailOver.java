package dev.tablebook.diff;

import dev.tablebook.format.Figures;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code --fail-over PCT}: which expected monthly totals rise by more than PCT percent — each
 * compared service's, and the repository's. A service is measured against its own total, so a
 * rise of 5% in one service of a large repository is not diluted into the repository's 0.2%. A
 * service that is added has no total to rise from and is measured in the repository's total.
 */
public record FailOver(double percent) {

    /**
     * One total measured: {@code scope} is "service" (with its {@code name}) or "repository"
     * (name null); expected US dollars a month before and after; {@code risePercent} null when
     * there was nothing before; {@code exceeded} when it rises by more than the threshold.
     */
    public record Measured(String scope, String name, double before, double after, Double risePercent,
                           boolean exceeded) {
        /** "service orders" or "the repository". */
        public String label() {
            return name == null ? "the repository" : scope + " " + name;
        }

        /** "expected $100.00 → $105.30 a month (+5.3%)". */
        public String describe() {
            return "expected " + Figures.usd(before) + " → " + Figures.usd(after) + " a month ("
                    + (risePercent == null ? "new" : (risePercent >= 0 ? "+" : "") + Figures.plain(round(risePercent))
                    + "%") + ")";
        }
    }

    /**
     * The gate's result, as the diff reports it: the threshold, whether it passed, and every total
     * it measured (the compared services, then the repository); nothing measured when the diff was
     * not priced, which passes.
     */
    public record Verdict(double threshold, boolean passed, List<Measured> measured) {
        public Verdict {
            measured = List.copyOf(measured);
        }

        public List<Measured> exceeded() {
            return measured.stream().filter(Measured::exceeded).toList();
        }

        /** The largest rise measured, for a gate that passed; null when none rose. */
        public Measured largestRise() {
            Measured top = null;
            for (Measured m : measured) {
                if (m.after() > m.before() && (top == null || rise(m) > rise(top))) {
                    top = m;
                }
            }
            return top;
        }

        private static double rise(Measured m) {
            return m.risePercent() == null ? Double.MAX_VALUE : m.risePercent();
        }
    }

    public Verdict judge(DiffReport report) {
        List<Measured> out = new ArrayList<>();
        if (!report.priced()) {
            return new Verdict(percent, true, out);
        }
        for (ServiceDiff s : report.services()) {
            if (s.cost() != null && s.cost().before() != null && s.cost().after() != null) {
                out.add(measure("service", s.service(), s.cost()));
            }
        }
        out.add(measure("repository", null, report.total()));
        return new Verdict(percent, out.stream().noneMatch(Measured::exceeded), out);
    }

    /** One line per total that rises too much, naming it; empty when none does. */
    public List<String> exceeded(DiffReport report) {
        return judge(report).exceeded().stream().map(m -> m.label() + ": " + m.describe()).toList();
    }

    private Measured measure(String scope, String name, CostChange c) {
        double before = c.beforeOrZero().expected();
        double after = c.afterOrZero().expected();
        boolean exceeded = after > before && (before == 0 || (after - before) / before * 100 > percent);
        return new Measured(scope, name, before, after, before == 0 ? (after == 0 ? 0.0 : null)
                : (after - before) / before * 100, exceeded);
    }

    private static double round(double pct) {
        return Math.round(pct * 10) / 10.0;
    }
}
