package dev.tablebook.load;

import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.AttrType;
import dev.tablebook.model.Attribute;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Consistency;
import dev.tablebook.model.Design;
import dev.tablebook.model.Entity;
import dev.tablebook.model.Index;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Projection;
import dev.tablebook.model.Rate;
import dev.tablebook.model.Read;
import dev.tablebook.model.StreamView;
import dev.tablebook.model.Table;
import dev.tablebook.model.VectorIndex;
import dev.tablebook.model.VectorSearch;
import dev.tablebook.model.Where;
import dev.tablebook.model.Write;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads a model in the reference calculator's {@code dynamodb_data_model.json} shape. The model
 * is kept whole in {@link Design#imported()} for exact pricing; the parts that map faithfully onto
 * the design format (tables, keys, indexes, entities, patterns) are also given as a design so
 * the site can show them. Such a model has no key templates.
 */
final class ImportReader {
    static final String NO_KEY = "(not given)";
    private final Problems problems;
    private final ImportFields fields;

    ImportReader(Problems problems) {
        this.problems = problems;
        this.fields = new ImportFields(problems);
    }

    /**
     * The file name's patterns, compiled once (String's replaceFirst, replaceAll and matches compile theirs
     * on every call, for every model of a folder): the suffix, the runs a slug cannot hold, the dashes at
     * either end, and a slug.
     */
    private static final Pattern JSON_SUFFIX = Pattern.compile("\\.json$");
    private static final Pattern NOT_SLUG = Pattern.compile("[^a-z0-9-]+");
    private static final Pattern EDGE_DASHES = Pattern.compile("^-+|-+$");
    private static final Pattern SLUG = Pattern.compile(DesignReader.SLUG);

    Design read(String file, Node root) {
        ImportedModel model = fields.model(root);
        if (model == null) {
            return null;
        }
        String base = JSON_SUFFIX.matcher(file.substring(file.lastIndexOf('/') + 1)).replaceFirst("");
        String service = EDGE_DASHES.matcher(NOT_SLUG.matcher(base.toLowerCase(Locale.ROOT)).replaceAll("-")).replaceAll("");
        if (!SLUG.matcher(service).matches()) {
            problems.add(root.pos(), "cannot make a service name from the file name `" + base
                    + "`; rename the file to a slug such as orders.json");
            return null;
        }
        Map<String, Entity> entities = new LinkedHashMap<>();
        Map<String, Table> tables = new LinkedHashMap<>();
        for (ImportedModel.Table t : model.tables()) {
            for (ImportedModel.Entity e : t.entities()) {
                entities.putIfAbsent(e.entityName(), entity(e));
            }
            tables.put(t.tableName(), table(t));
        }
        List<AccessPattern> patterns = new ArrayList<>();
        for (ImportedModel.Pattern p : model.accessPatterns()) {
            patterns.add(pattern(p));
        }
        return new Design(service, service, null, "imported", null, Design.DEFAULT_REGION, Design.DEFAULT_PEAK_HOURS,
                patterns, entities, tables, List.of(), List.of(), file, model, null, Where.at(root.pos()));
    }

    private static Entity entity(ImportedModel.Entity e) {
        Map<String, Attribute> attrs = new LinkedHashMap<>();
        for (ImportedModel.EntityAttribute a : e.attributes()) {
            AttrType type = ImportFields.type(a.type());
            attrs.put(a.name(), new Attribute(a.name(), type, DesignReader.DEFAULT_BYTES.get(type), true, false, null,
                    e.where()));
        }
        return new Entity(e.entityName(), null, e.estimatedItemCount(), null, e.estimatedItemSizeBytes(), attrs,
                e.where());
    }

    private static Table table(ImportedModel.Table t) {
        Map<String, Index> indexes = new LinkedHashMap<>();
        for (ImportedModel.Gsi g : t.gsis()) {
            indexes.put(g.indexName(), new Index(g.indexName(), Index.Kind.GSI,
                    List.of(g.partitionKey() == null ? NO_KEY : g.partitionKey()),
                    g.sortKey() == null ? List.of() : List.of(g.sortKey()), projection(g.projectionType(),
                    g.projectionAttributes()), g.where()));
        }
        Map<String, VectorIndex> vectors = new LinkedHashMap<>();
        for (ImportedModel.VectorIndex v : t.vectorIndexes()) {
            VectorIndex.Distance distance = v.distanceFunction() == null ? VectorIndex.Distance.COSINE
                    : VectorIndex.Distance.valueOf(v.distanceFunction());
            vectors.put(v.indexName(), new VectorIndex(v.indexName(), v.vectorAttribute(),
                    v.dimensions() == null ? 0 : v.dimensions(), distance,
                    projection(v.projectionType(), v.projectionAttributes()), v.searchPartitionKey(), v.inlineFilters(),
                    v.estimatedIndexedItems(), v.where()));
        }
        Map<String, AttrType> types = new LinkedHashMap<>();
        t.attributeDefinitions().forEach(a -> types.put(a.name(), ImportFields.type(a.type())));
        boolean ia = t.tableClass() != null && t.tableClass().toUpperCase(Locale.ROOT).contains("INFREQUENT")
                || t.tableClass() != null && t.tableClass().toUpperCase(Locale.ROOT).contains("IA");
        Capacity capacity = t.provisionedCapacity() == null ? Capacity.onDemand(t.where())
                : new Capacity(Capacity.Mode.PROVISIONED, null, null, null, null, t.where());
        return new Table(t.tableName(), t.partitionKey() == null ? NO_KEY : t.partitionKey(), t.sortKey(), types, types,
                Map.of(), indexes, vectors, capacity, ia ? Table.TableClass.STANDARD_IA : Table.TableClass.STANDARD,
                StreamView.OFF, false, null, null, false, t.globalTables() ? List.of("(global table)") : List.of(),
                Table.Replication.LWW, Table.Encryption.AWS_OWNED, false, null, null, t.where());
    }

    private static Projection projection(String type, List<String> attributes) {
        if (type == null || type.equals("ALL")) {
            return Projection.ALL;
        }
        return type.equals("KEYS_ONLY") ? Projection.KEYS_ONLY : Projection.include(attributes);
    }

    private static AccessPattern pattern(ImportedModel.Pattern p) {
        Operation op = Operation.valueOf(p.operation());
        Consistency consistency = "strong".equals(p.consistency()) ? Consistency.STRONG
                : "transactional".equals(p.consistency()) || op.isTransaction() ? Consistency.TRANSACTIONAL
                : Consistency.EVENTUAL;
        // a pattern without `peak_rps` is priced at 0, as the reference does, but has no rate: missing-rps
        Rate rps = p.where().has("peak_rps") ? new Rate(p.peakRps(), p.avgRps() == null ? p.peakRps() : p.avgRps())
                : null;
        if (op.isWrite()) {
            return new Write(p.patternId(), p.description(), null, op, p.table(), p.index(), List.of(),
                    p.itemsPerRequest(), rps, consistency, null, List.of(), false, null, p.conditionalFailRate(),
                    p.estimatedItemSizeBytes(), p.itemSizes(), null, p.where());
        }
        if (op == Operation.SearchVectors) {
            return new VectorSearch(p.patternId(), p.description(), null, p.table(), p.index(), List.of(),
                    p.itemsPerRequest(), List.of(), p.projection(), rps, consistency, null, p.filter(), null, p.topK(),
                    p.estimatedItemSizeBytes(), null, p.where());
        }
        return new Read(p.patternId(), p.description(), null, op, p.table(), p.index(), List.of(), false,
                p.itemsPerRequest(), List.of(), p.projection(), rps, consistency, null, p.filter(), null,
                p.estimatedItemSizeBytes(), p.itemSizes(), null, p.nonExistentRate(), p.where());
    }
}
