package dev.tablebook.request;

import dev.tablebook.model.AttrType;
import dev.tablebook.model.KeyTemplate;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A DynamoDB request built from an access pattern, before it is written in one SDK's syntax:
 * the fields of the API call with expressions, their attribute names and values. A batch or a
 * transaction holds its items in {@code parts}; {@code repeat} says how many items of that
 * shape one call carries. {@code shards} is null unless the pattern is sharded: a sharded read
 * is this request sent once per shard number, a sharded write this request under one shard number
 * picked at random (see {@link Shards}).
 *
 * <p>This one model feeds both the site's SDK examples (printed by {@code render}) and the
 * requests {@code verify} sends to an engine (bound to example items by {@code verify}).
 */
public record SdkRequest(Kind kind, String table, String index, Map<String, Value> key, Map<String, Value> item,
                  String keyCondition, String filter, String projection, String update, String condition,
                  Map<String, String> names, Map<String, Value> values, Integer limit, boolean descending,
                  boolean consistent, List<SdkRequest> parts, int repeat, String clientToken, Shards shards) {

    /** A request of a pattern that is not sharded. */
    public SdkRequest(Kind kind, String table, String index, Map<String, Value> key, Map<String, Value> item,
                      String keyCondition, String filter, String projection, String update, String condition,
                      Map<String, String> names, Map<String, Value> values, Integer limit, boolean descending,
                      boolean consistent, List<SdkRequest> parts, int repeat, String clientToken) {
        this(kind, table, index, key, item, keyCondition, filter, projection, update, condition, names, values, limit,
                descending, consistent, parts, repeat, clientToken, null);
    }

    /** The same request, sharded as given (null: not sharded). */
    public SdkRequest withShards(Shards s) {
        return new SdkRequest(kind, table, index, key, item, keyCondition, filter, projection, update, condition, names,
                values, limit, descending, consistent, parts, repeat, clientToken, s);
    }

    public enum Kind {
        GET("GetCommand", "getItem", "GetItem"), QUERY("QueryCommand", "query", "Query"),
        SCAN("ScanCommand", "scan", "Scan"), PUT("PutCommand", "putItem", "PutItem"),
        UPDATE("UpdateCommand", "updateItem", "UpdateItem"), DELETE("DeleteCommand", "deleteItem", "DeleteItem"),
        BATCH_GET("BatchGetCommand", "batchGetItem", "BatchGetItem"),
        TRANSACT_GET("TransactGetCommand", "transactGetItems", "TransactGetItems"),
        BATCH_WRITE("BatchWriteCommand", "batchWriteItem", "BatchWriteItem"),
        TRANSACT_WRITE("TransactWriteCommand", "transactWriteItems", "TransactWriteItems"),
        /** A ConditionCheck: a part of a TransactWriteItems only. */
        CHECK("ConditionCheck", "conditionCheck", "ConditionCheck");

        /** The lib-dynamodb command class, the DynamoDbClient method, the API operation. */
        public final String jsCommand;
        public final String javaMethod;
        public final String api;

        Kind(String jsCommand, String javaMethod, String api) {
            this.jsCommand = jsCommand;
            this.javaMethod = javaMethod;
            this.api = api;
        }

        /** Whether the operation reads (a sharded one is a scatter-gather: one call per shard). */
        public boolean reads() {
            return this == GET || this == QUERY || this == SCAN || this == BATCH_GET || this == TRANSACT_GET;
        }
    }

    /** A value: a key template (literals and placeholders) or a lone placeholder, with its DynamoDB type. */
    public record Value(KeyTemplate template, AttrType type, Comparison comparison) {
        public Value(KeyTemplate template, AttrType type) {
            this(template, type, null);
        }

        public static Value of(String attribute, AttrType type) {
            return new Value(KeyTemplate.of("{" + attribute + "}"), type);
        }
    }

    /**
     * Where a design's expression compares an attribute with a value the caller supplies
     * ({@code #status = :placed}): the attribute and the operator, as the expression writes them.
     */
    public record Comparison(String attribute, String op) {
    }

    /** Collects the {@code #name} and {@code :value} placeholders of one request's expressions. */
    static final class Expressions {
        private static final Pattern NAME = Pattern.compile("#([A-Za-z0-9_]+)");
        private static final Pattern VALUE = Pattern.compile(":([A-Za-z0-9_]+)");
        private static final Pattern COMPARED = Pattern.compile(
                "(#?[A-Za-z_][A-Za-z0-9_]*)\\s*(<>|<=|>=|=|<|>)\\s*(:[A-Za-z0-9_]+)");
        private static final Pattern COMPARED_REVERSED = Pattern.compile(
                "(:[A-Za-z0-9_]+)\\s*(<>|<=|>=|=|<|>)\\s*(#?[A-Za-z_][A-Za-z0-9_]*)");
        final Map<String, String> names = new LinkedHashMap<>();
        final Map<String, Value> values = new LinkedHashMap<>();

        /**
         * {@code #attr}, registered. Names that reduce to the same token ({@code Status#Time} and
         * {@code Status_Time}) get aliases of their own ({@code #Status_Time_2}).
         */
        String name(String attribute) {
            for (Map.Entry<String, String> e : names.entrySet()) {
                if (e.getValue().equals(attribute)) {
                    return e.getKey();
                }
            }
            String base = "#" + token(attribute);
            String alias = base;
            for (int n = 2; names.containsKey(alias); n++) {
                alias = base + "_" + n;
            }
            names.put(alias, attribute);
            return alias;
        }

        /** {@code :attr} (with a suffix when given), registered with its value. */
        String value(String attribute, String suffix, Value v) {
            String base = ":" + token(attribute) + suffix;
            String alias = base;
            for (int n = 2; values.containsKey(alias) && !values.get(alias).equals(v); n++) {
                alias = base + "_" + n;
            }
            values.putIfAbsent(alias, v);
            return alias;
        }

        /**
         * An expression written in the design (a condition or filter): its {@code #name}s are read
         * as attribute names and its {@code :value}s as values the caller supplies.
         */
        String adopt(String expression, Function<String, AttrType> types) {
            if (expression == null) {
                return null;
            }
            Matcher n = NAME.matcher(expression);
            while (n.find()) {
                names.putIfAbsent(n.group(), n.group(1));
            }
            Map<String, Comparison> compared = comparisons(expression);
            Matcher v = VALUE.matcher(expression);
            while (v.find()) {
                Comparison c = compared.get(v.group());
                AttrType type = c == null ? AttrType.S : types.apply(c.attribute());
                values.putIfAbsent(v.group(), new Value(KeyTemplate.of("{" + v.group(1) + "}"),
                        type == null ? AttrType.S : type, c));
            }
            return expression;
        }

        /** Each {@code :value} compared with an attribute ({@code attr OP :v} or {@code :v OP attr}), with the attribute's name. */
        private Map<String, Comparison> comparisons(String expression) {
            Map<String, Comparison> out = new LinkedHashMap<>();
            Matcher m = COMPARED.matcher(expression);
            while (m.find()) {
                out.putIfAbsent(m.group(3), new Comparison(attributeName(m.group(1)), m.group(2)));
            }
            Matcher r = COMPARED_REVERSED.matcher(expression);
            while (r.find()) {
                String op = switch (r.group(2)) {
                    case "<" -> ">";
                    case ">" -> "<";
                    case "<=" -> ">=";
                    case ">=" -> "<=";
                    default -> r.group(2);
                };
                out.putIfAbsent(r.group(1), new Comparison(attributeName(r.group(3)), op));
            }
            return out;
        }

        private String attributeName(String operand) {
            return operand.startsWith("#") ? names.getOrDefault(operand, operand.substring(1)) : operand;
        }

        private static String token(String attribute) {
            return attribute.replaceAll("[^A-Za-z0-9_]", "_");
        }
    }
}
