package dev.tablebook.imports;

import dev.tablebook.render.yaml.YamlDoc;
import dev.tablebook.load.workbench.WorkbenchModel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Turns a {@link WorkbenchModel} into a design document. Tables, key attributes and their types,
 * GSIs and projections, billing and provisioned settings map one to one; each facet becomes an
 * entity whose non-key attributes are the facet's, whose key templates come from
 * {@code ModelSchema} where the file has one and are otherwise inferred ({@link KeyInference}),
 * and whose sample items are the facet's items (or the table's items whose keys match the
 * facet's templates). Nothing is made up: what the format lacks (access patterns, rates, item
 * counts, sizes, PITR, TTL, streams) is left as commented stubs, which {@code check} then
 * reports as gaps.
 */
final class WorkbenchImport {
    private static final Map<String, String> SCHEMA_TYPES = Map.ofEntries(Map.entry("String", "S"),
            Map.entry("Number", "N"), Map.entry("Binary", "B"), Map.entry("Boolean", "BOOL"), Map.entry("Null", "NULL"),
            Map.entry("Map", "M"), Map.entry("List", "L"), Map.entry("StringSet", "SS"), Map.entry("NumberSet", "NS"),
            Map.entry("BinarySet", "BS"));

    private final WorkbenchModel model;
    private final Set<String> entityNames = new LinkedHashSet<>();
    private final List<String> notes = new ArrayList<>();

    private WorkbenchImport(WorkbenchModel model) {
        this.model = model;
    }

    /** One entity of a table, as worked out from a facet (or ModelSchema model, or the table itself). */
    private static final class Plan {
        final String name;
        final String origin;
        final String pkAlias;
        final String skAlias;
        final Map<String, String> attributes = new LinkedHashMap<>();
        /** Why an attribute is declared though the facet does not list it (a placeholder of a key, ...). */
        final Map<String, String> attributeNotes = new LinkedHashMap<>();
        final List<Map<String, Object>> samples = new ArrayList<>();
        final Map<String, WorkbenchModel.SchemaAttr> schema;
        final List<Map<String, Object>> items = new ArrayList<>();
        final Map<String, String> templates = new LinkedHashMap<>();
        final List<String> how = new ArrayList<>();

        Plan(String name, String origin, String pkAlias, String skAlias, Map<String, WorkbenchModel.SchemaAttr> schema) {
            this.name = name;
            this.origin = origin;
            this.pkAlias = pkAlias;
            this.skAlias = skAlias;
            this.schema = schema;
        }
    }

    /** The design document and the notes worth printing (items matched to no entity, renamed entities). */
    record Result(String service, YamlDoc.YMap doc, List<String> notes) {
    }

    static Result convert(WorkbenchModel model, String file, String importedOn, String schemaRef) {
        return new WorkbenchImport(model).run(file, importedOn, schemaRef);
    }

    private Result run(String file, String importedOn, String schemaRef) {
        String service = Slugs.service(model.name(), file);
        YamlDoc.YMap doc = new YamlDoc.YMap();
        if (schemaRef != null) {
            doc.comment("yaml-language-server: $schema=" + schemaRef);
        }
        doc.comment("Imported by `tablebook import` from the NoSQL Workbench model \"" + oneLine(model.name())
                + "\" (format " + model.version() + ").");
        doc.comment("Key templates, attributes and sample items come from the model; what it cannot hold (access");
        doc.comment("patterns, rates, item counts and sizes, PITR, TTL, streams) is left as commented stubs below.");
        doc.put("service", service);
        doc.put("title", model.name());
        WorkbenchModel.Metadata meta = model.metadata();
        if (meta != null && meta.description() != null && !meta.description().isBlank()) {
            doc.put("summary", meta.description().strip());
        }
        YamlDoc.YMap source = new YamlDoc.YMap()
                .put("format", "nosql-workbench")
                .put("version", model.version())
                .put("file", file)
                .put("model", model.name());
        if (meta != null) {
            source.put("author", blankToNull(meta.author()))
                    .put("created", blankToNull(meta.created()))
                    .put("modified", blankToNull(meta.modified()));
        }
        source.put("imported", importedOn);
        doc.put("source", source);
        doc.blank();
        Map<String, List<Plan>> byTable = new LinkedHashMap<>();
        for (WorkbenchModel.Table t : model.tables()) {
            byTable.put(t.name(), plans(t));
        }
        patternStub(doc, byTable);
        doc.blank();
        YamlDoc.YMap entities = new YamlDoc.YMap();
        byTable.values().forEach(plans -> plans.forEach(p -> entities.put(p.name, entity(p))));
        doc.put("entities", entities.hasEntries() ? entities : null);
        YamlDoc.YMap tables = new YamlDoc.YMap();
        for (WorkbenchModel.Table t : model.tables()) {
            tables.put(t.name(), table(t, byTable.get(t.name())));
        }
        doc.put("tables", tables);
        return new Result(service, doc, List.copyOf(notes));
    }

    private static void patternStub(YamlDoc.YMap doc, Map<String, List<Plan>> byTable) {
        doc.comment("A NoSQL Workbench model holds no access patterns. List them here, most frequent first; until");
        doc.comment("then `check` reports every entity and index as unused (unused-entity, unused-index). For example:");
        doc.comment("access_patterns:");
        for (Map.Entry<String, List<Plan>> e : byTable.entrySet()) {
            for (Plan p : e.getValue()) {
                doc.comment("  - id: AP" + "1");
                doc.comment("    name: <what the application asks of " + p.name + ">");
                doc.comment("    operation: Query");
                doc.comment("    table: " + e.getKey());
                String pk = p.templates.keySet().stream().findFirst().orElse(null);
                if (pk != null) {
                    doc.comment("    key: { " + pk + ": \"" + p.templates.get(pk) + "\" }");
                }
                doc.comment("    returns: " + p.name);
                doc.comment("    rps: { peak: <calls per second at peak>, average: <calls per second on average> }");
                return;
            }
        }
    }

    private YamlDoc.YMap entity(Plan p) {
        YamlDoc.YMap e = new YamlDoc.YMap();
        e.comment("count: <live items>  (not in the model; attribute sizes are tablebook's defaults until you state bytes)");
        if (!p.origin.isEmpty()) {
            e.put("description", p.origin);
        }
        YamlDoc.YMap attrs = new YamlDoc.YMap();
        p.attributes.forEach((name, type) -> attrs.put(name, YamlDoc.YMap.flow().put("type", type),
                p.attributeNotes.get(name)));
        e.put("attributes", attrs.hasEntries() ? attrs : null);
        if (!p.samples.isEmpty()) {
            e.put("samples", YamlDoc.YList.block(p.samples));
        }
        return e;
    }

    private YamlDoc.YMap table(WorkbenchModel.Table t, List<Plan> plans) {
        YamlDoc.YMap out = new YamlDoc.YMap();
        YamlDoc.YMap key = YamlDoc.YMap.flow().put("partition", t.partitionKey().name());
        if (t.sortKey() != null) {
            key.put("sort", t.sortKey().name());
        }
        out.put("key", key);
        YamlDoc.YMap types = YamlDoc.YMap.flow();
        List<WorkbenchModel.Attr> keyAttrs = new ArrayList<>();
        keyAttrs.add(t.partitionKey());
        if (t.sortKey() != null) {
            keyAttrs.add(t.sortKey());
        }
        for (WorkbenchModel.Gsi g : t.gsis()) {
            keyAttrs.add(g.partitionKey());
            if (g.sortKey() != null) {
                keyAttrs.add(g.sortKey());
            }
        }
        Set<String> typed = new LinkedHashSet<>();
        for (WorkbenchModel.Attr a : keyAttrs) {
            if (!a.type().equals("S") && typed.add(a.name()) && !declaredByAll(plans, a.name())) {
                types.put(a.name(), a.type());
            }
        }
        out.put("types", types.hasEntries() ? types : null);
        YamlDoc.YMap items = new YamlDoc.YMap();
        for (Plan p : plans) {
            if (!p.how.isEmpty()) {
                items.comment(p.name + ": " + String.join("; ", p.how));
            }
            YamlDoc.YMap keys = YamlDoc.YMap.flow();
            p.templates.forEach(keys::put);
            items.put(p.name, keys);
        }
        out.put("items", items);
        YamlDoc.YMap indexes = new YamlDoc.YMap();
        for (WorkbenchModel.Gsi g : t.gsis()) {
            YamlDoc.YMap i = YamlDoc.YMap.flow().put("partition", g.partitionKey().name());
            if (g.sortKey() != null) {
                i.put("sort", g.sortKey().name());
            }
            i.put("projection", g.projectionType().equals("INCLUDE") ? YamlDoc.YList.flow(g.projected()) : g.projectionType());
            indexes.put(g.name(), i);
        }
        out.put("indexes", indexes.hasEntries() ? indexes : null);
        capacity(t, out);
        out.comment("Not in a Workbench model, so not stated: pitr, deletion_protection, ttl, streams (check reports");
        out.comment("pitr-disabled and deletion-protection-off until you decide them).");
        return out;
    }

    private static boolean declaredByAll(List<Plan> plans, String attribute) {
        return !plans.isEmpty() && plans.stream().allMatch(p -> p.attributes.containsKey(attribute));
    }

    private void capacity(WorkbenchModel.Table t, YamlDoc.YMap out) {
        WorkbenchModel.Provisioned p = t.provisioned();
        if (!"PROVISIONED".equals(t.billingMode())) {
            String why = t.billingMode() == null ? "the model states no billing mode (Workbench " + model.version()
                    + "), so the table stays on-demand, tablebook's default" : "PAY_PER_REQUEST in the model";
            out.put("capacity", "on-demand", why);
            return;
        }
        YamlDoc.YMap c = new YamlDoc.YMap().put("mode", "provisioned");
        if (p != null) {
            c.put("read", p.read()).put("write", p.write());
            WorkbenchModel.AutoScaling r = p.autoScalingRead();
            WorkbenchModel.AutoScaling w = p.autoScalingWrite();
            if (r != null && w != null && Objects.equals(r.min(), w.min()) && Objects.equals(r.max(), w.max())
                    && Objects.equals(r.targetPercent(), w.targetPercent())) {
                YamlDoc.YMap a = YamlDoc.YMap.flow().put("min", r.min()).put("max", r.max());
                a.put("target", r.targetPercent() == null ? null : r.targetPercent() / 100);
                c.put("autoscaling", a, "the model's read and write auto scaling, which agree");
            } else if (r != null || w != null) {
                c.comment("The model scales reads " + scaling(r) + " and writes " + scaling(w) + "; tablebook's");
                c.comment("autoscaling takes one range for both, so none is stated: choose one.");
            }
        }
        out.put("capacity", c);
    }

    private static String scaling(WorkbenchModel.AutoScaling s) {
        if (s == null) {
            return "not at all";
        }
        return "from " + s.min() + " to " + s.max() + " units at " + (s.targetPercent() == null ? "no stated target"
                : s.targetPercent() + "% utilization");
    }

    // ---- entities of a table ------------------------------------------------------------------

    private List<Plan> plans(WorkbenchModel.Table t) {
        List<Plan> plans = new ArrayList<>();
        Map<String, Map<String, WorkbenchModel.SchemaAttr>> schemaModels = schemaFor(t);
        for (WorkbenchModel.Facet f : t.facets()) {
            Plan p = new Plan(entityName(f.name()), "", f.partitionKeyAlias(), f.sortKeyAlias(),
                    schemaModels.get(f.name()));
            for (String a : f.nonKeyAttributes()) {
                p.attributes.put(a, typeOr(t.typeOf(a)));
            }
            p.items.addAll(f.items());
            plans.add(p);
        }
        if (plans.isEmpty() && !schemaModels.isEmpty()) {
            schemaModels.forEach((name, attrs) -> plans.add(new Plan(entityName(name), "", null, null, attrs)));
        }
        if (plans.isEmpty()) {
            Plan p = new Plan(entityName(t.name()), "The items of table " + t.name() + ", which has no facets in the model.",
                    null, null, null);
            t.nonKeyAttributes().forEach(a -> p.attributes.put(a.name(), a.type()));
            plans.add(p);
        }
        for (Plan p : plans) {
            if (p.schema != null) {
                p.schema.forEach((attr, s) -> {
                    if (s.value() == null && !isKey(t, attr)) {
                        p.attributes.putIfAbsent(attr, schemaType(s.type(), p.name + "." + attr));
                    }
                });
            }
        }
        assignItems(t, plans);
        for (Plan p : plans) {
            templates(t, p);
            // the table's own key attributes last: a facet never lists them, so a model written back reads the same
            for (WorkbenchModel.Attr k : keys(t)) {
                String type = p.attributes.remove(k.name());
                if (type != null) {
                    p.attributes.put(k.name(), type);
                }
            }
            samples(t, p);
        }
        return plans;
    }

    private static boolean isKey(WorkbenchModel.Table t, String attr) {
        return attr.equals(t.partitionKey().name()) || t.sortKey() != null && attr.equals(t.sortKey().name());
    }

    private Map<String, Map<String, WorkbenchModel.SchemaAttr>> schemaFor(WorkbenchModel.Table t) {
        WorkbenchModel.Schema s = model.schema();
        if (s == null) {
            return Map.of();
        }
        WorkbenchModel.SchemaIndex primary = s.indexes().get("primary");
        boolean matches = primary == null ? model.tables().size() == 1
                : t.partitionKey().name().equals(primary.hash())
                && (t.sortKey() == null ? primary.sort() == null : t.sortKey().name().equals(primary.sort()));
        return matches ? s.models() : Map.of();
    }

    private String schemaType(String type, String where) {
        String t = type == null ? null : SCHEMA_TYPES.get(type);
        if (t == null) {
            notes.add(where + ": ModelSchema type \"" + type + "\" is not a DynamoDB type; taken as S");
            return "S";
        }
        return t;
    }

    private static String typeOr(String type) {
        return type == null ? "S" : type;
    }

    /** Gives each table item that no facet holds to the facet whose key templates it matches most specifically. */
    private void assignItems(WorkbenchModel.Table t, List<Plan> plans) {
        List<Map<String, Object>> own = plans.stream().flatMap(p -> p.items.stream()).toList();
        List<Map<String, Object>> loose = t.items().stream().filter(i -> !own.contains(i)).toList();
        if (loose.isEmpty()) {
            return;
        }
        if (plans.size() == 1) {
            plans.get(0).items.addAll(loose);
            return;
        }
        int unmatched = 0;
        for (Map<String, Object> item : loose) {
            Plan best = null;
            int bestScore = -1;
            for (Plan p : plans) {
                int score = score(t, p, item);
                if (score > bestScore) {
                    best = p;
                    bestScore = score;
                }
            }
            if (best == null) {
                unmatched++;
            } else {
                best.items.add(item);
            }
        }
        if (unmatched > 0) {
            notes.add("table " + t.name() + ": " + unmatched + " sample item" + (unmatched == 1 ? "" : "s")
                    + " match no facet's keys and are left out");
        }
    }

    /** How specifically a plan's key shapes match an item's keys: -1 when they do not. */
    private static int score(WorkbenchModel.Table t, Plan p, Map<String, Object> item) {
        int score = 0;
        for (WorkbenchModel.Attr k : keys(t)) {
            String alias = k == t.partitionKey() ? p.pkAlias : p.skAlias;
            String template = schemaTemplate(p, k.name());
            if (template == null) {
                template = KeyInference.explicit(alias);
            }
            if (template == null && !"S".equals(k.type())) {
                continue;
            }
            if (template == null) {
                template = KeyInference.infer(k.name(), k.type(), alias, List.of(), Map.of()).template();
            }
            Object v = item.get(k.name());
            if (template == null) {
                continue;
            }
            if (v == null || KeyInference.match(template, String.valueOf(v)) == null) {
                return -1;
            }
            score += KeyInference.literalLength(template);
        }
        return score;
    }

    private static List<WorkbenchModel.Attr> keys(WorkbenchModel.Table t) {
        return t.sortKey() == null ? List.of(t.partitionKey()) : List.of(t.partitionKey(), t.sortKey());
    }

    private static String schemaTemplate(Plan p, String attr) {
        if (p.schema == null || p.schema.get(attr) == null || p.schema.get(attr).value() == null) {
            return null;
        }
        return KeyInference.fromSchema(p.schema.get(attr).value());
    }

    private void templates(WorkbenchModel.Table t, Plan p) {
        Map<String, List<String>> known = new LinkedHashMap<>();
        List<WorkbenchModel.Attr> all = new ArrayList<>(keys(t));
        for (WorkbenchModel.Gsi g : t.gsis()) {
            all.add(g.partitionKey());
            if (g.sortKey() != null) {
                all.add(g.sortKey());
            }
        }
        Set<String> done = new LinkedHashSet<>();
        for (WorkbenchModel.Attr k : all) {
            if (!done.add(k.name()) || p.attributes.containsKey(k.name())) {
                continue;
            }
            boolean tableKey = isKey(t, k.name());
            List<Object> values = p.items.stream().map(i -> i.get(k.name())).toList();
            String schema = schemaTemplate(p, k.name());
            KeyInference.Inferred inferred;
            if (schema != null) {
                inferred = new KeyInference.Inferred(schema.equals("{" + k.name() + "}") ? null : schema, "from ModelSchema", true);
            } else if (!tableKey && values.stream().allMatch(Objects::isNull)) {
                continue; // the entity does not carry this index: it is sparse
            } else {
                String alias = !tableKey ? null : k == t.partitionKey() ? p.pkAlias : p.skAlias;
                // an earlier key's placeholder, else an attribute of the entity, with the same value in every item
                Map<String, List<String>> candidates = new LinkedHashMap<>(known);
                for (String a : p.attributes.keySet()) {
                    candidates.putIfAbsent(a, p.items.stream().map(i -> i.get(a) == null ? null
                            : String.valueOf(i.get(a))).toList());
                }
                inferred = KeyInference.infer(k.name(), k.type(), alias, values, candidates);
            }
            if (inferred.template() == null) {
                p.attributes.put(k.name(), k.type());
                continue;
            }
            p.templates.put(k.name(), inferred.template());
            if (!inferred.exact() || !inferred.how().startsWith("written")) {
                p.how.add(k.name() + " " + inferred.how());
            }
            for (String name : placeholders(inferred.template())) {
                if (known.containsKey(name)) {
                    continue; // values already known from an earlier key
                }
                List<String> perItem = new ArrayList<>();
                for (Map<String, Object> item : p.items) {
                    Object v = item.get(k.name());
                    Map<String, String> parts = v == null ? null : KeyInference.match(inferred.template(), String.valueOf(v));
                    perItem.add(parts == null ? null : parts.get(name));
                }
                known.put(name, perItem);
            }
            declarePlaceholders(t, p, k, inferred.template());
        }
    }

    /**
     * Every placeholder is declared as an attribute of the entity (a sample item names attributes
     * only, so this is where a key's values are kept): typed as the key when it is the key's only
     * part, else S.
     */
    private static void declarePlaceholders(WorkbenchModel.Table t, Plan p, WorkbenchModel.Attr k, String template) {
        List<String> names = placeholders(template);
        boolean whole = names.size() == 1 && template.equals("{" + names.get(0) + "}");
        for (String name : names) {
            if (!p.attributes.containsKey(name)) {
                p.attributes.put(name, whole ? k.type() : "S");
                p.attributeNotes.put(name, "in the key " + k.name());
            }
        }
    }

    /**
     * The entity's samples: each item as its attributes — the values a key template holds taken
     * out of the key, the other attributes as the item has them. An attribute an item has that
     * the facet does not list is declared (typed as the table declares it), except the key
     * attributes whose templates rebuild them.
     */
    private void samples(WorkbenchModel.Table t, Plan p) {
        for (Map<String, Object> item : p.items) {
            for (Map.Entry<String, Object> e : item.entrySet()) {
                String a = e.getKey();
                if (!p.attributes.containsKey(a) && !p.templates.containsKey(a) && KeyInference.name(a) != null
                        && KeyInference.name(a).equals(a)) {
                    p.attributes.put(a, t.typeOf(a) != null ? t.typeOf(a) : kind(e.getValue()));
                    p.attributeNotes.put(a, "in the sample items, not in the facet's attributes");
                }
            }
        }
        int dropped = 0;
        for (Map<String, Object> item : p.items) {
            Map<String, Object> values = new LinkedHashMap<>();
            p.templates.forEach((key, template) -> {
                Object v = item.get(key);
                Map<String, String> parts = v == null ? null : KeyInference.match(template, String.valueOf(v));
                if (parts != null) {
                    parts.forEach(values::putIfAbsent);
                }
            });
            Map<String, Object> sample = new LinkedHashMap<>();
            for (Map.Entry<String, String> a : p.attributes.entrySet()) {
                Object v = item.containsKey(a.getKey()) ? item.get(a.getKey()) : values.get(a.getKey());
                if (v == null && !item.containsKey(a.getKey())) {
                    continue;
                }
                Object fitted = fit(a.getValue(), v);
                if (fitted == MISFIT) {
                    dropped++;
                } else {
                    sample.put(a.getKey(), fitted);
                }
            }
            p.samples.add(sample);
        }
        if (dropped > 0) {
            notes.add("entity " + p.name + ": " + dropped + " sample value" + (dropped == 1 ? "" : "s")
                    + " of a type other than the attribute's left out");
        }
    }

    private static final Object MISFIT = new Object();

    /** A sample value as the attribute's type holds it (a number typed S becomes its text), or MISFIT. */
    private static Object fit(String type, Object v) {
        switch (type) {
            case "S", "B" -> {
                return v instanceof String ? v : v instanceof java.math.BigDecimal d ? d.toPlainString() : MISFIT;
            }
            case "N" -> {
                if (v instanceof java.math.BigDecimal) {
                    return v;
                }
                try {
                    return v instanceof String str ? new java.math.BigDecimal(str.trim()) : MISFIT;
                } catch (NumberFormatException e) {
                    return MISFIT;
                }
            }
            case "BOOL" -> {
                return v instanceof Boolean ? v : MISFIT;
            }
            case "NULL" -> {
                return v == null ? null : MISFIT;
            }
            case "M" -> {
                return v instanceof Map ? v : MISFIT;
            }
            default -> {
                return v instanceof List ? v : MISFIT;
            }
        }
    }

    private static String kind(Object v) {
        return v == null ? "NULL" : v instanceof Boolean ? "BOOL" : v instanceof Number ? "N" : v instanceof List ? "L"
                : v instanceof Map ? "M" : "S";
    }

    private static List<String> placeholders(String template) {
        List<String> out = new ArrayList<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\{([^{}]*)}").matcher(template);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    private String entityName(String facet) {
        String base = Slugs.entity(facet);
        String name = base;
        for (int i = 2; !entityNames.add(name); i++) {
            name = base + i;
        }
        if (!name.equals(facet)) {
            notes.add("facet \"" + facet + "\" is the entity " + name + " (an entity name is ASCII letters, digits, '_' and '-', once per design)");
        }
        return name;
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }

    private static String oneLine(String s) {
        return s.replaceAll("[\\r\\n]+", " ");
    }
}
