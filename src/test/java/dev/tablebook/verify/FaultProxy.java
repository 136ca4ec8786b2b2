package dev.tablebook.verify;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A recording, fault-injecting HTTP proxy in front of a DynamoDB-compatible engine, for the
 * tests: it lists every call {@code verify} makes with the operation ({@code X-Amz-Target}) and
 * every table the request names (TableName, the tables of RequestItems and of TransactItems), and
 * answers a call as its {@link Plan} says: forwarded to the engine, or throttled
 * (ThrottlingException, HTTP 400), failed with HTTP 500 or 502, left hanging, or refused because
 * the proxy has stopped (an engine killed mid-run).
 */
final class FaultProxy implements AutoCloseable {
    /** What the proxy does with one call. */
    enum Fault { NONE, THROTTLE, ERROR_500, ERROR_502, HANG, KILL }

    /** One call as the proxy saw it: its number (from 1), the operation, the tables it names, and what the proxy did. */
    record Call(int n, String operation, List<String> tables, Fault fault) {
    }

    /** Decides each call's fault from its number, operation and tables. */
    interface Plan {
        Fault of(int n, String operation, List<String> tables);
    }

    private final HttpServer server;
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final URI target;
    private final Plan plan;
    private final List<Call> calls = Collections.synchronizedList(new ArrayList<>());
    private final AtomicInteger count = new AtomicInteger();
    private final CountDownLatch released = new CountDownLatch(1);
    private volatile boolean killed;

    private FaultProxy(URI target, Plan plan) throws IOException {
        this.target = target;
        this.plan = plan;
        this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::handle);
        server.setExecutor(Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "fault-proxy");
            t.setDaemon(true);
            return t;
        }));
        server.start();
    }

    static FaultProxy in(String engineEndpoint, Plan plan) throws IOException {
        return new FaultProxy(URI.create(engineEndpoint), plan);
    }

    String endpoint() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    List<Call> calls() {
        synchronized (calls) {
            return List.copyOf(calls);
        }
    }

    /** The calls the plan made fail. */
    List<Call> faulted() {
        return calls().stream().filter(c -> c.fault() != Fault.NONE).toList();
    }

    private void handle(HttpExchange x) throws IOException {
        byte[] body = x.getRequestBody().readAllBytes();
        String target = x.getRequestHeaders().getFirst("X-Amz-Target");
        String operation = target == null ? "?" : target.substring(target.indexOf('.') + 1);
        List<String> tables = tables(body);
        int n = count.incrementAndGet();
        Fault f = killed ? Fault.KILL : plan.of(n, operation, tables);
        calls.add(new Call(n, operation, tables, f));
        switch (f) {
            case THROTTLE -> answer(x, 400, "{\"__type\":\"com.amazonaws.dynamodb.v20120810#ThrottlingException\","
                    + "\"message\":\"Rate of requests exceeds the allowed throughput.\"}");
            case ERROR_500 -> answer(x, 500, "{\"__type\":\"com.amazonaws.dynamodb.v20120810#InternalServerError\","
                    + "\"message\":\"Internal server error\"}");
            case ERROR_502 -> answer(x, 502, "<html><body>502 Bad Gateway</body></html>");
            case HANG -> {
                try {
                    released.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                x.close();
            }
            case KILL -> {
                killed = true;
                x.close();
                new Thread(() -> server.stop(0)).start(); // the engine is gone: further connections are refused
            }
            default -> forward(x, body);
        }
    }

    private void forward(HttpExchange x, byte[] body) throws IOException {
        HttpRequest.Builder b = HttpRequest.newBuilder(target.resolve(x.getRequestURI().toString()))
                .method(x.getRequestMethod(), HttpRequest.BodyPublishers.ofByteArray(body));
        Set<String> restricted = Set.of("host", "content-length", "connection", "expect", "upgrade", "transfer-encoding");
        for (Map.Entry<String, List<String>> h : x.getRequestHeaders().entrySet()) {
            if (!restricted.contains(h.getKey().toLowerCase(java.util.Locale.ROOT))) {
                h.getValue().forEach(v -> b.header(h.getKey(), v));
            }
        }
        HttpResponse<byte[]> res;
        try {
            res = client.send(b.build(), HttpResponse.BodyHandlers.ofByteArray());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
        res.headers().map().forEach((k, v) -> {
            if (!restricted.contains(k.toLowerCase(java.util.Locale.ROOT)) && !k.startsWith(":")) {
                x.getResponseHeaders().put(k, v);
            }
        });
        x.sendResponseHeaders(res.statusCode(), res.body().length == 0 ? -1 : res.body().length);
        try (OutputStream out = x.getResponseBody()) {
            out.write(res.body());
        }
    }

    private static void answer(HttpExchange x, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        x.getResponseHeaders().add("Content-Type", "application/x-amz-json-1.0");
        x.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = x.getResponseBody()) {
            out.write(bytes);
        }
    }

    /** Every table a request body names. */
    static List<String> tables(byte[] body) {
        Set<String> out = new LinkedHashSet<>();
        try {
            JsonNode root = new ObjectMapper().readTree(body);
            if (root == null) {
                return List.of();
            }
            if (root.hasNonNull("TableName")) {
                out.add(root.get("TableName").asText());
            }
            for (Iterator<String> it = root.path("RequestItems").fieldNames(); it.hasNext(); ) {
                out.add(it.next());
            }
            for (JsonNode item : root.path("TransactItems")) {
                for (JsonNode op : item) {
                    if (op.hasNonNull("TableName")) {
                        out.add(op.get("TableName").asText());
                    }
                }
            }
        } catch (IOException e) {
            out.add("(unreadable body)");
        }
        return List.copyOf(out);
    }

    @Override
    public void close() {
        released.countDown();
        server.stop(0);
    }
}
