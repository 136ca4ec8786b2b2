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
        List<PatternInput> patterns = new ArrayList<>();
        int i = 0;
        for (AccessPattern p : design.patterns()) {
            double sizeFactor = scenario.sizeFactor(p.id());
            patterns.add(new PatternInput(p.id(), p.title(), p.operation().name(), p.table(), p.index(),
                    scenario.rate(p.id(), p.rps()),
                    base != null && sizeFactor == 1 ? base.patterns().get(i).units()
                            : withReadConsistencyNote(design, p, units.of(p, sizeFactor)),
                    p.operation().isTransaction(), pos(p.where())));
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
        List<dev.tablebook.analysis.PartitionLoad> hot = asDesigned ? dev.tablebook.analysis.HotPartitions.analyze(design)
                : List.of();
        return new CostInputs(patterns, storage, tables,
                asDesigned ? DesignGuesses.collect(design, hot) : List.of(),
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
        return new CallUnits(u.lines(), u.itemsRead(), u.conditionalFailRate(), u.failed(), notes);
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
        List<String> out = new ArrayList<>();
        out.add("Item sizes are the entity's size_bytes, else the sum of its attributes' bytes plus its rendered key"
                + " templates; attribute bytes are taken as each attribute's stored size (name and value).");
        out.add("A failed conditional write bills the write units of the item that is there (previous_bytes, else the"
                + " entity's item; at least 1) and writes no index and no vector: conditional_fail_rate r adds r x those"
                + " base-table units.");
        out.add("A put that states previous_bytes replaces an item: on an index whose key the entity marks mutable it is"
                + " charged two index writes (delete + insert), as an update that changes the key.");
        out.add("An update leg without `attributes` is charged one write on every index its entity carries"
                + " (and is assumed to rewrite its vectors).");
        out.add("Populations without `count` are the steady state of creates: rate x items x retention_days"
                + " (default: the table's TTL horizon, `ttl: { attribute, days }`, else 30 days).");
        boolean global = design.tables().values().stream().anyMatch(Table::isGlobal);
        if (global) {
            out.add("Global Tables: each replica region is priced at the price sheet of its region where tablebook has"
                    + " one (built in, or given with --pricing), else at the design's sheet (listed among the guesses); a"
                    + " replica receives every base-table write as a replicated write (transactions not doubled) and"
                    + " performs its own index writes; it receives every TTL delete of an lww table as a replicated write"
                    + " too, with its own index deletes (TTL deletes are free only where they happen); it stores the table"
                    + " and pays its own PITR; the changed items are transferred to it at the data-transfer price of the"
                    + " design's region, each change taken at its item's size (a guess). The writes are taken to be made"
                    + " in the design's region.");
        }
        boolean pipes = design.consumers().stream().anyMatch(c -> c.via() == Consumer.Via.PIPE);
        if (pipes) {
            out.add("Streams read by a non-Lambda consumer: GetRecords calls = change records / batch_size (default "
                    + DesignLineItems.DEFAULT_BATCH_SIZE + "), at least 4 polls a second on each shard; the shards are"
                    + " estimated as the table's partitions, one per 10 GB and per 3,000 RCU + 1,000 WCU a second (an"
                    + " estimate).");
        }
        return out;
    }
}
