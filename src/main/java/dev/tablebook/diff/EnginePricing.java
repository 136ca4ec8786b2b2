package dev.tablebook.diff;

import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.PatternCost;
import dev.tablebook.cost.PriceSheetException;
import dev.tablebook.cost.Pricing;
import dev.tablebook.cost.TableCapacity;
import dev.tablebook.cost.TableCost;
import dev.tablebook.model.Design;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The cost engine as the diff uses it: the on-demand totals of a service, each table's share,
 * each pattern's cost, and each table's recommended capacity mode.
 */
public final class EnginePricing implements ServicePricing {
    private final Pricing pricing;

    public EnginePricing(Pricing pricing) {
        this.pricing = pricing;
    }

    @Override
    public ServicePrice price(Design design) throws Unpriced {
        CostReport r;
        try {
            r = pricing.cost(design);
        } catch (PriceSheetException e) {
            throw new Unpriced(design.where().of("region") + ": " + e.getMessage());
        }
        Map<String, Amount> tables = new LinkedHashMap<>();
        for (TableCost t : r.tables()) {
            tables.put(t.table(), new Amount(t.peak().total(), t.expected().total()));
        }
        Map<String, Amount> patterns = new LinkedHashMap<>();
        for (PatternCost p : r.patterns()) {
            patterns.put(p.id(), new Amount(p.monthlyPeak(), p.monthlyExpected()));
        }
        Map<String, String> mode = new LinkedHashMap<>();
        Map<String, String> why = new LinkedHashMap<>();
        for (TableCapacity t : r.capacity().tables()) {
            if (t.recommendation() != null) {
                mode.put(t.table(), t.recommendation().mode());
                why.put(t.table(), t.recommendation().why());
            }
        }
        return new ServicePrice(new Amount(r.onDemandPeak().total(), r.onDemandExpected().total()), tables, patterns,
                mode, why);
    }
}
