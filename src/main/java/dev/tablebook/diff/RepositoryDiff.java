package dev.tablebook.diff;

import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.OneTimeCosts;
import dev.tablebook.cost.Pricing;
import dev.tablebook.cost.PricingInfo;
import dev.tablebook.load.InputError;
import dev.tablebook.load.PriceSheetException;
import dev.tablebook.load.RepositoryRevision;
import dev.tablebook.model.Design;
import dev.tablebook.run.RunResult;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Compares two revisions of a design repository service by service (matched by slug): a pure
 * comparison of the pipeline's results over both sides — their designs, findings and costs.
 */
public final class RepositoryDiff {
    private final DesignComparer comparer = new DesignComparer();
    private final Pricing pricing;

    /** {@code pricing} prices the one-time costs of shipping; null: they are not priced. */
    public RepositoryDiff(Pricing pricing) {
        this.pricing = pricing;
    }

    public DiffReport compare(Side baseSide, Side headSide) {
        RepositoryRevision base = baseSide.revision();
        RepositoryRevision head = headSide.revision();
        Map<String, Design> before = byService(base.loaded().designs());
        Map<String, Design> after = byService(head.loaded().designs());
        Map<String, List<Checking.Finding>> findingsBefore = findings(baseSide.run());
        Map<String, List<Checking.Finding>> findingsAfter = findings(headSide.run());
        Set<String> services = new TreeSet<>(before.keySet());
        services.addAll(after.keySet());
        List<ServiceDiff> out = new ArrayList<>();
        List<String> baseErrors = new ArrayList<>(errors(base));
        List<String> headErrors = new ArrayList<>(errors(head));
        ServicePricing.Amount totalBefore = ServicePricing.Amount.ZERO;
        ServicePricing.Amount totalAfter = ServicePricing.Amount.ZERO;
        for (String service : services) {
            Design b = before.get(service);
            Design a = after.get(service);
            ServiceDiff.Status status = status(b, a, base, head);
            List<Change> changes = b != null && a != null ? comparer.compare(b, a) : List.of();
            ShipCost ship = ShipCost.maxOf(changes.stream().map(Change::shipCost).toList());
            if (status == ServiceDiff.Status.ADDED || status == ServiceDiff.Status.REMOVED) {
                ship = ShipCost.CODE_ONLY;
            }
            if (status == ServiceDiff.Status.CHANGED && changes.isEmpty()) {
                status = ServiceDiff.Status.UNCHANGED;
            }
            ServiceCost cost = status == ServiceDiff.Status.NOT_COMPARED ? null : price(b, a, baseSide.run(), headSide.run(),
                    baseErrors, headErrors);
            CostReport headCost = a == null ? null : headSide.run().costs().get(a.service());
            if (cost != null && b != null && a != null && headCost != null) {
                changes = oneTime(changes, b, a, headCost);
            }
            if (cost != null) {
                totalBefore = totalBefore.plus(cost.total.beforeOrZero());
                totalAfter = totalAfter.plus(cost.total.afterOrZero());
            }
            ServiceDiff.FindingChanges found = status == ServiceDiff.Status.NOT_COMPARED ? null
                    : FindingMatch.changes(findingsBefore.getOrDefault(service, List.of()),
                    findingsAfter.getOrDefault(service, List.of()));
            if (status == ServiceDiff.Status.UNCHANGED && found != null
                    && (!found.appeared().isEmpty() || !found.resolved().isEmpty())) {
                // the rules changed under an unchanged design (e.g. a newer tablebook): still worth showing
                status = ServiceDiff.Status.CHANGED;
            }
            String file = a != null ? a.file() : b.file();
            out.add(new ServiceDiff(service, status, file, ship, changes, cost == null ? null : cost.total,
                    cost == null ? null : cost.tables, cost == null ? null : cost.patterns,
                    cost == null ? null : cost.recommendations, found, prices(cost, a, b, headSide, baseSide)));
        }
        ShipCost overall = ShipCost.maxOf(out.stream().filter(s -> s.status() != ServiceDiff.Status.UNCHANGED)
                .map(ServiceDiff::shipCost).toList());
        return new DiffReport(base.label(), head.label(), base.commit(), head.commit(), overall, out,
                baseErrors, headErrors, new CostChange(totalBefore, totalAfter), true);
    }

    /** The changes with their one-time costs, priced with the head design's price sheets (a replica region's at its own). */
    private List<Change> oneTime(List<Change> changes, Design b, Design a, CostReport headCost) {
        if (pricing == null) {
            return changes;
        }
        if (a.isImported()) {
            return new OneTimePricing(b, a, null, headCost).price(changes);
        }
        try {
            return new OneTimePricing(b, a, new OneTimeCosts(pricing.sheetsFor(a)), headCost).price(changes);
        } catch (PriceSheetException e) {
            return changes; // the head is unpriced: already an input error of the head
        }
    }

    private static PricingInfo prices(ServiceCost cost, Design a, Design b, Side head, Side base) {
        if (cost == null) {
            return null;
        }
        CostReport r = a != null ? head.run().costs().get(a.service()) : base.run().costs().get(b.service());
        return r == null ? null : r.pricing();
    }

    private static ServiceDiff.Status status(Design b, Design a, RepositoryRevision base, RepositoryRevision head) {
        if (b != null && a != null) {
            return ServiceDiff.Status.CHANGED;
        }
        // a service missing on one side because its file did not load there was not removed or added
        Design present = b != null ? b : a;
        RepositoryRevision own = b != null ? base : head;
        RepositoryRevision other = b != null ? head : base;
        String file = own.relative(present.file());
        if (other.loaded().failedFiles().stream().anyMatch(f -> other.relative(f).equals(file))) {
            return ServiceDiff.Status.NOT_COMPARED;
        }
        return b == null ? ServiceDiff.Status.ADDED : ServiceDiff.Status.REMOVED;
    }

    private record ServiceCost(CostChange total, List<ServiceDiff.CostLine> tables, List<ServiceDiff.CostLine> patterns,
                               List<ServiceDiff.RecommendationChange> recommendations) {
    }

    /**
     * The cost of one service on both sides; null (and the reason added to that side's errors)
     * when a side that has the service cannot be priced, so that the totals stay comparable.
     */
    private static ServiceCost price(Design b, Design a, RunResult base, RunResult head, List<String> baseErrors,
                                     List<String> headErrors) {
        if (b != null && base.unpriced().containsKey(b.service())) {
            baseErrors.add(base.unpriced().get(b.service()));
            return null;
        }
        if (a != null && head.unpriced().containsKey(a.service())) {
            headErrors.add(head.unpriced().get(a.service()));
            return null;
        }
        ServicePricing.ServicePrice pb = b == null ? null : ServicePricing.of(base.costs().get(b.service()));
        ServicePricing.ServicePrice pa = a == null ? null : ServicePricing.of(head.costs().get(a.service()));
        CostChange total = new CostChange(pb == null ? null : pb.total(), pa == null ? null : pa.total());
        List<ServiceDiff.CostLine> tables = lines(pb == null ? Map.of() : pb.tables(), pa == null ? Map.of() : pa.tables());
        List<ServiceDiff.CostLine> patterns = lines(pb == null ? Map.of() : pb.patterns(),
                pa == null ? Map.of() : pa.patterns());
        List<ServiceDiff.RecommendationChange> recs = new ArrayList<>();
        Map<String, String> rb = pb == null ? Map.of() : pb.recommendation();
        Map<String, String> ra = pa == null ? Map.of() : pa.recommendation();
        Set<String> names = new TreeSet<>(NaturalOrder.INSTANCE);
        names.addAll(rb.keySet());
        names.addAll(ra.keySet());
        for (String t : names) {
            if (!java.util.Objects.equals(rb.get(t), ra.get(t))) {
                recs.add(new ServiceDiff.RecommendationChange(t, rb.get(t), ra.get(t),
                        pa == null ? null : pa.why().get(t)));
            }
        }
        return new ServiceCost(total, tables, patterns, recs);
    }

    /** Lines present on either side whose cost changed, in natural name order. */
    private static List<ServiceDiff.CostLine> lines(Map<String, ServicePricing.Amount> before, Map<String, ServicePricing.Amount> after) {
        Set<String> names = new TreeSet<>(NaturalOrder.INSTANCE);
        names.addAll(before.keySet());
        names.addAll(after.keySet());
        List<ServiceDiff.CostLine> out = new ArrayList<>();
        for (String n : names) {
            CostChange c = new CostChange(before.get(n), after.get(n));
            if (!c.isZero() || before.get(n) == null || after.get(n) == null) {
                out.add(new ServiceDiff.CostLine(n, c));
            }
        }
        return out;
    }

    private static Map<String, List<Checking.Finding>> findings(RunResult r) {
        Map<String, List<Checking.Finding>> out = new HashMap<>();
        for (Checking.Finding f : Checking.of(r.findings())) {
            if (f.service() != null) {
                out.computeIfAbsent(f.service(), k -> new ArrayList<>()).add(f);
            }
        }
        return out;
    }

    private static Map<String, Design> byService(List<Design> designs) {
        Map<String, Design> out = new LinkedHashMap<>();
        designs.forEach(d -> out.put(d.service(), d));
        return out;
    }

    private static List<String> errors(RepositoryRevision r) {
        return r.loaded().errors().stream().map(InputError::line).toList();
    }
}
