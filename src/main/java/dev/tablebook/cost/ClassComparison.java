package dev.tablebook.cost;

import dev.tablebook.load.PriceKey;
import dev.tablebook.model.Design;
import dev.tablebook.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a table of a YAML design costs a month at expected rates in its own table class and in the
 * other one: the design priced again with only that table's class changed, so every term the class
 * moves (request units, index writes, storage, replicas) follows the sheet's prices. Compared on
 * the on-demand expected figures, the basis of the headline. A sheet without both classes' request
 * and storage prices compares nothing; nor does a replica region's sheet without both classes'
 * write and storage prices (its replica lines would be missing from one side).
 */
public record ClassComparison(String table, Table.TableClass tableClass, double monthly, double otherMonthly) {

    public Table.TableClass otherClass() {
        return other(tableClass);
    }

    /** How much more the table's class costs than the other, as a share of the other (negative: it saves). */
    public double excess() {
        return otherMonthly <= 0 ? (monthly > 0 ? Double.POSITIVE_INFINITY : 0) : monthly / otherMonthly - 1;
    }

    static Table.TableClass other(Table.TableClass c) {
        return c == Table.TableClass.STANDARD ? Table.TableClass.STANDARD_IA : Table.TableClass.STANDARD;
    }

    /** One comparison per table, in design order; empty for an imported model or a sheet without both classes. */
    public static List<ClassComparison> of(CostEngine engine, Design design, RulePrices report) {
        List<ClassComparison> out = new ArrayList<>();
        if (design.isImported() || !bothClassesPriced(engine)) {
            return out;
        }
        CostInputs base = engine.inputsOnly(design);
        for (Table t : design.tables().values()) {
            Map<String, Table> flipped = new LinkedHashMap<>(design.tables());
            flipped.put(t.name(), t.withTableClass(other(t.tableClass())));
            Design other = new Design(design.service(), design.title(), design.owner(), design.status(), design.summary(),
                    design.region(), design.peakHoursPerDay(), design.patterns(), design.entities(), flipped,
                    design.consumers(), design.deviations(), design.file(), design.imported(), design.traffic(),
                    design.where(), design.source());
            CostEngine.Priced p = engine.priceWithTableClass(other, base, report.patterns(), t.name());
            double otherMonthly = expected(TableCost.of(p.inputs().tables(), p.patterns(), p.storage(), p.lineItems()),
                    t.name());
            out.add(new ClassComparison(t.name(), t.tableClass(), expected(report.tables(), t.name()), otherMonthly));
        }
        return out;
    }

    private static double expected(List<TableCost> tables, String name) {
        return tables.stream().filter(c -> c.table().equals(name)).mapToDouble(c -> c.expected().total()).sum();
    }

    /** The design's sheet prices both classes' requests and storage, and each replica region's sheet its writes and storage. */
    private static boolean bothClassesPriced(CostEngine engine) {
        for (PriceKey k : List.of(PriceKey.ON_DEMAND_READ, PriceKey.ON_DEMAND_WRITE, PriceKey.ON_DEMAND_READ_IA,
                PriceKey.ON_DEMAND_WRITE_IA, PriceKey.STORAGE, PriceKey.STORAGE_IA)) {
            if (!engine.sheet().has(k)) {
                return false;
            }
        }
        for (dev.tablebook.load.PriceSheet replica : engine.sheets().regions().values()) {
            for (PriceKey k : List.of(PriceKey.ON_DEMAND_WRITE, PriceKey.ON_DEMAND_WRITE_IA, PriceKey.STORAGE,
                    PriceKey.STORAGE_IA)) {
                if (!replica.has(k)) {
                    return false; // a replica's lines in one class would be left out of the comparison
                }
            }
        }
        return true;
    }
}
