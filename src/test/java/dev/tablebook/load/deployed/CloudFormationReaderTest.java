package dev.tablebook.load.deployed;

import dev.tablebook.model.AttrType;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Index;
import dev.tablebook.model.Projection;
import dev.tablebook.model.StreamView;
import dev.tablebook.model.Table;
import dev.tablebook.model.deployed.DeployedRead;
import dev.tablebook.model.deployed.DeployedTable;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The template reader on public AWS sample templates (src/test/resources/drift/samples, cited in
 * SOURCES.md there) and on templates written here for what the samples do not reach: each setting,
 * each intrinsic function, SAM's defaults and Fn::ForEach.
 */
class CloudFormationReaderTest {
    private static final Path SAMPLES = Path.of("src/test/resources/drift/samples");

    static DeployedRead read(String label, String text, Map<String, String> given) {
        return new CloudFormationReader(given).read(label, text, null);
    }

    private static DeployedRead sample(String file, Map<String, String> given) throws IOException {
        return read("samples/" + file, Files.readString(SAMPLES.resolve(file)), given);
    }

    private static DeployedTable only(DeployedRead r) {
        assertEquals(1, r.tables().size(), r.tables().toString());
        return r.tables().get(0);
    }

    @Test
    void aParameterWithoutADefaultIsUnresolvedAndTheOthersTakeTheirDefaults() throws IOException {
        DeployedRead r = sample("DynamoDB_Table.yaml", Map.of());
        assertEquals(List.of(), r.problems());
        DeployedTable t = only(r);
        assertEquals("myDynamoDBTable", t.logicalId());
        assertNull(t.name(), "no TableName: CloudFormation names it");
        assertNull(t.partitionKey());
        assertTrue(t.unresolved().get("key.partition").contains("HashKeyElementName has no Default"), t.unresolved().toString());
        assertEquals(new dev.tablebook.model.Pos("samples/DynamoDB_Table.yaml", 50, 26), t.at("key.partition"));
        assertEquals(Capacity.Mode.PROVISIONED, t.mode(), "CloudFormation's default billing mode");
        assertEquals(5, t.read());
        assertEquals(10, t.write());
        assertEquals(Boolean.TRUE, t.pitr());
        assertEquals(35, t.pitrDays());
        assertEquals(List.of("parameter HashKeyElementType at its Default \"S\"", "parameter ReadCapacityUnits at its Default \"5\"",
                "parameter WriteCapacityUnits at its Default \"10\""), r.source().assumptions());
        // --parameter resolves it, and overrides a default
        DeployedTable given = only(sample("DynamoDB_Table.yaml", Map.of("HashKeyElementName", "pk",
                "HashKeyElementType", "N", "ReadCapacityUnits", "7")));
        assertEquals("pk", given.partitionKey());
        assertEquals(Map.of("pk", AttrType.N), given.attributeTypes());
        assertEquals(7, given.read());
        assertEquals(Map.of(), given.unresolved());
    }

    @Test
    void jsonTemplateWithLocalAndGlobalIndexes() throws IOException {
        DeployedRead r = sample("DynamoDB_Secondary_Indexes.json", Map.of());
        assertEquals(List.of(), r.problems());
        DeployedTable t = only(r);
        assertEquals("Category", t.partitionKey());
        assertEquals("Title", t.sortKey());
        assertEquals(2, t.indexes().size());
        var lsi = t.indexes().get("LanguageIndex");
        assertEquals(Index.Kind.LSI, lsi.kind());
        assertEquals(List.of("Category"), lsi.partition());
        assertEquals(List.of("Language"), lsi.sort());
        assertEquals(Projection.KEYS_ONLY, lsi.projection());
        var gsi = t.indexes().get("TitleIndex");
        assertEquals(List.of("Title"), gsi.partition());
        assertEquals(5, gsi.read());
        assertEquals(10, gsi.write());
        assertEquals(35, t.pitrDays());
        assertEquals("samples/DynamoDB_Secondary_Indexes.json", t.pos().file());
        assertEquals(26, t.pos().line(), "the logical id's line");
    }

    @Test
    void samTemplateWithShortFormTagsTagsAndNoTableName() throws IOException {
        DeployedRead r = sample("lambda-dynamodb.yaml", Map.of());
        assertEquals(List.of(), r.problems());
        DeployedTable t = only(r);
        assertEquals("DynamoTable", t.logicalId());
        assertEquals(Capacity.Mode.ON_DEMAND, t.mode());
        assertEquals(Map.of("Department", "Engineering", "AppType", "Serverless"), t.tags());
        assertEquals(Boolean.FALSE, t.pitr());
        assertEquals(StreamView.OFF, t.streams());
        assertEquals(Table.Encryption.AWS_OWNED, t.encryption());
    }

    @Test
    void simpleTableTakesSamsDefaults() throws IOException {
        DeployedTable t = only(sample("sam-web-simpletable.yaml", Map.of()));
        assertEquals("AWS::Serverless::SimpleTable", t.resourceType());
        assertEquals("id", t.partitionKey());
        assertEquals(Map.of("id", AttrType.S), t.attributeTypes());
        assertEquals(Capacity.Mode.PROVISIONED, t.mode());
        assertEquals(2, t.read());
        DeployedTable defaults = only(read("t.yaml", """
                Transform: AWS::Serverless-2016-10-31
                Globals:
                  SimpleTable:
                    SSESpecification: { SSEEnabled: true }
                Resources:
                  Things:
                    Type: AWS::Serverless::SimpleTable
                """, Map.of()));
        assertEquals("id", defaults.partitionKey());
        assertEquals(Capacity.Mode.ON_DEMAND, defaults.mode(), "no ProvisionedThroughput: SAM bills per request");
        assertEquals(Table.Encryption.AWS_MANAGED, defaults.encryption(), "Globals.SimpleTable.SSESpecification");
    }

    @Test
    void forEachExpandsInYamlAndJsonAlike() throws IOException {
        for (String f : List.of("foreach-tables.yaml", "foreach-tables.json")) {
            DeployedRead r = sample(f, Map.of());
            assertEquals(List.of(), r.problems(), f);
            assertEquals(List.of("Points", "Score", "Name", "Leaderboard"), r.tables().stream().map(DeployedTable::name).toList());
            assertEquals(List.of("DynamoDBPoints", "DynamoDBScore", "DynamoDBName", "DynamoDBLeaderboard"),
                    r.tables().stream().map(DeployedTable::logicalId).toList());
            assertEquals(5, r.tables().get(3).read());
        }
    }

    @Test
    void everySettingOfATable() {
        DeployedTable t = only(read("t.yaml", """
                Parameters:
                  Env: { Type: String, Default: dev }
                  KeyArn: { Type: String }
                Conditions:
                  IsProd: !Equals [!Ref Env, prod]
                Resources:
                  Orders:
                    Type: AWS::DynamoDB::Table
                    Properties:
                      TableName: !Sub "${Env}-orders"
                      AttributeDefinitions:
                        - { AttributeName: pk, AttributeType: S }
                        - { AttributeName: sk, AttributeType: S }
                        - { AttributeName: status, AttributeType: S }
                        - { AttributeName: n, AttributeType: N }
                      KeySchema:
                        - { AttributeName: pk, KeyType: HASH }
                        - { AttributeName: sk, KeyType: RANGE }
                      BillingMode: !If [IsProd, PROVISIONED, PAY_PER_REQUEST]
                      OnDemandThroughput: { MaxReadRequestUnits: 100, MaxWriteRequestUnits: 50 }
                      WarmThroughput: { ReadUnitsPerSecond: 12000, WriteUnitsPerSecond: 4000 }
                      GlobalSecondaryIndexes:
                        - IndexName: ByStatus
                          KeySchema: [{ AttributeName: status, KeyType: HASH }, { AttributeName: n, KeyType: RANGE }]
                          Projection: { ProjectionType: INCLUDE, NonKeyAttributes: [total] }
                        - IndexName: Undecided
                          KeySchema: [{ AttributeName: status, KeyType: HASH }]
                          Projection: {}
                      StreamSpecification: { StreamViewType: NEW_AND_OLD_IMAGES }
                      TimeToLiveSpecification: { AttributeName: expires_at, Enabled: true }
                      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: 7 }
                      DeletionProtectionEnabled: true
                      TableClass: STANDARD_INFREQUENT_ACCESS
                      SSESpecification: { SSEEnabled: true, SSEType: KMS, KMSMasterKeyId: !Ref KeyArn }
                      Tags: [{ Key: team, Value: !Join ["-", [a, !Select [1, !Split [",", "x,b"]]]] }]
                """, Map.of()));
        assertEquals("dev-orders", t.name());
        assertEquals(Capacity.Mode.ON_DEMAND, t.mode(), "IsProd false at the default");
        assertEquals(100, t.maxRead());
        assertEquals(50, t.maxWrite());
        assertEquals(12000, t.warmRead());
        assertEquals(Projection.include(List.of("total")), t.indexes().get("ByStatus").projection());
        assertEquals(List.of("n"), t.indexes().get("ByStatus").sort());
        assertNull(t.indexes().get("Undecided").projection());
        assertTrue(t.unresolved().get("indexes.Undecided.projection").contains("documents no default"));
        assertEquals(StreamView.NEW_AND_OLD_IMAGES, t.streams());
        assertEquals("expires_at", t.ttl());
        assertEquals(7, t.pitrDays());
        assertEquals(Boolean.TRUE, t.deletionProtection());
        assertEquals(Table.TableClass.STANDARD_IA, t.tableClass());
        assertEquals(Table.Encryption.CUSTOMER_MANAGED, t.encryption(), "a key is given, even one not known yet");
        assertEquals(Map.of("team", "a-b"), t.tags());
        assertEquals(AttrType.N, t.attributeTypes().get("n"));
    }

    @Test
    void globalTableReadsItsReplicasAndTheHomeReplicasSettings() {
        DeployedTable t = only(read("g.yaml", """
                Resources:
                  Sessions:
                    Type: AWS::DynamoDB::GlobalTable
                    Properties:
                      AttributeDefinitions: [{ AttributeName: id, AttributeType: S }]
                      KeySchema: [{ AttributeName: id, KeyType: HASH }]
                      BillingMode: PROVISIONED
                      WriteProvisionedThroughputSettings:
                        WriteCapacityAutoScalingSettings:
                          MinCapacity: 5
                          MaxCapacity: 5
                          TargetTrackingScalingPolicyConfiguration: { TargetValue: 70 }
                      StreamSpecification: { StreamViewType: NEW_AND_OLD_IMAGES }
                      MultiRegionConsistency: STRONG
                      Replicas:
                        - Region: eu-west-1
                          ReadProvisionedThroughputSettings: { ReadCapacityUnits: 9 }
                        - Region: !Ref AWS::Region
                          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true }
                          DeletionProtectionEnabled: true
                          ReadProvisionedThroughputSettings: { ReadCapacityUnits: 4 }
                """, Map.of()));
        assertEquals(List.of("eu-west-1", DeployedTable.HOME_REGION), t.replicas());
        assertEquals(4, t.read(), "the home replica's read units");
        assertEquals(5, t.write(), "autoscaling with minimum = maximum: fixed units");
        assertEquals(Boolean.TRUE, t.pitr());
        assertEquals(Boolean.TRUE, t.deletionProtection());
        assertEquals(Table.Replication.MRSC, t.replication());
    }

    @Test
    void unknownIntrinsicsAreErrorsAtTheirPlaceAndTheOtherTablesAreStillRead() {
        DeployedRead r = read("bad.yaml", """
                Resources:
                  Bad:
                    Type: AWS::DynamoDB::Table
                    Properties:
                      TableName: !Frobnicate orders
                      AttributeDefinitions: [{ AttributeName: id, AttributeType: S }]
                      KeySchema: [{ AttributeName: id, KeyType: HASH }]
                      BillingMode: { "Fn::Magic": [a] }
                  Good:
                    Type: AWS::DynamoDB::Table
                    Properties:
                      TableName: good
                      AttributeDefinitions: [{ AttributeName: id, AttributeType: S }]
                      KeySchema: [{ AttributeName: id, KeyType: HASH }]
                      BillingMode: PAY_PER_REQUEST
                """, Map.of());
        assertEquals(2, r.tables().size());
        List<String> shown = r.problems().stream().map(p -> p.pos() + ": " + p.message()).toList();
        assertTrue(shown.get(0).startsWith("bad.yaml:5:18: unknown intrinsic function tag `!Frobnicate`"), shown.toString());
        assertTrue(shown.stream().anyMatch(s -> s.startsWith("bad.yaml:8:20: Bad: unknown intrinsic function `Fn::Magic`")),
                shown.toString());
        assertEquals("good", r.tables().get(1).name());
        assertEquals(Capacity.Mode.ON_DEMAND, r.tables().get(1).mode());
    }

    @Test
    void aResourceWhoseConditionIsFalseIsNotDeployed() {
        DeployedRead r = read("c.yaml", """
                Parameters:
                  WithCache: { Type: String, Default: "no", AllowedValues: ["yes", "no"] }
                Conditions:
                  Cache: !Equals [!Ref WithCache, "yes"]
                Resources:
                  CacheTable:
                    Type: AWS::DynamoDB::Table
                    Condition: Cache
                    Properties:
                      AttributeDefinitions: [{ AttributeName: id, AttributeType: S }]
                      KeySchema: [{ AttributeName: id, KeyType: HASH }]
                """, Map.of());
        assertEquals(List.of(), r.tables());
        assertEquals(List.of("parameter WithCache at its Default \"no\"", "condition Cache false at those values",
                "not deployed at those values: CacheTable (condition Cache is false)"), r.source().assumptions());
        assertEquals(1, read("c.yaml", """
                Parameters:
                  WithCache: { Type: String, Default: "no" }
                Conditions:
                  Cache: !Equals [!Ref WithCache, "yes"]
                Resources:
                  CacheTable:
                    Type: AWS::DynamoDB::Table
                    Condition: Cache
                    Properties:
                      AttributeDefinitions: [{ AttributeName: id, AttributeType: S }]
                      KeySchema: [{ AttributeName: id, KeyType: HASH }]
                """, Map.of("WithCache", "yes")).tables().size());
    }

    @Test
    void importsAndAttributesOfOtherResourcesAreUnresolvedNeverGuessed() {
        DeployedTable t = only(read("u.yaml", """
                Resources:
                  T:
                    Type: AWS::DynamoDB::Table
                    Properties:
                      TableName: !ImportValue shared-table-name
                      AttributeDefinitions: [{ AttributeName: id, AttributeType: S }]
                      KeySchema: [{ AttributeName: id, KeyType: HASH }]
                      BillingMode: PAY_PER_REQUEST
                      StreamSpecification: { StreamViewType: !GetAtt Config.View }
                """, Map.of()));
        assertNull(t.name());
        assertTrue(t.unresolved().get("name").contains("export of another stack"), t.unresolved().toString());
        assertNull(t.streams());
        assertTrue(t.unresolved().get("streams").contains("Config.View"), t.unresolved().toString());
    }
}
