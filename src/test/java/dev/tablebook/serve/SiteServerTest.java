package dev.tablebook.serve;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The server of {@code serve}, spoken to over raw sockets so that every byte of the request line
 * reaches it as written: it binds the loopback address only, serves the files of the site, adds
 * the live-reload script to pages as they are sent, and refuses every way out of the site.
 */
class SiteServerTest {
    private static final String SECRET = "secret outside the site";

    @TempDir
    Path dir;
    private Path site;
    private SiteServer server;
    private LiveReload live;

    @BeforeEach
    void serve() throws IOException {
        site = Files.createDirectories(dir.resolve("site"));
        Files.createDirectories(site.resolve("services"));
        Files.writeString(site.resolve("index.html"), "<!DOCTYPE html>\n<html><head><title>i</title></head><body>index</body></html>\n");
        Files.writeString(site.resolve("services/orders.html"), "<html><head></head><body>orders</body></html>");
        Files.writeString(site.resolve("services/orders.md"), "# orders\n");
        Files.writeString(dir.resolve("secret.txt"), SECRET);
        Files.createDirectories(dir.resolve("elsewhere"));
        Files.writeString(dir.resolve("elsewhere/index.html"), SECRET);
        Files.createSymbolicLink(site.resolve("link.txt"), dir.resolve("secret.txt"));
        Files.createSymbolicLink(site.resolve("linked"), dir.resolve("elsewhere"));
        Files.createSymbolicLink(site.resolve("services/inside.html"), site.resolve("services/orders.html"));
        live = new LiveReload(new BuildState(7, List.of(), 0));
        server = new SiteServer(site, 0, live);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    /** The raw response to one request line (Host set to the server unless {@code host} is given). */
    private String request(String requestLine, String host) throws IOException {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress("127.0.0.1", server.address().getPort()), 5000);
            s.setSoTimeout(5000);
            OutputStream out = s.getOutputStream();
            out.write((requestLine + "\r\nHost: " + host + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = s.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private String get(String path) throws IOException {
        return request("GET " + path + " HTTP/1.1", "127.0.0.1:" + server.address().getPort());
    }

    private static int status(String response) {
        return Integer.parseInt(response.substring(9, 12));
    }

    @Test
    void bindsTheLoopbackAddressOnly() {
        assertTrue(server.address().getAddress().isLoopbackAddress(), server.address().toString());
        assertEquals("127.0.0.1", server.address().getAddress().getHostAddress());
    }

    @Test
    void servesPagesWithTheLiveReloadScriptAddedAndOtherFilesAsTheyAre() throws IOException {
        String page = get("/services/orders.html");
        assertEquals(200, status(page));
        assertTrue(page.contains("<head><script src=\"/__tablebook/live.js?build=7\" defer></script>\n</head>"), page);
        assertFalse(Files.readString(site.resolve("services/orders.html")).contains("__tablebook"),
                "the file on disk is left as build wrote it");
        String body = page.substring(page.indexOf("\r\n\r\n") + 4);
        assertEquals(Files.readString(site.resolve("services/orders.html")),
                body.replace("<script src=\"/__tablebook/live.js?build=7\" defer></script>\n", ""),
                "the script tag is the only difference");
        String md = get("/services/orders.md");
        assertEquals(200, status(md));
        assertTrue(md.endsWith("\r\n\r\n# orders\n"), md);
        assertEquals(200, status(get("/")), "a folder serves its index.html");
        Files.createDirectories(site.resolve("rules"));
        Files.writeString(site.resolve("rules/index.html"), "<html><head></head><body>rules</body></html>");
        String moved = get("/rules");
        assertEquals(301, status(moved), "a folder named without its slash");
        assertTrue(moved.contains("Location: /rules/"), moved);
        assertEquals(404, status(get("/services/")), "a folder without an index");
        assertTrue(get("/__tablebook/live.js").contains("EventSource"));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "/../secret.txt", "/services/../../secret.txt", "/./index.html", "/services/./orders.html",
        "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/.%2e/secret.txt", "/services/%2e%2e/%2e%2e/secret.txt",
        "/..%2fsecret.txt", "/..%2Fsecret.txt", "/..%5csecret.txt", "/..\\secret.txt", "/%252e%252e/secret.txt",
        "//secret.txt", "/services//orders.html", "/C:/secret.txt", "/" + "%00", "/index.html%00.txt",
        "/link.txt", "/linked/index.html", "/linked/", "/services/inside.html",
    })
    void refusesEveryWayOutOfTheSite(String path) throws IOException {
        String response = get(path);
        int status = status(response);
        assertTrue(status == 400 || status == 403 || status == 404, path + " → " + response);
        assertFalse(response.contains(SECRET), path);
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://127.0.0.1/../secret.txt", "file:///etc/passwd", "/etc/passwd"})
    void refusesAbsolutePathsAndUris(String target) throws IOException {
        String response = request("GET " + target + " HTTP/1.1", "127.0.0.1:" + server.address().getPort());
        assertFalse(response.startsWith("HTTP/1.1 200"), target + " → " + response);
        assertFalse(response.contains(SECRET) || response.contains("root:"), target);
    }

    @Test
    void refusesOtherHostsAndMethods() throws IOException {
        assertEquals(421, status(request("GET /index.html HTTP/1.1", "attacker.example")), "DNS rebinding");
        assertEquals(421, status(request("GET /index.html HTTP/1.1", "127.0.0.1:1")));
        assertEquals(200, status(request("GET /index.html HTTP/1.1", "localhost:" + server.address().getPort())));
        assertEquals(405, status(request("POST /index.html HTTP/1.1", "127.0.0.1:" + server.address().getPort())));
    }

    @Test
    void eachPageHearsEveryBuild() throws IOException, InterruptedException {
        try (Socket a = listen(); Socket b = listen()) {
            for (Socket s : List.of(a, b)) {
                String first = readFirstEvent(s.getInputStream());
                assertTrue(first.contains("text/event-stream"), first);
                assertTrue(first.contains("data: {\"build\":7,\"problems\":[],\"millis\":0}"), first);
            }
            for (int i = 0; i < 200 && live.listeners() < 2; i++) {
                Thread.sleep(10);
            }
            assertEquals(2, live.listeners(), "both pages listen");
            live.publish(new BuildState(8, List.of("designs/orders.yaml:3:1: unknown field"), 42));
            for (Socket s : List.of(a, b)) {
                String next = readFirstEvent(s.getInputStream());
                assertTrue(next.contains("data: {\"build\":8,\"problems\":[\"designs/orders.yaml:3:1: unknown field\"],"
                        + "\"millis\":42}"), next);
            }
        }
    }

    /** A page's event stream, as the live-reload script opens it. */
    private Socket listen() throws IOException {
        Socket s = new Socket("127.0.0.1", server.address().getPort());
        s.setSoTimeout(5000);
        s.getOutputStream().write(("GET /__tablebook/events HTTP/1.1\r\nHost: 127.0.0.1:" + server.address().getPort()
                + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
        return s;
    }

    private static String readFirstEvent(InputStream in) throws IOException {
        StringBuilder b = new StringBuilder();
        while (!b.toString().replace("\r\n", "\n").matches("(?s).*data: [^\n]*\n\n.*")) {
            int c = in.read();
            if (c < 0) {
                break;
            }
            b.append((char) c);
        }
        return b.toString();
    }
}
