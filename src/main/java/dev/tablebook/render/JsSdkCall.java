package dev.tablebook.render;

import dev.tablebook.request.SdkRequest;
import dev.tablebook.model.AttrType;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.render.CodeTree.Arr;
import dev.tablebook.render.CodeTree.Code;
import dev.tablebook.render.CodeTree.Comment;
import dev.tablebook.render.CodeTree.Entry;
import dev.tablebook.render.CodeTree.Obj;
import dev.tablebook.request.SdkRequest.Kind;
import dev.tablebook.request.SdkRequest.Value;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A request written for the AWS SDK for JavaScript v3 document client ({@code @aws-sdk/lib-dynamodb}). */
final class JsSdkCall {
    private JsSdkCall() {
    }

    static String of(SdkRequest r, String title, String region) {
        String result = switch (r.kind()) {
            case QUERY, SCAN -> "const { Items, LastEvaluatedKey } = ";
            case GET -> "const { Item } = ";
            case BATCH_GET -> "const { Responses, UnprocessedKeys } = ";
            case TRANSACT_GET -> "const { Responses } = ";
            case BATCH_WRITE -> "const { UnprocessedItems } = ";
            default -> "";
        };
        StringBuilder sb = new StringBuilder();
        sb.append("import { DynamoDBClient } from \"@aws-sdk/client-dynamodb\";\n");
        sb.append("import { DynamoDBDocumentClient, ").append(r.kind().jsCommand)
                .append(" } from \"@aws-sdk/lib-dynamodb\";\n\n");
        sb.append("const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: ")
                .append(CodeTree.quote(region)).append(" }));\n\n");
        sb.append("// ").append(title.replaceAll("[\\r\\n\\u2028\\u2029]+", " ")).append('\n');
        sb.append(result).append("await client.send(new ").append(r.kind().jsCommand).append('(');
        print(params(r), 0, sb);
        return sb.append("));\n").toString();
    }

    static Obj params(SdkRequest r) {
        List<Entry> e = new ArrayList<>();
        switch (r.kind()) {
            case BATCH_GET -> {
                Map<String, List<SdkRequest>> byTable = CodeTree.byTable(r.parts());
                List<Entry> tables = new ArrayList<>();
                byTable.forEach((table, gets) -> {
                    List<Entry> t = new ArrayList<>();
                    t.add(new Entry("Keys", CodeTree.repeated(gets, g -> value(g.key()))));
                    SdkRequest first = gets.get(0);
                    CodeTree.quoted(t, "ProjectionExpression", first.projection());
                    CodeTree.names(t, "ExpressionAttributeNames", first.names());
                    if (r.consistent()) {
                        t.add(new Entry("ConsistentRead", new Code("true")));
                    }
                    tables.add(new Entry(table, new Obj(t)));
                });
                e.add(new Entry("RequestItems", new Obj(tables)));
            }
            case TRANSACT_GET, TRANSACT_WRITE -> {
                e.add(new Entry("TransactItems", CodeTree.repeated(r.parts(), p -> new Obj(List.of(
                        new Entry(transactVerb(p.kind()), new Obj(fields(p))))))));
                if (r.clientToken() != null) {
                    e.add(new Entry("ClientRequestToken", new Code(r.clientToken())));
                }
            }
            case BATCH_WRITE -> {
                List<Entry> tables = new ArrayList<>();
                CodeTree.byTable(r.parts()).forEach((table, writes) -> tables.add(new Entry(table, CodeTree.repeated(writes,
                        w -> new Obj(List.of(w.kind() == Kind.DELETE
                                ? new Entry("DeleteRequest", new Obj(List.of(new Entry("Key", value(w.key())))))
                                : new Entry("PutRequest", new Obj(List.of(new Entry("Item", value(w.item())))))))))));
                e.add(new Entry("RequestItems", new Obj(tables)));
            }
            default -> e.addAll(fields(r));
        }
        return new Obj(e);
    }

    /** The fields of a single-item or single-table request, in the order the API documents them. */
    private static List<Entry> fields(SdkRequest r) {
        List<Entry> e = new ArrayList<>();
        e.add(new Entry("TableName", new Code(CodeTree.quote(r.table()))));
        CodeTree.quoted(e, "IndexName", r.index());
        if (!r.key().isEmpty()) {
            e.add(new Entry("Key", value(r.key())));
        }
        if (!r.item().isEmpty()) {
            e.add(new Entry("Item", value(r.item())));
        }
        CodeTree.quoted(e, "KeyConditionExpression", r.keyCondition());
        CodeTree.quoted(e, "UpdateExpression", r.update());
        CodeTree.quoted(e, "ConditionExpression", r.condition());
        CodeTree.quoted(e, "FilterExpression", r.filter());
        CodeTree.quoted(e, "ProjectionExpression", r.projection());
        CodeTree.names(e, "ExpressionAttributeNames", r.names());
        if (!r.values().isEmpty()) {
            e.add(new Entry("ExpressionAttributeValues", value(r.values())));
        }
        if (r.descending()) {
            e.add(new Entry("ScanIndexForward", new Code("false")));
        }
        if (r.limit() != null) {
            e.add(new Entry("Limit", new Code(Integer.toString(r.limit()))));
        }
        if (r.consistent()) {
            e.add(new Entry("ConsistentRead", new Code("true")));
        }
        return e;
    }

    private static String transactVerb(Kind k) {
        return switch (k) {
            case GET -> "Get";
            case PUT -> "Put";
            case UPDATE -> "Update";
            case CHECK -> "ConditionCheck";
            default -> "Delete";
        };
    }

    private static Obj value(Map<String, Value> values) {
        List<Entry> e = new ArrayList<>();
        values.forEach((k, v) -> e.add(new Entry(k, new Code(expression(v)))));
        return new Obj(e);
    }

    /** A literal string, a variable, or a template literal joining them. */
    static String expression(Value v) {
        KeyTemplate t = v.template();
        if (t.isLiteral()) {
            return v.type() == AttrType.N && t.text().matches("-?[0-9]+(\\.[0-9]+)?") ? t.text() : CodeTree.quote(t.text());
        }
        if (t.singlePlaceholder().isPresent()) {
            return CodeTree.variable(t.singlePlaceholder().get());
        }
        StringBuilder sb = new StringBuilder("`");
        for (KeyTemplate.Part p : t.parts()) {
            if (p instanceof KeyTemplate.Literal l) {
                sb.append(l.text().replace("\\", "\\\\").replace("`", "\\`").replace("${", "\\${"));
            } else {
                sb.append("${").append(CodeTree.variable(((KeyTemplate.Placeholder) p).attribute())).append('}');
            }
        }
        return sb.append('`').toString();
    }

    private static void print(CodeTree node, int depth, StringBuilder sb) {
        String pad = "  ".repeat(depth + 1);
        if (node instanceof Code c) {
            sb.append(c.text());
        } else if (node instanceof Obj o) {
            sb.append("{\n");
            for (Entry en : o.entries()) {
                sb.append(pad).append(key(en.key())).append(": ");
                print(en.value(), depth + 1, sb);
                sb.append(",\n");
            }
            sb.append("  ".repeat(depth)).append('}');
        } else if (node instanceof Arr a) {
            sb.append("[\n");
            for (CodeTree item : a.items()) {
                sb.append(pad);
                if (item instanceof Comment c) {
                    sb.append("// ").append(c.text()).append('\n');
                } else {
                    print(item, depth + 1, sb);
                    sb.append(",\n");
                }
            }
            sb.append("  ".repeat(depth)).append(']');
        }
    }

    private static String key(String k) {
        return k.matches("[A-Za-z_$][A-Za-z0-9_$]*") ? k : CodeTree.quote(k);
    }
}
