package dev.tablebook.cost;

import dev.tablebook.load.PriceSheet;
import dev.tablebook.load.PriceKey;

import dev.tablebook.format.Figures;
import dev.tablebook.analysis.CallUnits;
import dev.tablebook.analysis.UnitLine;
import dev.tablebook.cost.imported.ImportedInputs;
import dev.tablebook.model.Design;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntFunction;

/**
 * Prices designs with their price sheets: {@code new CostEngine(sheets).cost(design)}, the
 * design's own sheet and those of its Global Tables replica regions ({@link RegionSheets}, as
 * {@link Pricing} chooses them); {@code new CostEngine(sheet)} has the one sheet only. A pure
 * function of the design and the sheets; YAML designs and imported reference models alike.
 */
public final class CostEngine {
    /** A pattern dominates the bill from this share of the peak total (the largest always does). */
    static final double DOMINANT_SHARE = 0.10;
    static final int MAX_DRIVERS = 5;

    private final RegionSheets sheets;
    private final PriceSheet sheet;

    /** Every region priced with this sheet: a replica region other than the sheet's is listed as a guess. */
    public CostEngine(PriceSheet sheet) {
        this(RegionSheets.of(sheet));
    }

    public CostEngine(RegionSheets sheets) {
        this.sheets = sheets;
        this.sheet = sheets.home();
    }

    /** The design's own sheet. */
    public PriceSheet sheet() {
        return sheet;
    }

    public RegionSheets sheets() {
        return sheets;
    }

    /** Everything priced for one scenario, before the capacity plan and the analyses. */
    record Priced(CostInputs inputs, List<PatternCost> patterns, List<StorageLine> storage, List<LineItem> lineItems,
                  Headline peak, Headline expected) {
    }

    public CostReport cost(Design design) {
        Priced p = price(design, Scenario.AS_DESIGNED);
        CapacityPlanner planner = new CapacityPlanner(sheets, p.inputs().tables(), p.patterns(), p.lineItems(),
                p.inputs().hotPartitions());
        ServiceCapacity capacity = ServiceModes.compute(planner.plan(), planner, p.expected());
        List<Guess> guesses = new ArrayList<>(p.inputs().guesses());
        guesses.addAll(replicaGuesses(design, p.inputs()));
        for (TableCapacity t : capacity.tables()) {
            for (String note : t.shape().notes()) {
                guesses.add(new Guess("table " + t.table(), note, null));
            }
        }
        Sensitivity sensitivity = new Sensitivity(p.peak().total(), drivers(design, p), guesses);
        return new CostReport(design.service(), design.title(), design.file(), design.region(), design.isImported(),
                PricingInfo.of(sheet), p.peak(), p.expected(), p.patterns(), p.storage(), p.lineItems(),
                TableCost.of(p.inputs().tables(), p.patterns(), p.storage(), p.lineItems()), capacity,
                p.inputs().hotPartitions(), sensitivity, guesses, assumptions(p.inputs()), notPriced(p));
    }

    /**
     * The parts of {@link #cost} the rule catalog reads, priced as {@link #cost} prices them (the same
     * {@code price} of the design as designed), without the capacity plan, sensitivity and guesses.
     */
    public RulePrices rulePrices(Design design) {
        Priced p = price(design, Scenario.AS_DESIGNED);
        return new RulePrices(TableCost.of(p.inputs().tables(), p.patterns(), p.storage(), p.lineItems()), p.patterns(),
                p.inputs().hotPartitions());
    }

    /** Each replica region priced with the design's sheet for want of its own, per table, at the table's `replicas`. */
    private List<Guess> replicaGuesses(Design design, CostInputs in) {
        List<Guess> out = new ArrayList<>();
        for (TableFacts f : in.tables().values()) {
            for (String region : f.replicaRegions()) {
                RegionSheets.Replica r = sheets.replica(region);
                if (r.fallback()) {
                    Table t = design.tables().get(f.name());
                    Pos at = t == null || t.where() == null ? null : t.where().of("replicas");
                    out.add(new Guess("table " + f.name(), region + " replica priced at the " + r.sheet().region()
                            + " sheet: no sheet for " + region + " (give one with --pricing FILE)", at));
                }
            }
        }
        return out;
    }

    Priced price(Design design, Scenario scenario) {
        return price(design, scenario, null);
    }

    /**
     * A YAML design's inputs as designed without what only the report shows (hot partitions,
     * guesses, assumptions), which no price reads: the table-class comparison prices from them.
     */
    CostInputs inputsOnly(Design design) {
        return DesignInputs.build(design, Scenario.AS_DESIGNED, null, false);
    }

    /**
     * {@code design} priced as {@link #price(Design, Scenario)} prices it as designed, where it
     * differs from the design of {@code base} ({@link #inputsOnly}) in the class of one table only:
     * its units and storage bytes are the base's ({@link DesignInputs#withTableClass}). {@code basePatterns}:
     * the base's pattern costs, in its patterns' order; the cost of a pattern none of whose lines is on
     * that table is taken from them, since a pattern's cost reads the facts of its lines' tables only
     * ({@link PatternPricer}).
     */
    Priced priceWithTableClass(Design design, CostInputs base, List<PatternCost> basePatterns, String table) {
        CostInputs in = DesignInputs.withTableClass(base, design, table);
        return priceReusing(design, in, i -> onTable(in.patterns().get(i).units(), table) ? null : basePatterns.get(i));
    }

    /** Whether a line of the call, or of its failed conditional write, is on the table. */
    private static boolean onTable(CallUnits units, String table) {
        for (UnitLine l : units.lines()) {
            if (table.equals(l.table())) {
                return true;
            }
        }
        for (UnitLine l : units.failed()) {
            if (table.equals(l.table())) {
                return true;
            }
        }
        return false;
    }

    /** A YAML design priced as designed without what only the report shows: the projection comparison's other side. */
    Priced priceOnly(Design design) {
        return price(design, DesignInputs.build(design, Scenario.AS_DESIGNED, null, false), null);
    }

    /**
     * {@code base}: the design priced as designed, whose parts the scenario leaves alone are reused
     * (its inputs, and the cost of each pattern whose input is the same: the pricer is a function of
     * the input and the table facts, which no scenario moves).
     */
    private Priced price(Design design, Scenario scenario, Priced base) {
        CostInputs baseInputs = base == null ? null : base.inputs();
        CostInputs in = design.isImported() ? ImportedInputs.build(design, scenario, baseInputs)
                : DesignInputs.build(design, scenario, baseInputs);
        return price(design, in, base);
    }

    private Priced price(Design design, CostInputs in, Priced base) {
        CostInputs baseInputs = base == null ? null : base.inputs();
        boolean aligned = base != null && baseInputs.patterns().size() == in.patterns().size();
        return priceReusing(design, in, i -> aligned && in.patterns().get(i).equals(baseInputs.patterns().get(i))
                ? base.patterns().get(i) : null);
    }

    /** {@code known}: the cost of the i-th pattern where it is known to be what pricing it gives, else null. */
    private Priced priceReusing(Design design, CostInputs in, IntFunction<PatternCost> known) {
        PatternPricer pricer = new PatternPricer(sheet, in.tables());
        List<PatternCost> patterns = new ArrayList<>();
        for (int i = 0; i < in.patterns().size(); i++) {
            PatternCost cost = known.apply(i);
            patterns.add(cost != null ? cost : pricer.price(in.patterns().get(i)));
        }
        List<StorageLine> storage = StoragePricer.price(in.storage(), in.tables(), sheet);
        List<LineItem> items = new ArrayList<>();
        if (!design.isImported()) {
            items.addAll(DesignLineItems.compute(design, sheets, in.patterns(), storage, in.tables()));
        }
        items.addAll(ClassLineItems.compute(in.tables(), patterns, storage, sheet));
        return new Priced(in, patterns, storage, items, headline(patterns, storage, items, true),
                headline(patterns, storage, items, false));
    }

    private static Headline headline(List<PatternCost> patterns, List<StorageLine> storage, List<LineItem> items, boolean peak) {
        double requests = 0;
        for (PatternCost p : patterns) {
            requests += peak ? p.monthlyPeak() : p.monthlyExpected();
        }
        double stored = 0;
        for (StorageLine s : storage) {
            stored += peak ? s.monthlyPeak() : s.monthlyExpected();
        }
        double other = 0;
        for (LineItem l : items) {
            if (l.inTotal()) {
                other += peak ? l.monthlyPeak() : l.monthlyExpected();
            }
        }
        return Headline.of(requests, stored, other);
    }

    private List<Sensitivity.Driver> drivers(Design design, Priced base) {
        double total = base.peak().total();
        List<Sensitivity.Driver> out = new ArrayList<>();
        if (total <= 0) {
            return out;
        }
        List<PatternCost> ranked = base.patterns().stream().filter(p -> p.monthlyPeak() > 0)
                .sorted(Comparator.comparingDouble(PatternCost::monthlyPeak).reversed().thenComparing(PatternCost::id))
                .toList();
        for (PatternCost p : ranked) {
            double share = p.monthlyPeak() / total;
            if (out.size() >= MAX_DRIVERS || !out.isEmpty() && share < DOMINANT_SHARE) {
                break;
            }
            out.add(new Sensitivity.Driver(p.id(), share,
                    move(design, new Scenario(p.id(), 1.5, 1), base, total), move(design, new Scenario(p.id(), 0.5, 1), base, total),
                    move(design, new Scenario(p.id(), 1, 1.5), base, total), move(design, new Scenario(p.id(), 1, 0.5), base, total)));
        }
        return out;
    }

    private double move(Design design, Scenario scenario, Priced base, double total) {
        return price(design, scenario, base).peak().total() - total;
    }

    private List<String> assumptions(CostInputs in) {
        List<String> out = new ArrayList<>();
        out.add(CostAssumptions.prices(PricingInfo.of(sheet)));
        out.addAll(replicaAssumptions(in));
        out.add(CostAssumptions.MONTH);
        out.add(CostAssumptions.PEAK);
        out.addAll(in.assumptions());
        return out;
    }

    /** Which sheet each replica region is priced at, once per region, naming its tables. */
    private List<String> replicaAssumptions(CostInputs in) {
        Map<String, List<String>> tablesByRegion = new TreeMap<>();
        for (TableFacts f : in.tables().values()) {
            for (String region : f.replicaRegions()) {
                tablesByRegion.computeIfAbsent(region, r -> new ArrayList<>()).add(f.name());
            }
        }
        List<String> out = new ArrayList<>();
        for (var e : tablesByRegion.entrySet()) {
            RegionSheets.Replica r = sheets.replica(e.getKey());
            PriceSheet s = r.sheet();
            String replicas = "Global Tables replicas in " + e.getKey() + " (" + String.join(", ", e.getValue()) + ")";
            out.add(r.fallback()
                    ? replicas + ": no price sheet for " + e.getKey() + "; priced at the design's " + s.region()
                            + " sheet (a guess)."
                    : replicas + ": prices " + s.source() + " as of " + s.date() + " (" + s.origin() + ", region "
                            + s.region() + ").");
        }
        return out;
    }

    private List<NotPriced> notPriced(Priced p) {
        List<NotPriced> out = new ArrayList<>(p.inputs().notPriced());
        Map<PriceKey, List<String>> missing = new LinkedHashMap<>();
        Map<String, List<String>> missingElsewhere = new LinkedHashMap<>();
        Map<String, PriceKey> elsewhereKey = new LinkedHashMap<>();
        for (PatternCost pc : p.patterns()) {
            for (CostTerm t : pc.terms()) {
                if (t.kind() == UnitLine.Kind.VECTOR_SEARCH_BYTES) {
                    out.add(new NotPriced("vector search of " + pc.id() + " on " + t.index(), "billed on the vector bytes"
                            + " a search examines, which a design cannot tell (" + Figures.num(t.perCall())
                            + " bytes returned a call); measure VectorSearchRequestBytes", PriceKey.VECTOR_SEARCH));
                } else if (!t.priced()) {
                    missing.computeIfAbsent(t.priceKey(), k -> new ArrayList<>()).add(pc.id());
                }
            }
        }
        for (StorageLine s : p.storage()) {
            if (!s.priced()) {
                missing.computeIfAbsent(s.priceKey(), k -> new ArrayList<>()).add(s.resource());
            }
        }
        for (LineItem l : p.lineItems()) {
            if (l.priced()) {
                continue;
            }
            if (l.pricedAt() != null && !l.pricedAt().origin().equals(sheet.origin())) {
                // a replica region's own sheet: name it, since the design's sheet may well have the price
                String reason = "the " + l.pricedAt().region() + " price sheet (" + l.pricedAt().origin() + ") has no `"
                        + l.priceKey().sheetName() + "`";
                missingElsewhere.computeIfAbsent(reason, k -> new ArrayList<>()).add(l.description());
                elsewhereKey.put(reason, l.priceKey());
            } else {
                missing.computeIfAbsent(l.priceKey(), k -> new ArrayList<>()).add(l.description());
            }
        }
        for (var e : missing.entrySet()) {
            out.add(new NotPriced(String.join(", ", e.getValue().stream().distinct().toList()),
                    "the price sheet has no `" + e.getKey().sheetName() + "`", e.getKey()));
        }
        for (var e : missingElsewhere.entrySet()) {
            out.add(new NotPriced(String.join(", ", e.getValue().stream().distinct().toList()), e.getKey(),
                    elsewhereKey.get(e.getKey())));
        }
        return out;
    }
}
