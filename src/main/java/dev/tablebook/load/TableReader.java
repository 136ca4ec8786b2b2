package dev.tablebook.load;

import dev.tablebook.model.AttrType;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Deployment;
import dev.tablebook.model.Index;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Projection;
import dev.tablebook.model.StreamView;
import dev.tablebook.model.Table;
import dev.tablebook.model.Traffic;
import dev.tablebook.model.VectorIndex;
import dev.tablebook.model.Where;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Reads the {@code tables} section: key schema, key map, indexes and operational settings. */
final class TableReader {
    private static final Set<String> TABLE = Set.of("key", "types", "items", "indexes", "vector_indexes", "capacity",
            "class", "streams", "pitr", "ttl", "deletion_protection", "replicas", "replication", "encryption",
            "ephemeral", "peak_hours_per_day", "traffic", "deployed");
    private static final Set<String> DEPLOYED = Set.of("name", "logical_id", "construct_path");
    private static final Set<String> KEY = Set.of("partition", "sort");
    private static final Set<String> INDEX = Set.of("type", "partition", "sort", "projection", "indexed_items");
    private static final Set<String> VECTOR = Set.of("attribute", "dimensions", "distance", "projection", "partition",
            "filters", "indexed_items");
    private static final Set<String> CAPACITY = Set.of("mode", "read", "write", "autoscaling", "reserved");
    private static final Set<String> AUTOSCALING = Set.of("min", "max", "target");
    private static final Set<String> RESERVED = Set.of("term", "read", "write");
    private static final Set<String> PITR = Set.of("retention_days");
    private static final Set<String> TTL = Set.of("attribute", "days");
    static final int MAX_KEY_PARTS = 4;

    private final Problems problems;
    private final TemplateReader keyTemplates;

    TableReader(Problems problems) {
        this.problems = problems;
        this.keyTemplates = new TemplateReader(problems);
    }

    Map<String, Table> tables(MapReader top) {
        Map<String, Table> out = new LinkedHashMap<>();
        Node.MapNode map = top.map("tables");
        if (map == null) {
            return out;
        }
        map.values().forEach((name, node) -> {
            MapReader.checkName(problems, map, name, NameRule.TABLE);
            Table t = table(name, node);
            if (t != null) {
                out.put(name, t);
            }
        });
        return out;
    }

    private Table table(String name, Node node) {
        MapReader r = MapReader.of(node, "table " + name, problems, TABLE);
        if (r == null) {
            return null;
        }
        String pk = null;
        String sk = null;
        if (r.require("key")) {
            MapReader key = MapReader.of(r.node("key"), "`key` of table " + name, problems, KEY);
            if (key != null) {
                pk = key.require("partition") ? key.string("partition") : null;
                sk = key.string("sort");
                key.checkNames("partition", NameRule.KEY_ATTRIBUTE);
                key.checkNames("sort", NameRule.KEY_ATTRIBUTE);
            }
        }
        Map<String, AttrType> types = new LinkedHashMap<>();
        Node.MapNode typesNode = r.map("types");
        if (typesNode != null) {
            MapReader.checkNames(problems, typesNode, NameRule.ATTRIBUTE);
            MapReader tr = new MapReader(typesNode, "`types` of table " + name, problems, typesNode.values().keySet());
            for (String attr : typesNode.values().keySet()) {
                AttrType t = tr.choice(attr, Names.of("S", AttrType.S, "N", AttrType.N, "B", AttrType.B));
                if (t != null) {
                    types.put(attr, t);
                }
            }
        }
        Map<String, Pos> positions = new LinkedHashMap<>(r.where().fields());
        Map<String, Map<String, KeyTemplate>> items = items(name, r, positions);
        Map<String, Index> indexes = indexes(name, r, pk);
        Map<String, VectorIndex> vectors = vectorIndexes(name, r);
        Capacity capacity = capacity(name, r);
        Table.TableClass tableClass = r.has("class") ? r.choice("class", Names.of("standard",
                Table.TableClass.STANDARD, "standard-ia", Table.TableClass.STANDARD_IA)) : Table.TableClass.STANDARD;
        StreamView streams = streams(r);
        boolean pitr = false;
        Integer pitrDays = null;
        Node pitrNode = r.node("pitr");
        if (pitrNode instanceof Node.MapNode) {
            MapReader pr = MapReader.of(pitrNode, "`pitr` of table " + name, problems, PITR);
            pitr = true;
            pitrDays = pr.has("retention_days") ? pr.integer("retention_days", 1, 35) : Integer.valueOf(35);
        } else if (pitrNode != null) {
            Boolean b = r.bool("pitr");
            pitr = b != null && b;
            pitrDays = pitr ? Integer.valueOf(35) : null;
        }
        Boolean deletionProtection = r.bool("deletion_protection");
        List<String> replicas = r.stringList("replicas");
        r.checkNames("replicas", NameRule.REGION);
        String ttl = null;
        Integer ttlDays = null;
        Node ttlNode = r.node("ttl");
        if (ttlNode instanceof Node.MapNode) {
            MapReader tr = MapReader.of(ttlNode, "`ttl` of table " + name, problems, TTL);
            if (tr.require("attribute")) {
                ttl = tr.string("attribute");
                tr.checkNames("attribute", NameRule.ATTRIBUTE);
            }
            ttlDays = tr.require("days") ? tr.integer("days", 1, 36_500) : null;
        } else {
            ttl = r.string("ttl");
            r.checkNames("ttl", NameRule.ATTRIBUTE);
        }
        Table.Replication replication = r.has("replication") ? r.choice("replication", Names.of("lww",
                Table.Replication.LWW, "mrsc", Table.Replication.MRSC)) : Table.Replication.LWW;
        Table.Encryption encryption = r.has("encryption") ? r.choice("encryption", Names.of("aws-owned",
                Table.Encryption.AWS_OWNED, "aws-managed", Table.Encryption.AWS_MANAGED, "customer-managed",
                Table.Encryption.CUSTOMER_MANAGED)) : Table.Encryption.AWS_OWNED;
        Boolean ephemeral = r.bool("ephemeral");
        Double peakHours = r.number("peak_hours_per_day", 0.000001, 24);
        Traffic traffic = new TrafficReader(problems).read(r);
        if (traffic != null && traffic.peakHoursPerDay() != null) {
            if (peakHours != null && !peakHours.equals(traffic.peakHoursPerDay())) {
                r.error("peak_hours_per_day", "`peak_hours_per_day` (" + peakHours + ") and"
                        + " `traffic.peak_hours_per_day` (" + traffic.peakHoursPerDay() + ") of table " + name
                        + " disagree: state it once");
            }
            peakHours = traffic.peakHoursPerDay();
        }
        Deployment deployed = deployed(name, r);
        if (pk == null || capacity == null || tableClass == null || streams == null || replication == null
                || encryption == null) {
            return null;
        }
        return new Table(name, pk, sk, types, Map.of(), items, indexes, vectors, capacity, tableClass, streams, pitr,
                pitrDays, ttl, ttlDays, deletionProtection != null && deletionProtection,
                replicas == null ? List.of() : replicas, replication, encryption, ephemeral != null && ephemeral,
                peakHours, traffic, deployed, new Where(r.pos(), positions));
    }

    /** {@code deployed: { name, logical_id, construct_path }}: at least one, each a name of its kind. */
    private Deployment deployed(String table, MapReader r) {
        if (!r.has("deployed")) {
            return null;
        }
        MapReader d = MapReader.of(r.node("deployed"), "`deployed` of table " + table, problems, DEPLOYED);
        if (d == null) {
            return null;
        }
        String name = d.string("name");
        String logicalId = d.string("logical_id");
        String path = d.string("construct_path");
        if (name != null && !name.matches("[A-Za-z0-9_.-]{3,255}")) {
            d.error("name", "`deployed.name` of table " + table + " is not a DynamoDB table name (3-255 letters, digits,"
                    + " `_`, `-` and `.`): " + name);
            name = null;
        }
        if (logicalId != null && !logicalId.matches("[A-Za-z0-9]{1,255}")) {
            d.error("logical_id", "`deployed.logical_id` of table " + table + " is not a CloudFormation logical id"
                    + " (letters and digits): " + logicalId);
            logicalId = null;
        }
        if (path != null && (path.isBlank() || path.startsWith("/") || path.endsWith("/"))) {
            d.error("construct_path", "`deployed.construct_path` of table " + table + " is a CDK construct path such as"
                    + " OrdersStack/Orders/Resource, not " + path);
            path = null;
        }
        if (name == null && logicalId == null && path == null) {
            if (d.has("name") || d.has("logical_id") || d.has("construct_path")) {
                return null;
            }
            r.error("deployed", "`deployed` of table " + table + " states none of name, logical_id and construct_path");
            return null;
        }
        return new Deployment(name, logicalId, path);
    }

    /** The key map; positions of each template are kept as {@code items.Entity.attr}. */
    private Map<String, Map<String, KeyTemplate>> items(String table, MapReader r, Map<String, Pos> positions) {
        Map<String, Map<String, KeyTemplate>> out = new LinkedHashMap<>();
        Node.MapNode map = r.map("items");
        if (map == null) {
            return out;
        }
        map.values().forEach((entity, node) -> {
            positions.put("items." + entity, map.keys().get(entity));
            Map<String, KeyTemplate> templates = new LinkedHashMap<>();
            if (node instanceof Node.Scalar s && s.value() == null) {
                out.put(entity, templates); // `Entity:` with nothing: every key maps to itself
                return;
            }
            if (!(node instanceof Node.MapNode m)) {
                problems.add(node.pos(), "`items." + entity + "` of table " + table
                        + " must map key attributes to templates, not " + node.describe());
                return;
            }
            MapReader.checkNames(problems, m, NameRule.KEY_ATTRIBUTE);
            m.values().forEach((attr, value) -> {
                positions.put("items." + entity + "." + attr, value.pos());
                KeyTemplate t = value instanceof Node.Scalar sc && sc.value() instanceof String
                        ? keyTemplates.template(value, "template of " + entity + "." + attr + " in table " + table) : null;
                if (t == null && !(value instanceof Node.Scalar sc2 && sc2.value() instanceof String)) {
                    problems.add(value.pos(), "template of " + entity + "." + attr + " in table " + table
                            + " must be text (quote it), not " + value.describe());
                }
                if (t != null) {
                    templates.put(attr, t);
                }
            });
            out.put(entity, templates);
        });
        return out;
    }

    private Map<String, Index> indexes(String table, MapReader r, String tablePk) {
        Map<String, Index> out = new LinkedHashMap<>();
        Node.MapNode map = r.map("indexes");
        if (map == null) {
            return out;
        }
        map.values().forEach((name, node) -> {
            MapReader.checkName(problems, map, name, NameRule.INDEX);
            MapReader ir = MapReader.of(node, "index " + name + " of table " + table, problems, INDEX);
            if (ir == null) {
                return;
            }
            Index.Kind kind = ir.has("type") ? ir.choice("type", Names.of("gsi", Index.Kind.GSI, "lsi", Index.Kind.LSI))
                    : Index.Kind.GSI;
            if (kind == null) {
                return;
            }
            List<String> partition = keyParts(ir, "partition");
            List<String> sort = keyParts(ir, "sort");
            if (kind == Index.Kind.LSI) {
                if (partition == null || partition.isEmpty()) {
                    partition = tablePk == null ? List.of() : List.of(tablePk);
                } else if (tablePk != null && !partition.equals(List.of(tablePk))) {
                    ir.error("partition", "LSI " + name + " must use the table's partition key `" + tablePk
                            + "`, not " + partition);
                    return;
                }
                if (sort == null || sort.size() != 1) {
                    problems.add(ir.pos(), "LSI " + name + " of table " + table + " needs exactly one `sort` attribute");
                    return;
                }
            } else if (!ir.require("partition") || partition == null) {
                return;
            }
            Projection projection = projection(ir, "projection");
            if (projection == null) {
                return;
            }
            Long indexed = ir.whole("indexed_items", 0, Long.MAX_VALUE);
            out.put(name, new Index(name, kind, partition, sort == null ? List.of() : sort, projection, indexed,
                    ir.where()));
        });
        return out;
    }

    private List<String> keyParts(MapReader r, String key) {
        List<String> parts = r.stringOrList(key);
        r.checkNames(key, NameRule.KEY_ATTRIBUTE);
        if (parts != null && (parts.isEmpty() || parts.size() > MAX_KEY_PARTS)) {
            r.error(key, "`" + key + "` in " + r.what() + " takes 1 to " + MAX_KEY_PARTS + " attributes, not "
                    + parts.size());
            return null;
        }
        if (parts != null && parts.stream().distinct().count() != parts.size()) {
            r.error(key, "`" + key + "` in " + r.what() + " names an attribute twice");
            return null;
        }
        return parts;
    }

    /** ALL (default), KEYS_ONLY, or a list of attributes (INCLUDE). */
    Projection projection(MapReader r, String key) {
        Node n = r.node(key);
        if (n == null) {
            return Projection.ALL;
        }
        if (n instanceof Node.ListNode) {
            List<String> attrs = r.stringList(key);
            r.checkNames(key, NameRule.KEY_ATTRIBUTE);
            return attrs == null ? null : Projection.include(attrs);
        }
        return r.choice(key, Names.of("ALL", Projection.ALL, "KEYS_ONLY", Projection.KEYS_ONLY));
    }

    private Map<String, VectorIndex> vectorIndexes(String table, MapReader r) {
        Map<String, VectorIndex> out = new LinkedHashMap<>();
        Node.MapNode map = r.map("vector_indexes");
        if (map == null) {
            return out;
        }
        map.values().forEach((name, node) -> {
            MapReader.checkName(problems, map, name, NameRule.VECTOR_INDEX);
            MapReader vr = MapReader.of(node, "vector index " + name + " of table " + table, problems, VECTOR);
            if (vr == null) {
                return;
            }
            boolean ok = vr.require("attribute") & vr.require("dimensions") & vr.require("distance");
            String attribute = vr.string("attribute");
            Integer dims = vr.integer("dimensions", 1, 4096);
            VectorIndex.Distance distance = vr.choice("distance", Names.ofEnum(VectorIndex.Distance.class));
            Projection projection = projection(vr, "projection");
            List<String> filters = vr.stringList("filters");
            for (String field : List.of("attribute", "partition", "filters")) {
                vr.checkNames(field, NameRule.ATTRIBUTE);
            }
            Long indexed = vr.whole("indexed_items", 0, Long.MAX_VALUE);
            if (ok && attribute != null && dims != null && distance != null && projection != null) {
                out.put(name, new VectorIndex(name, attribute, dims, distance, projection, vr.string("partition"),
                        filters == null ? List.of() : filters, indexed, vr.where()));
            }
        });
        return out;
    }

    private Capacity capacity(String table, MapReader r) {
        Node n = r.node("capacity");
        Where where = Where.at(n == null ? r.pos() : n.pos());
        Map<String, Capacity.Mode> modes = Names.of("on-demand", Capacity.Mode.ON_DEMAND, "provisioned",
                Capacity.Mode.PROVISIONED);
        if (n == null) {
            return Capacity.onDemand(where);
        }
        if (n instanceof Node.Scalar) {
            Capacity.Mode mode = r.choice("capacity", modes);
            return mode == null ? null : new Capacity(mode, null, null, null, null, where);
        }
        MapReader c = MapReader.of(n, "`capacity` of table " + table, problems, CAPACITY);
        if (c == null) {
            return null;
        }
        Capacity.Mode mode = c.require("mode") ? c.choice("mode", modes) : null;
        Integer read = c.integer("read", 1, 40_000_000);
        Integer write = c.integer("write", 1, 40_000_000);
        if (mode == Capacity.Mode.ON_DEMAND) {
            for (String field : List.of("read", "write", "autoscaling")) {
                if (c.has(field)) {
                    c.error(field, "`" + field + "` in " + c.what() + " is for provisioned capacity; this table is"
                            + " on-demand");
                }
            }
        }
        Capacity.Autoscaling autoscaling = null;
        if (c.has("autoscaling")) {
            MapReader a = MapReader.of(c.node("autoscaling"), "`autoscaling` of table " + table, problems, AUTOSCALING);
            if (a != null) {
                Integer min = a.integer("min", 1, 40_000_000);
                Integer max = a.integer("max", 1, 40_000_000);
                if (min != null && max != null && min > max) {
                    a.error("min", "`min` (" + min + ") in " + a.what() + " is above `max` (" + max + ")");
                }
                autoscaling = new Capacity.Autoscaling(min, max, a.number("target", 0.2, 0.9));
            }
        }
        Capacity.Reserved reserved = null;
        if (c.has("reserved")) {
            MapReader rv = MapReader.of(c.node("reserved"), "`reserved` of table " + table, problems, RESERVED);
            if (rv != null) {
                Capacity.Term term = rv.require("term") ? rv.choice("term", Names.of("1y", Capacity.Term.ONE_YEAR,
                        "3y", Capacity.Term.THREE_YEARS)) : null;
                Integer rr = hundreds(rv, "read");
                Integer rw = hundreds(rv, "write");
                if (term != null) {
                    reserved = new Capacity.Reserved(term, rr, rw);
                }
            }
        }
        return mode == null ? null : new Capacity(mode, read, write, autoscaling, reserved, c.where());
    }

    /** Reserved capacity is bought in blocks of 100 units. */
    private static Integer hundreds(MapReader r, String key) {
        Integer units = r.integer(key, 0, 40_000_000);
        if (units != null && units % 100 != 0) {
            r.error(key, "`" + key + "` in " + r.what() + " must be a multiple of 100 (reserved capacity is bought"
                    + " in blocks of 100 units), not " + units);
            return null;
        }
        return units;
    }

    private StreamView streams(MapReader r) {
        Node n = r.node("streams");
        if (n == null || n instanceof Node.Scalar s && (Boolean.FALSE.equals(s.value()) || s.value() == null)) {
            return StreamView.OFF;
        }
        Map<String, StreamView> names = Names.of("off", StreamView.OFF, "KEYS_ONLY", StreamView.KEYS_ONLY,
                "NEW_IMAGE", StreamView.NEW_IMAGE, "OLD_IMAGE", StreamView.OLD_IMAGE, "NEW_AND_OLD_IMAGES",
                StreamView.NEW_AND_OLD_IMAGES);
        return r.choice("streams", names);
    }

    static List<String> keyAttributes(Table t) {
        List<String> out = new ArrayList<>();
        out.add(t.partitionKey());
        if (t.sortKey() != null) {
            out.add(t.sortKey());
        }
        for (Index i : t.indexes().values()) {
            for (String a : i.keyAttributes()) {
                if (!out.contains(a)) {
                    out.add(a);
                }
            }
        }
        for (VectorIndex v : t.vectorIndexes().values()) {
            if (v.partition() != null && !out.contains(v.partition())) {
                out.add(v.partition());
            }
        }
        return out;
    }
}
