package dev.tablebook.serve;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Serves a site folder on the loopback address only, with live reload: every HTML page gets one
 * script tag ({@code /__tablebook/live.js}) as it is sent, never in the files, so the site on
 * disk stays byte for byte what {@code build} writes. Requests naming another host (a DNS
 * rebinding page) and paths outside the site ({@link SafePath}) are refused.
 */
public final class SiteServer implements AutoCloseable {
    static final String LIVE = "/__tablebook/";
    private static final Set<String> ASSETS = Set.of("live.js", "live.css");

    private final Path site;
    private final LiveReload live;
    private final HttpServer server;
    private final ExecutorService threads = Executors.newFixedThreadPool(8, r -> {
        Thread t = new Thread(r, "tablebook-serve");
        t.setDaemon(true);
        return t;
    });

    /** Starts serving {@code site} on 127.0.0.1:{@code port} (0: any free port). */
    SiteServer(Path site, int port, LiveReload live) throws IOException {
        this.site = site.toAbsolutePath().normalize();
        this.live = live;
        this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
        server.setExecutor(threads);
        server.createContext("/", this::handle);
        server.start();
    }

    public InetSocketAddress address() {
        return server.getAddress();
    }

    public String url() {
        return "http://127.0.0.1:" + address().getPort() + "/";
    }

    private void handle(HttpExchange x) throws IOException {
        try {
            x.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
            x.getResponseHeaders().set("Cache-Control", "no-store");
            if (!knownHost(x.getRequestHeaders().getFirst("Host"))) {
                text(x, 421, "this server answers to 127.0.0.1:" + address().getPort() + " and localhost only");
                return;
            }
            String method = x.getRequestMethod();
            if (!method.equals("GET") && !method.equals("HEAD")) {
                x.getResponseHeaders().set("Allow", "GET, HEAD");
                text(x, 405, "only GET and HEAD");
                return;
            }
            String path = x.getRequestURI().getRawPath();
            if (path != null && path.equals(LIVE + "events")) {
                live.listen(x);
                return; // stays open: the page listens
            }
            if (path != null && path.startsWith(LIVE) && ASSETS.contains(path.substring(LIVE.length()))) {
                send(x, 200, contentType(path), resource(path.substring(LIVE.length())));
                return;
            }
            SafePath.Lookup found = SafePath.resolve(site, path);
            if (found.status() == 301) {
                x.getResponseHeaders().set("Location", found.reason());
                text(x, 301, "moved to " + found.reason());
            } else if (!found.found()) {
                page(x, found.status(), found.reason());
            } else {
                byte[] body = Files.readAllBytes(found.file());
                String name = found.file().getFileName().toString();
                if (name.endsWith(".html")) {
                    body = withLiveReload(new String(body, StandardCharsets.UTF_8), live.state().build())
                            .getBytes(StandardCharsets.UTF_8);
                }
                send(x, 200, contentType(name), body);
            }
        } catch (IOException | RuntimeException e) {
            x.close();
        }
    }

    private boolean knownHost(String host) {
        if (host == null) {
            return false;
        }
        String h = host.toLowerCase(Locale.ROOT);
        int port = address().getPort();
        return h.equals("127.0.0.1:" + port) || h.equals("localhost:" + port);
    }

    /** The page with the live-reload script before its {@code </head>} (or at its start). */
    static String withLiveReload(String html, int build) {
        String tag = "<script src=\"" + LIVE + "live.js?build=" + build + "\" defer></script>\n";
        int head = html.indexOf("</head>");
        return head < 0 ? tag + html : html.substring(0, head) + tag + html.substring(head);
    }

    /** An error page that still listens, so that it reloads once the site has the page again. */
    private void page(HttpExchange x, int status, String reason) throws IOException {
        String html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<title>" + status + " · tablebook serve</title>\n</head>\n<body>\n<h1>" + status + "</h1>\n<p>"
                + escape(reason) + ". <a href=\"/index.html\">The index</a>.</p>\n</body>\n</html>\n";
        send(x, status, "text/html; charset=utf-8",
                withLiveReload(html, live.state().build()).getBytes(StandardCharsets.UTF_8));
    }

    private static void text(HttpExchange x, int status, String message) throws IOException {
        send(x, status, "text/plain; charset=utf-8", (message + "\n").getBytes(StandardCharsets.UTF_8));
    }

    private static void send(HttpExchange x, int status, String type, byte[] body) throws IOException {
        x.getResponseHeaders().set("Content-Type", type);
        boolean head = x.getRequestMethod().equals("HEAD");
        x.sendResponseHeaders(status, head ? -1 : body.length);
        if (!head) {
            try (OutputStream o = x.getResponseBody()) {
                o.write(body);
            }
        }
        x.close();
    }

    private static byte[] resource(String name) {
        try (InputStream in = SiteServer.class.getResourceAsStream("/serve/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource /serve/" + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    static String contentType(String name) {
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
        live.close();
        server.stop(0);
        threads.shutdownNow();
    }
}
