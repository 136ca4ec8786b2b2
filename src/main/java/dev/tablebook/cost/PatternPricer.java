package dev.tablebook.cost;

import dev.tablebook.load.PriceSheet;
import dev.tablebook.load.PriceKey;

import static dev.tablebook.format.Figures.num;

import dev.tablebook.analysis.CallUnits;
import dev.tablebook.analysis.UnitLine;
import dev.tablebook.model.Rate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns one pattern's units per call into monthly dollars, term by term: read and write units
 * at the table class's on-demand price; vector write bytes per table per call, raised to the
 * per-request minimum, at the vector write price (× the Standard-IA multiplier where it
 * applies); billed conditional failures as their own terms; a vector search as a driver that
 * is not priced.
 */
final class PatternPricer {
    private final PriceSheet sheet;
    private final Map<String, TableFacts> tables;

    PatternPricer(PriceSheet sheet, Map<String, TableFacts> tables) {
        this.sheet = sheet;
        this.tables = tables;
    }

    PatternCost price(PatternInput in) {
        CallUnits u = in.units();
        Rate rate = in.rate();
        double peak = rate == null ? 0 : rate.peak();
        double avg = rate == null ? 0 : rate.average();
        List<CostTerm> terms = termsOf(u.lines(), peak, avg);
        double vectorBilled = terms.stream().filter(t -> t.kind() == UnitLine.Kind.VECTOR_WRITE_BYTES)
                .mapToDouble(CostTerm::perCall).sum();
        terms.addAll(failures(u, peak, avg));
        double monthlyPeak = 0;
        double monthlyExpected = 0;
        boolean priced = true;
        for (CostTerm t : terms) {
            monthlyPeak += t.monthlyPeak();
            monthlyExpected += t.monthlyExpected();
            priced &= t.priced();
        }
        List<String> notes = new ArrayList<>(u.notes());
        if (rate == null) {
            notes.add(0, "no rps: the pattern costs nothing until its rate is stated");
        }
        return new PatternCost(in.id(), in.name(), in.operation(), in.table(), in.index(),
                rate == null ? null : rate.peak(), rate == null ? null : rate.average(), u.rru(), u.wru(), u.indexWru(),
                vectorBilled, u.vectorSearchBytes(), u.itemsRead(), u.conditionalFailRate(), monthlyPeak,
                monthlyExpected, priced, terms, notes, in.where());
    }

    /** The terms of a call's lines: units at the table class's price, vector bytes per table with the minimum. */
    private List<CostTerm> termsOf(List<UnitLine> lines, double peak, double avg) {
        List<CostTerm> terms = new ArrayList<>();
        Map<String, List<UnitLine>> vectorByTable = new LinkedHashMap<>();
        for (UnitLine l : lines) {
            switch (l.kind()) {
                case READ -> terms.add(units(l, "reads" + on(l), "RRU", PriceKey.onDemandRead(ia(l.table())), l.units(), peak, avg));
                case WRITE -> terms.add(units(l, "writes" + on(l) + entity(l), "WRU", PriceKey.onDemandWrite(ia(l.table())),
                        l.units(), peak, avg));
                case INDEX_WRITE -> terms.add(units(l, "index writes" + on(l) + entity(l), "WRU",
                        PriceKey.onDemandWrite(ia(l.table())), l.units(), peak, avg));
                case VECTOR_WRITE_BYTES -> vectorByTable.computeIfAbsent(l.table(), k -> new ArrayList<>()).add(l);
                case VECTOR_SEARCH_BYTES -> terms.add(new CostTerm("vector search on " + l.index() + " (not priced)",
                        l.kind(), l.table(), l.index(), l.units(), "bytes returned", peak, avg, PriceKey.VECTOR_SEARCH,
                        Double.NaN, 0, 0, false, l.basis()));
            }
        }
        for (var e : vectorByTable.entrySet()) {
            terms.add(vectorWrites(e.getKey(), e.getValue(), peak, avg));
        }
        return terms;
    }

    private boolean ia(String table) {
        TableFacts f = tables.get(table);
        return f != null && f.standardIa();
    }

    private static String on(UnitLine l) {
        return l.index() == null ? " on " + l.table() : " on " + l.table() + " / " + l.index();
    }

    private static String entity(UnitLine l) {
        return l.entity() == null ? "" : " (" + l.entity() + ")";
    }

    private CostTerm units(UnitLine l, String label, String unit, PriceKey key, double perCall, double peak, double avg) {
        return term(label, l.kind(), l.table(), l.index(), perCall, unit, peak, avg, key, 1, l.basis());
    }

    CostTerm term(String label, UnitLine.Kind kind, String table, String index, double perCall, String unit, double peak,
                  double avg, PriceKey key, double multiplier, String basis) {
        if (!sheet.has(key)) {
            return new CostTerm(label, kind, table, index, perCall, unit, peak, avg, key, Double.NaN, 0, 0, false, basis);
        }
        double price = sheet.unitPrice(key) * multiplier;
        return new CostTerm(label, kind, table, index, perCall, unit, peak, avg, key, price,
                Billing.monthly(perCall, peak, price), Billing.monthly(perCall, avg, price), true, basis);
    }

    /** All vector bytes one call writes into a table's vector indexes, billed at least the per-request minimum. */
    private CostTerm vectorWrites(String table, List<UnitLine> lines, double peak, double avg) {
        double raw = lines.stream().mapToDouble(UnitLine::units).sum();
        double minimum = sheet.has(PriceKey.VECTOR_MINIMUM_BYTES) ? sheet.unitPrice(PriceKey.VECTOR_MINIMUM_BYTES) : 0;
        double billed = raw > 0 ? Math.max(raw, minimum) : 0;
        StringBuilder basis = new StringBuilder();
        for (UnitLine l : lines) {
            basis.append(basis.length() == 0 ? "" : "; ").append(l.index()).append(": ").append(l.basis());
        }
        if (billed > raw) {
            basis.append("; raised to the ").append(num(minimum)).append(" B minimum per request");
        }
        TableFacts f = tables.get(table);
        boolean iaMultiplier = f != null && f.vectorStandardIa();
        double gbPrice = 1 / Billing.BYTES_PER_GB;
        if (iaMultiplier) {
            if (!sheet.has(PriceKey.VECTOR_IA_MULTIPLIER)) {
                return new CostTerm("vector writes on " + table, UnitLine.Kind.VECTOR_WRITE_BYTES, table, null, billed,
                        "bytes", peak, avg, PriceKey.VECTOR_IA_MULTIPLIER, Double.NaN, 0, 0, false, basis.toString());
            }
            gbPrice *= sheet.unitPrice(PriceKey.VECTOR_IA_MULTIPLIER);
            basis.append("; x ").append(num(sheet.unitPrice(PriceKey.VECTOR_IA_MULTIPLIER))).append(" (Standard-IA)");
        }
        return term("vector writes on " + table, UnitLine.Kind.VECTOR_WRITE_BYTES, table, null, billed, "bytes", peak, avg,
                PriceKey.VECTOR_WRITE, gbPrice, basis.toString());
    }

    /**
     * Billed conditional failures: r × each term of what a failed call bills ({@link CallUnits#failed}).
     * For a YAML design that is the base-table write of the item that is there, no index or vector
     * write; for an imported reference model every write term again, as that calculator bills it.
     */
    private List<CostTerm> failures(CallUnits u, double peak, double avg) {
        List<CostTerm> out = new ArrayList<>();
        double r = u.conditionalFailRate();
        if (r <= 0) {
            return out;
        }
        boolean likeSuccess = u.failuresLikeSuccess();
        for (CostTerm t : termsOf(u.failed(), peak, avg)) {
            String label = "conditional failures (" + num(r * 100) + "%): " + t.label();
            String basis = num(r) + " x " + num(t.perCall()) + " " + t.unit() + (likeSuccess
                    ? " (a failed conditional write is billed)"
                    : " (a failed conditional write bills " + t.basis() + ")");
            if (!t.priced()) {
                out.add(new CostTerm(label, t.kind(), t.table(), t.index(), r * t.perCall(), t.unit(), peak, avg,
                        t.priceKey(), Double.NaN, 0, 0, false, basis));
            } else {
                out.add(new CostTerm(label, t.kind(), t.table(), t.index(), r * t.perCall(), t.unit(), peak, avg,
                        t.priceKey(), t.unitPrice(), Billing.monthly(r * t.perCall(), peak, t.unitPrice()),
                        Billing.monthly(r * t.perCall(), avg, t.unitPrice()), true, basis));
            }
        }
        return out;
    }
}
