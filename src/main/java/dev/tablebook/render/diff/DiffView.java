package dev.tablebook.render.diff;

import dev.tablebook.diff.Change;
import dev.tablebook.diff.Checking;
import dev.tablebook.diff.CostChange;
import dev.tablebook.cost.OneTimeCost;
import dev.tablebook.diff.DiffReport;
import dev.tablebook.diff.FailOver;
import dev.tablebook.diff.FieldChange;
import dev.tablebook.diff.ServiceDiff;
import dev.tablebook.diff.ServicePricing;

import dev.tablebook.format.Figures;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.Locale;

/**
 * What the Markdown and HTML diff pages show, every cell computed and formatted here; the
 * templates only lay it out. Money cells are empty strings when the report was not priced.
 */
public record DiffView(String base, String head, String baseCommit, String headCommit, String shipCost,
                       int changedServices, boolean priced, boolean findingsCompared, Money total,
                       List<ServiceRow> services, List<MigrationView> migrations, List<FindingView> newErrors,
                       List<ServiceDetails> details, List<String> baseErrors, List<String> headErrors,
                       String oneTime, List<OneTimeView> oneTimes, List<String> prices, boolean gated, GateView gate) {

    /**
     * One one-time cost of shipping: what it buys, its dollars ("$12.34", with "(in part not
     * priced)" when a price is missing), its parts, the defaults it rests on and its risk ("" when none);
     * {@code changes} names the changes that call for it.
     */
    public record OneTimeView(String service, String what, String usd, List<PartView> parts, List<String> defaults,
                              String risk, List<String> changes) {
    }

    public record PartView(String what, String quantity, String price, String usd) {
    }

    /** {@code --fail-over}: threshold "1%", passed or not, and one line per total measured too high (or the largest rise). */
    public record GateView(String threshold, boolean passed, List<String> exceeded, String largest) {
    }

    /** A monthly cost before and after, formatted: {@code $1,234.57}, {@code +$12.00}, {@code +1.0%}. */
    public record Money(String expectedBefore, String expectedAfter, String expectedDelta, String expectedPercent,
                        String peakBefore, String peakAfter, String peakDelta, String peakPercent, boolean rises,
                        boolean falls) {
        static Money of(CostChange c) {
            if (c == null) {
                return new Money("", "", "", "", "", "", "", "", false, false);
            }
            ServicePricing.Amount d = c.delta();
            double sign = d.expected() != 0 ? d.expected() : d.peak();
            return new Money(money(c.before(), ServicePricing.Amount::expected), money(c.after(), ServicePricing.Amount::expected),
                    signed(d.expected()), percent(c.expectedPercent()), money(c.before(), ServicePricing.Amount::peak),
                    money(c.after(), ServicePricing.Amount::peak), signed(d.peak()), percent(c.peakPercent()), sign > 0,
                    sign < 0);
        }

        private static String money(ServicePricing.Amount a, java.util.function.ToDoubleFunction<ServicePricing.Amount> part) {
            return a == null ? "—" : Figures.usd(part.applyAsDouble(a));
        }
    }

    public record ServiceRow(String service, String anchor, String status, String shipCost, int changes, Money cost,
                             String oneTime) {
    }

    public record MigrationView(String service, String element, String name, String shipCost, List<String> fields,
                                List<String> steps, String oneTime) {
    }

    public record FindingView(String service, String rule, String severity, String target, String message,
                              String location, boolean accepted) {
        static FindingView of(String service, Checking.Finding f) {
            return new FindingView(service, f.rule(), f.severity(), f.target() == null ? "" : f.target(), f.message(),
                    f.file() == null ? "" : f.file() + ":" + f.line(), f.accepted());
        }
    }

    public record ChangeRow(String element, String name, String kind, String shipCost, List<String> fields,
                            List<String> notes, String oneTime) {
    }

    public record CostRow(String name, Money cost) {
    }

    public record RecommendationRow(String table, String before, String after, String why) {
    }

    public record ServiceDetails(String service, String anchor, String status, String file, List<ChangeRow> changes,
                                 List<CostRow> tables, List<CostRow> patterns, List<RecommendationRow> recommendations,
                                 List<FindingView> appeared, List<FindingView> resolved) {
    }

    public static DiffView of(DiffReport r) {
        List<ServiceRow> rows = new ArrayList<>();
        List<MigrationView> migrations = new ArrayList<>();
        List<FindingView> newErrors = new ArrayList<>();
        List<ServiceDetails> details = new ArrayList<>();
        List<OneTimeView> oneTimes = new ArrayList<>();
        Set<String> prices = new LinkedHashSet<>();
        for (ServiceDiff s : r.changedServices()) {
            String anchor = "service-" + s.service();
            rows.add(new ServiceRow(s.service(), anchor, s.status().label(), s.shipCost().label(), s.changes().size(),
                    Money.of(s.cost()), s.oneTimeCosts().isEmpty() ? "" : once(s.oneTimeUsd(),
                    s.oneTimeCosts().stream().allMatch(OneTimeCost::priced))));
            List<ChangeRow> changes = new ArrayList<>();
            for (Change c : s.changes()) {
                List<String> fields = c.fields().stream().map(DiffView::field).toList();
                String once = c.oneTime() == null ? "" : once(c.oneTime());
                changes.add(new ChangeRow(c.element().label(), c.name(), c.kind().label(), c.shipCost().label(), fields,
                        c.notes(), once));
                if (!c.migration().isEmpty()) {
                    migrations.add(new MigrationView(s.service(), c.element().label(), c.name(), c.shipCost().label(),
                            fields, c.migration(), once));
                }
            }
            for (OneTimeCost o : s.oneTimeCosts()) {
                List<String> by = s.changes().stream().filter(c -> c.oneTime() != null && c.oneTime().what().equals(o.what()))
                        .map(c -> c.element().label() + " " + c.name()).toList();
                oneTimes.add(new OneTimeView(s.service(), o.what(), once(o), o.parts().stream()
                        .map(p -> new PartView(p.what(), p.quantity(), p.price(), p.priced() ? Figures.usd(p.usd())
                                : "not priced")).toList(), o.defaults(), o.risk() == null ? "" : o.risk(), by));
            }
            if (!s.oneTimeCosts().isEmpty() && s.prices() != null) {
                prices.add(s.prices().region() + " price sheet of " + s.prices().date() + " (" + s.prices().source() + ")");
            }
            List<FindingView> appeared = new ArrayList<>();
            List<FindingView> resolved = new ArrayList<>();
            if (s.findings() != null) {
                s.findings().appeared().forEach(f -> appeared.add(FindingView.of(s.service(), f)));
                s.findings().resolved().forEach(f -> resolved.add(FindingView.of(s.service(), f)));
                s.findings().appeared().stream().filter(Checking.Finding::isUnacceptedError)
                        .forEach(f -> newErrors.add(FindingView.of(s.service(), f)));
            }
            details.add(new ServiceDetails(s.service(), anchor, s.status().label(), s.file(), changes,
                    costRows(s.tables()), costRows(s.patterns()), recommendations(s), appeared, resolved));
        }
        return new DiffView(r.base(), r.head(), shortCommit(r.baseCommit()), shortCommit(r.headCommit()),
                r.shipCost().label(), rows.size(), r.priced(), r.findingsCompared(), Money.of(r.total()), rows,
                migrations, newErrors, details, r.baseErrors(), r.headErrors(),
                oneTimes.isEmpty() ? "" : once(r.oneTimeUsd(), r.oneTimePriced()), oneTimes, List.copyOf(prices),
                r.failOver() != null, gate(r.failOver()));
    }

    private static GateView gate(FailOver.Verdict v) {
        if (v == null) {
            return new GateView("", true, List.of(), "");
        }
        FailOver.Measured top = v.largestRise();
        return new GateView(Figures.plain(v.threshold()) + "%", v.passed(),
                v.exceeded().stream().map(m -> m.label() + ": " + m.describe()).toList(),
                top == null ? "" : top.label() + ": " + top.describe());
    }

    private static String once(OneTimeCost c) {
        return once(c.usd(), c.priced());
    }

    /** "$12.34", or "$12.34 (in part not priced)" when a part lacks its price. */
    private static String once(double usd, boolean priced) {
        return Figures.usd(usd) + (priced ? "" : " (in part not priced)");
    }

    private static List<CostRow> costRows(List<ServiceDiff.CostLine> lines) {
        return lines == null ? List.of() : lines.stream().map(l -> new CostRow(l.name(), Money.of(l.cost()))).toList();
    }

    private static List<RecommendationRow> recommendations(ServiceDiff s) {
        if (s.recommendations() == null) {
            return List.of();
        }
        return s.recommendations().stream().map(rc -> new RecommendationRow(rc.table(), orNone(rc.before()),
                orNone(rc.after()), rc.why() == null ? "" : rc.why())).toList();
    }

    /** {@code projection: KEYS_ONLY → ALL}; an absent side reads "(none)". */
    static String field(FieldChange f) {
        return f.field() + ": " + orNone(f.before()) + " → " + orNone(f.after());
    }

    private static String orNone(String v) {
        return v == null ? "(none)" : v;
    }

    static String signed(double d) {
        if (d == 0) {
            return "±$0.00";
        }
        return (d > 0 ? "+" : "−") + Figures.usd(Math.abs(d));
    }

    static String percent(Double p) {
        if (p == null) {
            return "new";
        }
        if (p == 0) {
            return "±0%";
        }
        return (p > 0 ? "+" : "−") + String.format(Locale.ROOT, "%.1f%%", Math.abs(p));
    }

    private static String shortCommit(String commit) {
        return commit == null ? "" : commit.substring(0, Math.min(12, commit.length()));
    }
}
