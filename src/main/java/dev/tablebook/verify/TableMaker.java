package dev.tablebook.verify;

import dev.tablebook.model.Index;
import dev.tablebook.model.Projection;
import dev.tablebook.model.Table;
import dev.tablebook.request.TableSchema;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Creates a design's tables on the engine from the table model (the keys, GSIs, LSIs and
 * stream the CloudFormation snippet declares), on-demand, under a name prefix, and deletes
 * them afterwards. Where the engine rejects a multi-attribute GSI key or a stream, the table
 * is created without it and the reason is kept: patterns that need it are not verifiable there.
 */
final class TableMaker {
    private static final long ACTIVE_TIMEOUT_MS = 120_000;

    /** A table did not become ACTIVE (or go away) in time. */
    static final class NotActive extends RuntimeException {
        private static final long serialVersionUID = 1L;

        NotActive(String message) {
            super(message);
        }
    }

    /** A created table: its name on the engine, and what the engine could not create, with why. */
    record Created(Table table, String physicalName, Map<String, String> missingIndexes, String missingStream) {
    }

    private final DynamoDbClient client;

    TableMaker(DynamoDbClient client) {
        this.client = client;
    }

    Created create(Table t, String physicalName) {
        Map<String, String> missing = new LinkedHashMap<>();
        String noStream = null;
        List<Index> indexes = new ArrayList<>(t.indexes().values());
        boolean stream = t.streams().enabled();
        while (true) {
            try {
                client.createTable(request(t, physicalName, indexes, stream));
                break;
            } catch (DynamoDbException e) {
                List<Index> multi = indexes.stream().filter(i -> i.partition().size() > 1 || i.sort().size() > 1).toList();
                if (!multi.isEmpty()) {
                    for (Index i : multi) {
                        missing.put(i.name(), "rejected the multi-attribute key of " + i.name() + ": " + message(e));
                    }
                    indexes.removeAll(multi);
                } else if (stream) {
                    noStream = "rejected the stream: " + message(e);
                    stream = false;
                } else {
                    throw e;
                }
            }
        }
        waitActive(physicalName);
        return new Created(t, physicalName, missing, noStream);
    }

    private static CreateTableRequest request(Table t, String name, List<Index> indexes, boolean stream) {
        List<AttributeDefinition> defs = new ArrayList<>();
        List<String> used = new ArrayList<>(List.of(t.partitionKey()));
        if (t.sortKey() != null) {
            used.add(t.sortKey());
        }
        indexes.forEach(i -> {
            used.addAll(TableSchema.partition(t, i));
            used.addAll(i.sort());
        });
        for (String a : TableSchema.definedAttributes(t)) {
            if (used.contains(a)) {
                defs.add(AttributeDefinition.builder().attributeName(a)
                        .attributeType(ScalarAttributeType.fromValue(t.keyType(a).name())).build());
            }
        }
        CreateTableRequest.Builder b = CreateTableRequest.builder()
                .tableName(name)
                .attributeDefinitions(defs)
                .keySchema(keys(List.of(t.partitionKey()), t.sortKey() == null ? List.of() : List.of(t.sortKey())))
                .billingMode(BillingMode.PAY_PER_REQUEST);
        List<GlobalSecondaryIndex> gsis = new ArrayList<>();
        List<LocalSecondaryIndex> lsis = new ArrayList<>();
        for (Index i : indexes) {
            if (i.isGsi()) {
                gsis.add(GlobalSecondaryIndex.builder().indexName(i.name()).keySchema(keys(i.partition(), i.sort()))
                        .projection(projection(i.projection())).build());
            } else {
                lsis.add(LocalSecondaryIndex.builder().indexName(i.name())
                        .keySchema(keys(TableSchema.partition(t, i), i.sort()))
                        .projection(projection(i.projection())).build());
            }
        }
        if (!gsis.isEmpty()) {
            b.globalSecondaryIndexes(gsis);
        }
        if (!lsis.isEmpty()) {
            b.localSecondaryIndexes(lsis);
        }
        if (stream) {
            b.streamSpecification(StreamSpecification.builder().streamEnabled(true)
                    .streamViewType(StreamViewType.fromValue(t.streams().name())).build());
        }
        return b.build();
    }

    private static List<KeySchemaElement> keys(List<String> partition, List<String> sort) {
        List<KeySchemaElement> out = new ArrayList<>();
        partition.forEach(a -> out.add(KeySchemaElement.builder().attributeName(a).keyType(KeyType.HASH).build()));
        sort.forEach(a -> out.add(KeySchemaElement.builder().attributeName(a).keyType(KeyType.RANGE).build()));
        return out;
    }

    private static software.amazon.awssdk.services.dynamodb.model.Projection projection(Projection p) {
        var b = software.amazon.awssdk.services.dynamodb.model.Projection.builder()
                .projectionType(ProjectionType.fromValue(p.type().name()));
        if (p.type() == Projection.Type.INCLUDE) {
            b.nonKeyAttributes(p.attributes());
        }
        return b.build();
    }

    private void waitActive(String name) {
        long deadline = System.currentTimeMillis() + ACTIVE_TIMEOUT_MS;
        while (client.describeTable(r -> r.tableName(name)).table().tableStatus() != TableStatus.ACTIVE) {
            if (System.currentTimeMillis() > deadline) {
                throw new NotActive("table " + name + " did not become ACTIVE within " + ACTIVE_TIMEOUT_MS / 1000 + " s");
            }
            pause();
        }
    }

    /**
     * Deletes a table the run made and waits until it is gone. One still CREATING cannot be
     * deleted yet: it is waited for first.
     */
    void delete(String name) {
        long deadline = System.currentTimeMillis() + ACTIVE_TIMEOUT_MS;
        while (true) {
            try {
                client.deleteTable(r -> r.tableName(name));
                break;
            } catch (ResourceNotFoundException e) {
                return;
            } catch (software.amazon.awssdk.services.dynamodb.model.ResourceInUseException e) {
                if (System.currentTimeMillis() > deadline) {
                    throw new NotActive("table " + name + " stayed in use for " + ACTIVE_TIMEOUT_MS / 1000 + " s");
                }
                pause();
            }
        }
        while (System.currentTimeMillis() < deadline) {
            try {
                client.describeTable(r -> r.tableName(name));
            } catch (ResourceNotFoundException e) {
                return;
            }
            pause();
        }
        throw new NotActive("table " + name + " was still there " + ACTIVE_TIMEOUT_MS / 1000 + " s after DeleteTable");
    }

    private static void pause() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    static String message(DynamoDbException e) {
        String m = e.awsErrorDetails() != null ? e.awsErrorDetails().errorMessage() : null;
        String code = e.awsErrorDetails() != null ? e.awsErrorDetails().errorCode() : null;
        if (m == null && code == null) {
            return e.getMessage().replaceAll(" \\(Service: .*$", ""); // no request ids: the report stays readable
        }
        return code == null ? m : m == null ? code : code + ": " + m;
    }
}
