package dev.tablebook.render;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablebook.analysis.AutoscalingSettings;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Index;
import dev.tablebook.model.Table;
import dev.tablebook.request.TableSchema;
import java.util.ArrayList;
import java.util.List;

/**
 * The properties of an {@code AWS::DynamoDB::GlobalTable} for a table with {@code replicas}: the
 * shared schema, billing, stream, TTL and encryption at the top, and per replica its Region,
 * deletion protection, point-in-time recovery, table class, read capacity and customer managed
 * key. Provisioned writes are one autoscaling policy for every replica (the resource requires
 * it): the design's autoscaling, else its fixed write units as both minimum and maximum.
 */
final class GlobalTableTemplate {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;

    private GlobalTableTemplate() {
    }

    /** The parameter the customer managed key of one replica Region is passed in as. */
    static String keyParameter(Table t, String region) {
        StringBuilder id = new StringBuilder(CloudFormation.logicalId(t)).append("KmsKeyArn");
        for (String part : region.split("[^A-Za-z0-9]+")) {
            if (!part.isEmpty()) {
                id.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
            }
        }
        return id.toString(); // LibraryTableKmsKeyArnEuWest1
    }

    static ObjectNode properties(Table t) {
        ObjectNode p = F.objectNode();
        p.put("TableName", t.name());
        p.set("AttributeDefinitions", CloudFormation.attributeDefinitions(t));
        p.set("KeySchema", CloudFormation.keySchema(List.of(t.partitionKey()),
                t.sortKey() == null ? List.of() : List.of(t.sortKey())));
        boolean provisioned = t.capacity().mode() == Capacity.Mode.PROVISIONED;
        p.put("BillingMode", provisioned ? "PROVISIONED" : "PAY_PER_REQUEST");
        if (provisioned) {
            p.set("WriteProvisionedThroughputSettings", writeSettings(t.capacity()));
        }
        ArrayNode gsis = F.arrayNode();
        ArrayNode lsis = F.arrayNode();
        for (Index i : t.indexes().values()) {
            ObjectNode n = F.objectNode();
            n.put("IndexName", i.name());
            n.set("KeySchema", CloudFormation.keySchema(TableSchema.partition(t, i), i.sort()));
            n.set("Projection", CloudFormation.projection(i.projection()));
            if (i.isGsi() && provisioned) {
                n.set("WriteProvisionedThroughputSettings", writeSettings(t.capacity()));
            }
            (i.isGsi() ? gsis : lsis).add(n);
        }
        if (!gsis.isEmpty()) {
            p.set("GlobalSecondaryIndexes", gsis);
        }
        if (!lsis.isEmpty()) {
            p.set("LocalSecondaryIndexes", lsis);
        }
        // Replicas keep each other current through a stream of new and old images.
        p.putObject("StreamSpecification").put("StreamViewType",
                t.streams().enabled() ? t.streams().name() : "NEW_AND_OLD_IMAGES");
        if (t.ttl() != null) {
            ObjectNode ttl = p.putObject("TimeToLiveSpecification");
            ttl.put("AttributeName", t.ttl());
            ttl.put("Enabled", true);
        }
        ObjectNode sse = p.putObject("SSESpecification");
        sse.put("SSEEnabled", t.encryption() != Table.Encryption.AWS_OWNED);
        if (t.encryption() != Table.Encryption.AWS_OWNED) {
            sse.put("SSEType", "KMS");
        }
        p.put("MultiRegionConsistency", t.replication() == Table.Replication.MRSC ? "STRONG" : "EVENTUAL");
        ArrayNode replicas = p.putArray("Replicas");
        for (String region : t.replicas()) {
            replicas.add(replica(t, region, provisioned));
        }
        return p;
    }

    private static ObjectNode replica(Table t, String region, boolean provisioned) {
        ObjectNode r = F.objectNode();
        r.put("Region", region);
        r.put("DeletionProtectionEnabled", t.deletionProtection());
        ObjectNode pitr = r.putObject("PointInTimeRecoverySpecification");
        pitr.put("PointInTimeRecoveryEnabled", t.pitr());
        if (t.pitr() && t.pitrRetentionDays() != null) {
            pitr.put("RecoveryPeriodInDays", t.pitrRetentionDays());
        }
        r.put("TableClass", t.tableClass() == Table.TableClass.STANDARD_IA ? "STANDARD_INFREQUENT_ACCESS" : "STANDARD");
        if (provisioned) {
            r.set("ReadProvisionedThroughputSettings", readSettings(t.capacity()));
            ArrayNode gsis = F.arrayNode();
            for (Index i : t.indexes().values()) {
                if (i.isGsi()) {
                    ObjectNode n = gsis.addObject();
                    n.put("IndexName", i.name());
                    n.set("ReadProvisionedThroughputSettings", readSettings(t.capacity()));
                }
            }
            if (!gsis.isEmpty()) {
                r.set("GlobalSecondaryIndexes", gsis);
            }
        }
        if (t.encryption() == Table.Encryption.CUSTOMER_MANAGED) {
            r.putObject("SSESpecification").putObject("KMSMasterKeyId").put("Ref", keyParameter(t, region));
        }
        return r;
    }

    /** Writes: the stated autoscaling, else the fixed units as minimum and maximum at the default target. */
    private static ObjectNode writeSettings(Capacity c) {
        ObjectNode out = F.objectNode();
        out.set("WriteCapacityAutoScalingSettings", autoscaling(c, c.write()));
        return out;
    }

    /** Reads: the stated autoscaling, else the fixed units. */
    private static ObjectNode readSettings(Capacity c) {
        ObjectNode out = F.objectNode();
        if (c.autoscaling() != null) {
            out.set("ReadCapacityAutoScalingSettings", autoscaling(c, c.read()));
        } else {
            out.put("ReadCapacityUnits", CloudFormation.units(c.read(), c));
        }
        return out;
    }

    private static ObjectNode autoscaling(Capacity c, Integer fixed) {
        int units = CloudFormation.units(fixed, c);
        Capacity.Autoscaling a = c.autoscaling();
        ObjectNode out = F.objectNode();
        out.put("MinCapacity", a != null && a.min() != null ? a.min() : units);
        out.put("MaxCapacity", a != null && a.max() != null ? a.max() : Math.max(units, a != null && a.min() != null
                ? a.min() : units));
        double target = a != null && a.target() != null ? a.target() : AutoscalingSettings.DEFAULT_TARGET;
        out.putObject("TargetTrackingScalingPolicyConfiguration").put("TargetValue",
                Math.round(target * 1000) / 10.0);
        return out;
    }

    /** What the global table template leaves to the reader. */
    static List<String> notes(Table t) {
        List<String> out = new ArrayList<>();
        out.add("A global table in " + String.join(", ", t.replicas()) + " (" + (t.replication() == Table.Replication.MRSC
                ? "multi-Region strong consistency" : "last writer wins") + "): deploy the stack in one of these"
                + " Regions; CloudFormation creates the other replicas from it.");
        if (!t.streams().enabled()) {
            out.add("The design declares no stream; a global table replicates through one, so the template enables"
                    + " NEW_AND_OLD_IMAGES.");
        }
        Capacity c = t.capacity();
        if (c.mode() == Capacity.Mode.PROVISIONED && c.autoscaling() == null) {
            out.add("A provisioned global table scales its writes by policy: the fixed write units are its minimum and"
                    + " maximum.");
        }
        return out;
    }
}
