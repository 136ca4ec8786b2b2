package dev.tablebook.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablebook.check.Finding;
import dev.tablebook.cost.Pricing;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.AccessPattern;
import dev.tablebook.model.AttrType;
import dev.tablebook.model.Design;
import dev.tablebook.render.PatternDetail;
import dev.tablebook.render.SdkVariables;
import dev.tablebook.render.ServicePages;
import dev.tablebook.render.ServiceView;
import dev.tablebook.render.SiteCosts;
import dev.tablebook.render.Templates;
import dev.tablebook.request.SdkRequest;
import dev.tablebook.request.SdkRequests;
import dev.tablebook.run.Pipeline;
import dev.tablebook.run.RunResult;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.AbortableInputStream;
import software.amazon.awssdk.http.ExecutableHttpRequest;
import software.amazon.awssdk.http.HttpExecuteRequest;
import software.amazon.awssdk.http.HttpExecuteResponse;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.SdkHttpResponse;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The examples the site prints for each pattern send the request {@code verify} runs on the
 * engines. The JavaScript example is run by node with the AWS SDK for JavaScript v3
 * ({@code @aws-sdk/lib-dynamodb}, installed by tablebook-test under .engines/); the Java example is
 * compiled by javac against the AWS SDK for Java v2 and run. Each sends its calls through a client
 * that records them instead of sending them, as the Java call of verify's executor does; once each
 * placeholder is bound to the same value, the request bodies of all three are the same JSON. So
 * what the engines proved of a pattern holds for the example a reader copies (the page's set-up,
 * printed once, followed by the pattern's call). Every pattern with a
 * request is compared, none is left out.
 */
class PrintedExamplesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path ENGINES = Path.of(".engines/node_modules");

    /** An HTTP client that records each request's operation and body and answers that nothing was found. */
    private static final class Recording implements SdkHttpClient {
        final List<String> bodies = new ArrayList<>();

        @Override
        public ExecutableHttpRequest prepareRequest(HttpExecuteRequest request) {
            return new ExecutableHttpRequest() {
                @Override
                public HttpExecuteResponse call() throws IOException {
                    String body = "";
                    if (request.contentStreamProvider().isPresent()) {
                        try (var in = request.contentStreamProvider().get().newStream()) {
                            body = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                        }
                    }
                    String target = request.httpRequest().firstMatchingHeader("X-Amz-Target").orElse("");
                    bodies.add(target + "\n" + body);
                    // nothing found, no units: what the executor reads of an answer (a list of units for a batch)
                    String answer = target.contains("Batch") || target.contains("Transact") ? "{\"ConsumedCapacity\":[]}"
                            : "{\"ConsumedCapacity\":{\"TableName\":\"t\",\"CapacityUnits\":0}}";
                    return HttpExecuteResponse.builder()
                            .response(SdkHttpResponse.builder().statusCode(200)
                                    .putHeader("Content-Type", "application/x-amz-json-1.0").build())
                            .responseBody(AbortableInputStream.create(new ByteArrayInputStream(answer.getBytes(
                                    StandardCharsets.UTF_8))))
                            .build();
                }

                @Override
                public void abort() {
                }
            };
        }

        @Override
        public void close() {
        }

        DynamoDbClient client() {
            return DynamoDbClient.builder().endpointOverride(URI.create("http://127.0.0.1:9")).region(Region.US_EAST_1)
                    .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("a", "b")))
                    .httpClient(this).build();
        }

        List<JsonNode> normalizedBodies() throws IOException {
            List<JsonNode> out = new ArrayList<>();
            for (String b : bodies) {
                out.add(normalized(b));
            }
            return out;
        }
    }

    /** A pattern's request, the values its placeholders are bound to, and its two printed examples. */
    private record Example(String id, SdkRequest request, Map<String, Object> values, String js, String java) {
        String className() {
            return "Example_" + id.replaceAll("[^A-Za-z0-9]", "_");
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"designs, 69, 1", "src/test/resources/designs, 27, 1"}) // test designs: every-field, wishlist, global-sessions, write-heavy-all
    void everyPrintedExampleSendsTheRequestVerifyRuns(String folder, int requests, int none) throws Exception {
        assertTrue(Files.isDirectory(ENGINES.resolve("@aws-sdk/lib-dynamodb")), "the AWS SDK for JavaScript is not"
                + " installed under " + ENGINES.toAbsolutePath() + ": run `./tablebook-test` before mvn verify");
        Path work = Files.createDirectories(Path.of("target/printed-examples"));
        Path modules = work.resolve("node_modules");
        if (!Files.exists(modules, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            Files.createSymbolicLink(modules, ENGINES.toAbsolutePath());
        }
        LoadResult loaded = new DesignLoader().load(List.of(Path.of(folder)));
        assertEquals(List.of(), loaded.errors());
        RunResult run = Pipeline.standard(new Pricing(null, null)).run(loaded);
        SiteCosts costs = SiteCosts.of(loaded.designs(), run.costs(), run.findings());
        ServicePages pages = new ServicePages(new Templates());
        List<Example> examples = new ArrayList<>();
        int withoutRequest = 0;
        for (Design d : loaded.designs()) {
            List<Finding> own = run.findings().stream().filter(f -> d.service().equals(f.service())).toList();
            Map<String, PatternDetail> printed = new LinkedHashMap<>();
            ServiceView page = pages.prepare(d, null, own, costs).service();
            for (PatternDetail p : page.details()) {
                printed.put(p.id(), p);
            }
            for (AccessPattern p : d.patterns()) {
                Optional<SdkRequest> request = new SdkRequests(d).of(p);
                if (request.isEmpty()) {
                    withoutRequest++; // SearchVectors: no SDK request, and the page prints none
                    assertEquals("", printed.get(p.id()).javascript(), p.id());
                    assertEquals("", printed.get(p.id()).java(), p.id());
                    continue;
                }
                // as the page prints it: the page's set-up once, then the pattern's call
                examples.add(new Example(d.service() + "/" + p.id(), request.get(), sentinels(request.get()),
                        page.sdkSetup().javascript() + "\n" + printed.get(p.id()).javascriptCall(),
                        page.sdkSetup().java() + "\n" + printed.get(p.id()).javaCall()));
            }
        }
        ClassLoader compiled = compile(work.resolve("classes-" + folder.replaceAll("[^A-Za-z0-9]", "_")), examples);
        List<String> differ = new ArrayList<>();
        int bodies = 0;
        for (Example e : examples) {
            List<JsonNode> verified = executorBodies(e.request(), e.values());
            List<JsonNode> js = jsBodies(work, e.id(), e.js(), e.request(), e.values());
            List<JsonNode> java = javaExampleBodies(compiled, e);
            assertTrue(!verified.isEmpty(), e.id() + ": verify's call sent nothing");
            bodies += verified.size();
            if (!verified.equals(js)) {
                differ.add(e.id() + " (JavaScript)\n  verify: " + verified + "\n  example: " + js);
            }
            if (!verified.equals(java)) {
                differ.add(e.id() + " (Java)\n  verify: " + verified + "\n  example: " + java);
            }
        }
        assertEquals(List.of(), differ);
        assertEquals(requests, examples.size(), examples.stream().map(Example::id).toList().toString());
        assertEquals(none, withoutRequest);
        assertTrue(bodies >= requests, "bodies compared: " + bodies);
    }

    /**
     * Every Java example of the folder compiled by javac against the AWS SDK for Java v2 (the test
     * class path), each as a method {@code run(DynamoDbClient client)} of its own class: the
     * example's imports, a declaration of each value it reads, then its lines, with its own
     * client line reading {@code client} and a sharded write's random shard fixed at 0.
     */
    private static ClassLoader compile(Path out, List<Example> examples) throws IOException {
        Files.createDirectories(out);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        List<JavaFileObject> sources = new ArrayList<>();
        for (Example e : examples) {
            StringBuilder imports = new StringBuilder("import software.amazon.awssdk.core.SdkBytes;\n");
            StringBuilder body = new StringBuilder();
            boolean clientSeen = false;
            for (String line : e.java().split("\n", -1)) {
                if (line.startsWith("import ")) {
                    imports.append(line).append('\n');
                } else if (line.startsWith("DynamoDbClient dynamoDb = ")) {
                    clientSeen = true;
                    body.append("DynamoDbClient dynamoDb = client;\n");
                    javaDeclarations(body, e.request(), e.values());
                } else {
                    body.append(line.replaceAll("java\\.util\\.concurrent\\.ThreadLocalRandom\\.current\\(\\)\\.nextInt\\(\\d+\\)",
                            "0")).append('\n');
                }
            }
            assertTrue(clientSeen, e.id() + ": the Java example creates no client:\n" + e.java());
            String source = imports + "public class " + e.className() + " {\n"
                    + "public static void run(DynamoDbClient client) throws Exception {\n" + body + "}\n}\n";
            Files.writeString(out.resolve(e.className() + ".java"), source);
            sources.add(new SimpleJavaFileObject(URI.create("string:///" + e.className() + ".java"), JavaFileObject.Kind.SOURCE) {
                @Override
                public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                    return source;
                }
            });
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        boolean ok = javac.getTask(null, null, diagnostics, List.of("-proc:none", "-nowarn", "-classpath",
                System.getProperty("java.class.path"), "-d", out.toString()), null, sources).call();
        List<String> errors = diagnostics.getDiagnostics().stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                .map(d -> d.getSource().getName() + ":" + d.getLineNumber() + ": " + d.getMessage(null)).toList();
        assertEquals(List.of(), errors, "the Java examples compile against the AWS SDK for Java v2 (sources in " + out + ")");
        assertTrue(ok);
        return new URLClassLoader(new URL[] {out.toUri().toURL()}, PrintedExamplesTest.class.getClassLoader());
    }

    /** A declaration of each value the Java example reads, typed as its AttributeValue.fromX call takes it. */
    private static void javaDeclarations(StringBuilder body, SdkRequest r, Map<String, Object> v) {
        variables(r, v).forEach((name, b) -> body.append(javaDeclaration(name, b.value(), b.type())).append('\n'));
    }

    /** A value an example reads, and the type the request gives it (null: a part of a key template). */
    private record Bound(Object value, AttrType type) {
    }

    /**
     * The variables an example reads, by the name both printers give them ({@link SdkVariables}),
     * holding what verify's executor binds their placeholders to: a value sent whole as the
     * executor binds it (a compared value as one that meets the comparison), a part of a key
     * template as the placeholder's value; the shard is the example's own; a ClientRequestToken
     * variable holds a key of its own, since only its presence is compared.
     */
    private static Map<String, Bound> variables(SdkRequest r, Map<String, Object> v) {
        Map<String, Bound> vars = new LinkedHashMap<>();
        for (SdkRequest.Value value : values(r)) {
            Optional<String> single = value.template().singlePlaceholder();
            for (String p : value.template().placeholders()) {
                if (r.shards() != null && p.equals(r.shards().placeholder())) {
                    continue;
                }
                String name = SdkVariables.of(p);
                if (single.isEmpty()) {
                    vars.putIfAbsent(name, new Bound(v.get(p), null));
                    continue;
                }
                AttrType type = value.type();
                boolean plain = type == null || type == AttrType.S || type == AttrType.N;
                Bound bound = new Bound(plain ? Executor.bind(value, v) : v.get(p), type);
                Bound was = vars.put(name, bound);
                if (was != null && was.type() != null && !was.equals(bound)) {
                    throw new AssertionError("variable " + name + " holds " + was + " and " + bound);
                }
            }
        }
        if (r.clientToken() != null && r.clientToken().matches("[A-Za-z_$][A-Za-z0-9_$]*")) {
            vars.putIfAbsent(r.clientToken(), new Bound("an-idempotency-key", null));
        }
        return vars;
    }

    private static String javaDeclaration(String name, Object value, AttrType type) {
        if (type == null || type == AttrType.S || type == AttrType.N) {
            return "String " + name + " = " + json(String.valueOf(value)) + ";";
        }
        return switch (type) {
            case M -> "Map<String, AttributeValue> " + name + " = Map.of(\"k\", AttributeValue.fromS("
                    + json(((Map<?, ?>) value).get("k")) + "));";
            case L -> "List<AttributeValue> " + name + " = List.of(AttributeValue.fromS(" + json(((List<?>) value).get(0)) + "));";
            case SS -> "List<String> " + name + " = List.of(" + json(((List<?>) value).get(0)) + ");";
            case NS -> "List<String> " + name + " = List.of(" + json(String.valueOf(((List<?>) value).get(0))) + ");";
            case BS -> "List<SdkBytes> " + name + " = List.of(SdkBytes.fromByteArray(java.util.Base64.getDecoder().decode("
                    + json(((List<?>) value).get(0)) + ")));";
            case B -> "SdkBytes " + name + " = SdkBytes.fromByteArray(java.util.Base64.getDecoder().decode(" + json(value) + "));";
            case BOOL -> "Boolean " + name + " = " + value + ";";
            default -> "String " + name + " = " + json(String.valueOf(value)) + ";";
        };
    }

    /** The bodies the compiled Java example sends. */
    private static List<JsonNode> javaExampleBodies(ClassLoader compiled, Example e) throws Exception {
        try (Recording http = new Recording(); DynamoDbClient client = http.client()) {
            compiled.loadClass(e.className()).getMethod("run", DynamoDbClient.class).invoke(null, client);
            return http.normalizedBodies();
        }
    }

    /** One distinct value for each placeholder the request names: a number where it is a number. */
    private static Map<String, Object> sentinels(SdkRequest r) {
        Map<String, Object> out = new LinkedHashMap<>();
        Map<String, AttrType> types = new LinkedHashMap<>();
        for (SdkRequest.Value value : values(r)) {
            value.template().singlePlaceholder().ifPresent(p -> {
                if (value.type() == AttrType.N) {
                    types.put(p, AttrType.N);
                }
            });
            for (String p : value.template().placeholders()) {
                types.putIfAbsent(p, AttrType.S);
            }
            value.template().singlePlaceholder().ifPresent(p -> {
                if (value.type() != null && value.type() != AttrType.S) {
                    types.put(p, value.type());
                }
            });
        }
        if (r.shards() != null && r.shards().placeholder() != null) {
            types.remove(r.shards().placeholder()); // the example binds the shard itself: a loop, or a random pick
        }
        int n = 0;
        for (var e : types.entrySet()) {
            n++;
            String text = "v" + n + "-" + e.getKey();
            out.put(e.getKey(), switch (e.getValue()) {
                case N -> 1000L + n;
                case M -> Map.of("k", text);
                case L, SS, BS -> List.of(e.getValue() == AttrType.BS ? "AQID" : text);
                case NS -> List.of(1000L + n);
                case BOOL -> Boolean.TRUE;
                case B -> "3q2+7w==";
                case NULL -> text; // a NULL attribute is sent as NULL whatever it holds
                default -> text;
            });
        }
        return out;
    }

    /** A value the example reads, as JavaScript writes it, for the type the request gives it. */
    private static String jsLiteral(Object value, AttrType type) {
        if (value instanceof Number || value instanceof Boolean) {
            return value.toString();
        }
        if (type == null) {
            return json(String.valueOf(value));
        }
        return switch (type) {
            case SS, NS -> "new Set(" + json(value) + ")";
            case BS -> "new Set(" + json(value) + ".map((b) => Buffer.from(b, \"base64\")))";
            case B -> "Buffer.from(" + json(value) + ", \"base64\")";
            case M, L -> json(value);
            case NULL -> "null";
            default -> json(String.valueOf(value));
        };
    }

    private static String json(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static List<SdkRequest.Value> values(SdkRequest r) {
        List<SdkRequest.Value> out = new ArrayList<>();
        for (Map<String, SdkRequest.Value> m : List.of(r.key(), r.item(), r.values())) {
            out.addAll(m.values());
        }
        for (SdkRequest part : r.parts()) {
            out.addAll(values(part));
        }
        return out;
    }

    /**
     * The bodies of the calls the executor of {@code verify} makes for the request: a sharded
     * read's one per shard, bound as verify binds them ({@link ReadCheck#calls}); a sharded write's
     * one under shard 0, where the examples' random pick is fixed.
     */
    private static List<JsonNode> executorBodies(SdkRequest r, Map<String, Object> v) throws IOException {
        String shard = r.shards() == null ? null : r.shards().placeholder();
        List<Map<String, Object>> calls;
        if (shard == null) {
            calls = List.of(v);
        } else if (r.kind().reads()) {
            calls = ReadCheck.calls(r, v);
        } else {
            Map<String, Object> bound = new LinkedHashMap<>(v);
            bound.put(shard, 0L);
            calls = List.of(bound);
        }
        try (Recording http = new Recording(); DynamoDbClient client = http.client()) {
            Executor executor = new Executor(client, table -> table);
            for (Map<String, Object> bound : calls) {
                executor.run(r, (part, copy) -> copy == 0 ? bound : null);
            }
            return http.normalizedBodies();
        }
    }

    /**
     * The bodies the printed example sends, run by node: its own imports and call, with a client
     * whose last middleware records each request instead of sending it, and a {@code const} for
     * each value the example reads, bound as the Java call's placeholders are.
     */
    private static List<JsonNode> jsBodies(Path work, String id, String example, SdkRequest r, Map<String, Object> v)
            throws IOException, InterruptedException {
        StringBuilder script = new StringBuilder();
        boolean clientSeen = false;
        for (String line : example.split("\n", -1)) {
            if (line.startsWith("const client = ")) {
                clientSeen = true;
                script.append("""
                        const base = new DynamoDBClient({ region: "us-east-1", endpoint: "http://127.0.0.1:9",
                          credentials: { accessKeyId: "a", secretAccessKey: "b" }, maxAttempts: 1 });
                        const sent = [];
                        base.middlewareStack.add(() => async (args) => {
                          const b = args.request.body;
                          sent.push(args.request.headers["x-amz-target"] + "\\n"
                            + (typeof b === "string" ? b : Buffer.from(b).toString("utf8")));
                          // an answer with nothing in it, so that a loop over shards goes on
                          return { output: { $metadata: {}, %s }, response: {} };
                        }, { step: "finalizeRequest", name: "tablebookCapture" });
                        process.on("exit", () => process.stdout.write(JSON.stringify(sent)));
                        const client = DynamoDBDocumentClient.from(base);
                        Math.random = () => 0; // a sharded write's random shard: shard 0, as the Java call binds it
                        """.formatted(switch (r.kind()) {
                            case QUERY, SCAN -> "Items: []";
                            case BATCH_GET -> "Responses: {}";
                            case TRANSACT_GET -> "Responses: []";
                            default -> "";
                        }));
                bindings(script, r, v);
                continue;
            }
            script.append(line).append('\n');
        }
        assertTrue(clientSeen, id + ": the example creates no client:\n" + example);
        Path file = work.resolve(id.replace('/', '-').replaceAll("[^A-Za-z0-9._-]", "_") + ".mjs");
        Files.writeString(file, script.toString());
        Path err = work.resolve(file.getFileName() + ".err");
        Process node = new ProcessBuilder("node", file.getFileName().toString()).directory(work.toFile())
                .redirectError(err.toFile()).start();
        byte[] out = node.getInputStream().readAllBytes();
        assertTrue(node.waitFor(60, TimeUnit.SECONDS), id + ": node did not finish");
        String text = new String(out, StandardCharsets.UTF_8);
        assertEquals(0, node.exitValue(), id + ": node failed:\n" + Files.readString(err) + "\n" + script);
        List<JsonNode> bodies = new ArrayList<>();
        try {
            for (JsonNode b : JSON.readTree(text)) {
                bodies.add(normalized(b.asText()));
            }
        } catch (IOException e) {
            throw new AssertionError(id + ": node printed no request (exit " + node.exitValue() + "): " + text
                    + "\n" + script, e);
        }
        return bodies;
    }

    /** A {@code const} for each variable of the JavaScript example ({@link #variables}). */
    private static void bindings(StringBuilder script, SdkRequest r, Map<String, Object> v) {
        variables(r, v).forEach((name, b) -> script.append("const ").append(name).append(" = ")
                .append(jsLiteral(b.value(), b.type())).append(";\n"));
    }

    /** ConsistentRead false and ScanIndexForward true, wherever they stand (a batch states them per table), left out. */
    private static void defaults(JsonNode node) {
        if (node instanceof ObjectNode o) {
            if (o.path("ConsistentRead").isBoolean() && !o.get("ConsistentRead").asBoolean()) {
                o.remove("ConsistentRead");
            }
            if (o.path("ScanIndexForward").isBoolean() && o.get("ScanIndexForward").asBoolean()) {
                o.remove("ScanIndexForward");
            }
        }
        node.forEach(PrintedExamplesTest::defaults);
    }

    /**
     * A captured request as JSON, with the operation: what only verify asks for
     * (ReturnConsumedCapacity) left out, and the fields the Java call states at their default
     * (ConsistentRead false, ScanIndexForward true) left out as the example leaves them. A
     * transaction's ClientRequestToken is the example's variable in one and verify's own token
     * in the other: whether there is one is compared, not its text.
     */
    private static JsonNode normalized(String captured) throws IOException {
        int nl = captured.indexOf('\n');
        ObjectNode body = (ObjectNode) JSON.readTree(captured.substring(nl + 1));
        body.remove("ReturnConsumedCapacity");
        defaults(body);
        if (body.has("ClientRequestToken")) {
            body.put("ClientRequestToken", "present");
        }
        ObjectNode out = JSON.createObjectNode();
        out.put("operation", captured.substring(0, nl));
        out.set("body", body);
        return out;
    }
}
