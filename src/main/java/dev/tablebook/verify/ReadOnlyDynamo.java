package dev.tablebook.verify;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;
import software.amazon.awssdk.services.dynamodb.model.ListTagsOfResourceResponse;

/**
 * The only calls {@code drift} can make on an endpoint: DescribeTable, DescribeTimeToLive,
 * DescribeContinuousBackups, ListTables and ListTagsOfResource. It holds the engine's client and
 * hands out no other operation, so a drift run is read-only by construction and safe against a
 * production account (a recording proxy in the tests sees nothing else sent).
 */
public final class ReadOnlyDynamo {
    private final DynamoDbClient client;
    private final String region;

    public ReadOnlyDynamo(Engine engine) {
        this.client = engine.client();
        this.region = engine.region();
    }

    /** The Region the client signs for (the endpoint's own Region for DynamoDB, us-east-1 for a local engine). */
    public String region() {
        return region;
    }

    public DescribeTableResponse describeTable(String table) {
        return client.describeTable(r -> r.tableName(table));
    }

    public DescribeTimeToLiveResponse describeTimeToLive(String table) {
        return client.describeTimeToLive(r -> r.tableName(table));
    }

    public DescribeContinuousBackupsResponse describeContinuousBackups(String table) {
        return client.describeContinuousBackups(r -> r.tableName(table));
    }

    /** One page of table names, from {@code start} (null: the first). */
    public ListTablesResponse listTables(String start) {
        return client.listTables(r -> r.exclusiveStartTableName(start));
    }

    public ListTagsOfResourceResponse listTags(String arn, String next) {
        return client.listTagsOfResource(r -> r.resourceArn(arn).nextToken(next));
    }
}
