package dev.tablebook.render;

import dev.tablebook.request.SdkRequest;
import dev.tablebook.request.SdkRequests;
import dev.tablebook.request.Shards;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.Design;
import dev.tablebook.testing.JavaSyntax;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SdkCallTest {
    private final Design design = TestDesigns.showcase();

    private Optional<SdkRequest> request(String id) {
        return new SdkRequests(design).of(design.pattern(id));
    }

    @Test
    void queryOnAnIndexWithARangeAFilterAndAPage() {
        SdkRequest r = request("R4").orElseThrow();
        assertEquals("""
                const { Items, LastEvaluatedKey } = await client.send(new QueryCommand({
                  TableName: "Library",
                  IndexName: "OverdueByBranch",
                  KeyConditionExpression: "#overdue_branch = :overdue_branch AND #due_at < :due_at",
                  FilterExpression: "attribute_exists(#reminded) AND #tier = :plus",
                  ExpressionAttributeNames: {
                    "#overdue_branch": "overdue_branch",
                    "#due_at": "due_at",
                    "#reminded": "reminded",
                    "#tier": "tier",
                  },
                  ExpressionAttributeValues: {
                    ":overdue_branch": branchId,
                    ":due_at": today,
                    ":plus": plus,
                  },
                  Limit: 100,
                }));
                """, call(JsSdkCall.of(r, "R4", "eu-west-1")));
    }

    @Test
    void descendingPageAndStrongReadsBecomeRequestFields() {
        String js = JsSdkCall.of(request("R1").orElseThrow(), "R1", "eu-west-1");
        assertTrue(js.contains("ScanIndexForward: false,\n  Limit: 20,"), js);
        assertTrue(js.contains("\":pk\": `MEMBER#${memberId}`"), js);
        assertTrue(js.contains("begins_with(#sk, :sk)"), js);
        String get = JavaSdkCall.of(request("R2").orElseThrow(), "R2", "eu-west-1");
        assertTrue(get.contains(".consistentRead(true)"), get);
        assertTrue(get.contains(".projectionExpression(\"#name, #tier\")"), get);
        assertTrue(get.contains("\"sk\", AttributeValue.fromS(\"PROFILE\")"), get);
        String between = JavaSdkCall.of(request("R5").orElseThrow(), "R5", "eu-west-1");
        assertTrue(between.contains("#due_at BETWEEN :due_at_lo AND :due_at_hi"), between);
        assertTrue(between.contains(".indexName(\"ByDue\")"), between);
    }

    @Test
    void transactionsCarryEveryLegWithItsConditionAndTheClientToken() {
        SdkRequest r = request("W1").orElseThrow();
        assertEquals(SdkRequest.Kind.TRANSACT_WRITE, r.kind());
        assertEquals(List.of(SdkRequest.Kind.PUT, SdkRequest.Kind.UPDATE, SdkRequest.Kind.UPDATE),
                r.parts().stream().map(SdkRequest::kind).toList());
        assertEquals("Books", r.parts().get(2).table(), "a leg names its own table");
        assertEquals("SET #available = :available", r.parts().get(2).update());
        assertEquals("#available > :zero", r.parts().get(2).condition());
        String java = JavaSdkCall.of(r, "W1", "eu-west-1");
        assertTrue(java.contains(".clientRequestToken(requestToken)"), java);
        // the value compared with a number attribute is a number (it was fromS, and the condition never held)
        assertTrue(java.contains("\":zero\", AttributeValue.fromN(zero)"), java);
        String js = JsSdkCall.of(r, "W1", "eu-west-1");
        assertTrue(js.contains("ConditionExpression: \"attribute_not_exists(sk)\""), js);
        assertTrue(js.contains("overdue_branch: branchId"), "a put writes the index keys too: " + js);
    }

    @Test
    void batchesRepeatTheirItemShapeAndTransactionalReadsGetEachEntity() {
        String batch = JsSdkCall.of(request("W5").orElseThrow(), "W5", "eu-west-1");
        assertTrue(batch.contains("// 25 items of this shape per call:"), batch);
        assertTrue(batch.contains("PutRequest"), batch);
        SdkRequest get = request("R9").orElseThrow();
        assertEquals(2, get.parts().size(), "one Get per returned entity");
        assertEquals("PROFILE", get.parts().get(0).key().get("sk").template().text());
        assertEquals("LOAN#{loan_id}", get.parts().get(1).key().get("sk").template().text());
        assertTrue(request("R7").isEmpty(), "SearchVectors has no document-client command");
        String delete = JavaSdkCall.of(request("W4").orElseThrow(), "W4", "eu-west-1");
        assertTrue(delete.startsWith("import") && delete.contains("DeleteItemResponse response = dynamoDb.deleteItem("),
                delete);
    }

    /** The sharded patterns verify runs on an engine: a scatter-gather Query and GetItem, a sharded create and update. */
    private static Design sharded() {
        return TestDesigns.load(Path.of("src/test/resources/verify/sharded/sharded.yaml")).designs().get(0);
    }

    @Test
    void aShardedReadLoopsOverItsShardsAndGathersTheItems() {
        Design d = sharded();
        SdkRequest q = new SdkRequests(d).of(d.pattern("Q1")).orElseThrow();
        assertEquals(new Shards(3, "shard"), q.shards());
        String java = JavaSdkCall.of(q, "Q1", "us-east-1");
        assertTrue(java.contains("""
                // a scatter-gather: one Query per shard, 0 to 2, the items of all shards together
                List<Map<String, AttributeValue>> items = new ArrayList<>();
                for (int i = 0; i < 3; i++) {
                    String shard = Integer.toString(i);
                    QueryResponse response = dynamoDb.query(QueryRequest.builder()
                """), java);
        assertTrue(java.contains("\":pk\", AttributeValue.fromS(\"TENANT#\" + tenantId + \"#S#\" + shard)"), java);
        assertTrue(java.endsWith("    items.addAll(response.items());\n}\n"), java);
        assertTrue(java.contains("import java.util.ArrayList;"), java);
        String js = JsSdkCall.of(q, "Q1", "us-east-1");
        assertTrue(js.contains("""
                const items = [];
                for (let i = 0; i < 3; i++) {
                  const shard = String(i);
                  const { Items } = await client.send(new QueryCommand({
                """), js);
        assertTrue(js.contains("\":pk\": `TENANT#${tenantId}#S#${shard}`"), js);
        assertTrue(js.endsWith("  items.push(...(Items ?? []));\n}\n"), js);
        String get = JavaSdkCall.of(new SdkRequests(d).of(d.pattern("G1")).orElseThrow(), "G1", "us-east-1");
        assertTrue(get.contains("    if (response.hasItem()) {\n        items.add(response.item());\n    }\n}\n"), get);
    }

    @Test
    void aShardedWritePicksOneShardAtRandom() {
        Design d = sharded();
        SdkRequest w = new SdkRequests(d).of(d.pattern("W2")).orElseThrow();
        assertEquals(new Shards(3, "shard"), w.shards());
        String java = JavaSdkCall.of(w, "W2", "us-east-1");
        assertTrue(java.contains("String shard = Integer.toString(java.util.concurrent.ThreadLocalRandom.current().nextInt(3));\n"
                + "UpdateItemResponse response = dynamoDb.updateItem("), java);
        String js = JsSdkCall.of(w, "W2", "us-east-1");
        assertTrue(js.contains("const shard = String(Math.floor(Math.random() * 3));\nawait client.send(new UpdateCommand("),
                js);
        assertTrue(js.contains("`COUNTER#${counterId}#${shard}`"), js);
    }

    @Test
    void anUpdateSetsAgainTheIndexKeysTemplatedFromWhatItSets() {
        Design d = TestDesigns.load(Path.of("src/test/resources/designs/every-field.yaml")).designs().get(0);
        SdkRequest w = new SdkRequests(d).of(d.pattern("W5")).orElseThrow();
        // W5 renames a note (its mutable attributes); ByTitle is keyed by title_sk = {title}#{note_id}
        assertTrue(w.update().contains("#title_sk = :title_sk"), w.update());
        assertTrue(w.update().contains("#title = :title"), w.update());
        String js = JsSdkCall.of(w, "W5", "us-east-1");
        assertTrue(js.contains("\":title_sk\": `${title}#${noteId}`"), js);
    }

    @Test
    void aShardedKeyWithoutASuffixSaysSoAndMakesOneCall() {
        Design d = TestDesigns.load(Path.of("src/test/resources/designs/every-field.yaml")).designs().get(0);
        SdkRequest q = new SdkRequests(d).of(d.pattern("Q2")).orElseThrow();
        assertEquals(new Shards(3, null), q.shards(), "USER#{user_id} ends with no suffix after a logical key");
        String js = JsSdkCall.of(q, "Q2", "eu-west-1");
        assertTrue(js.contains("// sharded over 3 keys, but the key names no shard suffix to build them from\n"
                + "const { Items, LastEvaluatedKey } = await"), js);
    }

    @Test
    void everyJavaSnippetIsValidJavaSyntax() {
        List<String> errors = new ArrayList<>();
        for (Design design : List.of(this.design, sharded())) {
            for (AccessPattern p : design.patterns()) {
                Optional<SdkRequest> r = new SdkRequests(design).of(p);
                if (r.isEmpty()) {
                    continue;
                }
                String snippet = JavaSdkCall.of(r.get(), p.id() + ": " + p.title(), design.region());
                JavaSyntax.errors(snippet).forEach(e -> errors.add(p.id() + ": " + e + "\n" + snippet));
            }
        }
        assertEquals(List.of(), errors);
    }

    @Test
    void everyJavaScriptSnippetIsValidModuleSyntax(@TempDir Path dir) throws Exception {
        Path node = Path.of("/usr/bin/node");
        assertTrue(Files.isExecutable(node), "node is not installed at /usr/bin/node: run `./tablebook-test` (it installs nodejs)");
        for (Design design : List.of(this.design, sharded())) {
            for (AccessPattern p : design.patterns()) {
                Optional<SdkRequest> r = new SdkRequests(design).of(p);
                if (r.isEmpty()) {
                    continue;
                }
                Path file = dir.resolve(design.service() + "-" + p.id() + ".mjs");
                Files.writeString(file, JsSdkCall.of(r.get(), p.id() + ": " + p.title(), design.region()),
                        StandardCharsets.UTF_8);
                Process check = new ProcessBuilder(node.toString(), "--check", file.toString()).redirectErrorStream(true)
                        .start();
                String out = new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                assertTrue(check.waitFor(60, TimeUnit.SECONDS), "node --check did not finish");
                assertEquals(0, check.exitValue(), p.id() + ": " + out + "\n" + Files.readString(file));
            }
        }
    }

    /** The call itself, without the imports and client set-up every snippet starts with. */
    private static String call(String snippet) {
        return snippet.substring(snippet.indexOf("const {"));
    }
}
