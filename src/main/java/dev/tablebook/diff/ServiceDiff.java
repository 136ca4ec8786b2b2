package dev.tablebook.diff;

import dev.tablebook.cost.OneTimeCost;
import dev.tablebook.cost.PricingInfo;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What changed in one service: its design changes, and — when a price engine and the rule
 * catalog were given — its cost before and after and the findings that appeared or went away.
 * {@code cost}, {@code tables}, {@code patterns} and {@code recommendations} are null when no
 * pricing was available; {@code findings} is null when no check was run. {@code prices} is the
 * price sheet of the head's figures and one-time costs (null when not priced).
 */
public record ServiceDiff(String service, Status status, String file, ShipCost shipCost, List<Change> changes,
                          CostChange cost, List<CostLine> tables, List<CostLine> patterns,
                          List<RecommendationChange> recommendations, FindingChanges findings, PricingInfo prices) {
    public ServiceDiff {
        changes = List.copyOf(changes);
        tables = tables == null ? null : List.copyOf(tables);
        patterns = patterns == null ? null : List.copyOf(patterns);
        recommendations = recommendations == null ? null : List.copyOf(recommendations);
    }

    /**
     * The one-time costs of shipping the service's changes, each once: a table migration that
     * several changes of one table call for is one migration.
     */
    public List<OneTimeCost> oneTimeCosts() {
        Set<String> seen = new LinkedHashSet<>();
        List<OneTimeCost> out = new ArrayList<>();
        for (Change c : changes) {
            if (c.oneTime() != null && seen.add(c.oneTime().what())) {
                out.add(c.oneTime());
            }
        }
        return out;
    }

    /** US dollars of {@link #oneTimeCosts()}. */
    public double oneTimeUsd() {
        return oneTimeCosts().stream().mapToDouble(OneTimeCost::usd).sum();
    }

    public enum Status {
        ADDED("added"), REMOVED("removed"), CHANGED("changed"), UNCHANGED("unchanged"),
        /** One side has input errors: the service could not be compared. */
        NOT_COMPARED("not-compared");

        private final String label;

        Status(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /** The cost of one table or pattern before and after. */
    public record CostLine(String name, CostChange cost) {
    }

    /** A table's recommended capacity mode before and after (null: the table is not there). */
    public record RecommendationChange(String table, String before, String after, String why) {
    }

    /** The findings of the rule catalog that the change brings and those it removes. */
    public record FindingChanges(List<Checking.Finding> appeared, List<Checking.Finding> resolved) {
        public FindingChanges {
            appeared = List.copyOf(appeared);
            resolved = List.copyOf(resolved);
        }
    }
}
