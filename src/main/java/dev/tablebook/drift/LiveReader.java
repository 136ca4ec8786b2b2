package dev.tablebook.drift;

import dev.tablebook.model.AttrType;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Index;
import dev.tablebook.model.Pos;
import dev.tablebook.model.Projection;
import dev.tablebook.model.StreamView;
import dev.tablebook.model.Table;
import dev.tablebook.model.deployed.DeployedIndex;
import dev.tablebook.model.deployed.DeployedRead;
import dev.tablebook.model.deployed.DeployedSource;
import dev.tablebook.model.deployed.DeployedTable;
import dev.tablebook.verify.ReadOnlyDynamo;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.ContinuousBackupsDescription;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;
import software.amazon.awssdk.services.dynamodb.model.ListTagsOfResourceResponse;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the tables deployed on a live endpoint — DynamoDB itself or any engine that speaks its
 * API — through {@link ReadOnlyDynamo}, which can send DescribeTable, DescribeTimeToLive,
 * DescribeContinuousBackups, ListTables and ListTagsOfResource and nothing else. The tables a
 * design names are described; the others the endpoint lists are named as undesigned. A table that
 * cannot be described (no permission) is a problem of that table; a TTL or backup setting the
 * endpoint will not describe is unresolved; an endpoint that cannot be reached is a problem of the
 * source, and the other sources are still compared. A table with no billing mode summary (DynamoDB
 * leaves it out for a table that was always provisioned) is provisioned unless its provisioned
 * throughput is zero, as DescribeTable reports it for an on-demand table.
 */
public final class LiveReader {
    private final ReadOnlyDynamo dynamo;
    private final String endpoint;
    private final String readAt;

    /** @param readAt when the endpoint is read (an ISO instant), kept on the report */
    public LiveReader(ReadOnlyDynamo dynamo, String endpoint, String readAt) {
        this.dynamo = dynamo;
        this.endpoint = endpoint;
        this.readAt = readAt;
    }

    /** The endpoint's tables: those named in {@code wanted} described, the others it lists named. */
    public DeployedRead read(Set<String> wanted) {
        List<DeployedTable> tables = new ArrayList<>();
        List<DeployedRead.Problem> problems = new ArrayList<>();
        List<String> listed = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        Pos at = new Pos(endpoint, 0, 0);
        boolean listing = true;
        try {
            String start = null;
            do {
                ListTablesResponse page = dynamo.listTables(start);
                listed.addAll(page.tableNames());
                start = page.lastEvaluatedTableName();
            } while (start != null);
        } catch (SdkClientException e) {
            problems.add(new DeployedRead.Problem(at, null, "cannot read the endpoint: " + message(e)));
            return new DeployedRead(source(notes), List.of(), problems);
        } catch (DynamoDbException e) {
            listing = false;
            notes.add("ListTables refused (" + message(e) + "): only the designed tables were described, and no"
                    + " undesigned table can be listed");
        }
        List<String> names = new ArrayList<>();
        for (String name : wanted) {
            if (!listing || listed.contains(name)) {
                names.add(name);
            }
        }
        List<String> others = new ArrayList<>(listed);
        others.removeAll(names);
        for (String name : names) {
            try {
                TableDescription d = dynamo.describeTable(name).table();
                tables.add(table(d));
            } catch (ResourceNotFoundException e) {
                // not deployed: the comparer says so
            } catch (SdkClientException e) {
                problems.add(new DeployedRead.Problem(at, null, "cannot read the endpoint: " + message(e)));
                break;
            } catch (DynamoDbException e) {
                problems.add(new DeployedRead.Problem(at, name, "DescribeTable " + name + " refused: " + message(e)));
            }
        }
        return new DeployedRead(source(notes), tables, problems, others);
    }

    private DeployedSource source(List<String> notes) {
        return new DeployedSource(DeployedSource.Kind.ENDPOINT, endpoint, null, readAt, notes);
    }

    private DeployedTable table(TableDescription d) {
        Map<String, String> unresolved = new LinkedHashMap<>();
        Map<String, AttrType> types = new LinkedHashMap<>();
        d.attributeDefinitions().forEach(a -> types.put(a.attributeName(), AttrType.valueOf(a.attributeTypeAsString())));
        List<String>[] key = keys(d.keySchema());
        Capacity.Mode mode;
        if (d.billingModeSummary() != null && d.billingModeSummary().billingMode() != null) {
            mode = d.billingModeSummary().billingMode() == BillingMode.PAY_PER_REQUEST ? Capacity.Mode.ON_DEMAND
                    : Capacity.Mode.PROVISIONED;
        } else {
            var pt = d.provisionedThroughput();
            mode = pt != null && zero(pt.readCapacityUnits()) && zero(pt.writeCapacityUnits()) ? Capacity.Mode.ON_DEMAND
                    : Capacity.Mode.PROVISIONED;
        }
        Integer read = null;
        Integer write = null;
        if (mode == Capacity.Mode.PROVISIONED && d.provisionedThroughput() != null) {
            read = units(d.provisionedThroughput().readCapacityUnits());
            write = units(d.provisionedThroughput().writeCapacityUnits());
        }
        Map<String, DeployedIndex> indexes = new LinkedHashMap<>();
        Pos at = new Pos(endpoint, 0, 0);
        d.globalSecondaryIndexes().forEach(g -> {
            List<String>[] k = keys(g.keySchema());
            indexes.put(g.indexName(), new DeployedIndex(g.indexName(), Index.Kind.GSI, k[0], k[1],
                    projection(g.projection()), g.provisionedThroughput() == null ? null
                    : units(g.provisionedThroughput().readCapacityUnits()), g.provisionedThroughput() == null ? null
                    : units(g.provisionedThroughput().writeCapacityUnits()), at));
        });
        d.localSecondaryIndexes().forEach(l -> {
            List<String>[] k = keys(l.keySchema());
            indexes.put(l.indexName(), new DeployedIndex(l.indexName(), Index.Kind.LSI, k[0], k[1],
                    projection(l.projection()), null, null, at));
        });
        StreamView stream = d.streamSpecification() != null && Boolean.TRUE.equals(d.streamSpecification().streamEnabled())
                ? StreamView.valueOf(d.streamSpecification().streamViewTypeAsString()) : StreamView.OFF;
        String ttl = null;
        try {
            TimeToLiveDescription t = dynamo.describeTimeToLive(d.tableName()).timeToLiveDescription();
            if (t != null && (t.timeToLiveStatus() == TimeToLiveStatus.ENABLED
                    || t.timeToLiveStatus() == TimeToLiveStatus.ENABLING)) {
                ttl = t.attributeName();
            }
        } catch (DynamoDbException e) {
            unresolved.put("ttl", "DescribeTimeToLive refused: " + message(e));
        }
        Boolean pitr = null;
        Integer pitrDays = null;
        try {
            ContinuousBackupsDescription c = dynamo.describeContinuousBackups(d.tableName()).continuousBackupsDescription();
            var p = c == null ? null : c.pointInTimeRecoveryDescription();
            pitr = p != null && "ENABLED".equals(p.pointInTimeRecoveryStatusAsString());
            pitrDays = pitr ? p.recoveryPeriodInDays() != null ? p.recoveryPeriodInDays() : Integer.valueOf(35) : null;
        } catch (DynamoDbException e) {
            unresolved.put("pitr", "DescribeContinuousBackups refused: " + message(e));
        }
        Table.TableClass tableClass = d.tableClassSummary() != null && d.tableClassSummary().tableClass() != null
                && d.tableClassSummary().tableClassAsString().equals("STANDARD_INFREQUENT_ACCESS")
                ? Table.TableClass.STANDARD_IA : Table.TableClass.STANDARD;
        Table.Encryption encryption = Table.Encryption.AWS_OWNED;
        String kms = null;
        if (d.sseDescription() != null && d.sseDescription().sseTypeAsString() != null
                && d.sseDescription().sseTypeAsString().equals("KMS")) {
            encryption = null; // AWS managed or customer managed: telling them apart needs kms:DescribeKey
            kms = d.sseDescription().kmsMasterKeyArn();
        }
        List<String> replicas = new ArrayList<>();
        if (d.hasReplicas() && !d.replicas().isEmpty()) {
            replicas.add(DeployedTable.HOME_REGION);
            d.replicas().forEach(r -> {
                if (!r.regionName().equals(dynamo.region()) && !replicas.contains(r.regionName())) {
                    replicas.add(r.regionName());
                }
            });
        }
        Table.Replication replication = d.multiRegionConsistency() != null
                && "STRONG".equals(d.multiRegionConsistencyAsString()) ? Table.Replication.MRSC : Table.Replication.LWW;
        Map<String, String> tags = new LinkedHashMap<>();
        List<String> notes = new ArrayList<>();
        if (d.tableArn() != null) {
            try {
                String next = null;
                do {
                    ListTagsOfResourceResponse r = dynamo.listTags(d.tableArn(), next);
                    r.tags().forEach(t -> tags.put(t.key(), t.value()));
                    next = r.nextToken();
                } while (next != null);
            } catch (DynamoDbException e) {
                notes.add("tags not read: ListTagsOfResource refused: " + message(e));
            }
        }
        Integer maxRead = d.onDemandThroughput() == null ? null : units(d.onDemandThroughput().maxReadRequestUnits());
        Integer maxWrite = d.onDemandThroughput() == null ? null : units(d.onDemandThroughput().maxWriteRequestUnits());
        Integer warmRead = d.warmThroughput() == null ? null : units(d.warmThroughput().readUnitsPerSecond());
        Integer warmWrite = d.warmThroughput() == null ? null : units(d.warmThroughput().writeUnitsPerSecond());
        return new DeployedTable(endpoint, at, null, null, "live", d.tableName(), key[0].isEmpty() ? null : key[0].get(0),
                key[1].isEmpty() ? null : key[1].get(0), types, indexes, mode, read, write, maxRead, maxWrite, warmRead,
                warmWrite, ttl, stream, pitr, pitrDays, Boolean.TRUE.equals(d.deletionProtectionEnabled()), tableClass,
                encryption, kms, replicas, replication, tags, unresolved, Map.of(), notes);
    }

    @SuppressWarnings("unchecked")
    private static List<String>[] keys(List<KeySchemaElement> schema) {
        List<String> hash = new ArrayList<>();
        List<String> range = new ArrayList<>();
        for (KeySchemaElement k : schema) {
            (k.keyType() == KeyType.HASH ? hash : range).add(k.attributeName());
        }
        return new List[]{hash, range};
    }

    private static Projection projection(software.amazon.awssdk.services.dynamodb.model.Projection p) {
        if (p == null || p.projectionType() == null) {
            return null;
        }
        return p.projectionType() == ProjectionType.ALL ? Projection.ALL : p.projectionType() == ProjectionType.KEYS_ONLY
                ? Projection.KEYS_ONLY : Projection.include(p.nonKeyAttributes());
    }

    private static boolean zero(Long v) {
        return v == null || v == 0;
    }

    private static Integer units(Long v) {
        return v == null ? null : (int) Math.min(Integer.MAX_VALUE, v);
    }

    static String message(RuntimeException e) {
        if (e instanceof DynamoDbException d && d.awsErrorDetails() != null) {
            String code = d.awsErrorDetails().errorCode();
            String m = d.awsErrorDetails().errorMessage();
            if (code != null || m != null) {
                return code == null ? m : m == null ? code : code + ": " + m;
            }
        }
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        m = m.replaceAll(" \\(Service: .*$", "");
        return root != e && root.getMessage() != null && !m.contains(root.getMessage()) ? m + " (" + root.getMessage() + ")" : m;
    }
}
