package dev.tablebook.cost;

import dev.tablebook.analysis.CallUnits;
import dev.tablebook.analysis.PatternUnits;
import dev.tablebook.analysis.ShapeFacts;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Consumer;
import dev.tablebook.model.Design;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Table;
import dev.tablebook.model.Traffic;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** Reduces a YAML design to {@link CostInputs}: units per call, storage bytes, table facts, guesses. */
final class DesignInputs {
    private DesignInputs() {
    }

    static CostInputs build(Design design, Scenario scenario) {
        return build(design, scenario, null);
    }

    /**
     * With {@code base}, the inputs of the same design as designed: the units of every pattern whose
     * sizes the scenario leaves alone, the table facts (which no scenario moves) and the storage, unless
     * the scenario moves the rate of a write pattern, are taken from it.
     */
    static CostInputs build(Design design, Scenario scenario, CostInputs base) {
        return build(design, scenario, base, true);
    }

    /**
     * The same; without {@code explained}, the hot-partition analysis, the guesses and the assumptions
     * are left out: they are the report's to show, and no price reads them (the pricers read the
     * patterns, the storage and the table facts), so what is priced from these inputs is the same.
     */
    static CostInputs build(Design design, Scenario scenario, CostInputs base, boolean explained) {
        PatternUnits units = new PatternUnits(design);
        // each pattern's units as designed, counted once for the patterns, the hot partitions and the guesses
        Function<AccessPattern, CallUnits> asDesignedUnits = PatternUnits.countedOnce(design);
        List<PatternInput> patterns = new ArrayList<>();
        int i = 0;
        for (AccessPattern p : design.patterns()) {
            double sizeFactor = scenario.sizeFactor(p.id());
            dev.tablebook.model.Rate rate = scenario.rate(p.id(), p.rps());
            Traffic.Window w = PeakMonth.window(design, p, rate);
            String peakNote = w == null ? null : "peaks at " + dev.tablebook.format.Figures.num(rate.peak()) + "/s only in"
                    + " window " + w.name() + " (" + w.span() + ", " + dev.tablebook.format.Figures.num(w.minutes() / 60.0)
                    + " h a day): the peak month bills max(average " + dev.tablebook.format.Figures.num(rate.average())
                    + ", " + dev.tablebook.format.Figures.num(rate.peak()) + " x " + dev.tablebook.format.Figures.num(
                    w.minutes() / 60.0) + " / 24) = " + dev.tablebook.format.Figures.num(PeakMonth.rate(rate, w)) + "/s";
            patterns.add(new PatternInput(p.id(), p.title(), p.operation().name(), p.table(), p.index(), rate,
                    base != null && sizeFactor == 1 ? base.patterns().get(i).units()
                            : withReadConsistencyNote(design, p, sizeFactor == 1 ? asDesignedUnits.apply(p) : units.of(p, sizeFactor)),
                    p.operation().isTransaction(), pos(p.where()), PeakMonth.rate(design, p, rate), peakNote));
            i++;
        }
        Map<String, TableFacts> tables = new LinkedHashMap<>();
        if (base != null) {
            tables.putAll(base.tables());
        } else {
            for (Table t : design.tables().values()) {
                tables.put(t.name(), facts(design, t));
            }
        }
        boolean asDesigned = scenario == Scenario.AS_DESIGNED && explained;
        List<StorageBytes> storage = base != null && !movesStorage(design, scenario) ? base.storage()
                : DesignStorage.compute(design, scenario);
        List<dev.tablebook.analysis.PartitionLoad> hot = asDesigned
                ? dev.tablebook.analysis.HotPartitions.analyze(design, asDesignedUnits) : List.of();
        return new CostInputs(patterns, storage, tables,
                asDesigned ? DesignGuesses.collect(design, hot, asDesignedUnits) : List.of(),
                asDesigned ? assumptions(design) : List.of(), List.of(), hot);
    }

    /**
     * The inputs of {@code design} where it differs from the design of {@code base} (inputs without
     * explanations, {@code explained} false) in one table's class only: the units and the storage
     * bytes, which no table class moves, are the base's; the table's facts are made again.
     */
    static CostInputs withTableClass(CostInputs base, Design design, String table) {
        Map<String, TableFacts> tables = new LinkedHashMap<>(base.tables());
        tables.put(table, facts(design, design.tables().get(table)));
        return new CostInputs(base.patterns(), base.storage(), tables, List.of(), List.of(), List.of(), List.of());
    }

    /**
     * Whether the scenario can change the design's storage: only the rate of a write pattern enters it
     * (the populations of entities without a count are its creates), never an item size.
     */
    private static boolean movesStorage(Design design, Scenario scenario) {
        if (scenario.rateFactor() == 1) {
            return false;
        }
        for (AccessPattern p : design.patterns()) {
            if (p.id().equals(scenario.patternId()) && p instanceof dev.tablebook.model.Write) {
                return true;
            }
        }
        return false;
    }

    /**
     * A strongly consistent read of a Global Table in multi-Region eventual consistency (lww) is
     * strong only in the Region that serves it: said beside the pattern's figures ("DynamoDB read
     * consistency", "How DynamoDB global tables work", AWS developer guide).
     */
    static CallUnits withReadConsistencyNote(Design design, AccessPattern p, CallUnits u) {
        Table t = p.table() == null ? null : design.tables().get(p.table());
        if (t == null || !t.isGlobal() || t.replication() != Table.Replication.LWW
                || p.consistency() != dev.tablebook.model.Consistency.STRONG) {
            return u;
        }
        List<String> notes = new ArrayList<>(u.notes());
        notes.add("strong consistency on " + t.name() + ", a multi-Region eventually consistent (MREC) Global Table in "
                + String.join(", ", t.replicas()) + ": the read is strong only within the Region that serves it; a write"
                + " made in another Region is missed until replication delivers it (typically within a second). Use"
                + " `replication: mrsc` where every Region must read the latest write");
        return new CallUnits(u.lines(), u.itemsRead(), u.conditionalFailRate(), u.failed(), notes, u.guesses());
    }

    static Pos pos(dev.tablebook.model.Where where) {
        return where == null ? null : where.self();
    }

    private static TableFacts facts(Design design, Table t) {
        boolean ia = t.tableClass() == Table.TableClass.STANDARD_IA;
        List<String> replicas = t.replicas().stream().filter(r -> !r.equals(design.region())).toList();
        int gsis = (int) t.indexes().values().stream().filter(x -> x.isGsi()).count();
        return new TableFacts(t.name(), ia, ia, ia, !t.vectorIndexes().isEmpty(), t.isGlobal(), replicas, 1 + gsis,
                t.capacity(), ShapeFacts.of(design, t));
    }

    private static List<String> assumptions(Design design) {
        List<String> out = new ArrayList<>(List.of(CostAssumptions.ITEM_SIZES, CostAssumptions.FAILED_CONDITION,
                CostAssumptions.REPLACING_PUT, CostAssumptions.UPDATE_LEG, CostAssumptions.POPULATIONS));
        if (design.tables().values().stream().anyMatch(Table::isGlobal)) {
            out.add(CostAssumptions.GLOBAL_TABLES);
        }
        if (design.consumers().stream().anyMatch(c -> c.via() == Consumer.Via.PIPE)) {
            out.add(CostAssumptions.STREAM_POLLING);
        }
        return out;
    }
}
