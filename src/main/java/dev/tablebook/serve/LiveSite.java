package dev.tablebook.serve;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * {@code tablebook serve}: builds the site into a folder, serves it ({@link SiteServer}), polls
 * the inputs ({@link ChangeWatcher}) and rebuilds the whole site on every change, then tells the
 * open pages ({@link LiveReload}). One build at a time, on one thread; a change during a build is
 * picked up by the next poll.
 */
public final class LiveSite implements AutoCloseable {
    /** Builds the site into a folder (replacing it), as {@code build} would. */
    public interface Builder {
        /** Problems to show (input errors as {@code file:line:col: message}); throws when no site was written. */
        List<String> build(Path out);
    }

    static final long POLL_MILLIS = 100;
    private static final long HEARTBEAT_SECONDS = 10;

    private final Builder builder;
    private final Path out;
    private final ChangeWatcher watcher;
    private final LiveReload live;
    private final SiteServer server;
    private final Consumer<String> log;
    /** Set when the server is being stopped: a build cut short by it is not a failure to report. */
    private volatile boolean closing;
    private final ScheduledExecutorService loop = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "tablebook-watch");
        t.setDaemon(true);
        return t;
    });

    /**
     * Builds once, then serves on 127.0.0.1:{@code port} and watches {@code watched}.
     *
     * @param log where each build is reported (one line each)
     */
    public LiveSite(Builder builder, Path out, List<Path> watched, int port, Consumer<String> log) throws IOException {
        this.builder = builder;
        this.out = out;
        this.log = log;
        this.watcher = new ChangeWatcher(watched);
        this.live = new LiveReload(new BuildState(0, List.of(), 0));
        live.publish(buildOnce(0));
        this.server = new SiteServer(out, port, live);
        loop.scheduleWithFixedDelay(this::poll, POLL_MILLIS, POLL_MILLIS, TimeUnit.MILLISECONDS);
        loop.scheduleWithFixedDelay(live::heartbeat, HEARTBEAT_SECONDS, HEARTBEAT_SECONDS, TimeUnit.SECONDS);
    }

    public String url() {
        return server.url();
    }

    public java.net.InetSocketAddress address() {
        return server.address();
    }

    /** The state the pages were last told. */
    public BuildState state() {
        return live.state();
    }

    private void poll() {
        try {
            if (watcher.changed()) {
                live.publish(buildOnce(live.state().build()));
            }
        } catch (RuntimeException e) {
            if (!closing) {
                log.accept("tablebook serve: " + e);
            }
        }
    }

    /** Builds; the site's number goes up only when a site was written. */
    private BuildState buildOnce(int previous) {
        long start = System.nanoTime();
        try {
            List<String> problems = builder.build(out);
            long ms = (System.nanoTime() - start) / 1_000_000;
            log.accept("Built the site in " + ms + " ms" + (problems.isEmpty() ? ""
                    : ", " + problems.size() + " problem" + (problems.size() == 1 ? "" : "s") + ":"));
            problems.forEach(p -> log.accept("  " + p));
            return new BuildState(previous + 1, problems, ms);
        } catch (RuntimeException e) {
            if (closing) {
                // stopped (Ctrl-C) while rebuilding: the temporary folder goes with the server's, nothing failed
                return new BuildState(previous, List.of(), 0);
            }
            long ms = (System.nanoTime() - start) / 1_000_000;
            String why = "no site written: " + (e.getMessage() == null ? e.toString() : e.getMessage());
            log.accept("Build failed after " + ms + " ms; the pages keep the last site. " + why);
            return new BuildState(previous, List.of(why), ms);
        }
    }

    @Override
    public void close() {
        closing = true;
        loop.shutdownNow();
        try {
            loop.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        server.close();
    }
}
