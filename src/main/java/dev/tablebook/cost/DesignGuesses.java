package dev.tablebook.cost;

import dev.tablebook.analysis.CallUnits;
import dev.tablebook.analysis.IndexMembership;
import dev.tablebook.analysis.ItemSizes;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Attribute;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Table;
import dev.tablebook.model.WriteLeg;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/** The inputs of a YAML design that are guesses or defaults, in design order. */
final class DesignGuesses {
    private DesignGuesses() {
    }

    /**
     * {@code hot}: the design's hot-partition analysis ({@link dev.tablebook.analysis.HotPartitions#analyze});
     * {@code units}: each pattern's units per call as designed ({@link dev.tablebook.analysis.PatternUnits#of}).
     */
    static List<Guess> collect(Design design, List<dev.tablebook.analysis.PartitionLoad> hot,
                               Function<AccessPattern, CallUnits> units) {
        List<Guess> out = new ArrayList<>();
        for (AccessPattern p : design.patterns()) {
            if (p.rps() == null) {
                out.add(new Guess("pattern " + p.id(), "no `rps`: the pattern costs nothing (a design gap)",
                        DesignInputs.pos(p.where())));
            }
        }
        for (Entity e : design.entities().values()) {
            List<String> guessed = new ArrayList<>();
            for (Attribute a : e.attributes().values()) {
                if (a.guess()) {
                    guessed.add(a.name() + " (" + a.bytes() + " B)");
                }
            }
            if (!guessed.isEmpty() && e.sizeBytes() == null) {
                out.add(new Guess("entity " + e.name(), "attribute sizes that are guesses: " + String.join(", ", guessed),
                        DesignInputs.pos(e.where())));
            }
            for (Table t : design.tables().values()) {
                if (!t.stores(e.name())) {
                    continue;
                }
                Set<String> undeclared = ItemSizes.undeclaredPlaceholders(e, t);
                if (!undeclared.isEmpty() && e.sizeBytes() == null) {
                    out.add(new Guess("entity " + e.name() + " in " + t.name(), "undeclared placeholders "
                            + String.join(", ", undeclared.stream().map(s -> "{" + s + "}").toList()) + " assumed "
                            + ItemSizes.UNDECLARED_PLACEHOLDER_BYTES + " B each", DesignInputs.pos(t.where())));
                }
            }
            if (e.count() == null && isStored(design, e)) {
                out.add(new Guess("entity " + e.name(), creates(design, e)
                        ? "no `count`: population derived from create rates x retention"
                        : "no `count` and no create pattern: stores nothing in these figures", DesignInputs.pos(e.where())));
            }
        }
        for (AccessPattern p : design.patterns()) {
            for (WriteLeg leg : p.legs()) {
                Entity e = design.entities().get(leg.entity());
                Table t = design.tables().get(leg.table());
                boolean horizon = t != null && t.ttlDays() != null;
                if (leg.action().creates() && leg.retentionDays() == null && !horizon && e != null && e.count() == null) {
                    out.add(new Guess("pattern " + p.id() + " leg " + leg.entity(), "no `retention_days`: "
                            + DesignStorage.DEFAULT_RETENTION_DAYS + " days assumed", DesignInputs.pos(leg.where())));
                }
            }
        }
        for (AccessPattern p : design.patterns()) {
            if (p.operation().isRead()) {
                for (String g : units.apply(p).guesses()) {
                    out.add(new Guess("pattern " + p.id(), g, DesignInputs.pos(p.where())));
                }
            }
        }
        boolean stated = dev.tablebook.analysis.ShapeFacts.servicePeakHoursStated(design);
        boolean tableStated = design.tables().values().stream().allMatch(t -> t.peakHoursPerDay() != null);
        if (!stated && !tableStated && !design.tables().isEmpty()) {
            out.add(new Guess("service " + design.service(), "no `peak_hours_per_day`: peak assumed to last "
                    + dev.tablebook.format.Figures.num(design.peakHoursPerDay()) + " hours a day", DesignInputs.pos(design.where())));
        }
        for (Table t : design.tables().values()) {
            if (t.isGlobal() && t.replicas().stream().anyMatch(r -> !r.equals(design.region()))) {
                out.add(new Guess("table " + t.name(), "Global Tables replication: the writes are taken to be made in "
                        + design.region() + " and each change (write or TTL delete) to move its item's size to every"
                        + " replica Region; AWS states no size for a replicated change",
                        t.where() == null ? null : t.where().of("replicas")));
            }
        }
        TrafficGuesses.collect(design, out);
        SpreadGuesses.collect(hot, out);
        return out;
    }

    private static boolean isStored(Design design, Entity e) {
        return design.tables().values().stream().anyMatch(t -> IndexMembership.stored(design, t).contains(e));
    }

    private static boolean creates(Design design, Entity e) {
        return design.patterns().stream().flatMap(p -> p.legs().stream())
                .anyMatch(l -> l.entity().equals(e.name()) && l.action().creates());
    }
}
