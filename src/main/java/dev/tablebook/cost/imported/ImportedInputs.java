package dev.tablebook.cost.imported;

import dev.tablebook.analysis.CallUnits;
import dev.tablebook.analysis.ShapeFacts;
import dev.tablebook.cost.CostInputs;
import dev.tablebook.cost.Guess;
import dev.tablebook.cost.NotPriced;
import dev.tablebook.cost.PatternInput;
import dev.tablebook.cost.Scenario;
import dev.tablebook.cost.TableFacts;
import dev.tablebook.load.ImportedModel;
import dev.tablebook.model.Design;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Rate;
import dev.tablebook.model.Where;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The import seam: the one entry into pricing a design imported from the reference calculator's
 * model. It opens the design's {@link Design#imported() source}, the only place that does, and
 * reduces it to {@link CostInputs} with that calculator's own defaults; everything past this
 * point is priced as any design is.
 */
public final class ImportedInputs {
    private ImportedInputs() {
    }

    public static CostInputs build(Design design, Scenario scenario) {
        return build(design, scenario, null);
    }

    /**
     * With {@code base}, the model's inputs as designed: the units of each pattern whose sizes the
     * scenario leaves alone come from it, and so does the storage when the scenario is not on a write.
     */
    public static CostInputs build(Design design, Scenario scenario, CostInputs base) {
        if (!(design.imported() instanceof ImportedModel model)) {
            throw new IllegalArgumentException(design.service() + " was not imported from a reference calculator model");
        }
        // made for the first pattern whose units are not the base's: a what-if on a rate takes every pattern's from the base
        ImportedUnits units = null;
        List<PatternInput> patterns = new ArrayList<>();
        int i = 0;
        for (ImportedModel.Pattern p : model.accessPatterns()) {
            Rate rate = new Rate(p.peakRps(), p.avgRps() == null ? p.peakRps() : p.avgRps());
            String name = p.description() == null || p.description().isBlank() ? p.patternId() : p.description();
            double sizeFactor = scenario.sizeFactor(p.patternId());
            CallUnits callUnits;
            if (base != null && sizeFactor == 1) {
                callUnits = base.patterns().get(i).units();
            } else {
                units = units == null ? new ImportedUnits(model) : units;
                callUnits = units.of(p, sizeFactor);
            }
            patterns.add(new PatternInput(p.patternId(), name, p.operation(), p.table(), p.index(),
                    scenario.rate(p.patternId(), rate), callUnits,
                    p.operation() != null && p.operation().startsWith("Transact"), pos(p.where())));
            i++;
        }
        Map<String, TableFacts> tables = new LinkedHashMap<>();
        String hoursSource = design.where() != null && design.where().has("peak_hours_per_day") ? "service" : "default";
        for (ImportedModel.Table t : model.tables()) {
            boolean ia = ImportedSizes.standardIa(t);
            tables.put(t.tableName(), new TableFacts(t.tableName(), false, ia, ia, !t.vectorIndexes().isEmpty(),
                    t.globalTables(), List.of(), 1 + t.gsis().size(), null, ShapeFacts.plain(design.peakHoursPerDay(), hoursSource)));
        }
        List<NotPriced> notPriced = new ArrayList<>();
        for (ImportedModel.Table t : model.tables()) {
            if (t.globalTables()) {
                notPriced.add(new NotPriced("Global Tables replicated writes of " + t.tableName(),
                        "the model sets global_tables but names no replica regions; only the 48 bytes per item are counted",
                        null));
            }
        }
        boolean asDesigned = scenario == Scenario.AS_DESIGNED;
        // storage reads the rate and sizes of write patterns only
        boolean movesStorage = model.accessPatterns().stream()
                .anyMatch(p -> p.patternId().equals(scenario.patternId()) && ImportedUnits.WRITE_OPS.contains(p.operation()));
        return new CostInputs(patterns, base != null && !movesStorage ? base.storage() : ImportedStorage.compute(model, scenario), tables,
                asDesigned ? guesses(model) : List.of(), asDesigned ? assumptions() : List.of(), notPriced, asDesigned ? dev.tablebook.analysis.HotPartitions.analyze(design) : List.of());
    }

    static Pos pos(Where where) {
        return where == null ? null : where.self();
    }

    private static List<String> assumptions() {
        return List.of(
                "Priced with the reference calculator's semantics (cost-model §3): request units and storage at"
                        + " Standard rates whatever table_class says; vector writes x 1.25 on a Standard-IA class.",
                "GSI writes and GSI storage use projection ratios of the item size: ALL 1.0, INCLUDE 0.3, KEYS_ONLY 0.1.",
                "Three defects of the reference are corrected: a multi-item create grows storage by every item;"
                        + " vector write bytes count every written item that carries the vector; an ALL vector index"
                        + " carries each other vector attribute once.");
    }

    private static List<Guess> guesses(ImportedModel model) {
        List<Guess> out = new ArrayList<>();
        boolean anyAverage = model.accessPatterns().stream().anyMatch(p -> p.avgRps() != null);
        if (!anyAverage && !model.accessPatterns().isEmpty()) {
            out.add(new Guess("model", "no pattern states avg_rps: every average is taken as its peak_rps (a flat load"
                    + " all day), and the capacity comparison rests on it", null));
        }
        for (ImportedModel.Pattern p : model.accessPatterns()) {
            String subject = "pattern " + p.patternId();
            if (p.estimatedItemSizeBytes() == null && !"SearchVectors".equals(p.operation())) {
                out.add(new Guess(subject, "no estimated_item_size_bytes: 1,024 B assumed", pos(p.where())));
            }
            if (anyAverage && p.avgRps() == null) {
                out.add(new Guess(subject, "no avg_rps: the expected figure runs it at peak_rps", pos(p.where())));
            }
            if (ImportedUnits.WRITE_OPS.contains(p.operation()) && p.retentionDays() == null
                    && ImportedStorage.createRatio(ImportedStorage.writeAction(p)) > 0) {
                out.add(new Guess(subject, "no retention_days: created items assumed to live 30 days", pos(p.where())));
            }
            if (ImportedUnits.WRITE_OPS.contains(p.operation()) && p.writeAction() == null
                    && ("BatchWriteItem".equals(p.operation()) || "TransactWriteItems".equals(p.operation()))) {
                out.add(new Guess(subject, "no write_action: 30% of its writes assumed to create items", pos(p.where())));
            }
        }
        for (ImportedModel.Table t : model.tables()) {
            for (ImportedModel.Entity e : t.entities()) {
                List<String> missing = new ArrayList<>();
                if (e.estimatedItemSizeBytes() == null) {
                    missing.add("estimated_item_size_bytes (1,024 B assumed)");
                }
                if (e.estimatedItemCount() == null) {
                    missing.add("estimated_item_count (100,000 assumed)");
                }
                if (!missing.isEmpty()) {
                    out.add(new Guess("entity " + e.entityName() + " in " + t.tableName(), "no " + String.join(", no ", missing),
                            pos(e.where())));
                }
            }
            for (ImportedModel.VectorIndex v : t.vectorIndexes()) {
                if (v.estimatedIndexedItems() == null) {
                    out.add(new Guess("vector index " + v.indexName(), "no estimated_indexed_items: every item of "
                            + t.tableName() + " assumed indexed (upper bound)", pos(v.where())));
                }
            }
        }
        return out;
    }
}
