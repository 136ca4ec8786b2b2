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

    /** One line per total that rises too much, naming it; empty when none does. */
    public List<String> exceeded(DiffReport report) {
        List<String> out = new ArrayList<>();
        if (!report.priced()) {
            return out;
        }
        for (ServiceDiff s : report.services()) {
            if (s.cost() != null && s.cost().before() != null && s.cost().after() != null && rises(s.cost())) {
                out.add("service " + s.service() + ": " + describe(s.cost()));
            }
        }
        if (rises(report.total())) {
            out.add("the repository: " + describe(report.total()));
        }
        return out;
    }

    private boolean rises(CostChange c) {
        double before = c.beforeOrZero().expected();
        double after = c.afterOrZero().expected();
        return after > before && (before == 0 || (after - before) / before * 100 > percent);
    }

    private static String describe(CostChange c) {
        Double pct = c.expectedPercent();
        return "expected " + Figures.usd(c.beforeOrZero().expected()) + " → " + Figures.usd(c.afterOrZero().expected())
                + " a month (" + (pct == null ? "new" : (pct >= 0 ? "+" : "") + Figures.plain(round(pct)) + "%") + ")";
    }

    private static double round(double pct) {
        return Math.round(pct * 10) / 10.0;
    }
}
