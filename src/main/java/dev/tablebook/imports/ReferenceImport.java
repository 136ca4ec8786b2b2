package dev.tablebook.imports;

import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.DesignSource;
import dev.tablebook.load.InputError;
import dev.tablebook.load.LoadResult;
import dev.tablebook.load.Node;
import dev.tablebook.model.Design;
import dev.tablebook.load.ImportedModel;
import dev.tablebook.model.Operation;
import dev.tablebook.render.yaml.YamlDoc;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Turns a model in the reference calculator's JSON shape into a design document: the model is
 * read (and its problems reported) as the loader reads it in a designs folder, then written as
 * YAML field for field — tables, keys, indexes, entities with their counts and sizes, patterns
 * with their rates. The format has no key templates, key conditions or `returns`: each entity
 * is stored under its natural keys (the key attributes are declared as its attributes), reads
 * state no key condition, and `check` reports those gaps; a write that names no entity stays a
 * commented stub with its figures.
 */
final class ReferenceImport {
    private static final Set<String> SINGLE_WRITES = Set.of("PutItem", "UpdateItem", "DeleteItem");
    private static final Set<String> TYPES = Set.of("S", "N", "B", "BOOL", "NULL", "L", "M", "SS", "NS", "BS");
    private static final java.util.regex.Pattern INDEX_NAME = java.util.regex.Pattern.compile("[A-Za-z0-9_.-]{3,255}");
    private static final java.util.regex.Pattern ATTRIBUTE = java.util.regex.Pattern.compile("[A-Za-z_][A-Za-z0-9_.-]*");

    private final List<String> notes = new ArrayList<>();

    private ReferenceImport() {
    }

    record Result(String service, YamlDoc.YMap doc, List<String> notes) {
    }

    static boolean looksLikeReference(Node root) {
        return root instanceof Node.MapNode m && (m.values().containsKey("tables")
                || m.values().containsKey("access_patterns"));
    }

    static Result convert(DesignSource source, Node root, String importedOn, String schemaRef, List<InputError> errors) {
        DesignSource asJson = source.isJson() ? source : new DesignSource(source.path() + ".json", source.content());
        LoadResult loaded = new DesignLoader().loadSources(List.of(asJson));
        if (loaded.hasErrors() || loaded.designs().isEmpty()) {
            errors.addAll(loaded.errors());
            return null;
        }
        Design d = loaded.designs().get(0);
        if (!representable((ImportedModel) d.imported(), errors)) {
            return null;
        }
        ReferenceImport r = new ReferenceImport();
        return new Result(d.service(), r.doc(d, source.path(), importedOn, schemaRef), r.notes);
    }

    /** What the calculator accepts but a design cannot say: each reported where the model says it. */
    private static boolean representable(ImportedModel m, List<InputError> errors) {
        int before = errors.size();
        for (ImportedModel.Table t : m.tables()) {
            if (t.partitionKey() == null) {
                errors.add(new InputError(t.where().self(), "table " + t.tableName() + " names no partition key;"
                        + " a design needs one (key_schema.partition_key)"));
            }
            if (!INDEX_NAME.matcher(t.tableName()).matches()) {
                errors.add(new InputError(t.where().self(), "table name `" + t.tableName() + "` cannot be a DynamoDB"
                        + " table name: 3 to 255 ASCII letters, digits, '_', '.' or '-'"));
            }
            for (ImportedModel.Gsi g : t.gsis()) {
                if (g.partitionKey() == null) {
                    errors.add(new InputError(g.where().self(), "GSI " + g.indexName() + " names no partition key;"
                            + " a design's GSI needs one"));
                }
                if (!INDEX_NAME.matcher(g.indexName()).matches()) {
                    errors.add(new InputError(g.where().self(), "index name `" + g.indexName() + "` cannot be a"
                            + " DynamoDB index name: 3 to 255 ASCII letters, digits, '_', '.' or '-'"));
                }
            }
            for (ImportedModel.VectorIndex v : t.vectorIndexes()) {
                if (!INDEX_NAME.matcher(v.indexName()).matches() || v.vectorAttribute() == null
                        || v.dimensions() == null) {
                    errors.add(new InputError(v.where().self(), "vector index `" + v.indexName() + "` cannot be"
                            + " written as a design: it needs a name of 3 to 255 ASCII letters, digits, '_', '.' or"
                            + " '-', a vector_attribute and dimensions"));
                }
            }
            for (ImportedModel.Entity e : t.entities()) {
                for (ImportedModel.EntityAttribute a : e.attributes()) {
                    if (!ATTRIBUTE.matcher(a.name()).matches()) {
                        errors.add(new InputError(e.where().self(), "attribute name `" + a.name() + "` of entity "
                                + e.entityName() + " cannot be a design's attribute name: start with an ASCII letter"
                                + " or '_'; ASCII letters, digits, '_', '.' and '-'"));
                    }
                }
            }
        }
        return errors.size() == before;
    }

    private static String type(String t) {
        return t != null && TYPES.contains(t) ? t : "S";
    }

    private YamlDoc.YMap doc(Design d, String file, String importedOn, String schemaRef) {
        ImportedModel m = (ImportedModel) d.imported();
        YamlDoc.YMap doc = new YamlDoc.YMap();
        if (schemaRef != null) {
            doc.comment("yaml-language-server: $schema=" + schemaRef);
        }
        doc.comment("Imported by `tablebook import` from a reference-format model. Tables, indexes, entities and");
        doc.comment("patterns with their figures come from it; it has no key templates, key conditions or `returns`,");
        doc.comment("so each entity is stored under its natural keys and the reads state no key yet (check reports it).");
        doc.put("service", d.service());
        doc.put("title", d.title());
        doc.put("source", new YamlDoc.YMap().put("format", "reference-model").put("file", file).put("imported", importedOn));
        doc.blank();
        Map<String, String> entityTable = new LinkedHashMap<>();
        Map<String, YamlDoc.YMap> entities = new LinkedHashMap<>();
        YamlDoc.YMap tables = new YamlDoc.YMap();
        for (ImportedModel.Table t : m.tables()) {
            tables.put(t.tableName(), table(t, entities, entityTable));
        }
        YamlDoc.YList patterns = YamlDoc.YList.block(List.of());
        for (ImportedModel.Pattern p : m.accessPatterns()) {
            YamlDoc.YMap pattern = pattern(p, m, entityTable);
            if (pattern != null) {
                patterns.items().add(pattern);
            } else {
                stub(doc, p);
            }
        }
        doc.put("access_patterns", patterns.items().isEmpty() ? null : patterns);
        YamlDoc.YMap es = new YamlDoc.YMap();
        entities.forEach(es::put);
        doc.put("entities", es.hasEntries() ? es : null);
        doc.put("tables", tables.hasEntries() ? tables : null);
        return doc;
    }

    private YamlDoc.YMap table(ImportedModel.Table t, Map<String, YamlDoc.YMap> entities, Map<String, String> entityTable) {
        YamlDoc.YMap out = new YamlDoc.YMap();
        YamlDoc.YMap key = YamlDoc.YMap.flow().put("partition", t.partitionKey());
        key.put("sort", t.sortKey());
        out.put("key", key);
        Map<String, String> defined = new LinkedHashMap<>();
        t.attributeDefinitions().forEach(a -> defined.putIfAbsent(a.name(), type(a.type())));
        for (ImportedModel.Entity e : t.entities()) {
            e.attributes().forEach(a -> defined.putIfAbsent(a.name(), type(a.type())));
        }
        List<String> keyAttrs = new ArrayList<>();
        keyAttrs.add(t.partitionKey());
        if (t.sortKey() != null) {
            keyAttrs.add(t.sortKey());
        }
        for (ImportedModel.Gsi g : t.gsis()) {
            if (g.partitionKey() != null && !keyAttrs.contains(g.partitionKey())) {
                keyAttrs.add(g.partitionKey());
            }
            if (g.sortKey() != null && !keyAttrs.contains(g.sortKey())) {
                keyAttrs.add(g.sortKey());
            }
        }
        YamlDoc.YMap items = new YamlDoc.YMap();
        List<ImportedModel.Entity> stored = new ArrayList<>(t.entities());
        if (stored.isEmpty()) {
            stored.add(new ImportedModel.Entity(Slugs.entity(t.tableName()), null, null, List.of(), null));
            items.comment("The model names no entity in this table: one entity stands for its items.");
        }
        if (!t.gsis().isEmpty()) {
            items.comment("Every entity carries every index, as the reference calculator prices writes: narrow it here.");
        }
        for (ImportedModel.Entity e : stored) {
            entityTable.putIfAbsent(e.entityName(), t.tableName());
            YamlDoc.YMap entity = entities.get(e.entityName());
            if (entity == null) {
                entity = new YamlDoc.YMap();
                entity.put("count", e.estimatedItemCount());
                entity.put("size_bytes", e.estimatedItemSizeBytes());
                YamlDoc.YMap attrs = new YamlDoc.YMap();
                Set<String> names = new LinkedHashSet<>();
                for (ImportedModel.EntityAttribute a : e.attributes()) {
                    if (!names.add(a.name())) {
                        continue;
                    }
                    String ty = keyAttrs.contains(a.name()) ? defined.get(a.name()) : type(a.type());
                    String why = !ty.equals(a.type() == null ? "S" : a.type()) ? "the model says \"" + a.type()
                            + "\"; " + (keyAttrs.contains(a.name()) ? "a key attribute has one type" : "not a DynamoDB type") : null;
                    attrs.put(a.name(), YamlDoc.YMap.flow().put("type", ty), why);
                }
                for (String k : keyAttrs) {
                    if (names.add(k)) {
                        attrs.put(k, YamlDoc.YMap.flow().put("type", defined.getOrDefault(k, "S")), "a key attribute");
                    }
                }
                entity.put("attributes", attrs.hasEntries() ? attrs : null);
                entities.put(e.entityName(), entity);
            }
            items.put(e.entityName(), YamlDoc.YMap.flow());
        }
        out.put("items", items);
        YamlDoc.YMap indexes = new YamlDoc.YMap();
        for (ImportedModel.Gsi g : t.gsis()) {
            YamlDoc.YMap i = YamlDoc.YMap.flow().put("partition", g.partitionKey()).put("sort", g.sortKey());
            i.put("projection", projection(g.projectionType(), g.projectionAttributes()));
            indexes.put(g.indexName(), i);
        }
        out.put("indexes", indexes.hasEntries() ? indexes : null);
        YamlDoc.YMap vectors = new YamlDoc.YMap();
        for (ImportedModel.VectorIndex v : t.vectorIndexes()) {
            YamlDoc.YMap i = new YamlDoc.YMap().put("attribute", v.vectorAttribute()).put("dimensions", v.dimensions())
                    .put("distance", v.distanceFunction() == null ? "COSINE" : v.distanceFunction(),
                            v.distanceFunction() == null ? "not in the model: the calculator's default" : null)
                    .put("projection", projection(v.projectionType(), v.projectionAttributes()))
                    .put("partition", v.searchPartitionKey())
                    .put("filters", v.inlineFilters().isEmpty() ? null : YamlDoc.YList.flow(v.inlineFilters()))
                    .put("indexed_items", v.estimatedIndexedItems());
            vectors.put(v.indexName(), i);
        }
        out.put("vector_indexes", vectors.hasEntries() ? vectors : null);
        if (t.provisionedCapacity() != null) {
            out.put("capacity", "provisioned", "the model's provisioned_capacity: " + t.provisionedCapacity());
        }
        String tc = t.tableClass() == null ? "" : t.tableClass().toUpperCase(Locale.ROOT);
        if (tc.contains("IA") || tc.contains("INFREQUENT")) {
            out.put("class", "standard-ia");
        }
        if (t.globalTables()) {
            out.comment("The model marks this a global table; name its Regions: replicas: [us-east-1, ...]");
        }
        return out;
    }

    private static Object projection(String type, List<String> attributes) {
        if (type == null || type.equals("ALL")) {
            return "ALL";
        }
        return type.equals("KEYS_ONLY") ? "KEYS_ONLY" : YamlDoc.YList.flow(attributes);
    }

    private YamlDoc.YMap pattern(ImportedModel.Pattern p, ImportedModel m, Map<String, String> entityTable) {
        Operation op = Operation.valueOf(p.operation());
        YamlDoc.YMap out = new YamlDoc.YMap().put("id", id(p.patternId())).put("name", p.description())
                .put("operation", p.operation()).put("table", p.table()).put("index", p.index());
        if (op.isWrite()) {
            YamlDoc.YList legs = legs(p, m, entityTable);
            if (legs == null) {
                return null;
            }
            out.put("writes", legs);
            out.put("item_sizes", p.itemSizes() == null ? null : YamlDoc.YList.flow(p.itemSizes()));
            out.put("conditional_fail_rate", p.conditionalFailRate());
        } else {
            if (p.itemsPerRequest() != null) {
                out.put("limit", p.itemsPerRequest());
            }
            out.put("projection", p.projection() == null ? null : YamlDoc.YList.flow(p.projection()));
            out.put("consistency", p.consistency());
            out.put("filter", p.filter());
            out.put("item_bytes", p.estimatedItemSizeBytes());
            out.put("item_sizes", p.itemSizes() == null ? null : YamlDoc.YList.flow(p.itemSizes()));
            out.put("top_k", p.topK());
            out.put("non_existent_rate", p.nonExistentRate());
        }
        YamlDoc.YMap rps = YamlDoc.YMap.flow().put("peak", p.peakRps()).put("average", p.avgRps());
        out.put("rps", rps);
        return out;
    }

    /** The legs of a write: its `entities_written`, else the table's only entity; null when it names none. */
    private YamlDoc.YList legs(ImportedModel.Pattern p, ImportedModel m, Map<String, String> entityTable) {
        String action = action(p);
        List<YamlDoc.YMap> legs = new ArrayList<>();
        if (p.entitiesWritten() != null && !p.entitiesWritten().isEmpty()) {
            for (ImportedModel.EntityWritten w : p.entitiesWritten()) {
                if (entityTable.containsKey(w.entity())) {
                    legs.add(leg(w.entity(), action, w.count(), p, entityTable));
                } else {
                    notes.add("access pattern " + p.patternId() + " writes `" + w.entity() + "`, which the model does"
                            + " not define; that leg is left out");
                }
            }
            if (legs.isEmpty()) {
                return null;
            }
        } else {
            ImportedModel.Table t = m.table(p.table());
            if (t == null || t.entities().size() != 1 || !SINGLE_WRITES.contains(p.operation())) {
                return null;
            }
            legs.add(leg(t.entities().get(0).entityName(), action, 1, p, entityTable));
        }
        return YamlDoc.YList.block(legs);
    }

    private static YamlDoc.YMap leg(String entity, String action, int count, ImportedModel.Pattern p,
                                    Map<String, String> entityTable) {
        YamlDoc.YMap leg = YamlDoc.YMap.flow().put("entity", entity).put("action", action);
        if (count != 1) {
            leg.put("count", count);
        }
        String table = entityTable.get(entity);
        if (table != null && !table.equals(p.table())) {
            leg.put("table", table);
        }
        leg.put("attributes", p.attributesWritten() == null ? null : YamlDoc.YList.flow(p.attributesWritten()));
        leg.put("previous_bytes", p.previousItemSizeBytes());
        leg.put("retention_days", p.retentionDays());
        return leg;
    }

    private static String action(ImportedModel.Pattern p) {
        String w = p.writeAction() == null ? "" : p.writeAction().toLowerCase(Locale.ROOT);
        if (w.contains("delete") || p.operation().equals("DeleteItem")) {
            return "delete";
        }
        if (w.contains("update") || p.operation().equals("UpdateItem")) {
            return "update";
        }
        if (w.contains("put")) {
            return "put";
        }
        return "create";
    }

    private void stub(YamlDoc.YMap doc, ImportedModel.Pattern p) {
        notes.add("access pattern " + p.patternId() + " (" + p.operation() + ") names no entity it writes; left as a"
                + " commented stub");
        doc.comment("Access pattern " + p.patternId() + " names no entity it writes (add `writes` and move it into");
        doc.comment("access_patterns): operation " + p.operation() + ", table " + p.table() + ", rps peak "
                + p.peakRps() + (p.avgRps() == null ? "" : ", average " + p.avgRps()));
    }

    private static String id(String patternId) {
        String s = patternId.replaceAll("[^A-Za-z0-9_-]", "_");
        return s.isEmpty() || !Character.isLetter(s.charAt(0)) ? "P" + s : s;
    }
}
