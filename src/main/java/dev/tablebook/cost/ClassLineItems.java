package dev.tablebook.cost;

import dev.tablebook.load.PriceSheet;
import dev.tablebook.load.PriceKey;

import dev.tablebook.format.Figures;
import dev.tablebook.analysis.UnitLine;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the Standard-IA table class changes, shown on its own line and not added again to the
 * total: for a YAML design the figures above are already at Standard-IA prices; an imported
 * model is priced at Standard as the reference does, and the line says what Standard-IA would
 * change.
 */
final class ClassLineItems {
    private ClassLineItems() {
    }

    static List<LineItem> compute(Map<String, TableFacts> tables, List<PatternCost> patterns, List<StorageLine> storage,
                                  PriceSheet sheet) {
        List<LineItem> out = new ArrayList<>();
        for (TableFacts f : tables.values()) {
            if (!f.declaredStandardIa()) {
                continue;
            }
            double reqPeak = 0;
            double reqExpected = 0;
            boolean priced = true;
            for (PatternCost p : patterns) {
                for (CostTerm t : p.terms()) {
                    if (!f.name().equals(t.table()) || !(t.kind() == UnitLine.Kind.READ || t.kind() == UnitLine.Kind.WRITE
                            || t.kind() == UnitLine.Kind.INDEX_WRITE)) {
                        continue;
                    }
                    boolean read = t.kind() == UnitLine.Kind.READ;
                    PriceKey std = read ? PriceKey.ON_DEMAND_READ : PriceKey.ON_DEMAND_WRITE;
                    PriceKey ia = read ? PriceKey.ON_DEMAND_READ_IA : PriceKey.ON_DEMAND_WRITE_IA;
                    if (!sheet.has(std) || !sheet.has(ia)) {
                        priced = false;
                        continue;
                    }
                    double delta = sheet.unitPrice(ia) - sheet.unitPrice(std);
                    reqPeak += Billing.monthly(t.perCall(), t.rateMonth(), delta);
                    reqExpected += Billing.monthly(t.perCall(), t.rateAverage(), delta);
                }
            }
            double gbPeak = 0;
            double gbExpected = 0;
            for (StorageLine s : storage) {
                if (s.table().equals(f.name()) && s.type() != StorageLine.Type.VECTOR) {
                    gbPeak += s.gbPeak();
                    gbExpected += s.gbExpected();
                }
            }
            priced &= sheet.has(PriceKey.STORAGE) && sheet.has(PriceKey.STORAGE_IA);
            double storageDelta = priced ? sheet.unitPrice(PriceKey.STORAGE_IA) - sheet.unitPrice(PriceKey.STORAGE) : 0;
            double peak = reqPeak + gbPeak * storageDelta;
            double expected = reqExpected + gbExpected * storageDelta;
            String change = "request units " + signed(reqPeak) + ", storage " + signed(gbPeak * storageDelta)
                    + " a month at peak, against Standard";
            String description = f.standardIa()
                    ? "Standard-IA class of " + f.name() + ": already in the figures above"
                    : "Standard-IA class of " + f.name() + ": priced at Standard, as the reference calculator does;"
                            + " at Standard-IA prices";
            out.add(new LineItem(LineItem.Kind.STANDARD_IA, f.name(), description, peak, expected, false, priced,
                    PriceKey.STORAGE_IA, change));
        }
        return out;
    }

    private static String signed(double v) {
        return (v >= 0 ? "+" : "") + Figures.usd(v);
    }
}
