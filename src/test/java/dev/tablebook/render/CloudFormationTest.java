package dev.tablebook.render;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablebook.model.Design;
import dev.tablebook.model.Index;
import dev.tablebook.model.Table;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CloudFormationTest {
    private final Design design = TestDesigns.showcase();

    private JsonNode properties(Table t) {
        JsonNode root = CloudFormation.parse(CloudFormation.yaml(t));
        assertEquals("2010-09-09", root.path("AWSTemplateFormatVersion").asText());
        JsonNode resource = root.path("Resources").path(CloudFormation.logicalId(t));
        assertEquals(t.isGlobal() ? "AWS::DynamoDB::GlobalTable" : "AWS::DynamoDB::Table", resource.path("Type").asText());
        return resource.path("Properties");
    }

    @Test
    void everyTableSnippetParsesAndAgreesWithTheDesign() {
        for (Table t : design.tables().values()) {
            JsonNode p = properties(t);
            assertEquals(t.name(), p.path("TableName").asText());
            assertEquals(expectedKeySchema(List.of(t.partitionKey()), t.sortKey() == null ? List.of() : List.of(t.sortKey())),
                    keySchema(p.path("KeySchema")));
            Set<String> keyAttributes = new LinkedHashSet<>();
            keyAttributes.add(t.partitionKey());
            if (t.sortKey() != null) {
                keyAttributes.add(t.sortKey());
            }
            t.indexes().values().forEach(i -> keyAttributes.addAll(i.keyAttributes()));
            List<String> definitions = new ArrayList<>();
            p.path("AttributeDefinitions").forEach(d -> definitions.add(d.path("AttributeName").asText() + ":"
                    + d.path("AttributeType").asText()));
            assertEquals(keyAttributes.stream().map(a -> a + ":" + t.keyType(a).name()).toList(), definitions);
            for (Index i : t.indexes().values()) {
                JsonNode n = find(p.path(i.isGsi() ? "GlobalSecondaryIndexes" : "LocalSecondaryIndexes"), i.name());
                assertEquals(expectedKeySchema(i.isGsi() ? i.partition() : List.of(t.partitionKey()), i.sort()),
                        keySchema(n.path("KeySchema")), i.name());
                assertEquals(i.projection().type().name(), n.path("Projection").path("ProjectionType").asText());
                List<String> nonKey = new ArrayList<>();
                n.path("Projection").path("NonKeyAttributes").forEach(a -> nonKey.add(a.asText()));
                assertEquals(i.projection().attributes(), nonKey);
            }
            assertEquals(t.streams().enabled() || t.isGlobal(), p.has("StreamSpecification"));
            if (t.streams().enabled()) {
                assertEquals(t.streams().name(), p.path("StreamSpecification").path("StreamViewType").asText());
            }
            // A global table states recovery and deletion protection per replica.
            JsonNode settings = t.isGlobal() ? p.path("Replicas").get(0) : p;
            assertEquals(t.pitr(), settings.path("PointInTimeRecoverySpecification").path("PointInTimeRecoveryEnabled")
                    .asBoolean());
            assertEquals(t.ttl() != null, p.has("TimeToLiveSpecification"));
            assertEquals(t.deletionProtection(), settings.path("DeletionProtectionEnabled").asBoolean());
            assertEquals(t.encryption() != Table.Encryption.AWS_OWNED, p.path("SSESpecification").path("SSEEnabled")
                    .asBoolean());
        }
    }

    @Test
    void provisionedGlobalTableWithIndexesStreamsTtlPitrAndCustomerKeyPerReplica() {
        Table library = design.tables().get("Library");
        JsonNode p = properties(library);
        assertEquals("PROVISIONED", p.path("BillingMode").asText());
        // Writes are one autoscaling policy for every replica: the design's min 20, max 400, target 0.6.
        JsonNode writes = p.path("WriteProvisionedThroughputSettings").path("WriteCapacityAutoScalingSettings");
        assertEquals(20, writes.path("MinCapacity").asInt());
        assertEquals(400, writes.path("MaxCapacity").asInt());
        assertEquals(60.0, writes.path("TargetTrackingScalingPolicyConfiguration").path("TargetValue").asDouble());
        assertFalse(p.has("ProvisionedThroughput"), "a global table has no table-level throughput");
        JsonNode gsi = find(p.path("GlobalSecondaryIndexes"), "OverdueByBranch");
        assertTrue(gsi.has("WriteProvisionedThroughputSettings"), "a GSI of a provisioned global table scales its writes");
        assertEquals("INCLUDE", gsi.path("Projection").path("ProjectionType").asText());
        JsonNode lsi = find(p.path("LocalSecondaryIndexes"), "ByDue");
        assertFalse(lsi.has("WriteProvisionedThroughputSettings"), "an LSI shares the table's throughput");
        assertEquals("NEW_AND_OLD_IMAGES", p.path("StreamSpecification").path("StreamViewType").asText());
        assertEquals("expires_at", p.path("TimeToLiveSpecification").path("AttributeName").asText());
        assertTrue(p.path("TimeToLiveSpecification").path("Enabled").asBoolean());
        assertEquals("KMS", p.path("SSESpecification").path("SSEType").asText());
        assertEquals("EVENTUAL", p.path("MultiRegionConsistency").asText());
        List<String> regions = new ArrayList<>();
        p.path("Replicas").forEach(r -> regions.add(r.path("Region").asText()));
        assertEquals(library.replicas(), regions);
        JsonNode root = CloudFormation.parse(CloudFormation.yaml(library));
        for (JsonNode r : p.path("Replicas")) {
            String region = r.path("Region").asText();
            assertEquals(14, r.path("PointInTimeRecoverySpecification").path("RecoveryPeriodInDays").asInt());
            assertTrue(r.path("DeletionProtectionEnabled").asBoolean());
            assertEquals("STANDARD", r.path("TableClass").asText());
            JsonNode reads = r.path("ReadProvisionedThroughputSettings").path("ReadCapacityAutoScalingSettings");
            assertEquals(20, reads.path("MinCapacity").asInt(), region);
            assertEquals("OverdueByBranch", r.path("GlobalSecondaryIndexes").get(0).path("IndexName").asText());
            String key = GlobalTableTemplate.keyParameter(library, region);
            assertEquals(key, r.path("SSESpecification").path("KMSMasterKeyId").path("Ref").asText());
            assertEquals("String", root.path("Parameters").path(key).path("Type").asText(), "one key per Region");
        }
        assertTrue(CloudFormation.notes(library, true).stream().anyMatch(n -> n.startsWith("A global table in eu-west-1,"
                + " us-east-1 (last writer wins)")));
        assertFalse(CloudFormation.notes(library, true).stream().anyMatch(n -> n.contains("ScalableTarget")),
                "a global table carries its autoscaling in the resource");
    }

    @Test
    void onDemandInfrequentAccessTableWithMultiAttributeGsi() {
        Table books = design.tables().get("Books");
        JsonNode p = properties(books);
        assertEquals("PAY_PER_REQUEST", p.path("BillingMode").asText());
        assertFalse(p.has("ProvisionedThroughput"));
        assertEquals("STANDARD_INFREQUENT_ACCESS", p.path("TableClass").asText());
        assertFalse(p.has("StreamSpecification"));
        assertFalse(p.path("SSESpecification").path("SSEEnabled").asBoolean());
        assertFalse(p.path("PointInTimeRecoverySpecification").path("PointInTimeRecoveryEnabled").asBoolean());
        JsonNode gsi = find(p.path("GlobalSecondaryIndexes"), "ByGenreAuthor");
        assertEquals(List.of("genre:HASH", "language:HASH", "author:RANGE"), keySchema(gsi.path("KeySchema")));
        assertTrue(CloudFormation.notes(books, false).stream().anyMatch(n -> n.contains("BookEmbeddings")));
    }

    /**
     * The property names the CloudFormation resource specification gives AWS::DynamoDB::GlobalTable
     * and its ReplicaSpecification: the template uses no other, and states the required ones.
     */
    @Test
    void theGlobalTableUsesOnlyPropertiesOfItsResourceSpecification() {
        Set<String> table = Set.of("AttributeDefinitions", "BillingMode", "GlobalSecondaryIndexes",
                "GlobalTableWitnesses", "KeySchema", "LocalSecondaryIndexes", "MultiRegionConsistency", "Replicas",
                "SSESpecification", "StreamSpecification", "TableName", "TimeToLiveSpecification", "WarmThroughput",
                "WriteOnDemandThroughputSettings", "WriteProvisionedThroughputSettings");
        Set<String> replica = Set.of("ContributorInsightsSpecification", "DeletionProtectionEnabled",
                "GlobalSecondaryIndexes", "KinesisStreamSpecification", "PointInTimeRecoverySpecification",
                "ReadOnDemandThroughputSettings", "ReadProvisionedThroughputSettings", "Region",
                "ReplicaStreamSpecification", "ResourcePolicy", "SSESpecification", "TableClass", "Tags");
        for (Table t : design.tables().values()) {
            if (!t.isGlobal()) {
                continue;
            }
            JsonNode p = properties(t);
            p.fieldNames().forEachRemaining(f -> assertTrue(table.contains(f), t.name() + ": " + f));
            for (String required : List.of("AttributeDefinitions", "KeySchema", "Replicas")) {
                assertTrue(p.has(required), t.name() + " lacks " + required);
            }
            for (JsonNode r : p.path("Replicas")) {
                r.fieldNames().forEachRemaining(f -> assertTrue(replica.contains(f), t.name() + " replica: " + f));
                assertTrue(r.has("Region"));
            }
            if ("PROVISIONED".equals(p.path("BillingMode").asText())) {
                assertTrue(p.has("WriteProvisionedThroughputSettings"), "required with PROVISIONED");
            }
        }
    }

    @Test
    void logicalIdsAreLettersAndDigits() {
        // DynamoDB table names may hold '_', '-' and '.', and start with a digit; a logical id may not
        Map<String, String> ids = new java.util.LinkedHashMap<>();
        ids.put("Library", "LibraryTable");
        ids.put("orders-v1.archive", "ordersv1archiveTable");
        ids.put("2nd_orders", "T2ndordersTable");
        ids.put("_-.", "TTable");
        Table library = design.tables().get("Library");
        ids.forEach((name, id) -> {
            Table t = renamed(library, name);
            assertEquals(id, CloudFormation.logicalId(t), name);
            assertTrue(id.matches("[A-Za-z][A-Za-z0-9]*"), id);
            assertTrue(CloudFormation.template(t).path("Resources").has(id), "the resource of " + name + " is " + id);
        });
    }

    private static Table renamed(Table t, String name) {
        return new Table(name, t.partitionKey(), t.sortKey(), t.declaredTypes(), t.keyTypes(), t.items(), t.indexes(),
                t.vectorIndexes(), t.capacity(), t.tableClass(), t.streams(), t.pitr(), t.pitrRetentionDays(), t.ttl(),
                t.ttlDays(), t.deletionProtection(), t.replicas(), t.replication(), t.encryption(), t.ephemeral(),
                t.peakHoursPerDay(), t.traffic(), t.where());
    }

    private static JsonNode find(JsonNode indexes, String name) {
        for (JsonNode n : indexes) {
            if (n.path("IndexName").asText().equals(name)) {
                return n;
            }
        }
        throw new AssertionError("no index " + name + " in " + indexes);
    }

    private static List<String> keySchema(JsonNode schema) {
        List<String> out = new ArrayList<>();
        schema.forEach(k -> out.add(k.path("AttributeName").asText() + ":" + k.path("KeyType").asText()));
        return out;
    }

    private static List<String> expectedKeySchema(List<String> partition, List<String> sort) {
        List<String> out = new ArrayList<>();
        partition.forEach(a -> out.add(a + ":HASH"));
        sort.forEach(a -> out.add(a + ":RANGE"));
        return out;
    }
}
