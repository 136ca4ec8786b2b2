package dev.tablebook.load.workbench;

import dev.tablebook.load.InputError;
import dev.tablebook.load.Node;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the positioned tree of a NoSQL Workbench model file into a {@link WorkbenchModel}. The
 * version decides nothing silently: an unknown one is an error at its position. Every problem
 * (a missing key attribute, a value of the wrong kind) is reported where it stands, and reading
 * goes on so that all of them are reported at once. A sample item that is not DynamoDB JSON
 * ({@code "M": {"is_enabled": true}}, as Workbench exports of hand-edited models hold) spoils only
 * itself: it is dropped with a warning at its first bad value, and the tables, keys, indexes and
 * facets are kept.
 */
public final class WorkbenchReader {
    private static final List<String> TYPES = List.of("S", "N", "B", "BOOL", "NULL", "M", "L", "SS", "NS", "BS");
    private static final List<String> PROJECTIONS = List.of("ALL", "KEYS_ONLY", "INCLUDE");
    private final List<InputError> errors;
    private final List<InputError> warnings;
    /** Where the problems of the sample item being decoded go (null: to {@link #errors}). */
    private List<InputError> itemProblems;

    /** @param warnings where a dropped sample item is reported (one warning each) */
    public WorkbenchReader(List<InputError> errors, List<InputError> warnings) {
        this.errors = errors;
        this.warnings = warnings;
    }

    /** Whether a JSON document is shaped like a Workbench model (rather than another JSON file). */
    public static boolean looksLikeWorkbench(Node root) {
        return root instanceof Node.MapNode m && (m.values().containsKey("DataModel")
                || m.values().containsKey("ModelName") || m.values().containsKey("ModelMetadata"));
    }

    public WorkbenchModel read(Node root) {
        Fields top = Fields.of(root, "the model", errors);
        if (top == null) {
            return null;
        }
        Fields meta = top.map("ModelMetadata");
        String version = null;
        if (meta == null) {
            top.missing("ModelMetadata", "a NoSQL Workbench model states its format version in ModelMetadata.Version");
        } else if (meta.require("Version")) {
            version = meta.text("Version");
            if (version != null && !WorkbenchModel.VERSIONS.contains(version)) {
                meta.error("Version", "NoSQL Workbench model version \"" + version + "\" is not one tablebook reads;"
                        + " it reads " + String.join(", ", WorkbenchModel.VERSIONS));
                return null;
            }
        }
        String name = top.require("ModelName") ? top.text("ModelName") : null;
        WorkbenchModel.Metadata metadata = meta == null ? null : new WorkbenchModel.Metadata(meta.text("Author"),
                meta.text("DateCreated"), meta.text("DateLastModified"), meta.text("Description"), version,
                meta.text("AWSService"));
        List<WorkbenchModel.Table> tables = new ArrayList<>();
        Node.ListNode data = top.require("DataModel") ? top.list("DataModel") : null;
        if (data != null) {
            if (data.items().isEmpty()) {
                errors.add(new InputError(data.pos(), "`DataModel` lists no table; the model is empty"));
            }
            for (Node t : data.items()) {
                WorkbenchModel.Table table = table(t);
                if (table != null) {
                    tables.add(table);
                }
            }
        }
        WorkbenchModel.Schema schema = top.has("ModelSchema") ? schema(top.map("ModelSchema")) : null;
        if (version == null || name == null) {
            return null;
        }
        return new WorkbenchModel(version, name, metadata, tables, schema, root.pos());
    }

    private WorkbenchModel.Table table(Node node) {
        Fields t = Fields.of(node, "a table of DataModel", errors);
        if (t == null) {
            return null;
        }
        String name = t.require("TableName") ? t.text("TableName") : null;
        String what = name == null ? "the table" : "table " + name;
        t = t.named(what);
        Fields keys = t.require("KeyAttributes") ? t.map("KeyAttributes") : null;
        WorkbenchModel.Attr pk = null;
        WorkbenchModel.Attr sk = null;
        if (keys != null) {
            pk = keys.require("PartitionKey") ? attr(keys.map("PartitionKey"), true) : null;
            sk = keys.has("SortKey") ? attr(keys.map("SortKey"), true) : null;
        }
        List<WorkbenchModel.Attr> nonKey = new ArrayList<>();
        for (Node a : t.items("NonKeyAttributes")) {
            WorkbenchModel.Attr attr = attr(Fields.of(a, "a non-key attribute of " + what, errors), false);
            if (attr != null) {
                nonKey.add(attr);
            }
        }
        List<WorkbenchModel.Gsi> gsis = new ArrayList<>();
        for (Node g : t.items("GlobalSecondaryIndexes")) {
            WorkbenchModel.Gsi gsi = gsi(Fields.of(g, "a GSI of " + what, errors));
            if (gsi != null) {
                gsis.add(gsi);
            }
        }
        List<WorkbenchModel.Facet> facets = new ArrayList<>();
        for (Node f : t.items("TableFacets")) {
            WorkbenchModel.Facet facet = facet(Fields.of(f, "a facet of " + what, errors));
            if (facet != null) {
                facets.add(facet);
            }
        }
        List<Map<String, Object>> items = items(t.items("TableData"), what);
        String billing = t.text("BillingMode");
        if (billing != null && !billing.equals("PROVISIONED") && !billing.equals("PAY_PER_REQUEST")) {
            t.error("BillingMode", "`BillingMode` of " + what + " must be PROVISIONED or PAY_PER_REQUEST, not \""
                    + billing + "\"");
            billing = null;
        }
        WorkbenchModel.Provisioned provisioned = t.has("ProvisionedCapacitySettings")
                ? provisioned(t.map("ProvisionedCapacitySettings")) : null;
        if (name == null || pk == null) {
            return null;
        }
        return new WorkbenchModel.Table(name, pk, sk, nonKey, gsis, facets, items, billing, provisioned, t.pos());
    }

    private WorkbenchModel.Attr attr(Fields a, boolean key) {
        if (a == null) {
            return null;
        }
        String name = a.require("AttributeName") ? a.text("AttributeName") : null;
        String type = a.require("AttributeType") ? a.text("AttributeType") : null;
        if (type != null) {
            List<String> allowed = key ? List.of("S", "N", "B") : TYPES;
            if (!allowed.contains(type)) {
                a.error("AttributeType", "`AttributeType` of " + (name == null ? "an attribute" : name) + " must be one of "
                        + String.join(", ", allowed) + ", not \"" + type + "\"");
                type = null;
            }
        }
        return name == null || type == null ? null : new WorkbenchModel.Attr(name, type);
    }

    private WorkbenchModel.Gsi gsi(Fields g) {
        if (g == null) {
            return null;
        }
        String name = g.require("IndexName") ? g.text("IndexName") : null;
        Fields keys = g.require("KeyAttributes") ? g.map("KeyAttributes") : null;
        WorkbenchModel.Attr pk = null;
        WorkbenchModel.Attr sk = null;
        if (keys != null) {
            pk = keys.require("PartitionKey") ? attr(keys.map("PartitionKey"), true) : null;
            sk = keys.has("SortKey") ? attr(keys.map("SortKey"), true) : null;
        }
        String type = "ALL";
        List<String> projected = List.of();
        Fields p = g.has("Projection") ? g.map("Projection") : null;
        if (p != null && p.require("ProjectionType")) {
            type = p.text("ProjectionType");
            if (type != null && !PROJECTIONS.contains(type)) {
                p.error("ProjectionType", "`ProjectionType` must be one of " + String.join(", ", PROJECTIONS)
                        + ", not \"" + type + "\"");
                type = null;
            }
            projected = p.texts("NonKeyAttributes");
            if ("INCLUDE".equals(type) && projected.isEmpty()) {
                p.missing("NonKeyAttributes", "an INCLUDE projection names the attributes it includes");
            }
        }
        return name == null || pk == null || type == null ? null
                : new WorkbenchModel.Gsi(name, pk, sk, type, projected);
    }

    private WorkbenchModel.Facet facet(Fields f) {
        if (f == null) {
            return null;
        }
        String name = f.require("FacetName") ? f.text("FacetName") : null;
        Fields alias = f.has("KeyAttributeAlias") ? f.map("KeyAttributeAlias") : null;
        String pkAlias = alias == null ? null : alias.text("PartitionKeyAlias");
        String skAlias = alias == null ? null : alias.text("SortKeyAlias");
        List<String> nonKey = f.texts("NonKeyAttributes");
        List<Map<String, Object>> items = items(f.items("TableData"), name == null ? "a facet" : "facet " + name);
        return name == null ? null : new WorkbenchModel.Facet(name, pkAlias, skAlias, nonKey, items, f.pos());
    }

    private WorkbenchModel.Provisioned provisioned(Fields p) {
        if (p == null) {
            return null;
        }
        Fields t = p.has("ProvisionedThroughput") ? p.map("ProvisionedThroughput") : null;
        Long read = t == null ? null : t.whole("ReadCapacityUnits");
        Long write = t == null ? null : t.whole("WriteCapacityUnits");
        return new WorkbenchModel.Provisioned(read, write, scaling(p, "AutoScalingRead"), scaling(p, "AutoScalingWrite"));
    }

    private WorkbenchModel.AutoScaling scaling(Fields p, String field) {
        Fields s = p.has(field) ? p.map(field) : null;
        if (s == null) {
            return null;
        }
        Fields target = s.has("ScalableTargetRequest") ? s.map("ScalableTargetRequest") : null;
        Fields policy = s.has("ScalingPolicyConfiguration") ? s.map("ScalingPolicyConfiguration") : null;
        Double percent = policy == null ? null : policy.number("TargetValue");
        if (percent != null && (percent < 20 || percent > 90)) {
            policy.error("TargetValue", "`TargetValue` is a utilization percentage DynamoDB allows from 20 to 90, not "
                    + percent);
            percent = null;
        }
        return new WorkbenchModel.AutoScaling(target == null ? null : target.whole("MinCapacity"),
                target == null ? null : target.whole("MaxCapacity"), percent,
                target == null ? null : target.text("ServiceRole"));
    }

    private WorkbenchModel.Schema schema(Fields s) {
        if (s == null) {
            return null;
        }
        Map<String, WorkbenchModel.SchemaIndex> indexes = new LinkedHashMap<>();
        Fields ix = s.has("indexes") ? s.map("indexes") : null;
        if (ix != null) {
            for (String name : ix.names()) {
                Fields i = ix.map(name);
                if (i != null) {
                    indexes.put(name, new WorkbenchModel.SchemaIndex(i.text("hash"), i.text("sort"),
                            i.has("projection") && i.node("projection") instanceof Node.Scalar ? i.text("projection") : null));
                }
            }
        }
        Map<String, Map<String, WorkbenchModel.SchemaAttr>> models = new LinkedHashMap<>();
        Fields ms = s.has("models") ? s.map("models") : null;
        if (ms != null) {
            for (String entity : ms.names()) {
                Fields e = ms.map(entity);
                if (e == null) {
                    continue;
                }
                Map<String, WorkbenchModel.SchemaAttr> attrs = new LinkedHashMap<>();
                for (String attr : e.names()) {
                    Fields a = e.map(attr);
                    if (a != null) {
                        attrs.put(attr, new WorkbenchModel.SchemaAttr(a.text("type"), a.text("value")));
                    }
                }
                models.put(entity, attrs);
            }
        }
        return new WorkbenchModel.Schema(indexes, models);
    }

    private List<Map<String, Object>> items(List<Node> nodes, String where) {
        List<Map<String, Object>> out = new ArrayList<>();
        int index = 0;
        for (Node n : nodes) {
            index++;
            if (!(n instanceof Node.MapNode m)) {
                warnings.add(new InputError(n.pos(), "sample item " + index + " of " + where + " dropped: a sample item"
                        + " must be a map of attributes, not " + n.describe()));
                continue;
            }
            Map<String, Object> item = new LinkedHashMap<>();
            List<InputError> problems = new ArrayList<>();
            itemProblems = problems;
            try {
                for (Map.Entry<String, Node> e : m.values().entrySet()) {
                    Decoded d = decode(e.getValue());
                    if (d != null) {
                        item.put(e.getKey(), d.value());
                    }
                }
            } finally {
                itemProblems = null;
            }
            if (problems.isEmpty()) {
                out.add(item);
            } else {
                InputError first = problems.get(0);
                warnings.add(new InputError(first.pos(), "sample item " + index + " of " + where + " dropped: "
                        + first.message() + (problems.size() > 1 ? " (and " + (problems.size() - 1) + " more problem"
                        + (problems.size() > 2 ? "s" : "") + " in the item)" : "")));
            }
        }
        return out;
    }

    /** A problem of the sample item being decoded. */
    private void problem(InputError e) {
        (itemProblems != null ? itemProblems : errors).add(e);
    }

    private record Decoded(Object value) {
    }

    /** A DynamoDB JSON value ({"S": "x"}, {"N": "1"}, {"M": {...}}, ...) as a plain value. */
    private Decoded decode(Node node) {
        if (!(node instanceof Node.MapNode m) || m.values().size() != 1) {
            problem(new InputError(node.pos(), "an item attribute must be a DynamoDB JSON value with one type,"
                    + " such as {\"S\": \"text\"} or {\"N\": \"42\"}, not " + node.describe()));
            return null;
        }
        String type = m.values().keySet().iterator().next();
        Node v = m.values().get(type);
        switch (type) {
            case "S", "B" -> {
                return v instanceof Node.Scalar s && s.value() instanceof String str ? new Decoded(str) : bad(v, type, "text");
            }
            case "N" -> {
                String text = v instanceof Node.Scalar s && s.value() instanceof String str ? str
                        : v instanceof Node.Scalar s && s.value() instanceof Number ? String.valueOf(s.value()) : null;
                try {
                    return text == null ? bad(v, type, "a number in quotes") : new Decoded(new BigDecimal(text.trim()));
                } catch (NumberFormatException e) {
                    return bad(v, type, "a number in quotes");
                }
            }
            case "BOOL" -> {
                return v instanceof Node.Scalar s && s.value() instanceof Boolean b ? new Decoded(b) : bad(v, type, "true or false");
            }
            case "NULL" -> {
                return new Decoded(null);
            }
            case "SS", "NS", "BS", "L" -> {
                if (!(v instanceof Node.ListNode l)) {
                    return bad(v, type, "a list");
                }
                List<Object> out = new ArrayList<>();
                for (Node item : l.items()) {
                    Decoded d = type.equals("L") ? decode(item)
                            : decode(new Node.MapNode(item.pos(), Map.of(type.substring(0, 1), item), Map.of(type.substring(0, 1), item.pos())));
                    if (d == null) {
                        return null;
                    }
                    out.add(d.value());
                }
                return new Decoded(out);
            }
            case "M" -> {
                if (!(v instanceof Node.MapNode inner)) {
                    return bad(v, type, "a map");
                }
                Map<String, Object> out = new LinkedHashMap<>();
                for (Map.Entry<String, Node> e : inner.values().entrySet()) {
                    Decoded d = decode(e.getValue());
                    if (d == null) {
                        return null;
                    }
                    out.put(e.getKey(), d.value());
                }
                return new Decoded(out);
            }
            default -> {
                problem(new InputError(m.keys().get(type), "`" + type + "` is not a DynamoDB type; use one of "
                        + String.join(", ", TYPES)));
                return null;
            }
        }
    }

    private Decoded bad(Node v, String type, String expected) {
        problem(new InputError(v.pos(), "a DynamoDB `" + type + "` value must be " + expected + ", not " + v.describe()));
        return null;
    }
}
