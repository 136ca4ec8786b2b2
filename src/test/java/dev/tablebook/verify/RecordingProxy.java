package dev.tablebook.verify;

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
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * An HTTP proxy on loopback in front of a local engine that records the DynamoDB operation of every
 * request it forwards (the {@code X-Amz-Target} header: {@code DynamoDB_20120810.DescribeTable}), so
 * that a test sees each call a command sends. It can answer DescribeTable of chosen tables as IAM
 * answers a caller without the permission (400 AccessDeniedException), without forwarding it.
 */
final class RecordingProxy implements AutoCloseable {
    private final HttpServer server;
    private final URI target;
    private final HttpClient client = HttpClient.newHttpClient();
    private final List<String> operations = Collections.synchronizedList(new ArrayList<>());
    private volatile Set<String> denied = Set.of();

    RecordingProxy(String target) throws IOException {
        this.target = URI.create(target);
        this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::forward);
        server.start();
    }

    String endpoint() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    /** The operations forwarded or answered since the last {@link #clear()}, in order. */
    List<String> operations() {
        synchronized (operations) {
            return List.copyOf(operations);
        }
    }

    void clear() {
        operations.clear();
    }

    /** Answers DescribeTable of these tables with AccessDeniedException. */
    void deny(Set<String> tables) {
        denied = Set.copyOf(tables);
    }

    private void forward(HttpExchange x) throws IOException {
        try (x) {
            byte[] body = x.getRequestBody().readAllBytes();
            String op = x.getRequestHeaders().getFirst("X-Amz-Target");
            String operation = op == null ? x.getRequestMethod() + " " + x.getRequestURI() : op.substring(op.indexOf('.') + 1);
            operations.add(operation);
            String text = new String(body, StandardCharsets.UTF_8);
            if (operation.equals("DescribeTable") && denied.stream().anyMatch(t -> text.contains("\"" + t + "\""))) {
                byte[] answer = ("{\"__type\":\"com.amazon.coral.service#AccessDeniedException\",\"message\":\"User:"
                        + " arn:aws:iam::111111111111:user/drift is not authorized to perform: dynamodb:DescribeTable\"}")
                        .getBytes(StandardCharsets.UTF_8);
                x.getResponseHeaders().add("Content-Type", "application/x-amz-json-1.0");
                x.sendResponseHeaders(400, answer.length);
                try (OutputStream out = x.getResponseBody()) {
                    out.write(answer);
                }
                return;
            }
            HttpRequest.Builder b = HttpRequest.newBuilder(target.resolve(x.getRequestURI().toString()))
                    .method(x.getRequestMethod(), HttpRequest.BodyPublishers.ofByteArray(body));
            x.getRequestHeaders().forEach((k, vs) -> {
                if (!Set.of("host", "content-length", "connection", "expect").contains(k.toLowerCase(java.util.Locale.ROOT))) {
                    vs.forEach(v -> b.header(k, v));
                }
            });
            HttpResponse<byte[]> r;
            try {
                r = client.send(b.build(), HttpResponse.BodyHandlers.ofByteArray());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException(e);
            }
            r.headers().map().forEach((k, vs) -> {
                if (!Set.of("content-length", "connection", "transfer-encoding", ":status").contains(k.toLowerCase(java.util.Locale.ROOT))) {
                    vs.forEach(v -> x.getResponseHeaders().add(k, v));
                }
            });
            x.sendResponseHeaders(r.statusCode(), r.body().length == 0 ? -1 : r.body().length);
            if (r.body().length > 0) {
                try (OutputStream out = x.getResponseBody()) {
                    out.write(r.body());
                }
            }
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
