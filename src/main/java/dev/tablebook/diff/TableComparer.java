package dev.tablebook.diff;

import dev.tablebook.model.AttrType;
import dev.tablebook.model.Design;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Table;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Compares the tables of two versions of a design: settings, key schema and key types, the key
 * map entry of each entity, indexes and vector indexes. What a change costs follows from what
 * DynamoDB can change in place: settings yes; a GSI's key or projection no (rebuild); a base
 * key, an LSI or the replication mode no (new table).
 */
final class TableComparer {
    private final Design base;
    private final Design head;

    TableComparer(Design base, Design head) {
        this.base = base;
        this.head = head;
    }

    void compare(List<Change> out) {
        Identity.match(base.tables(), head.tables(), new Identity.Visitor<>() {
            @Override
            public void added(String name, Table a) {
                out.add(DesignComparer.added(Change.Element.TABLE, name, ShipCost.CODE_ONLY));
            }

            @Override
            public void removed(String name, Table b) {
                out.add(DesignComparer.removed(Change.Element.TABLE, name, ShipCost.CODE_ONLY));
            }

            @Override
            public void both(String name, Table b, Table a) {
                table(b, a, out);
            }
        });
    }

    private void table(Table b, Table a, List<Change> out) {
        List<FieldChange> fields = new ArrayList<>(Field.compare(ComparedFields.TABLE, b, a));
        fields.addAll(keyTypes(b, a));
        if (!fields.isEmpty()) {
            out.add(DesignComparer.changed(Change.Element.TABLE, a.name(), fields));
        }
        keyMap(b, a, out);
        indexes(b, a, out);
        DesignComparer.compareAll(prefixed(a, b.vectorIndexes()), prefixed(a, a.vectorIndexes()),
                Change.Element.VECTOR_INDEX, ComparedFields.VECTOR_INDEX, ShipCost.NEW_INDEX, out);
        // a removed vector index stops costing once the code stops searching it
        out.replaceAll(c -> c.element() == Change.Element.VECTOR_INDEX && c.kind() == Change.Kind.REMOVED
                ? DesignComparer.removed(c.element(), c.name(), ShipCost.CODE_ONLY) : c);
    }

    /** A key attribute whose type changes: every item of the table or index is rewritten. */
    private List<FieldChange> keyTypes(Table b, Table a) {
        List<FieldChange> out = new ArrayList<>();
        for (String attr : a.keyTypes().keySet()) {
            AttrType before = b.keyTypes().get(attr);
            AttrType after = a.keyTypes().get(attr);
            if (before != null && before != after) {
                out.add(new FieldChange("types." + attr, before.name(), after.name(), keyCost(b, a, attr, true)));
            }
        }
        return out;
    }

    /** The key map: each entity's templates. A template of a key attribute changes the stored items. */
    private void keyMap(Table b, Table a, List<Change> out) {
        Identity.match(prefixed(a, b.items()), prefixed(a, a.items()), new Identity.Visitor<>() {
            @Override
            public void added(String name, Map<String, KeyTemplate> after) {
                out.add(DesignComparer.added(Change.Element.KEY_MAP, name, ShipCost.CODE_ONLY));
            }

            @Override
            public void removed(String name, Map<String, KeyTemplate> before) {
                out.add(DesignComparer.removed(Change.Element.KEY_MAP, name, ShipCost.CODE_ONLY));
            }

            @Override
            public void both(String name, Map<String, KeyTemplate> before, Map<String, KeyTemplate> after) {
                Set<String> attrs = new LinkedHashSet<>(before.keySet());
                attrs.addAll(after.keySet());
                List<FieldChange> fields = new ArrayList<>();
                for (String attr : attrs) {
                    String x = text(before.get(attr));
                    String y = text(after.get(attr));
                    if (!Objects.equals(x, y) && !(natural(attr, x) && natural(attr, y))) {
                        fields.add(new FieldChange(attr, x, y, keyCost(b, a, attr, false)));
                    }
                }
                if (!fields.isEmpty()) {
                    out.add(DesignComparer.changed(Change.Element.KEY_MAP, name, fields));
                }
            }
        });
    }

    private void indexes(Table b, Table a, List<Change> out) {
        Identity.match(prefixed(a, b.indexes()), prefixed(a, a.indexes()), new Identity.Visitor<>() {
            @Override
            public void added(String name, Index after) {
                // an LSI is created with its table only
                out.add(DesignComparer.added(Change.Element.INDEX, name,
                        after.isGsi() ? ShipCost.NEW_INDEX : ShipCost.TABLE_MIGRATION));
            }

            @Override
            public void removed(String name, Index before) {
                // an LSI cannot be dropped from its table
                out.add(DesignComparer.removed(Change.Element.INDEX, name,
                        before.isGsi() ? ShipCost.CODE_ONLY : ShipCost.TABLE_MIGRATION));
            }

            @Override
            public void both(String name, Index before, Index after) {
                List<FieldChange> fields = Field.compare(ComparedFields.INDEX, before, after);
                if (!before.isGsi() || !after.isGsi()) {
                    fields = fields.stream().map(f -> new FieldChange(f.field(), f.before(), f.after(),
                            f.shipCost().max(ShipCost.TABLE_MIGRATION))).toList();
                }
                if (!fields.isEmpty()) {
                    out.add(DesignComparer.changed(Change.Element.INDEX, name, fields));
                }
            }
        });
    }

    /**
     * What a change of the values (templates) or the type of key attribute {@code attr} costs: a
     * base-table key means a new table; a key of an existing index a rewrite of the attribute on
     * every item (a new type also a new index, and for an LSI a new table); a key only of indexes
     * the change adds rides on the new index.
     */
    private static ShipCost keyCost(Table b, Table a, String attr, boolean typeChange) {
        if (attr.equals(a.partitionKey()) || attr.equals(a.sortKey())) {
            return ShipCost.TABLE_MIGRATION;
        }
        ShipCost cost = ShipCost.CODE_ONLY;
        for (Index i : a.indexes().values()) {
            if (!i.keyAttributes().contains(attr)) {
                continue;
            }
            boolean existed = b.indexes().containsKey(i.name());
            if (!i.isGsi()) {
                cost = cost.max(existed && !typeChange ? ShipCost.INDEX_REBUILD : ShipCost.TABLE_MIGRATION);
            } else {
                cost = cost.max(existed ? ShipCost.INDEX_REBUILD : ShipCost.NEW_INDEX);
            }
        }
        for (var v : a.vectorIndexes().values()) {
            if (attr.equals(v.partition())) {
                cost = cost.max(b.vectorIndexes().containsKey(v.name()) ? ShipCost.INDEX_REBUILD : ShipCost.NEW_INDEX);
            }
        }
        return cost;
    }

    /**
     * A natural key ({@code attr: "{attr}"}, or none): the loader fills these in from the entity's
     * own attributes, so they come and go with the index definitions and attributes, which are
     * compared on their own.
     */
    private static boolean natural(String attr, String template) {
        return template == null || template.equals("{" + attr + "}");
    }

    private static String text(KeyTemplate t) {
        return t == null ? null : t.text();
    }

    private static <T> Map<String, T> prefixed(Table t, Map<String, T> byName) {
        Map<String, T> out = new java.util.LinkedHashMap<>();
        byName.forEach((n, v) -> out.put(t.name() + "/" + n, v));
        return out;
    }
}
