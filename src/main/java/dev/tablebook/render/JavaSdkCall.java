package dev.tablebook.render;

import dev.tablebook.request.SdkRequest;
import dev.tablebook.model.AttrType;
import dev.tablebook.model.KeyTemplate;
import dev.tablebook.render.CodeTree.Arr;
import dev.tablebook.render.CodeTree.Builder;
import dev.tablebook.render.CodeTree.Code;
import dev.tablebook.render.CodeTree.Comment;
import dev.tablebook.render.CodeTree.Entry;
import dev.tablebook.render.CodeTree.Obj;
import dev.tablebook.request.SdkRequest.Kind;
import dev.tablebook.request.Shards;
import dev.tablebook.request.SdkRequest.Value;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A request written for the AWS SDK for Java v2 ({@code DynamoDbClient} and its request builders). */
final class JavaSdkCall {
    private static final String INDENT = "        ";

    private JavaSdkCall() {
    }

    static String of(SdkRequest r, String title, String region) {
        StringBuilder sb = new StringBuilder();
        sb.append("import java.util.List;\nimport java.util.Map;\n");
        sb.append("import software.amazon.awssdk.regions.Region;\n");
        sb.append("import software.amazon.awssdk.services.dynamodb.DynamoDbClient;\n");
        sb.append("import software.amazon.awssdk.services.dynamodb.model.*;\n\n");
        sb.append("DynamoDbClient dynamoDb = DynamoDbClient.builder().region(Region.of(")
                .append(CodeTree.quote(region)).append(")).build();\n\n");
        sb.append("// ").append(CodeTree.oneLine(title)).append('\n');
        StringBuilder call = new StringBuilder();
        call.append(r.kind().api).append("Response response = dynamoDb.").append(r.kind().javaMethod).append('(');
        print(request(r), 0, call);
        call.append(");\n");
        Shards shards = r.shards();
        if (shards == null) {
            return sb.append(call).toString();
        }
        int n = shards.count();
        if (shards.placeholder() == null) {
            return sb.append("// ").append(CodeTree.unshardable(n)).append('\n').append(call).toString();
        }
        String shard = SdkVariables.of(shards.placeholder());
        String number = CodeTree.shardCounter(shard);
        if (!r.kind().reads()) {
            return sb.append("// ").append(CodeTree.randomShard(n)).append('\n').append("String ").append(shard)
                    .append(" = Integer.toString(java.util.concurrent.ThreadLocalRandom.current().nextInt(").append(n)
                    .append("));\n").append(call).toString();
        }
        sb.insert(sb.indexOf("import java.util.List;"), "import java.util.ArrayList;\n");
        sb.append("// ").append(CodeTree.scatterGather(r.kind(), n)).append('\n');
        sb.append("List<Map<String, AttributeValue>> items = new ArrayList<>();\n");
        sb.append("for (int ").append(number).append(" = 0; ").append(number).append(" < ").append(n).append("; ")
                .append(number).append("++) {\n");
        sb.append("    String ").append(shard).append(" = Integer.toString(").append(number).append(");\n");
        call.toString().lines().forEach(l -> sb.append("    ").append(l).append('\n'));
        sb.append(switch (r.kind()) {
            case GET -> "    if (response.hasItem()) {\n        items.add(response.item());\n    }\n";
            case BATCH_GET -> "    response.responses().values().forEach(items::addAll);\n";
            case TRANSACT_GET -> "    response.responses().stream().filter(ItemResponse::hasItem).forEach(x -> items.add(x.item()));\n";
            default -> "    items.addAll(response.items());\n";
        });
        return sb.append("}\n").toString();
    }

    private static Builder request(SdkRequest r) {
        List<Entry> s = new ArrayList<>();
        switch (r.kind()) {
            case BATCH_GET -> {
                List<Entry> tables = new ArrayList<>();
                CodeTree.byTable(r.parts()).forEach((table, gets) -> {
                    List<Entry> k = new ArrayList<>();
                    k.add(new Entry("keys", CodeTree.repeated(gets, g -> values(g.key()))));
                    SdkRequest first = gets.get(0);
                    CodeTree.quoted(k, "projectionExpression", first.projection());
                    CodeTree.names(k, "expressionAttributeNames", first.names());
                    if (r.consistent()) {
                        k.add(new Entry("consistentRead", new Code("true")));
                    }
                    tables.add(new Entry(table, new Builder("KeysAndAttributes", k)));
                });
                s.add(new Entry("requestItems", new Obj(tables)));
            }
            case TRANSACT_GET, TRANSACT_WRITE -> {
                String item = r.kind() == Kind.TRANSACT_GET ? "TransactGetItem" : "TransactWriteItem";
                s.add(new Entry("transactItems", CodeTree.repeated(r.parts(), p -> new Builder(item, List.of(
                        new Entry(verb(p.kind()), new Builder(capital(verb(p.kind())), fields(p))))))));
                if (r.clientToken() != null) {
                    s.add(new Entry("clientRequestToken", new Code(r.clientToken())));
                }
            }
            case BATCH_WRITE -> {
                List<Entry> tables = new ArrayList<>();
                CodeTree.byTable(r.parts()).forEach((table, writes) -> tables.add(new Entry(table, CodeTree.repeated(writes,
                        w -> new Builder("WriteRequest", List.of(w.kind() == Kind.DELETE
                                ? new Entry("deleteRequest", new Builder("DeleteRequest",
                                List.of(new Entry("key", values(w.key())))))
                                : new Entry("putRequest", new Builder("PutRequest",
                                List.of(new Entry("item", values(w.item())))))))))));
                s.add(new Entry("requestItems", new Obj(tables)));
            }
            default -> s.addAll(fields(r));
        }
        return new Builder(r.kind().api + "Request", s);
    }

    private static List<Entry> fields(SdkRequest r) {
        List<Entry> s = new ArrayList<>();
        CodeTree.quoted(s, "tableName", r.table());
        CodeTree.quoted(s, "indexName", r.index());
        if (!r.key().isEmpty()) {
            s.add(new Entry("key", values(r.key())));
        }
        if (!r.item().isEmpty()) {
            s.add(new Entry("item", values(r.item())));
        }
        CodeTree.quoted(s, "keyConditionExpression", r.keyCondition());
        CodeTree.quoted(s, "updateExpression", r.update());
        CodeTree.quoted(s, "conditionExpression", r.condition());
        CodeTree.quoted(s, "filterExpression", r.filter());
        CodeTree.quoted(s, "projectionExpression", r.projection());
        CodeTree.names(s, "expressionAttributeNames", r.names());
        if (!r.values().isEmpty()) {
            s.add(new Entry("expressionAttributeValues", values(r.values())));
        }
        if (r.descending()) {
            s.add(new Entry("scanIndexForward", new Code("false")));
        }
        if (r.limit() != null) {
            s.add(new Entry("limit", new Code(Integer.toString(r.limit()))));
        }
        if (r.consistent()) {
            s.add(new Entry("consistentRead", new Code("true")));
        }
        return s;
    }

    private static String verb(Kind k) {
        return switch (k) {
            case GET -> "get";
            case PUT -> "put";
            case UPDATE -> "update";
            case CHECK -> "conditionCheck";
            default -> "delete";
        };
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static Obj values(Map<String, Value> values) {
        List<Entry> e = new ArrayList<>();
        values.forEach((k, v) -> e.add(new Entry(k, new Code(attributeValue(v)))));
        return new Obj(e);
    }

    /** {@code AttributeValue.fromS("CUSTOMER#" + customerId)} and its kin for each type. */
    static String attributeValue(Value v) {
        KeyTemplate t = v.template();
        String expr;
        if (t.isLiteral()) {
            expr = CodeTree.quote(t.text());
        } else {
            List<String> parts = new ArrayList<>();
            for (KeyTemplate.Part p : t.parts()) {
                parts.add(p instanceof KeyTemplate.Literal l ? CodeTree.quote(l.text())
                        : SdkVariables.of(((KeyTemplate.Placeholder) p).attribute()));
            }
            expr = String.join(" + ", parts);
        }
        AttrType type = v.type();
        if (!t.isLiteral() && t.singlePlaceholder().isEmpty()) {
            type = type == AttrType.N ? AttrType.N : AttrType.S; // a composed key is text
        }
        return "AttributeValue." + switch (type) {
            case S -> "fromS(" + expr + ")";
            case N -> "fromN(" + expr + ")";
            case B -> "fromB(" + expr + ")";
            case BOOL -> "fromBool(" + expr + ")";
            case NULL -> "fromNul(true)";
            case L -> "fromL(" + expr + ")";
            case M -> "fromM(" + expr + ")";
            case SS -> "fromSs(" + expr + ")";
            case NS -> "fromNs(" + expr + ")";
            case BS -> "fromBs(" + expr + ")";
        };
    }

    private static void print(CodeTree node, int depth, StringBuilder sb) {
        String pad = INDENT.repeat(depth + 1);
        if (node instanceof Code c) {
            sb.append(c.text());
        } else if (node instanceof Builder b) {
            sb.append(b.type()).append(".builder()");
            for (Entry e : b.setters()) {
                sb.append('\n').append(pad).append('.').append(e.key()).append('(');
                print(e.value(), depth + 1, sb);
                sb.append(')');
            }
            sb.append('\n').append(pad).append(".build()");
        } else if (node instanceof Obj o) {
            boolean many = o.entries().size() > 10;
            sb.append(many ? "Map.ofEntries(" : "Map.of(");
            List<CodeTree> items = new ArrayList<>();
            for (Entry e : o.entries()) {
                items.add(new Code(many ? "Map.entry(" + CodeTree.quote(e.key()) + ", " : CodeTree.quote(e.key()) + ", "));
                items.add(e.value());
            }
            printArguments(items, depth, sb, true, many);
        } else if (node instanceof Arr a) {
            sb.append("List.of(");
            printArguments(a.items(), depth, sb, false, false);
        }
    }

    /** Arguments one per line; in a map, a key prefix and its value share a line; a comment precedes its item. */
    private static void printArguments(List<CodeTree> items, int depth, StringBuilder sb, boolean keyed,
                                       boolean entries) {
        String pad = INDENT.repeat(depth + 1);
        List<Integer> values = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            if (!(items.get(i) instanceof Comment)) {
                values.add(i);
            }
        }
        int printed = 0;
        for (int i = 0; i < items.size(); i++) {
            CodeTree item = items.get(i);
            if (item instanceof Comment c) {
                sb.append('\n').append(pad).append("// ").append(c.text());
                continue;
            }
            boolean key = keyed && printed % 2 == 0;
            if (!keyed || key) {
                sb.append('\n').append(pad);
            }
            print(item, depth + 1, sb);
            printed++;
            if (!key) {
                if (entries) {
                    sb.append(')');
                }
                if (printed < values.size()) {
                    sb.append(',');
                }
            }
        }
        sb.append(')');
    }
}
