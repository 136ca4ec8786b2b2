package dev.tablebook.serve;

import com.sun.net.httpserver.HttpExchange;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The open pages, each listening on {@code /__tablebook/events} (server-sent events): every
 * build's state is sent to all of them, and to a page as it connects. A page that has gone away
 * is dropped at the next send; a comment every few seconds finds those early.
 */
final class LiveReload {
    private final List<HttpExchange> pages = new ArrayList<>();
    private BuildState state;

    LiveReload(BuildState initial) {
        this.state = initial;
    }

    synchronized BuildState state() {
        return state;
    }

    synchronized int listeners() {
        return pages.size();
    }

    /** Keeps the exchange open as an event stream and sends it the current state. */
    synchronized void listen(HttpExchange x) throws IOException {
        x.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
        x.getResponseHeaders().set("Cache-Control", "no-store");
        x.sendResponseHeaders(200, 0);
        if (send(x, event(state))) {
            pages.add(x);
        }
    }

    synchronized void publish(BuildState next) {
        state = next;
        pages.removeIf(x -> !send(x, event(next)));
    }

    synchronized void heartbeat() {
        pages.removeIf(x -> !send(x, ": still here\n\n"));
    }

    synchronized void close() {
        pages.forEach(HttpExchange::close);
        pages.clear();
    }

    private static String event(BuildState s) {
        return "event: build\ndata: " + s.json() + "\n\n";
    }

    private static boolean send(HttpExchange x, String text) {
        try {
            OutputStream out = x.getResponseBody();
            out.write(text.getBytes(StandardCharsets.UTF_8));
            out.flush();
            return true;
        } catch (IOException e) {
            x.close();
            return false;
        }
    }
}
