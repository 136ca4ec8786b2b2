package dev.tablebook.check;

import dev.tablebook.model.Table;

/**
 * A priced fact a rule may judge: a table's monthly cost at expected rates in its own class and in
 * the other class. {@code check} may not price (the cost engine is a floor beside it), so the
 * pipeline prices the design and hands these in (docs/architecture.md, "Priced facts").
 */
public record ClassCostFact(String table, Table.TableClass tableClass, Table.TableClass otherClass, double monthly,
                             double otherMonthly, String priceSource) {
}
