package dev.tablebook.export;

import dev.tablebook.model.Attribute;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Projection;
import dev.tablebook.model.Source;
import dev.tablebook.model.StreamView;
import dev.tablebook.model.Table;
import dev.tablebook.render.ExampleItem;
import dev.tablebook.load.workbench.WorkbenchModel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A design as a NoSQL Workbench 3.0 model: its tables with key attributes and types, non-key
 * attributes, GSIs and projections, billing mode and provisioned settings; one facet per entity
 * stored in a table, whose key aliases are the entity's key templates in Workbench's
 * {@code ${name}} syntax (a literal template stays as it is; a natural key is the attribute's
 * name); and sample items: the entity's {@code samples}, else the example item the site's key
 * map shows. What the format has no place for is listed in {@link Result#notes()}.
 */
public final class WorkbenchExport {
    static final String SERVICE_ROLE = "AWSServiceRoleForApplicationAutoScaling_DynamoDBTable";

    private final List<String> notes = new ArrayList<>();

    private WorkbenchExport() {
    }

    /** The model and what it leaves out. */
    public record Result(WorkbenchModel model, List<String> notes) {
        public Result {
            notes = List.copyOf(notes);
        }
    }

    /** @param today the date written as the model's dates when the design keeps none ({@code source}) */
    public static Result of(Design design, String today) {
        WorkbenchExport e = new WorkbenchExport();
        return new Result(e.model(design, today), e.notes);
    }

    private WorkbenchModel model(Design d, String today) {
        Source s = d.source();
        boolean fromWorkbench = s != null && "nosql-workbench".equals(s.format());
        String name = fromWorkbench && s.model() != null ? s.model() : d.title();
        String author = s != null && s.author() != null ? s.author() : d.owner() == null ? "" : d.owner();
        String created = fromWorkbench && s.created() != null ? s.created() : today;
        String modified = fromWorkbench && s.modified() != null ? s.modified() : today;
        String description = d.summary() == null ? "" : d.summary().strip();
        WorkbenchModel.Metadata meta = new WorkbenchModel.Metadata(author, created, modified, description, "3.0",
                WorkbenchModel.AWS_SERVICE);
        List<WorkbenchModel.Table> tables = new ArrayList<>();
        for (Table t : d.tables().values()) {
            tables.add(table(d, t));
        }
        if (!d.patterns().isEmpty()) {
            notes.add(d.patterns().size() + " access pattern" + (d.patterns().size() == 1 ? "" : "s")
                    + " left out: a Workbench model has no access patterns");
        }
        return new WorkbenchModel("3.0", name, meta, tables, null, null);
    }

    private WorkbenchModel.Table table(Design d, Table t) {
        WorkbenchModel.Attr pk = new WorkbenchModel.Attr(t.partitionKey(), t.keyType(t.partitionKey()).name());
        WorkbenchModel.Attr sk = t.sortKey() == null ? null : new WorkbenchModel.Attr(t.sortKey(), t.keyType(t.sortKey()).name());
        Set<String> tableKeys = new LinkedHashSet<>();
        tableKeys.add(t.partitionKey());
        if (t.sortKey() != null) {
            tableKeys.add(t.sortKey());
        }
        List<WorkbenchModel.Gsi> gsis = new ArrayList<>();
        Set<String> indexKeys = new LinkedHashSet<>();
        for (Index i : t.indexes().values()) {
            if (!i.isGsi()) {
                notes.add("table " + t.name() + ": LSI " + i.name() + " left out: a Workbench model has no LSIs");
                continue;
            }
            if (i.partition().size() > 1 || i.sort().size() > 1) {
                notes.add("table " + t.name() + ": GSI " + i.name() + " has a multi-attribute key; Workbench takes one"
                        + " attribute each, so only " + i.partition().get(0)
                        + (i.sort().isEmpty() ? "" : " and " + i.sort().get(0)) + " are written");
            }
            String p = i.partition().get(0);
            String s = i.sort().isEmpty() ? null : i.sort().get(0);
            indexKeys.add(p);
            if (s != null) {
                indexKeys.add(s);
            }
            gsis.add(new WorkbenchModel.Gsi(i.name(), new WorkbenchModel.Attr(p, t.keyType(p).name()),
                    s == null ? null : new WorkbenchModel.Attr(s, t.keyType(s).name()), i.projection().type().name(),
                    i.projection().type() == Projection.Type.INCLUDE ? i.projection().attributes() : List.of()));
        }
        if (!t.vectorIndexes().isEmpty()) {
            notes.add("table " + t.name() + ": " + t.vectorIndexes().size() + " vector index(es) left out: a Workbench"
                    + " model has none");
        }
        settingsNotes(t);
        Map<String, String> nonKey = new LinkedHashMap<>();
        List<WorkbenchModel.Facet> facets = new ArrayList<>();
        List<Map<String, Object>> tableItems = new ArrayList<>();
        for (String entityName : t.items().keySet()) {
            Entity e = d.entities().get(entityName);
            if (e == null) {
                continue;
            }
            List<String> attrs = new ArrayList<>();
            for (Attribute a : e.attributes().values()) {
                if (tableKeys.contains(a.name())) {
                    continue;
                }
                attrs.add(a.name());
                nonKey.putIfAbsent(a.name(), a.type().name());
            }
            List<Map<String, Object>> items = (e.samples().isEmpty() ? List.of(ExampleItem.item(t, e))
                    : e.samples().stream().map(sample -> ExampleItem.item(t, e, sample)).toList())
                    .stream().map(item -> ordered(item, tableKeys, indexKeys, e)).toList();
            facets.add(new WorkbenchModel.Facet(e.name(), alias(t, e, t.partitionKey()),
                    t.sortKey() == null ? null : alias(t, e, t.sortKey()), attrs, items, null));
            tableItems.addAll(items);
        }
        for (String k : indexKeys) {
            if (!tableKeys.contains(k)) {
                nonKey.putIfAbsent(k, t.keyType(k).name());
            }
        }
        List<WorkbenchModel.Attr> nonKeyAttrs = new ArrayList<>();
        nonKey.forEach((n, type) -> nonKeyAttrs.add(new WorkbenchModel.Attr(n, type)));
        return new WorkbenchModel.Table(t.name(), pk, sk, nonKeyAttrs, gsis, facets, tableItems, billing(t),
                provisioned(t), null);
    }

    /**
     * An item as the model holds it: the table's keys, the written GSIs' keys, then the entity's
     * attributes in its order. Keys of what the model leaves out (an LSI, a multi-attribute key's
     * further attributes) that the entity does not declare are left out with their index.
     */
    private static Map<String, Object> ordered(Map<String, Object> item, Set<String> tableKeys, Set<String> indexKeys,
                                               Entity e) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (String k : tableKeys) {
            if (item.containsKey(k)) {
                out.put(k, item.get(k));
            }
        }
        for (String k : indexKeys) {
            if (item.containsKey(k)) {
                out.put(k, item.get(k));
            }
        }
        for (String a : e.attributes().keySet()) {
            if (item.containsKey(a)) {
                out.putIfAbsent(a, item.get(a));
            }
        }
        return out;
    }

    /** An entity's key template in Workbench's alias syntax ({@code USER#${id}}); the attribute's name for a natural key. */
    static String alias(Table t, Entity e, String key) {
        KeyTemplate template = t.template(e.name(), key);
        if (template == null || template.text().equals("{" + key + "}")) {
            return key;
        }
        StringBuilder sb = new StringBuilder();
        for (KeyTemplate.Part p : template.parts()) {
            sb.append(p instanceof KeyTemplate.Literal l ? l.text() : "${" + ((KeyTemplate.Placeholder) p).attribute() + "}");
        }
        return sb.toString();
    }

    private static String billing(Table t) {
        return t.capacity().mode() == Capacity.Mode.PROVISIONED ? "PROVISIONED" : "PAY_PER_REQUEST";
    }

    private WorkbenchModel.Provisioned provisioned(Table t) {
        Capacity c = t.capacity();
        if (c.mode() != Capacity.Mode.PROVISIONED) {
            return null;
        }
        if (c.read() == null || c.write() == null) {
            notes.add("table " + t.name() + ": provisioned without stated read and write units; Workbench's"
                    + " ProvisionedThroughput is left out (state `read` and `write` in the design)");
            return null;
        }
        WorkbenchModel.AutoScaling scaling = null;
        if (c.autoscaling() != null && c.autoscaling().min() != null && c.autoscaling().max() != null) {
            double target = c.autoscaling().target() == null ? 0.7 : c.autoscaling().target();
            scaling = new WorkbenchModel.AutoScaling((long) c.autoscaling().min(), (long) c.autoscaling().max(),
                    Math.round(target * 1000) / 10.0, SERVICE_ROLE);
        }
        if (c.reserved() != null) {
            notes.add("table " + t.name() + ": reserved capacity left out: a Workbench model has none");
        }
        return new WorkbenchModel.Provisioned((long) c.read(), (long) c.write(), scaling, scaling);
    }

    private void settingsNotes(Table t) {
        List<String> lost = new ArrayList<>();
        if (t.streams() != null && t.streams() != StreamView.OFF) {
            lost.add("streams");
        }
        if (t.pitr()) {
            lost.add("PITR");
        }
        if (t.ttl() != null) {
            lost.add("TTL");
        }
        if (t.deletionProtection()) {
            lost.add("deletion protection");
        }
        if (t.isGlobal()) {
            lost.add("replicas");
        }
        if (!lost.isEmpty()) {
            notes.add("table " + t.name() + ": " + String.join(", ", lost) + " left out: not in the Workbench format");
        }
    }
}
