package dev.tablebook.render;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Serves a built site on 127.0.0.1 (a random port) under a sub-path, as GitHub Pages serves a
 * project site, and records every request that misses or strays outside the sub-path.
 */
final class StaticSiteServer implements AutoCloseable {
    private final Path site;
    private final String prefix;
    private final HttpServer server;
    private final List<String> outsidePrefix = Collections.synchronizedList(new ArrayList<>());
    private final List<String> notFound = Collections.synchronizedList(new ArrayList<>());

    StaticSiteServer(Path site, String prefix) throws IOException {
        this.site = site;
        this.prefix = prefix;
        this.server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", this::serve);
        server.start();
    }

    /** The URL of the site root, ending in the sub-path. */
    String base() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + prefix;
    }

    /** Requests that found no file, and requests outside the sub-path. */
    List<String> problems() {
        List<String> out = new ArrayList<>(notFound.stream().map(p -> "404 for " + p).toList());
        outsidePrefix.forEach(p -> out.add("request outside " + prefix + ": " + p));
        return out;
    }

    /** The file behind a URL of the site, or null when the URL is outside it. */
    Path file(String url) {
        String path = URI.create(url).getPath();
        if (!path.startsWith(prefix)) {
            return null;
        }
        String rel = path.substring(prefix.length());
        Path f = site.resolve(rel.isEmpty() ? "index.html" : rel).normalize();
        return f.startsWith(site) ? f : null;
    }

    private void serve(HttpExchange x) throws IOException {
        String path = x.getRequestURI().getPath();
        try (x) {
            if (!path.startsWith(prefix)) {
                outsidePrefix.add(path);
                x.sendResponseHeaders(404, -1);
                return;
            }
            Path f = file("http://host" + path);
            if (f != null && Files.isDirectory(f)) {
                f = f.resolve("index.html");
            }
            if (f == null || !Files.isRegularFile(f)) {
                notFound.add(path);
                x.sendResponseHeaders(404, -1);
                return;
            }
            byte[] body = Files.readAllBytes(f);
            x.getResponseHeaders().set("Content-Type", contentType(f.getFileName().toString()));
            x.sendResponseHeaders(200, body.length);
            try (OutputStream o = x.getResponseBody()) {
                o.write(body);
            }
        }
    }

    private static String contentType(String name) {
        String ext = name.substring(name.lastIndexOf('.') + 1);
        return switch (ext) {
            case "html" -> "text/html; charset=utf-8";
            case "css" -> "text/css; charset=utf-8";
            case "js" -> "text/javascript; charset=utf-8";
            case "json" -> "application/json";
            case "md" -> "text/markdown; charset=utf-8";
            case "svg" -> "image/svg+xml";
            case "png" -> "image/png";
            default -> "application/octet-stream";
        };
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
