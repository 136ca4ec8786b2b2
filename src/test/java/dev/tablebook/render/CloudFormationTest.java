package dev.tablebook.render;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablebook.model.Design;
import dev.tablebook.model.Index;
import dev.tablebook.model.Table;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
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
        assertEquals("AWS::DynamoDB::Table", resource.path("Type").asText());
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
            assertEquals(t.streams().enabled(), p.has("StreamSpecification"));
            if (t.streams().enabled()) {
                assertEquals(t.streams().name(), p.path("StreamSpecification").path("StreamViewType").asText());
            }
            assertEquals(t.pitr(), p.path("PointInTimeRecoverySpecification").path("PointInTimeRecoveryEnabled")
                    .asBoolean());
            assertEquals(t.ttl() != null, p.has("TimeToLiveSpecification"));
            assertEquals(t.deletionProtection(), p.path("DeletionProtectionEnabled").asBoolean());
            assertEquals(t.encryption() != Table.Encryption.AWS_OWNED, p.path("SSESpecification").path("SSEEnabled")
                    .asBoolean());
        }
    }

    @Test
    void provisionedTableWithIndexesStreamsTtlPitrAndCustomerKey() {
        Table library = design.tables().get("Library");
        JsonNode p = properties(library);
        assertEquals("PROVISIONED", p.path("BillingMode").asText());
        assertEquals(200, p.path("ProvisionedThroughput").path("ReadCapacityUnits").asInt());
        assertEquals(150, p.path("ProvisionedThroughput").path("WriteCapacityUnits").asInt());
        JsonNode gsi = find(p.path("GlobalSecondaryIndexes"), "OverdueByBranch");
        assertEquals(200, gsi.path("ProvisionedThroughput").path("ReadCapacityUnits").asInt(),
                "a GSI of a provisioned table needs its own throughput");
        assertEquals("INCLUDE", gsi.path("Projection").path("ProjectionType").asText());
        JsonNode lsi = find(p.path("LocalSecondaryIndexes"), "ByDue");
        assertFalse(lsi.has("ProvisionedThroughput"), "an LSI shares the table's throughput");
        assertEquals("NEW_AND_OLD_IMAGES", p.path("StreamSpecification").path("StreamViewType").asText());
        assertEquals(14, p.path("PointInTimeRecoverySpecification").path("RecoveryPeriodInDays").asInt());
        assertEquals("expires_at", p.path("TimeToLiveSpecification").path("AttributeName").asText());
        assertTrue(p.path("TimeToLiveSpecification").path("Enabled").asBoolean());
        assertEquals("KMS", p.path("SSESpecification").path("SSEType").asText());
        assertEquals(CloudFormation.keyParameter(library),
                p.path("SSESpecification").path("KMSMasterKeyId").path("Ref").asText());
        JsonNode root = CloudFormation.parse(CloudFormation.yaml(library));
        assertEquals("String", root.path("Parameters").path(CloudFormation.keyParameter(library)).path("Type").asText());
        assertEquals("STANDARD", p.path("TableClass").asText());
        assertTrue(CloudFormation.notes(library, true).stream().anyMatch(n -> n.contains("AWS::DynamoDB::GlobalTable")));
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

    @Test
    void logicalIdsAreLettersAndDigits() {
        assertEquals("Library", CloudFormation.logicalId(design.tables().get("Library")).replace("Table", ""));
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
