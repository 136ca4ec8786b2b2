package dev.tablebook.load.deployed;

import dev.tablebook.load.InputError;
import dev.tablebook.load.Node;
import dev.tablebook.model.AttrType;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Index;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Projection;
import dev.tablebook.model.StreamView;
import dev.tablebook.model.Table;
import dev.tablebook.model.deployed.DeployedIndex;
import dev.tablebook.model.deployed.DeployedTable;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One table resource of a template read into a {@link DeployedTable}: the properties of
 * {@code AWS::DynamoDB::Table}, {@code AWS::DynamoDB::GlobalTable} (the shared schema at the top,
 * per-replica settings from the replica in the stack's own Region, else the first) and
 * {@code AWS::Serverless::SimpleTable} (SAM's defaults: key {@code id} of type String, on-demand
 * unless {@code ProvisionedThroughput} is given, {@code Globals.SimpleTable.SSESpecification}).
 * CloudFormation's own defaults apply where a property is absent (billing PROVISIONED, no stream,
 * PITR off, STANDARD class, AWS owned key); a value that cannot be resolved is named in
 * {@code unresolved}, never defaulted.
 */
final class TableResource {
    private final String source;
    private final String logicalId;
    private final String constructPath;
    private final String type;
    private final Pos at;
    private final V props;
    private final V globals;
    private final List<InputError> problems;
    private final Map<String, String> unresolved = new LinkedHashMap<>();
    private final Map<String, Pos> positions = new LinkedHashMap<>();

    TableResource(String source, String logicalId, String constructPath, String type, Pos at, Node.MapNode props,
                  Node globals, Intrinsics intrinsics, List<InputError> problems) {
        this.source = source;
        this.logicalId = logicalId;
        this.constructPath = constructPath;
        this.type = type;
        this.at = at;
        V resolved = props == null ? null : intrinsics.resolve(props);
        this.props = resolved == null ? new V(Map.of(), at) : resolved;
        this.globals = globals == null ? null : intrinsics.resolve(globals);
        this.problems = problems;
    }

    DeployedTable read() {
        return switch (type) {
            case "AWS::Serverless::SimpleTable" -> simple();
            case "AWS::DynamoDB::GlobalTable" -> table(true);
            default -> table(false);
        };
    }

    private DeployedTable table(boolean global) {
        String name = text("TableName", "name");
        Map<String, AttrType> types = attributeTypes();
        List<String>[] key = keySchema(props.get("KeySchema"), "KeySchema", "key");
        if (key == null) {
            return null;
        }
        String pk = key[0].isEmpty() ? null : key[0].get(0);
        String sk = key[1].isEmpty() ? null : key[1].get(0);
        if (pk == null && !unresolved.containsKey("key.partition")) {
            problems.add(new InputError(at(props.get("KeySchema")), "KeySchema has no HASH key"));
            return null;
        }
        Capacity.Mode mode = billing();
        Integer read = null;
        Integer write = null;
        V replica = null;
        List<String> replicas = new ArrayList<>();
        if (global) {
            replica = replicas(replicas);
        }
        if (mode == Capacity.Mode.PROVISIONED) {
            if (global) {
                write = fixed(path(props, "WriteProvisionedThroughputSettings", "WriteCapacityAutoScalingSettings"));
                V readSettings = replica == null ? null : replica.get("ReadProvisionedThroughputSettings");
                read = readSettings == null ? null : readSettings.get("ReadCapacityUnits") != null
                        ? integer(readSettings.get("ReadCapacityUnits"), "capacity")
                        : fixed(readSettings.get("ReadCapacityAutoScalingSettings"));
            } else {
                V pt = props.get("ProvisionedThroughput");
                if (pt != null) {
                    mark("capacity", pt);
                }
                read = pt == null ? null : integer(pt.get("ReadCapacityUnits"), "capacity");
                write = pt == null ? null : integer(pt.get("WriteCapacityUnits"), "capacity");
            }
        }
        V onDemand = props.get(global ? "WriteOnDemandThroughputSettings" : "OnDemandThroughput");
        Integer maxWrite = onDemand == null ? null : integer(onDemand.get("MaxWriteRequestUnits"), "on_demand");
        V readOnDemand = global ? replica == null ? null : replica.get("ReadOnDemandThroughputSettings") : onDemand;
        Integer maxRead = readOnDemand == null ? null : integer(readOnDemand.get("MaxReadRequestUnits"), "on_demand");
        V warm = props.get("WarmThroughput");
        Integer warmRead = warm == null ? null : integer(warm.get("ReadUnitsPerSecond"), "warm_throughput");
        Integer warmWrite = warm == null ? null : integer(warm.get("WriteUnitsPerSecond"), "warm_throughput");
        Map<String, DeployedIndex> indexes = new LinkedHashMap<>();
        indexes(props.get("GlobalSecondaryIndexes"), Index.Kind.GSI, pk, indexes);
        indexes(props.get("LocalSecondaryIndexes"), Index.Kind.LSI, pk, indexes);
        StreamView stream = stream(props.get("StreamSpecification"));
        String ttl = ttl(props.get("TimeToLiveSpecification"));
        V settings = global ? replica : props;
        Boolean pitr = false;
        Integer pitrDays = null;
        V pitrSpec = settings == null ? null : settings.get("PointInTimeRecoverySpecification");
        if (pitrSpec != null) {
            pitr = bool(pitrSpec.get("PointInTimeRecoveryEnabled"), "pitr", false);
            if (Boolean.TRUE.equals(pitr)) {
                Integer days = pitrSpec.get("RecoveryPeriodInDays") == null ? Integer.valueOf(35)
                        : integer(pitrSpec.get("RecoveryPeriodInDays"), "pitr");
                pitrDays = days;
            }
            mark("pitr", pitrSpec);
        }
        Boolean deletion = settings == null || settings.get("DeletionProtectionEnabled") == null ? Boolean.FALSE
                : bool(settings.get("DeletionProtectionEnabled"), "deletion_protection", false);
        Table.TableClass tableClass = tableClass(settings == null ? null : settings.get("TableClass"));
        String[] kms = new String[1];
        Table.Encryption encryption = encryption(props.get("SSESpecification"),
                global && replica != null ? path(replica, "SSESpecification", "KMSMasterKeyId") : null, kms);
        Table.Replication replication = Table.Replication.LWW;
        if (global && props.get("MultiRegionConsistency") != null) {
            String c = text(props.get("MultiRegionConsistency"), "replication");
            replication = "STRONG".equals(c) ? Table.Replication.MRSC : Table.Replication.LWW;
            mark("replication", props.get("MultiRegionConsistency"));
        }
        Map<String, String> tags = tags(global && replica != null ? replica.get("Tags") : props.get("Tags"));
        return new DeployedTable(source, at, logicalId, constructPath, type, name, pk, sk, types, indexes, mode, read,
                write, maxRead, maxWrite, warmRead, warmWrite, ttl, stream, pitr, pitrDays, deletion, tableClass,
                encryption, kms[0], replicas, replication, tags, unresolved, positions, List.of());
    }

    private DeployedTable simple() {
        String name = text("TableName", "name");
        V key = props.get("PrimaryKey");
        String pk = "id";
        AttrType pkType = AttrType.S;
        if (key != null) {
            V n = key.get("Name");
            V t = key.get("Type");
            if (n == null || t == null) {
                problems.add(new InputError(key.pos(), "PrimaryKey needs Name and Type (SAM refuses it otherwise)"));
                return null;
            }
            pk = text(n, "key.partition");
            String typeName = text(t, "types");
            pkType = typeName == null ? null : switch (typeName) {
                case "String" -> AttrType.S;
                case "Number" -> AttrType.N;
                case "Binary" -> AttrType.B;
                default -> {
                    problems.add(new InputError(t.pos(), "PrimaryKey Type is String, Number or Binary, not " + typeName));
                    yield null;
                }
            };
            mark("key.partition", n);
        }
        Map<String, AttrType> types = new LinkedHashMap<>();
        if (pk != null && pkType != null) {
            types.put(pk, pkType);
        }
        V pt = props.get("ProvisionedThroughput");
        Capacity.Mode mode = pt == null ? Capacity.Mode.ON_DEMAND : Capacity.Mode.PROVISIONED;
        Integer read = pt == null ? null : integer(pt.get("ReadCapacityUnits"), "capacity");
        Integer write = pt == null ? null : integer(pt.get("WriteCapacityUnits"), "capacity");
        if (pt != null) {
            mark("capacity", pt);
        }
        V sse = props.get("SSESpecification") != null ? props.get("SSESpecification")
                : globals == null ? null : globals.get("SSESpecification");
        String[] kms = new String[1];
        Table.Encryption encryption = encryption(sse, null, kms);
        Boolean pitr = false;
        Integer pitrDays = null;
        V pitrSpec = props.get("PointInTimeRecoverySpecification");
        if (pitrSpec != null) {
            pitr = bool(pitrSpec.get("PointInTimeRecoveryEnabled"), "pitr", false);
            pitrDays = Boolean.TRUE.equals(pitr) ? pitrSpec.get("RecoveryPeriodInDays") == null ? Integer.valueOf(35)
                    : integer(pitrSpec.get("RecoveryPeriodInDays"), "pitr") : null;
            mark("pitr", pitrSpec);
        }
        Map<String, String> tags = new LinkedHashMap<>();
        V t = props.get("Tags");
        if (t != null && t.map() != null) {
            t.map().forEach((k, v) -> tags.put(k, v.isUnresolved() ? "(unresolved)" : v.text()));
        }
        return new DeployedTable(source, at, logicalId, constructPath, type, name, pk, null, types, Map.of(), mode,
                read, write, null, null, null, null, null, StreamView.OFF, pitr, pitrDays, false,
                Table.TableClass.STANDARD, encryption, kms[0], List.of(), Table.Replication.LWW, tags, unresolved,
                positions, List.of("AWS::Serverless::SimpleTable: SAM's defaults (key `id` of type String unless"
                + " PrimaryKey says otherwise; on-demand unless ProvisionedThroughput is given)"));
    }

    // ---- properties --------------------------------------------------------------------------

    private Capacity.Mode billing() {
        V b = props.get("BillingMode");
        if (b == null) {
            return Capacity.Mode.PROVISIONED; // CloudFormation's default
        }
        mark("capacity", b);
        String mode = text(b, "capacity");
        if (mode == null) {
            return null;
        }
        return switch (mode) {
            case "PAY_PER_REQUEST" -> Capacity.Mode.ON_DEMAND;
            case "PROVISIONED" -> Capacity.Mode.PROVISIONED;
            default -> {
                problems.add(new InputError(b.pos(), "BillingMode is PROVISIONED or PAY_PER_REQUEST, not " + mode));
                yield null;
            }
        };
    }

    private Map<String, AttrType> attributeTypes() {
        Map<String, AttrType> out = new LinkedHashMap<>();
        V defs = props.get("AttributeDefinitions");
        if (defs == null || defs.list() == null) {
            return out;
        }
        for (V d : defs.list()) {
            V n = d.get("AttributeName");
            V t = d.get("AttributeType");
            if (n == null || t == null) {
                problems.add(new InputError(d.pos(), "an attribute definition needs AttributeName and AttributeType"));
                continue;
            }
            if (n.isUnresolved() || t.isUnresolved()) {
                V u = n.isUnresolved() ? n : t;
                unresolved.put("types." + (n.text() == null ? "?" : n.text()), u.why());
                positions.put("types." + (n.text() == null ? "?" : n.text()), u.pos());
                continue;
            }
            AttrType type = switch (String.valueOf(t.text())) {
                case "S" -> AttrType.S;
                case "N" -> AttrType.N;
                case "B" -> AttrType.B;
                default -> null;
            };
            if (type == null) {
                problems.add(new InputError(t.pos(), "AttributeType is S, N or B, not " + t.describe()));
                continue;
            }
            out.put(n.text(), type);
            positions.put("types." + n.text(), t.pos());
        }
        return out;
    }

    /** HASH then RANGE attribute names; null (with a problem) when the schema cannot be read. */
    @SuppressWarnings("unchecked")
    private List<String>[] keySchema(V schema, String what, String field) {
        List<String> hash = new ArrayList<>();
        List<String> range = new ArrayList<>();
        if (schema == null) {
            problems.add(new InputError(at, what + " is required"));
            return null;
        }
        if (schema.isUnresolved()) {
            unresolved.put(field + ".partition", schema.why());
            positions.put(field + ".partition", schema.pos());
            return new List[]{hash, range};
        }
        if (schema.list() == null) {
            problems.add(new InputError(schema.pos(), what + " must be a list, not " + schema.describe()));
            return null;
        }
        for (V k : schema.list()) {
            V n = k.get("AttributeName");
            V t = k.get("KeyType");
            if (n == null || t == null) {
                problems.add(new InputError(k.pos(), "a key schema element needs AttributeName and KeyType"));
                return null;
            }
            boolean isHash = "HASH".equals(t.text());
            if (!isHash && !"RANGE".equals(t.text())) {
                problems.add(new InputError(t.pos(), "KeyType is HASH or RANGE, not " + t.describe()));
                return null;
            }
            String f = field + (isHash ? ".partition" : ".sort");
            if (n.isUnresolved()) {
                unresolved.put(f, n.why());
                positions.put(f, n.pos());
                (isHash ? hash : range).add(null);
                continue;
            }
            positions.putIfAbsent(f, n.pos());
            (isHash ? hash : range).add(n.text());
        }
        hash.removeIf(java.util.Objects::isNull);
        range.removeIf(java.util.Objects::isNull);
        return new List[]{hash, range};
    }

    private void indexes(V list, Index.Kind kind, String tablePk, Map<String, DeployedIndex> out) {
        if (list == null) {
            return;
        }
        String field = kind == Index.Kind.GSI ? "GlobalSecondaryIndexes" : "LocalSecondaryIndexes";
        if (list.isUnresolved()) {
            unresolved.put("indexes", field + ": " + list.why());
            positions.put("indexes", list.pos());
            return;
        }
        if (list.list() == null) {
            problems.add(new InputError(list.pos(), field + " must be a list, not " + list.describe()));
            return;
        }
        for (V i : list.list()) {
            V n = i.get("IndexName");
            if (n == null || n.text() == null) {
                if (n != null && n.isUnresolved()) {
                    unresolved.put("indexes", "an index name: " + n.why());
                    positions.put("indexes", n.pos());
                } else {
                    problems.add(new InputError(i.pos(), "an index needs IndexName"));
                }
                continue;
            }
            String name = n.text();
            String f = "indexes." + name;
            positions.put(f, n.pos());
            List<String>[] key = keySchema(i.get("KeySchema"), "KeySchema of index " + name, f);
            if (key == null) {
                continue;
            }
            Projection projection = projection(i.get("Projection"), f + ".projection", name);
            V pt = i.get("ProvisionedThroughput");
            Integer read = pt == null ? null : integer(pt.get("ReadCapacityUnits"), "capacity");
            Integer write = pt == null ? null : integer(pt.get("WriteCapacityUnits"), "capacity");
            List<String> partition = kind == Index.Kind.LSI && key[0].isEmpty() && tablePk != null
                    ? List.of(tablePk) : key[0];
            out.put(name, new DeployedIndex(name, kind, partition, key[1], projection, read, write, n.pos()));
        }
    }

    private Projection projection(V p, String field, String index) {
        if (p == null) {
            problems.add(new InputError(at, "index " + index + " needs a Projection"));
            return null;
        }
        V type = p.get("ProjectionType");
        if (type == null) {
            // CloudFormation's reference names no default for ProjectionType: not guessed
            unresolved.put(field, "the template states no ProjectionType, and CloudFormation documents no default");
            positions.put(field, p.pos());
            return null;
        }
        positions.put(field, type.pos());
        String t = text(type, field);
        if (t == null) {
            return null;
        }
        switch (t) {
            case "ALL":
                return Projection.ALL;
            case "KEYS_ONLY":
                return Projection.KEYS_ONLY;
            case "INCLUDE": {
                List<String> attrs = new ArrayList<>();
                V na = p.get("NonKeyAttributes");
                if (na != null && na.isUnresolved()) {
                    unresolved.put(field, na.why());
                    return null;
                }
                if (na != null && na.list() != null) {
                    for (V a : na.list()) {
                        if (a.text() == null) {
                            unresolved.put(field, a.why() != null ? a.why() : "a projected attribute is " + a.describe());
                            return null;
                        }
                        attrs.add(a.text());
                    }
                }
                return Projection.include(attrs);
            }
            default:
                problems.add(new InputError(type.pos(), "ProjectionType is ALL, KEYS_ONLY or INCLUDE, not " + t));
                return null;
        }
    }

    private StreamView stream(V spec) {
        if (spec == null) {
            return StreamView.OFF;
        }
        mark("streams", spec);
        V view = spec.get("StreamViewType");
        if (view == null) {
            problems.add(new InputError(spec.pos(), "StreamSpecification needs StreamViewType"));
            return null;
        }
        String v = text(view, "streams");
        if (v == null) {
            return null;
        }
        try {
            return StreamView.valueOf(v);
        } catch (IllegalArgumentException e) {
            problems.add(new InputError(view.pos(), "StreamViewType is KEYS_ONLY, NEW_IMAGE, OLD_IMAGE or"
                    + " NEW_AND_OLD_IMAGES, not " + v));
            return null;
        }
    }

    private String ttl(V spec) {
        if (spec == null) {
            return null;
        }
        mark("ttl", spec);
        Boolean enabled = bool(spec.get("Enabled"), "ttl", null);
        if (enabled == null) {
            return null;
        }
        if (!enabled) {
            return null;
        }
        V n = spec.get("AttributeName");
        if (n == null) {
            problems.add(new InputError(spec.pos(), "TimeToLiveSpecification enabled needs AttributeName"));
            return null;
        }
        return text(n, "ttl");
    }

    private Table.TableClass tableClass(V v) {
        if (v == null) {
            return Table.TableClass.STANDARD;
        }
        mark("class", v);
        String c = text(v, "class");
        if (c == null) {
            return null;
        }
        return switch (c) {
            case "STANDARD" -> Table.TableClass.STANDARD;
            case "STANDARD_INFREQUENT_ACCESS" -> Table.TableClass.STANDARD_IA;
            default -> {
                problems.add(new InputError(v.pos(), "TableClass is STANDARD or STANDARD_INFREQUENT_ACCESS, not " + c));
                yield null;
            }
        };
    }

    /** AWS owned without SSE, AWS managed with KMS and no key or the aws/dynamodb alias, else customer managed. */
    private Table.Encryption encryption(V sse, V replicaKey, String[] kms) {
        if (sse == null) {
            return Table.Encryption.AWS_OWNED;
        }
        mark("encryption", sse);
        Boolean enabled = bool(sse.get("SSEEnabled"), "encryption", false);
        if (enabled == null) {
            return null;
        }
        if (!enabled) {
            return Table.Encryption.AWS_OWNED;
        }
        V key = replicaKey != null ? replicaKey : sse.get("KMSMasterKeyId");
        if (key == null) {
            return Table.Encryption.AWS_MANAGED;
        }
        kms[0] = key.isUnresolved() ? "(" + key.why() + ")" : key.text();
        if ("alias/aws/dynamodb".equals(key.text())) {
            return Table.Encryption.AWS_MANAGED;
        }
        return Table.Encryption.CUSTOMER_MANAGED;
    }

    /** The replica whose settings stand for the table: the one in the stack's own Region, else the first. */
    private V replicas(List<String> regions) {
        V list = props.get("Replicas");
        if (list == null || list.list() == null) {
            if (list != null && list.isUnresolved()) {
                unresolved.put("replicas", list.why());
                positions.put("replicas", list.pos());
            } else {
                problems.add(new InputError(at, "AWS::DynamoDB::GlobalTable needs Replicas"));
            }
            return null;
        }
        mark("replicas", list);
        V home = null;
        for (V r : list.list()) {
            V region = r.get("Region");
            if (region == null) {
                problems.add(new InputError(r.pos(), "a replica needs Region"));
                continue;
            }
            if (region.isUnresolved()) {
                // Ref AWS::Region: the Region the stack is deployed in
                regions.add(DeployedTable.HOME_REGION);
                home = home == null ? r : home;
            } else {
                regions.add(region.text());
            }
        }
        return home != null ? home : list.list().isEmpty() ? null : list.list().get(0);
    }

    private Map<String, String> tags(V list) {
        Map<String, String> out = new LinkedHashMap<>();
        if (list == null || list.list() == null) {
            return out;
        }
        for (V t : list.list()) {
            V k = t.get("Key");
            V v = t.get("Value");
            if (k != null && k.text() != null) {
                out.put(k.text(), v == null ? "" : v.isUnresolved() ? "(unresolved)" : v.text());
            }
        }
        return out;
    }

    // ---- values --------------------------------------------------------------------------------

    private void mark(String field, V v) {
        positions.putIfAbsent(field, v.pos());
    }

    private String text(String property, String field) {
        V v = props.get(property);
        if (v == null) {
            return null;
        }
        mark(field, v);
        return text(v, field);
    }

    private String text(V v, String field) {
        if (v.isUnresolved()) {
            unresolved.putIfAbsent(field, v.why());
            positions.put(field, v.pos());
            return null;
        }
        if (v.text() == null) {
            problems.add(new InputError(v.pos(), field + " must be text, not " + v.describe()));
        }
        return v.text();
    }

    private Integer integer(V v, String field) {
        if (v == null) {
            return null;
        }
        if (v.isUnresolved()) {
            unresolved.putIfAbsent(field, v.why());
            positions.put(field, v.pos());
            return null;
        }
        try {
            return Integer.valueOf(v.text());
        } catch (NumberFormatException | NullPointerException e) {
            problems.add(new InputError(v.pos(), field + " must be a whole number, not " + v.describe()));
            return null;
        }
    }

    private Boolean bool(V v, String field, Boolean absent) {
        if (v == null) {
            return absent;
        }
        if (v.isUnresolved()) {
            unresolved.putIfAbsent(field, v.why());
            positions.put(field, v.pos());
            return null;
        }
        if (v.value() instanceof Boolean b) {
            return b;
        }
        if ("true".equalsIgnoreCase(v.text()) || "false".equalsIgnoreCase(v.text())) {
            return Boolean.parseBoolean(v.text());
        }
        problems.add(new InputError(v.pos(), field + " must be true or false, not " + v.describe()));
        return null;
    }

    /** Fixed units of an autoscaling setting: its minimum when it equals the maximum, else none. */
    private Integer fixed(V autoscaling) {
        if (autoscaling == null) {
            return null;
        }
        Integer min = integer(autoscaling.get("MinCapacity"), "capacity");
        Integer max = integer(autoscaling.get("MaxCapacity"), "capacity");
        return min != null && min.equals(max) ? min : null;
    }

    private static V path(V v, String... keys) {
        V out = v;
        for (String k : keys) {
            if (out == null) {
                return null;
            }
            out = out.get(k);
        }
        return out;
    }

    private Pos at(V v) {
        return v == null ? at : v.pos();
    }
}
