package dev.tablebook.drift;

import dev.tablebook.cost.CapacityMode;
import dev.tablebook.cost.CostEngine;
import dev.tablebook.cost.CostReport;
import dev.tablebook.cost.Pricing;
import dev.tablebook.cost.TableCapacity;
import dev.tablebook.cost.TableCost;
import dev.tablebook.diff.Change;
import dev.tablebook.diff.DesignComparer;
import dev.tablebook.diff.FieldChange;
import dev.tablebook.load.PriceSheetException;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Design;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Table;
import dev.tablebook.model.deployed.DeployedTable;
import dev.tablebook.model.drift.Difference;
import dev.tablebook.model.drift.TableDrift;
import dev.tablebook.model.drift.Unresolved;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Compares one designed table with the deployed table it matched. The deployed table is read into
 * the design's own terms ({@link AsDeployed}) and {@code diff}'s comparer runs from it to the
 * design: every difference is classed as {@code diff} classes a change — what making the
 * deployment match the design costs to ship — with {@code diff}'s notes and migration steps.
 * What the deployed table costs a month more than the designed one is priced per difference by
 * the cost model, on the design with that one aspect as deployed: the table's expected monthly
 * cost at on-demand rates, and for a billing-mode or capacity difference the capacity plan's
 * monthly throughput cost of the table in each mode. A difference the cost model cannot price (a
 * key, an index a pattern reads that is not deployed) says so.
 */
final class DriftComparer {
    private static final Set<String> PRICED = Set.of("capacity", "class", "streams", "pitr", "replicas", "replication");

    private final Pricing pricing;

    DriftComparer(Pricing pricing) {
        this.pricing = pricing;
    }

    TableDrift compare(Design d, Table t, DeployedTable deployed, String matchedBy) {
        AsDeployed as = new AsDeployed(d, t, deployed);
        Design asDeployed = AsDeployed.withTable(d, as.all());
        List<Change> changes = new DesignComparer().compare(asDeployed, d).stream()
                .filter(c -> ofTable(c, t.name())).toList();
        Prices prices = new Prices(d);
        List<Difference> differences = new ArrayList<>();
        for (Change c : changes) {
            String element = c.element() == Change.Element.TABLE ? "table" : "index";
            if (c.kind() == Change.Kind.CHANGED) {
                for (FieldChange f : c.fields()) {
                    String aspect = AsDeployed.aspectOf(element, c.name(), f.field());
                    Money m = prices.of(as, t, aspect, element, c);
                    differences.add(new Difference(element, c.name(), "changed", f.field(), f.after(),
                            shownDeployed(f, deployed), f.shipCost().label(), m.delta(), m.why(),
                            designPos(t, element, c.name(), f.field()), deployedPos(deployed, element, c.name(), f.field()),
                            c.notes(), c.migration()));
                }
            } else {
                String aspect = AsDeployed.aspectOf(element, c.name(), "");
                Money m = prices.of(as, t, aspect, element, c);
                differences.add(new Difference(element, c.name(), c.kind() == Change.Kind.ADDED ? "designed-only"
                        : "deployed-only", null, null, null, c.shipCost().label(), m.delta(), m.why(),
                        designPos(t, element, c.name(), null), deployedPos(deployed, element, c.name(), null),
                        c.notes(), c.migration()));
            }
        }
        List<Unresolved> unresolved = new ArrayList<>();
        deployed.unresolved().forEach((field, why) -> unresolved.add(new Unresolved(field, why, line(deployed.at(field)))));
        List<String> notes = new ArrayList<>(deployed.notes());
        notes.addAll(as.notes());
        return new TableDrift(t.name(), t.where().self(), differences.isEmpty() ? TableDrift.Status.MATCHES
                : TableDrift.Status.DIFFERS, deployed.source(), matchedBy, deployed.name(), deployed.logicalId(),
                deployed.constructPath(), line(deployed.pos()), differences, unresolved, notes, null);
    }

    private static boolean ofTable(Change c, String table) {
        return switch (c.element()) {
            case TABLE -> c.name().equals(table);
            case INDEX -> c.name().startsWith(table + "/");
            default -> false;
        };
    }

    /** The deployed value as the source states it where the design's terms lose it (a KMS key of unknown kind). */
    private static String shownDeployed(FieldChange f, DeployedTable d) {
        if (f.field().equals("encryption") && d.encryption() == null && d.kmsKey() != null) {
            return "kms (key " + d.kmsKey() + "; AWS managed or customer managed: DescribeTable does not say)";
        }
        return f.before();
    }

    /** A place in a file; a live table's (line 0) is none. */
    static Pos line(Pos p) {
        return p == null || p.line() < 1 ? null : p;
    }

    private static Pos designPos(Table t, String element, String name, String field) {
        if (element.equals("index")) {
            String index = name.substring(name.indexOf('/') + 1);
            var i = t.indexes().get(index);
            if (i != null) {
                return field != null && i.where().has(field) ? i.where().of(field) : i.where().self();
            }
            return t.where().has("indexes") ? t.where().of("indexes") : t.where().self();
        }
        String key = field == null ? null : field.startsWith("key.") ? "key" : field.startsWith("types.") ? "types"
                : field.startsWith("ttl") ? "ttl" : field;
        return key != null && t.where().has(key) ? t.where().of(key) : t.where().self();
    }

    private static Pos deployedPos(DeployedTable d, String element, String name, String field) {
        if (element.equals("index")) {
            String index = name.substring(name.indexOf('/') + 1);
            String f = "indexes." + index + (field == null ? "" : field.equals("projection") ? ".projection"
                    : field.equals("partition") ? ".partition" : field.equals("sort") ? ".sort" : "");
            Pos p = d.positions().get(f);
            if (p == null) {
                p = d.positions().get("indexes." + index);
            }
            return line(p != null ? p : d.pos());
        }
        String f = field == null ? null : field.startsWith("ttl") ? "ttl" : field;
        return line(f == null ? d.pos() : d.at(f));
    }

    /** A monthly delta, or why there is none. */
    record Money(Double delta, String why) {
    }

    /** The design priced once, and each difference priced against it. */
    private final class Prices {
        private final Design design;
        private CostEngine engine;
        private CostReport base;
        private String unpriced;

        Prices(Design design) {
            this.design = design;
        }

        Money of(AsDeployed as, Table t, String aspect, String element, Change c) {
            String why = unpricedBecause(t, aspect, c);
            if (why != null) {
                return new Money(null, why);
            }
            if (base == null && unpriced == null) {
                try {
                    engine = pricing.engineFor(design);
                    base = engine.cost(design);
                } catch (PriceSheetException e) {
                    unpriced = "not priced: " + e.getMessage();
                } catch (RuntimeException e) {
                    unpriced = "not priced: the cost model could not price the design (" + e.getMessage() + ")";
                }
            }
            if (unpriced != null) {
                return new Money(null, unpriced);
            }
            Design variant = AsDeployed.withTable(design, as.table(aspect::equals));
            CostReport deployed;
            try {
                deployed = engine.cost(variant);
            } catch (RuntimeException e) {
                return new Money(null, "the cost model could not price the table as deployed (" + e.getMessage() + ")");
            }
            if (aspect.equals("capacity")) {
                return capacity(t.name(), deployed, variant.tables().get(t.name()), t);
            }
            return new Money(expected(deployed, t.name()) - expected(base, t.name()), null);
        }

        /** A billing-mode or capacity difference: the capacity plan's throughput cost of the table in each one's mode. */
        private Money capacity(String table, CostReport deployed, Table asDeployed, Table designed) {
            TableCapacity.ModeCost after = modeCost(deployed, table, asDeployed.capacity());
            TableCapacity.ModeCost before = modeCost(base, table, designed.capacity());
            if (after == null || before == null || !after.priced() || !before.priced()) {
                return new Money(null, "the capacity plan does not price the table in "
                        + (after == null || !after.priced() ? "its deployed" : "its designed") + " mode");
            }
            return new Money(after.monthly() - before.monthly(), null);
        }

        private TableCapacity.ModeCost modeCost(CostReport r, String table, Capacity c) {
            for (TableCapacity t : r.capacity().tables()) {
                if (t.table().equals(table)) {
                    CapacityMode mode = c.mode() == Capacity.Mode.ON_DEMAND ? CapacityMode.ON_DEMAND
                            : c.autoscaling() != null ? CapacityMode.PROVISIONED_AUTOSCALED : CapacityMode.PROVISIONED_FIXED;
                    TableCapacity.ModeCost m = t.mode(mode);
                    return m.available() ? m : null;
                }
            }
            return null;
        }

        private double expected(CostReport r, String table) {
            for (TableCost t : r.tables()) {
                if (t.table().equals(table)) {
                    return t.expected().total();
                }
            }
            return 0;
        }

        /** Why a difference is not priced, or null when the cost model prices it. */
        private String unpricedBecause(Table t, String aspect, Change c) {
            if (aspect.startsWith("index:")) {
                String index = aspect.substring(6);
                if (c.kind() == Change.Kind.ADDED) {
                    List<String> readers = design.patterns().stream()
                            .filter(p -> t.name().equals(p.table()) && index.equals(p.index()))
                            .map(AccessPattern::id).toList();
                    if (!readers.isEmpty()) {
                        return "not priced: " + String.join(", ", readers) + " read" + (readers.size() == 1 ? "s" : "")
                                + " it, and cannot run where it is not deployed";
                    }
                    return null;
                }
                if (c.kind() == Change.Kind.CHANGED && c.fields().stream().anyMatch(f -> !f.field().equals("projection"))) {
                    return "not priced: a changed index key changes the requests of the patterns that read it";
                }
                return null;
            }
            if (aspect.equals("key")) {
                return "not priced: a changed key changes every request";
            }
            return PRICED.contains(aspect) ? null : "the cost model does not price " + aspect.replace('_', ' ');
        }
    }
}
