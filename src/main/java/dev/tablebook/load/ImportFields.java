package dev.tablebook.load;

import dev.tablebook.load.ImportNumbers.Fraction;
import dev.tablebook.model.AttrType;
import dev.tablebook.model.Operation;
import dev.tablebook.model.Pos;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Reads the reference calculator's JSON fields into {@link ImportedModel}. That calculator ignores
 * fields it does not know, and models written for it carry such extras; a field that is a near
 * miss of a known name is reported as a misspelling, others are left alone.
 */
final class ImportFields {
    private static final Set<String> TOP = Set.of("tables", "access_patterns");
    private static final Set<String> TABLE = Set.of("table_name", "table_class", "global_tables", "key_schema",
            "attribute_definitions", "entities", "gsis", "vector_indexes", "provisioned_capacity");
    private static final Set<String> KEY_SCHEMA = Set.of("partition_key", "sort_key");
    private static final Set<String> ENTITY = Set.of("entity_name", "estimated_item_size_bytes", "estimated_item_count",
            "attributes");
    private static final Set<String> GSI = Set.of("index_name", "partition_key", "sort_key", "hash_key", "range_key",
            "projection");
    private static final Set<String> PROJECTION = Set.of("type", "attributes", "non_key_attributes", "NonKeyAttributes");
    private static final Set<String> VECTOR = Set.of("index_name", "vector_attribute", "dimensions", "distance_function",
            "projection", "search_schema", "estimated_indexed_items");
    private static final Set<String> SEARCH_SCHEMA = Set.of("partition_key", "inline_filters");
    private static final Set<String> PATTERN = Set.of("pattern_id", "description", "operation", "table", "index",
            "peak_rps", "avg_rps", "estimated_item_size_bytes", "items_per_request", "consistency", "top_k", "filter",
            "projection", "item_sizes", "previous_item_size_bytes", "attributes_written", "entities_written",
            "conditional_fail_rate", "non_existent_rate", "write_action", "retention_days", "source_requirement");

    private final Problems problems;

    ImportFields(Problems problems) {
        this.problems = problems;
    }

    private MapReader reader(Node node, String what, Set<String> known) {
        if (!(node instanceof Node.MapNode m)) {
            problems.add(node.pos(), what + " must be an object, not " + node.describe());
            return null;
        }
        for (Map.Entry<String, Pos> key : m.keys().entrySet()) {
            String meant = known.contains(key.getKey()) ? null : ImportValues.misspelling(key.getKey(), known);
            if (meant != null) {
                problems.add(key.getValue(), "unknown field `" + key.getKey() + "` in " + what + "; did you mean `"
                        + meant + "`?");
            }
        }
        Set<String> all = new HashSet<>(known);
        all.addAll(m.values().keySet());
        return new MapReader(m, what, problems, all, false);
    }

    private <T> List<T> each(MapReader r, String key, Function<Node, T> read) {
        List<T> out = new ArrayList<>();
        Node.ListNode list = r.listNode(key);
        if (list != null) {
            for (Node n : list.items()) {
                T t = read.apply(n);
                if (t != null) {
                    out.add(t);
                }
            }
        }
        return out;
    }

    ImportedModel model(Node root) {
        MapReader r = reader(root, "the model", TOP);
        if (r == null) {
            return null;
        }
        boolean ok = r.require("tables") & r.require("access_patterns");
        List<ImportedModel.Table> tables = each(r, "tables", this::table);
        List<ImportedModel.Pattern> patterns = each(r, "access_patterns", this::pattern);
        if (!ok) {
            return null;
        }
        ImportedModel model = new ImportedModel(tables, patterns);
        new ImportChecks(problems).check(model);
        return model;
    }

    static AttrType type(String t) {
        try {
            return t == null ? AttrType.S : AttrType.valueOf(t);
        } catch (IllegalArgumentException e) {
            return AttrType.S;
        }
    }

    private ImportedModel.Table table(Node node) {
        MapReader r = reader(node, DesignReader.label(node, "table", "table_name"), TABLE);
        if (r == null) {
            return null;
        }
        boolean named = r.require("table_name"); // the other fields are read (and checked) all the same
        String pk = null;
        String sk = null;
        if (r.has("key_schema")) {
            MapReader ks = reader(r.node("key_schema"), "`key_schema` of " + r.what(), KEY_SCHEMA);
            if (ks != null) {
                pk = ks.string("partition_key");
                sk = ks.string("sort_key");
            }
        }
        List<ImportedModel.AttributeDefinition> defs = each(r, "attribute_definitions", n -> {
            MapReader d = reader(n, "an attribute definition of " + r.what(),
                    Set.of("attribute_name", "attribute_type", "name", "type"));
            if (d == null) {
                return null;
            }
            String name = d.has("attribute_name") ? d.string("attribute_name") : d.string("name");
            String type = d.has("attribute_type") ? d.string("attribute_type") : d.string("type");
            return name == null ? null : new ImportedModel.AttributeDefinition(name, type == null ? "S" : type);
        });
        Boolean global = r.bool("global_tables");
        String provisioned = r.has("provisioned_capacity") && !(r.node("provisioned_capacity") instanceof Node.Scalar s
                && (s.value() == null || Boolean.FALSE.equals(s.value()))) ? Json.canonical(r.node("provisioned_capacity"))
                : null;
        String name = r.string("table_name");
        String tableClass = r.string("table_class");
        List<ImportedModel.Entity> entities = each(r, "entities", this::entity);
        List<ImportedModel.Gsi> gsis = each(r, "gsis", this::gsi);
        List<ImportedModel.VectorIndex> vectors = each(r, "vector_indexes", this::vector);
        if (!named || name == null) {
            return null;
        }
        return new ImportedModel.Table(name, tableClass, global != null && global, pk, sk, defs, entities, gsis, vectors,
                provisioned, r.where());
    }

    private ImportedModel.Entity entity(Node node) {
        MapReader r = reader(node, DesignReader.label(node, "entity", "entity_name"), ENTITY);
        if (r == null) {
            return null;
        }
        boolean named = r.require("entity_name");
        List<ImportedModel.EntityAttribute> attrs = each(r, "attributes", n -> {
            MapReader a = reader(n, "an attribute of " + r.what(), Set.of("name", "type"));
            String name = a == null ? null : a.string("name");
            return name == null ? null : new ImportedModel.EntityAttribute(name, a.string("type") == null ? "S"
                    : a.string("type"));
        });
        String name = r.string("entity_name");
        Integer size = ImportNumbers.integer(r, "estimated_item_size_bytes", 0, Integer.MAX_VALUE, Fraction.CEIL);
        Long count = ImportNumbers.whole(r, "estimated_item_count", 0, Long.MAX_VALUE, Fraction.ROUND);
        return !named || name == null ? null : new ImportedModel.Entity(name, size, count, attrs, r.where());
    }

    private ImportedModel.Gsi gsi(Node node) {
        MapReader r = reader(node, DesignReader.label(node, "GSI", "index_name"), GSI);
        if (r == null) {
            return null;
        }
        boolean named = r.require("index_name");
        String[] projection = new String[1];
        List<String> attrs = projection(r, projection, List.of("attributes", "non_key_attributes", "NonKeyAttributes"));
        String name = r.string("index_name");
        String pk = ImportValues.firstGiven(r, "partition_key", "hash_key");
        String sk = ImportValues.firstGiven(r, "sort_key", "range_key");
        return !named || name == null ? null : new ImportedModel.Gsi(name, pk, sk, projection[0], attrs, r.where());
    }

    /**
     * Reads {@code projection} (object or bare string); returns its attributes, type into {@code
     * type[0]}. A GSI's attributes are the first non-empty of its three spellings; a vector index's
     * are only {@code attributes}, the one spelling the reference sizes it by.
     */
    private List<String> projection(MapReader r, String[] type, List<String> attributeKeys) {
        Node n = r.node("projection");
        if (n == null || n instanceof Node.Scalar s && s.value() == null) {
            return List.of();
        }
        if (n instanceof Node.Scalar) {
            type[0] = projectionType(r, r.string("projection"), "projection");
            return List.of();
        }
        MapReader p = reader(n, "`projection` of " + r.what(), PROJECTION);
        if (p == null) {
            return List.of();
        }
        type[0] = projectionType(p, p.string("type"), "type");
        for (String key : attributeKeys) {
            List<String> l = p.stringList(key);
            if (l != null && !l.isEmpty()) {
                return l;
            }
        }
        return List.of();
    }

    private String projectionType(MapReader r, String value, String key) {
        if (value == null || value.isEmpty()) {
            return null;
        }
        String t = value.toUpperCase(Locale.ROOT);
        if (!Set.of("ALL", "INCLUDE", "KEYS_ONLY").contains(t)) {
            r.error(key, "projection type of " + r.what() + " must be ALL, INCLUDE or KEYS_ONLY, not \"" + value + "\"");
            return null;
        }
        return t;
    }

    private ImportedModel.VectorIndex vector(Node node) {
        MapReader r = reader(node, DesignReader.label(node, "vector index", "index_name"), VECTOR);
        if (r == null) {
            return null;
        }
        boolean ok = r.require("index_name") & r.require("vector_attribute") & r.require("dimensions")
                & r.require("distance_function");
        Integer dims = ImportNumbers.integer(r, "dimensions", 1, 4096, Fraction.TRUNCATE);
        String distance = ImportValues.distance(r);
        String[] projection = new String[1];
        List<String> attrs = projection(r, projection, List.of("attributes"));
        String partition = null;
        List<String> filters = List.of();
        if (r.has("search_schema")) {
            MapReader s = reader(r.node("search_schema"), "`search_schema` of " + r.what(), SEARCH_SCHEMA);
            if (s != null) {
                partition = s.string("partition_key");
                List<String> f = s.stringList("inline_filters");
                filters = f == null ? List.of() : f;
            }
        }
        if (!ok || dims == null || distance == null) {
            return null;
        }
        return new ImportedModel.VectorIndex(r.string("index_name"), r.string("vector_attribute"), dims, distance,
                projection[0], attrs, partition, filters, ImportNumbers.whole(r, "estimated_indexed_items", 0,
                Long.MAX_VALUE, Fraction.TRUNCATE), r.where());
    }

    private ImportedModel.Pattern pattern(Node node) {
        MapReader r = reader(node, DesignReader.label(node, "access pattern", "pattern_id"), PATTERN);
        if (r == null) {
            return null;
        }
        boolean ok = r.require("pattern_id") & r.require("operation") & r.require("table");
        String op = r.choice("operation", Names.of(enumNames()));
        Double peak = r.number("peak_rps", 0, 1e12);
        List<ImportedModel.EntityWritten> written = null;
        Node.ListNode ew = r.listNode("entities_written");
        if (ew != null) {
            written = new ArrayList<>();
            for (Node n : ew.items()) {
                if (n instanceof Node.Scalar s && s.value() instanceof String name) {
                    written.add(new ImportedModel.EntityWritten(name, 1));
                    continue;
                }
                MapReader e = reader(n, "an `entities_written` entry of " + r.what(), Set.of("entity", "entity_name",
                        "count"));
                if (e == null) {
                    continue;
                }
                String name = ImportValues.firstGiven(e, "entity", "entity_name");
                Integer count = ImportNumbers.integer(e, "count", 0, 1_000_000, Fraction.TRUNCATE);
                written.add(new ImportedModel.EntityWritten(name == null ? "" : name,
                        count == null || count == 0 ? 1 : count));
            }
        }
        // every field is read before deciding, so that one pass reports all of a pattern's problems
        ImportedModel.Pattern p = new ImportedModel.Pattern(r.string("pattern_id"), r.string("description"), op,
                r.string("table"), ImportValues.firstGiven(r, "index"), peak == null ? 0 : peak,
                r.number("avg_rps", 0, 1e12),
                ImportNumbers.integer(r, "estimated_item_size_bytes", 0, Integer.MAX_VALUE, Fraction.CEIL),
                ImportNumbers.integer(r, "items_per_request", 0, Integer.MAX_VALUE, Fraction.REJECT),
                ImportValues.optionalChoice(r, "consistency", Names.of("eventual", "eventual", "strong", "strong",
                "transactional", "transactional")), ImportNumbers.integer(r, "top_k", 1, 100, Fraction.TRUNCATE),
                r.string("filter"), r.stringList("projection"), ImportNumbers.byteSizes(r, "item_sizes"),
                ImportNumbers.integer(r, "previous_item_size_bytes", 0, Integer.MAX_VALUE, Fraction.CEIL),
                r.stringList("attributes_written"), written, r.number("conditional_fail_rate", 0, 1),
                r.number("non_existent_rate", 0, 1), ImportValues.optionalChoice(r, "write_action", Names.of("create",
                "create", "update", "update", "delete", "delete", "mixed", "mixed")),
                ImportNumbers.integer(r, "retention_days", 0, 36_500, Fraction.TRUNCATE),
                r.string("source_requirement"), r.where());
        return !ok || op == null || p.patternId() == null || p.table() == null ? null : p;
    }

    private static Object[] enumNames() {
        List<Object> pairs = new ArrayList<>();
        for (Operation o : Operation.values()) {
            pairs.add(o.name());
            pairs.add(o.name());
        }
        return pairs.toArray();
    }
}
