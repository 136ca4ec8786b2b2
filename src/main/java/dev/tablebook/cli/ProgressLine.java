package dev.tablebook.cli;

import dev.tablebook.run.Progress;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * The progress of long work on stderr: on a terminal one line redrawn in place (a bar, the stage,
 * the services done of all), cleared when the work ends; elsewhere (a CI log, a file) a plain line
 * now and then, once a stage has run for {@value #FIRST_LINE_MS} ms and then every
 * {@value #EVERY_MS} ms; with {@code --quiet} nothing. Progress never goes to stdout, whose output
 * stays the same whatever the timing.
 */
final class ProgressLine implements Progress, AutoCloseable {
    static final long FIRST_LINE_MS = 2_000;
    static final long EVERY_MS = 5_000;
    private static final long REDRAW_MS = 100;
    private static final int BAR = 24;

    /** Whether stderr of this process is a terminal; set by {@link Main#main} only, never in-process runs. */
    static volatile boolean stderrIsTerminal;

    enum Mode { OFF, BAR, LINES }

    private final PrintWriter err;
    private final Mode mode;
    private final LongSupplier clock;
    private String stage = "";
    private long stageStarted;
    private long lastShown;
    private int drawn;

    ProgressLine(PrintWriter err, Mode mode, LongSupplier millis) {
        this.err = err;
        this.mode = mode;
        this.clock = millis;
    }

    /** The display a command gives its stderr: off with {@code --quiet}, a bar on a terminal, lines otherwise. */
    static ProgressLine of(PrintWriter err, boolean quiet) {
        Mode mode = quiet ? Mode.OFF : stderrIsTerminal ? Mode.BAR : Mode.LINES;
        return new ProgressLine(err, mode, () -> System.nanoTime() / 1_000_000);
    }

    @Override
    public synchronized void at(String stage, int done, int total) {
        if (mode == Mode.OFF) {
            return;
        }
        long now = clock.getAsLong();
        if (!stage.equals(this.stage)) {
            this.stage = stage;
            stageStarted = now;
            lastShown = now;
        }
        if (mode == Mode.BAR) {
            if (now - lastShown >= REDRAW_MS || done == total) {
                draw(bar(stage, done, total));
                lastShown = now;
            }
        } else if (now - stageStarted >= FIRST_LINE_MS && now - lastShown >= (lastShown == stageStarted ? FIRST_LINE_MS
                : EVERY_MS)) {
            err.println("tablebook: " + stage + " " + done + " of " + total + " service" + (total == 1 ? "" : "s"));
            err.flush();
            lastShown = now;
        }
    }

    /** {@code tablebook: rendered  [##########··········]  412/1000 services}. */
    static String bar(String stage, int done, int total) {
        int filled = total == 0 ? BAR : (int) ((long) BAR * done / total);
        String width = String.valueOf(total);
        return String.format(Locale.ROOT, "tablebook: %-8s [%s%s] %" + width.length() + "d/%s services", stage,
                "#".repeat(filled), ".".repeat(BAR - filled), done, width);
    }

    private void draw(String line) {
        int pad = Math.max(0, drawn - line.length());
        err.print("\r" + line + " ".repeat(pad));
        err.flush();
        drawn = line.length();
    }

    /** Clears the bar so the lines printed next start on an empty line. */
    @Override
    public synchronized void close() {
        if (mode == Mode.BAR && drawn > 0) {
            err.print("\r" + " ".repeat(drawn) + "\r");
            err.flush();
            drawn = 0;
        }
    }

    /**
     * Whether this process's stderr is a terminal: {@code /proc/self/fd/2} names a terminal device
     * where the system has it; elsewhere, whether the JVM has a console (stdin and stdout on a
     * terminal). {@code TERM=dumb} is not a terminal that can redraw a line.
     */
    static boolean detectTerminal() {
        if ("dumb".equals(System.getenv("TERM"))) {
            return false;
        }
        Path fd = Path.of("/proc/self/fd/2");
        if (Files.exists(fd)) {
            try {
                String target = Files.readSymbolicLink(fd).toString();
                return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
            } catch (IOException | UnsupportedOperationException | SecurityException e) {
                return System.console() != null;
            }
        }
        return System.console() != null;
    }
}
