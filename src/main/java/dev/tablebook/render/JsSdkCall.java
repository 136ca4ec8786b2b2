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
import dev.tablebook.request.Shards;
import java.util.regex.Pattern;
import dev.tablebook.request.SdkRequest.Value;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A request written for the AWS SDK for JavaScript v3 document client ({@code @aws-sdk/lib-dynamodb}). */
final class JsSdkCall {
    /** A number literal JavaScript reads as the number itself. */
    private static final Pattern NUMBER = Pattern.compile("-?[0-9]+(\\.[0-9]+)?");
    /** A key that needs no quotes in an object literal. */
    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*");

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
        sb.append("// ").append(CodeTree.oneLine(title)).append('\n');
        Shards shards = r.shards();
        boolean gather = shards != null && shards.placeholder() != null && r.kind().reads();
        StringBuilder call = new StringBuilder();
        call.append(!gather ? result : switch (r.kind()) {
            case GET -> "const { Item } = ";
            case QUERY -> "const { Items } = ";
            default -> "const { Responses } = ";
        })
                .append("await client.send(new ").append(r.kind().jsCommand).append('(');
        print(params(r), 0, call);
        call.append("));\n");
        if (shards == null) {
            return sb.append(call).toString();
        }
        int n = shards.count();
        if (shards.placeholder() == null) {
            return sb.append("// ").append(CodeTree.unshardable(n)).append('\n').append(call).toString();
        }
        String shard = SdkVariables.of(shards.placeholder());
        String number = CodeTree.shardCounter(shard);
        boolean numeric = numeric(r, shards.placeholder());
        if (!gather) {
            String random = "Math.floor(Math.random() * " + n + ")";
            return sb.append("// ").append(CodeTree.randomShard(n)).append('\n').append("const ").append(shard)
                    .append(" = ").append(numeric ? random : "String(" + random + ")").append(";\n")
                    .append(call).toString();
        }
        String value = numeric ? number : "String(" + number + ")";
        sb.append("// ").append(CodeTree.scatterGather(r.kind(), n)).append('\n');
        sb.append("const items = [];\n");
        sb.append("for (let ").append(number).append(" = 0; ").append(number).append(" < ").append(n).append("; ")
                .append(number).append("++) {\n");
        sb.append("  const ").append(shard).append(" = ").append(value).append(";\n");
        call.toString().lines().forEach(l -> sb.append("  ").append(l).append('\n'));
        sb.append(switch (r.kind()) {
            case GET -> "  if (Item) {\n    items.push(Item);\n  }\n";
            case BATCH_GET -> "  Object.values(Responses ?? {}).forEach((found) => items.push(...found));\n";
            case TRANSACT_GET -> "  (Responses ?? []).forEach((found) => found.Item && items.push(found.Item));\n";
            default -> "  items.push(...(Items ?? []));\n";
        });
        return sb.append("}\n").toString();
    }

    /** Whether the shard suffix is a number attribute of its own (a lone placeholder of type N), not text in a key. */
    private static boolean numeric(SdkRequest r, String placeholder) {
        List<Map<String, Value>> all = new ArrayList<>(List.of(r.key(), r.item(), r.values()));
        r.parts().forEach(x -> all.addAll(List.of(x.key(), x.item(), x.values())));
        return all.stream().flatMap(m -> m.values().stream()).anyMatch(v -> v.type() == AttrType.N
                && v.template().singlePlaceholder().filter(placeholder::equals).isPresent());
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
            return v.type() == AttrType.N && NUMBER.matcher(t.text()).matches() ? t.text() : CodeTree.quote(t.text());
        }
        if (t.singlePlaceholder().isPresent()) {
            return SdkVariables.of(t.singlePlaceholder().get());
        }
        StringBuilder sb = new StringBuilder("`");
        for (KeyTemplate.Part p : t.parts()) {
            if (p instanceof KeyTemplate.Literal l) {
                sb.append(l.text().replace("\\", "\\\\").replace("`", "\\`").replace("${", "\\${"));
            } else {
                sb.append("${").append(SdkVariables.of(((KeyTemplate.Placeholder) p).attribute())).append('}');
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
        return IDENTIFIER.matcher(k).matches() ? k : CodeTree.quote(k);
    }
}
