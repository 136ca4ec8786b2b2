package dev.tablebook.render;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.tablebook.model.Capacity;
import dev.tablebook.model.Index;
import dev.tablebook.model.Projection;
import dev.tablebook.model.Table;
import dev.tablebook.request.TableSchema;

import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * An {@code AWS::DynamoDB::Table} resource for one table of a design, as a CloudFormation
 * template in YAML: key schema, attribute definitions (the resolved key types), secondary
 * indexes, billing mode, stream, PITR, TTL, deletion protection, encryption and table class. A
 * table with {@code replicas} is an {@code AWS::DynamoDB::GlobalTable} instead ({@link GlobalTableTemplate}).
 */
final class CloudFormation {
    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    private static final YAMLMapper YAML = new YAMLMapper(YAMLFactory.builder()
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
            .enable(YAMLGenerator.Feature.INDENT_ARRAYS_WITH_INDICATOR)
            .enable(YAMLGenerator.Feature.ALWAYS_QUOTE_NUMBERS_AS_STRINGS)
            .build());

    private CloudFormation() {
    }

    /** The template text. */
    static String yaml(Table t) {
        try {
            return YAML.writeValueAsString(template(t));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The logical id of the table resource: its name reduced to letters and digits. */
    static String logicalId(Table t) {
        return TableSchema.logicalId(t);
    }

    /** The parameter a customer-managed key is passed in as. */
    static String keyParameter(Table t) {
        return logicalId(t) + "KmsKeyArn";
    }

    static ObjectNode template(Table t) {
        ObjectNode root = F.objectNode();
        root.put("AWSTemplateFormatVersion", "2010-09-09");
        if (t.encryption() == Table.Encryption.CUSTOMER_MANAGED) {
            ObjectNode params = root.putObject("Parameters");
            for (String region : t.isGlobal() ? t.replicas() : java.util.Collections.<String>singletonList(null)) {
                ObjectNode p = params.putObject(region == null ? keyParameter(t) : GlobalTableTemplate.keyParameter(t, region));
                p.put("Type", "String");
                p.put("Description", "ARN of the customer managed KMS key that encrypts " + t.name()
                        + (region == null ? "" : " in " + region));
            }
        }
        ObjectNode resource = root.putObject("Resources").putObject(logicalId(t));
        resource.put("Type", t.isGlobal() ? "AWS::DynamoDB::GlobalTable" : "AWS::DynamoDB::Table");
        resource.put("DeletionPolicy", "Retain");
        resource.put("UpdateReplacePolicy", "Retain");
        resource.set("Properties", t.isGlobal() ? GlobalTableTemplate.properties(t) : properties(t));
        return root;
    }

    private static ObjectNode properties(Table t) {
        ObjectNode p = F.objectNode();
        p.put("TableName", t.name());
        p.set("AttributeDefinitions", attributeDefinitions(t));
        p.set("KeySchema", keySchema(List.of(t.partitionKey()), t.sortKey() == null ? List.of() : List.of(t.sortKey())));
        boolean provisioned = t.capacity().mode() == Capacity.Mode.PROVISIONED;
        p.put("BillingMode", provisioned ? "PROVISIONED" : "PAY_PER_REQUEST");
        if (provisioned) {
            p.set("ProvisionedThroughput", throughput(t.capacity()));
        }
        ArrayNode gsis = F.arrayNode();
        ArrayNode lsis = F.arrayNode();
        for (Index i : t.indexes().values()) {
            ObjectNode n = F.objectNode();
            n.put("IndexName", i.name());
            n.set("KeySchema", keySchema(TableSchema.partition(t, i), i.sort()));
            n.set("Projection", projection(i.projection()));
            if (i.isGsi() && provisioned) {
                n.set("ProvisionedThroughput", throughput(t.capacity()));
            }
            (i.isGsi() ? gsis : lsis).add(n);
        }
        if (!gsis.isEmpty()) {
            p.set("GlobalSecondaryIndexes", gsis);
        }
        if (!lsis.isEmpty()) {
            p.set("LocalSecondaryIndexes", lsis);
        }
        if (t.streams().enabled()) {
            p.putObject("StreamSpecification").put("StreamViewType", t.streams().name());
        }
        ObjectNode pitr = p.putObject("PointInTimeRecoverySpecification");
        pitr.put("PointInTimeRecoveryEnabled", t.pitr());
        if (t.pitr() && t.pitrRetentionDays() != null) {
            pitr.put("RecoveryPeriodInDays", t.pitrRetentionDays());
        }
        if (t.ttl() != null) {
            ObjectNode ttl = p.putObject("TimeToLiveSpecification");
            ttl.put("AttributeName", t.ttl());
            ttl.put("Enabled", true);
        }
        p.put("DeletionProtectionEnabled", t.deletionProtection());
        ObjectNode sse = p.putObject("SSESpecification");
        sse.put("SSEEnabled", t.encryption() != Table.Encryption.AWS_OWNED);
        if (t.encryption() != Table.Encryption.AWS_OWNED) {
            sse.put("SSEType", "KMS");
        }
        if (t.encryption() == Table.Encryption.CUSTOMER_MANAGED) {
            sse.putObject("KMSMasterKeyId").put("Ref", keyParameter(t));
        }
        p.put("TableClass", t.tableClass() == Table.TableClass.STANDARD_IA ? "STANDARD_INFREQUENT_ACCESS" : "STANDARD");
        return p;
    }

    /** Every attribute that is a key of the table or of a secondary index, with its resolved type. */
    static ArrayNode attributeDefinitions(Table t) {
        Set<String> names = TableSchema.definedAttributes(t);
        ArrayNode out = F.arrayNode();
        for (String n : names) {
            ObjectNode d = out.addObject();
            d.put("AttributeName", n);
            d.put("AttributeType", t.keyType(n).name());
        }
        return out;
    }

    /** HASH then RANGE elements; a multi-attribute key lists each of its attributes in order. */
    static ArrayNode keySchema(List<String> partition, List<String> sort) {
        ArrayNode out = F.arrayNode();
        for (String a : partition) {
            ObjectNode k = out.addObject();
            k.put("AttributeName", a);
            k.put("KeyType", "HASH");
        }
        for (String a : sort) {
            ObjectNode k = out.addObject();
            k.put("AttributeName", a);
            k.put("KeyType", "RANGE");
        }
        return out;
    }

    static ObjectNode projection(Projection p) {
        ObjectNode out = F.objectNode();
        out.put("ProjectionType", p.type().name());
        if (p.type() == Projection.Type.INCLUDE) {
            ArrayNode attrs = out.putArray("NonKeyAttributes");
            p.attributes().forEach(attrs::add);
        }
        return out;
    }

    /** Provisioned units; a design that states none starts at its autoscaling minimum, else at 1. */
    private static ObjectNode throughput(Capacity c) {
        ObjectNode out = F.objectNode();
        out.put("ReadCapacityUnits", units(c.read(), c));
        out.put("WriteCapacityUnits", units(c.write(), c));
        return out;
    }

    static int units(Integer stated, Capacity c) {
        if (stated != null) {
            return stated;
        }
        return c.autoscaling() != null && c.autoscaling().min() != null ? c.autoscaling().min() : 1;
    }

    /** What the snippet cannot say, in words for the page. */
    static List<String> notes(Table t, boolean kinesisConsumer) {
        List<String> out = new ArrayList<>();
        Capacity c = t.capacity();
        if (c.mode() == Capacity.Mode.PROVISIONED && (c.read() == null || c.write() == null)) {
            out.add("The design states no provisioned " + (c.read() == null && c.write() == null ? "read or write"
                    : c.read() == null ? "read" : "write") + " units; the snippet starts at "
                    + (c.autoscaling() != null && c.autoscaling().min() != null ? "the autoscaling minimum" : "1 unit")
                    + ".");
        }
        if (c.mode() == Capacity.Mode.PROVISIONED && c.autoscaling() != null && !t.isGlobal()) {
            out.add("Autoscaling is configured separately (AWS::ApplicationAutoScaling::ScalableTarget and "
                    + "ScalingPolicy per dimension).");
        }
        if (t.isGlobal()) {
            out.addAll(GlobalTableTemplate.notes(t));
        }
        if (!t.vectorIndexes().isEmpty()) {
            out.add("Vector indexes (" + String.join(", ", t.vectorIndexes().keySet()) + ") are not part of the "
                    + "snippet.");
        }
        if (kinesisConsumer) {
            out.add("The Kinesis Data Streams destination (KinesisStreamSpecification) needs the stream's ARN and is "
                    + "not part of the snippet.");
        }
        return out;
    }

    /** For tests: the YAML parsed back. */
    static JsonNode parse(String yaml) {
        try {
            return YAML.readTree(yaml);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
