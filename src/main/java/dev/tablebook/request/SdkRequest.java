package dev.tablebook.request;

import dev.tablebook.model.AttrType;
import dev.tablebook.load.ConditionExpression;
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
     * ({@code #status = :placed}): the attribute and how: a comparator as the expression writes it
     * (turned round for {@code :v < attr}), {@code =} for a candidate of an {@code IN}, {@code >} and
     * {@code <} for the low and high bound of a {@code BETWEEN}, the function's name for
     * {@code begins_with}, {@code contains} and {@code attribute_type}, {@code size} and the comparator
     * for {@code size(attr) < :v}.
     */
    public record Comparison(String attribute, String op) {
    }

    /** Collects the {@code #name} and {@code :value} placeholders of one request's expressions. */
    static final class Expressions {
        private static final Pattern NAME = Pattern.compile("#([A-Za-z0-9_]+)");
        private static final Pattern VALUE = Pattern.compile(":([A-Za-z0-9_]+)");
        /** A character that cannot stand in a placeholder's name. */
        private static final Pattern NOT_TOKEN = Pattern.compile("[^A-Za-z0-9_]");
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
                AttrType type = c == null ? AttrType.S : valueType(c, types.apply(c.attribute()));
                values.putIfAbsent(v.group(), new Value(KeyTemplate.of("{" + v.group(1) + "}"),
                        type == null ? AttrType.S : type, c));
            }
            return expression;
        }

        /** The type of a value compared as {@code c} says with an attribute of the given type. */
        private static AttrType valueType(Comparison c, AttrType attribute) {
            if (c.op().startsWith("size")) {
                return AttrType.N;
            }
            if (c.op().equals("attribute_type") || c.op().equals("begins_with")) {
                return AttrType.S;
            }
            if (c.op().equals("contains") && attribute != null) {
                return switch (attribute) {
                    case SS -> AttrType.S;
                    case NS -> AttrType.N;
                    case BS -> AttrType.B;
                    case L, M -> AttrType.S;
                    default -> attribute;
                };
            }
            return attribute;
        }

        /**
         * Each {@code :value} compared with an attribute, with the attribute's name and how it is
         * compared: a comparator ({@code attr OP :v}, or {@code :v OP attr} turned round), {@code =}
         * for each candidate of an {@code IN}, {@code >} and {@code <} for the bounds of a
         * {@code BETWEEN} (bounds that differ and hold the attribute's value between them),
         * {@code begins_with}, {@code contains}, {@code attribute_type}, and {@code size<=} and
         * the like for a value compared with {@code size(attr)}.
         */
        private Map<String, Comparison> comparisons(String expression) {
            Map<String, Comparison> out = new LinkedHashMap<>();
            ConditionExpression.parse(expression).ifPresent(c -> collect(c, out));
            return out;
        }

        private void collect(ConditionExpression.Cond c, Map<String, Comparison> out) {
            if (c instanceof ConditionExpression.And a) {
                collect(a.left(), out);
                collect(a.right(), out);
            } else if (c instanceof ConditionExpression.Or o) {
                collect(o.left(), out);
                collect(o.right(), out);
            } else if (c instanceof ConditionExpression.Not n) {
                collect(n.inner(), out);
            } else if (c instanceof ConditionExpression.Compare cmp) {
                if (cmp.right() instanceof ConditionExpression.Value v) {
                    compared(cmp.left(), cmp.op(), v, out);
                } else if (cmp.left() instanceof ConditionExpression.Value v) {
                    compared(cmp.right(), switch (cmp.op()) {
                        case "<" -> ">";
                        case ">" -> "<";
                        case "<=" -> ">=";
                        case ">=" -> "<=";
                        default -> cmp.op();
                    }, v, out);
                }
            } else if (c instanceof ConditionExpression.Between b) {
                if (b.low() instanceof ConditionExpression.Value lo) {
                    compared(b.subject(), ">", lo, out);
                }
                if (b.high() instanceof ConditionExpression.Value hi) {
                    compared(b.subject(), "<", hi, out);
                }
            } else if (c instanceof ConditionExpression.In in) {
                for (ConditionExpression.Operand o : in.candidates()) {
                    if (o instanceof ConditionExpression.Value v) {
                        compared(in.subject(), "=", v, out);
                    }
                }
            } else if (c instanceof ConditionExpression.Function f && f.args().size() == 2
                    && f.args().get(1) instanceof ConditionExpression.Value v) {
                compared(f.args().get(0), f.name(), v, out);
            }
        }

        private void compared(ConditionExpression.Operand subject, String op, ConditionExpression.Value v,
                              Map<String, Comparison> out) {
            if (subject instanceof ConditionExpression.Path p && p.elements().size() == 1) {
                out.putIfAbsent(v.name(), new Comparison(attributeName(p.head()), op));
            } else if (subject instanceof ConditionExpression.Size s && s.path().elements().size() == 1) {
                out.putIfAbsent(v.name(), new Comparison(attributeName(s.path().head()), "size" + op));
            }
        }

        private String attributeName(String operand) {
            return operand.startsWith("#") ? names.getOrDefault(operand, operand.substring(1)) : operand;
        }

        private static String token(String attribute) {
            return NOT_TOKEN.matcher(attribute).replaceAll("_");
        }
    }
}
