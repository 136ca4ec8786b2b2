package dev.tablebook.verify;

import dev.tablebook.model.KeyTemplate;
import dev.tablebook.request.SdkRequest;
import dev.tablebook.request.SdkRequest.Value;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.Capacity;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.Update;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Sends a request of the shared request model to the engine: every field the site's SDK
 * examples print, with its placeholders bound to example values, and ReturnConsumedCapacity
 * INDEXES. A value the design's own expression names ({@code :placed}) takes a value that meets
 * the comparison it stands in on the item the call is bound to; one the expression compares with
 * nothing is not bound ({@link Unbound}), never to its own name.
 */
final class Executor {
    /** The values one part of a request (and one of its repeated copies) is bound to. */
    interface Bindings {
        /** The values, or null when the example data has no further distinct item for this copy. */
        Map<String, Object> values(int part, int copy);
    }

    /** A placeholder no example value fills. */
    static final class Unbound extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unbound(String placeholder) {
            super("no example value for {" + placeholder + "}");
        }
    }

    /** Prefix of the values an item held before an update sets new ones: what a condition compares with. */
    static final String BEFORE = "\u0000before:";

    private final DynamoDbClient client;
    private final Function<String, String> physical;
    private String salt = "";

    Executor(DynamoDbClient client, Function<String, String> physical) {
        this.client = client;
        this.physical = physical;
    }

    Outcome run(SdkRequest r, Bindings b) {
        return run(r, b, "");
    }

    /** As {@link #run(SdkRequest, Bindings)}; {@code salt} makes a repeated transaction's ClientRequestToken a new one. */
    Outcome run(SdkRequest r, Bindings b, String salt) {
        this.salt = salt;
        try {
            return switch (r.kind()) {
                case GET -> get(r, b.values(0, 0));
                case QUERY -> query(r, b.values(0, 0));
                case SCAN -> scan(r, b.values(0, 0));
                case PUT, UPDATE, DELETE -> single(r, b.values(0, 0));
                case BATCH_GET -> batchGet(r, b);
                case TRANSACT_GET -> transactGet(r, b);
                case BATCH_WRITE -> batchWrite(r, b);
                case TRANSACT_WRITE -> transactWrite(r, b);
                case CHECK -> throw new IllegalArgumentException("a ConditionCheck is a part of a TransactWriteItems only");
            };
        } catch (DynamoDbException e) {
            String code = e.awsErrorDetails() == null ? null : e.awsErrorDetails().errorCode();
            boolean unsupported = "UnknownOperationException".equals(code)
                    || e.statusCode() == 404 || e.statusCode() == 501;
            boolean fault = !unsupported && Engine.isFault(e);
            return new Outcome(List.of(), null, fault ? Engine.faultMessage(e) : TableMaker.message(e), code, unsupported,
                    fault, null, null);
        }
    }

    private Outcome get(SdkRequest r, Map<String, Object> v) {
        GetItemResponse res = client.getItem(g -> {
            g.tableName(physical.apply(r.table())).key(values(r.key(), v)).consistentRead(r.consistent())
                    .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES);
            if (r.projection() != null) {
                g.projectionExpression(r.projection());
            }
            if (!r.names().isEmpty()) {
                g.expressionAttributeNames(r.names());
            }
        });
        return new Outcome(res.hasItem() && !res.item().isEmpty() ? List.of(res.item()) : List.of(),
                units(List.of(res.consumedCapacity()), true), null, null, false);
    }

    private Outcome query(SdkRequest r, Map<String, Object> v) {
        QueryResponse res = client.query(q -> {
            q.tableName(physical.apply(r.table())).indexName(r.index()).keyConditionExpression(r.keyCondition())
                    .filterExpression(r.filter()).projectionExpression(r.projection())
                    .scanIndexForward(!r.descending()).limit(r.limit()).consistentRead(r.consistent())
                    .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES);
            if (!r.names().isEmpty()) {
                q.expressionAttributeNames(r.names());
            }
            if (!r.values().isEmpty()) {
                q.expressionAttributeValues(values(r.values(), v));
            }
        });
        return new Outcome(res.items(), units(List.of(res.consumedCapacity()), true), null, null, false, false,
                res.count(), res.scannedCount());
    }

    private Outcome scan(SdkRequest r, Map<String, Object> v) {
        ScanResponse res = client.scan(q -> {
            q.tableName(physical.apply(r.table())).indexName(r.index()).filterExpression(r.filter())
                    .projectionExpression(r.projection()).limit(r.limit()).consistentRead(r.consistent())
                    .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES);
            if (!r.names().isEmpty()) {
                q.expressionAttributeNames(r.names());
            }
            if (!r.values().isEmpty()) {
                q.expressionAttributeValues(values(r.values(), v));
            }
        });
        return new Outcome(res.items(), units(List.of(res.consumedCapacity()), true), null, null, false, false,
                res.count(), res.scannedCount());
    }

    private Outcome single(SdkRequest r, Map<String, Object> v) {
        String table = physical.apply(r.table());
        Map<String, String> names = r.names().isEmpty() ? null : r.names();
        Map<String, AttributeValue> vals = r.values().isEmpty() ? null : values(r.values(), v);
        ConsumedCapacity c = switch (r.kind()) {
            case PUT -> client.putItem(p -> p.tableName(table).item(values(r.item(), v))
                    .conditionExpression(r.condition()).expressionAttributeNames(names).expressionAttributeValues(vals)
                    .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity();
            case UPDATE -> client.updateItem(u -> u.tableName(table).key(values(r.key(), v))
                    .updateExpression(r.update()).conditionExpression(r.condition())
                    .expressionAttributeNames(names).expressionAttributeValues(vals)
                    .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity();
            default -> client.deleteItem(d -> d.tableName(table).key(values(r.key(), v))
                    .conditionExpression(r.condition()).expressionAttributeNames(names).expressionAttributeValues(vals)
                    .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)).consumedCapacity();
        };
        return new Outcome(List.of(), units(List.of(c), false), null, null, false);
    }

    private Outcome batchGet(SdkRequest r, Bindings b) {
        Map<String, List<Map<String, AttributeValue>>> keys = new LinkedHashMap<>();
        Map<String, SdkRequest> first = new LinkedHashMap<>();
        forEachCopy(r, b, (part, v) -> {
            String t = physical.apply(part.table());
            keys.computeIfAbsent(t, k -> new ArrayList<>()).add(values(part.key(), v));
            first.putIfAbsent(t, part);
        });
        Map<String, KeysAndAttributes> items = new LinkedHashMap<>();
        keys.forEach((t, k) -> {
            SdkRequest p = first.get(t);
            KeysAndAttributes.Builder ka = KeysAndAttributes.builder().keys(k).consistentRead(r.consistent());
            if (p.projection() != null) {
                ka.projectionExpression(p.projection());
            }
            if (!p.names().isEmpty()) {
                ka.expressionAttributeNames(p.names());
            }
            items.put(t, ka.build());
        });
        BatchGetItemResponse res = client.batchGetItem(g -> g.requestItems(items)
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES));
        List<Map<String, AttributeValue>> out = new ArrayList<>();
        res.responses().values().forEach(out::addAll);
        String error = res.hasUnprocessedKeys() && !res.unprocessedKeys().isEmpty()
                ? "the engine left keys unprocessed" : null;
        return new Outcome(out, units(res.consumedCapacity(), true), error, null, false);
    }

    private Outcome transactGet(SdkRequest r, Bindings b) {
        List<TransactGetItem> items = new ArrayList<>();
        forEachCopy(r, b, (part, v) -> {
            Get.Builder g = Get.builder().tableName(physical.apply(part.table())).key(values(part.key(), v));
            if (part.projection() != null) {
                g.projectionExpression(part.projection());
            }
            if (!part.names().isEmpty()) {
                g.expressionAttributeNames(part.names());
            }
            items.add(TransactGetItem.builder().get(g.build()).build());
        });
        TransactGetItemsResponse res = client.transactGetItems(t -> t.transactItems(items)
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES));
        List<Map<String, AttributeValue>> out = new ArrayList<>();
        res.responses().forEach(i -> {
            if (i.hasItem() && !i.item().isEmpty()) {
                out.add(i.item());
            }
        });
        return new Outcome(out, units(res.consumedCapacity(), true), null, null, false);
    }

    private Outcome batchWrite(SdkRequest r, Bindings b) {
        Map<String, List<WriteRequest>> items = new LinkedHashMap<>();
        forEachCopy(r, b, (part, v) -> items.computeIfAbsent(physical.apply(part.table()), k -> new ArrayList<>())
                .add(part.kind() == SdkRequest.Kind.DELETE
                        ? WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(values(part.key(), v)).build()).build()
                        : WriteRequest.builder().putRequest(PutRequest.builder().item(values(part.item(), v)).build()).build()));
        BatchWriteItemResponse res = client.batchWriteItem(w -> w.requestItems(items)
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES));
        String error = res.hasUnprocessedItems() && !res.unprocessedItems().isEmpty()
                ? "the engine left items unprocessed" : null;
        return new Outcome(List.of(), units(res.consumedCapacity(), false), error, null, false);
    }

    private Outcome transactWrite(SdkRequest r, Bindings b) {
        List<TransactWriteItem> items = new ArrayList<>();
        forEachCopy(r, b, (part, v) -> {
            String t = physical.apply(part.table());
            Map<String, String> names = part.names().isEmpty() ? null : part.names();
            Map<String, AttributeValue> vals = part.values().isEmpty() ? null : values(part.values(), v);
            TransactWriteItem.Builder w = TransactWriteItem.builder();
            switch (part.kind()) {
                case PUT -> w.put(Put.builder().tableName(t).item(values(part.item(), v)).conditionExpression(part.condition())
                        .expressionAttributeNames(names).expressionAttributeValues(vals).build());
                case UPDATE -> w.update(Update.builder().tableName(t).key(values(part.key(), v))
                        .updateExpression(part.update()).conditionExpression(part.condition())
                        .expressionAttributeNames(names).expressionAttributeValues(vals).build());
                case CHECK -> w.conditionCheck(ConditionCheck.builder().tableName(t).key(values(part.key(), v))
                        .conditionExpression(part.condition()).expressionAttributeNames(names)
                        .expressionAttributeValues(vals).build());
                default -> w.delete(Delete.builder().tableName(t).key(values(part.key(), v))
                        .conditionExpression(part.condition()).expressionAttributeNames(names)
                        .expressionAttributeValues(vals).build());
            }
            items.add(w.build());
        });
        TransactWriteItemsResponse res = client.transactWriteItems(t -> {
            t.transactItems(items).returnConsumedCapacity(ReturnConsumedCapacity.INDEXES);
            if (r.clientToken() != null) {
                t.clientRequestToken("tablebook-verify-" + salt + Integer.toHexString(items.hashCode()));
            }
        });
        return new Outcome(List.of(), units(res.consumedCapacity(), false), null, null, false);
    }

    private interface PartVisitor {
        void visit(SdkRequest part, Map<String, Object> values);
    }

    private static void forEachCopy(SdkRequest r, Bindings b, PartVisitor visitor) {
        for (int i = 0; i < r.parts().size(); i++) {
            SdkRequest part = r.parts().get(i);
            for (int copy = 0; copy < part.repeat(); copy++) {
                Map<String, Object> values = b.values(i, copy);
                if (values != null) {
                    visitor.visit(part, values); // null: no further distinct item for this copy
                }
            }
        }
    }

    /** The request's values, bound. */
    static Map<String, AttributeValue> values(Map<String, Value> in, Map<String, Object> v) {
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        in.forEach((name, value) -> out.put(name, Values.attribute(bind(value, v), value.type())));
        return out;
    }

    static Object bind(Value value, Map<String, Object> v) {
        KeyTemplate t = value.template();
        var rendered = Values.render(t, value.type(), v);
        if (rendered.isPresent()) {
            return rendered.get();
        }
        if (t.singlePlaceholder().isPresent()) {
            SdkRequest.Comparison c = value.comparison();
            if (c != null && (v.containsKey(BEFORE + c.attribute()) || v.containsKey(c.attribute()))) {
                Object mine = v.containsKey(BEFORE + c.attribute()) ? v.get(BEFORE + c.attribute()) : v.get(c.attribute());
                Object out = satisfying(mine, c.op());
                if (out != null) {
                    return out;
                }
            }
            // never the placeholder's own name: a value nothing on the item decides is not bound
            throw new Unbound(t.singlePlaceholder().get() + (c == null ? "} (the expression compares it with no attribute"
                    + " of the item, so tablebook cannot choose a value that means something; compare it with one"
                    : "} (the item holds no `" + c.attribute() + "` to take it from"));
        }
        throw new Unbound(t.placeholders().stream().filter(p -> !v.containsKey(p)).findFirst().orElse("?"));
    }

    /**
     * A value that makes {@code attribute OP value} hold for the item's own value: the value
     * itself for {@code =}, {@code <=}, {@code >=}; a neighbour of it for {@code <}, {@code >},
     * {@code <>} (so the bounds of a {@code BETWEEN}, bound with {@code >} and {@code <}, differ);
     * the value itself for {@code begins_with} and {@code contains} on text, an element of a set or
     * list for {@code contains}, its type code for {@code attribute_type}, and for {@code size} the
     * size of the value compared as the comparator says. Null when no value can.
     */
    static Object satisfying(Object mine, String op) {
        if (op.startsWith("size")) {
            Long size = mine instanceof String s ? (long) s.codePointCount(0, s.length())
                    : mine instanceof java.util.Collection<?> c ? (long) c.size() : mine instanceof Map<?, ?> m
                    ? (long) m.size() : null;
            return size == null ? null : satisfying(size, op.substring(4));
        }
        switch (op) {
            case "begins_with" -> {
                return mine instanceof String ? mine : null;
            }
            case "contains" -> {
                if (mine instanceof java.util.Collection<?> c) {
                    return c.isEmpty() ? null : c.iterator().next();
                }
                return mine instanceof String ? mine : null;
            }
            case "attribute_type" -> {
                return Evaluate.typeOf(Values.attribute(mine, null));
            }
            default -> {
            }
        }
        if (op.equals("=") || op.equals("<=") || op.equals(">=")) {
            return mine;
        }
        boolean bigger = op.equals("<") || op.equals("<>");
        if (mine instanceof Number n) {
            java.math.BigDecimal d = new java.math.BigDecimal(Values.text(n));
            return bigger ? d.add(java.math.BigDecimal.ONE) : d.subtract(java.math.BigDecimal.ONE);
        }
        String text = Values.text(mine);
        return bigger ? text + "~" : text.isEmpty() ? text : text.substring(0, text.length() - 1);
    }

    /** The units the engine reported; null when it reported none. */
    private static Outcome.Units units(List<ConsumedCapacity> list, boolean read) {
        double total = 0;
        Map<String, Double> by = new LinkedHashMap<>();
        boolean any = false;
        for (ConsumedCapacity c : list) {
            if (c == null || c.capacityUnits() == null) {
                continue;
            }
            any = true;
            total += c.capacityUnits();
            if (c.table() != null) {
                by.merge("table", units(c.table()), Double::sum);
            }
            if (c.hasGlobalSecondaryIndexes()) {
                c.globalSecondaryIndexes().forEach((k, x) -> by.merge(k, units(x), Double::sum));
            }
            if (c.hasLocalSecondaryIndexes()) {
                c.localSecondaryIndexes().forEach((k, x) -> by.merge(k, units(x), Double::sum));
            }
        }
        if (!any) {
            return null;
        }
        return new Outcome.Units(read ? total : 0, read ? 0 : total, by);
    }

    private static double units(Capacity c) {
        return c.capacityUnits() == null ? 0 : c.capacityUnits();
    }
}
