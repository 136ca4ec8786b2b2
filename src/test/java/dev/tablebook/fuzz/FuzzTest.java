package dev.tablebook.fuzz;

import dev.tablebook.cli.Main;
import dev.tablebook.render.MarkdownSafety;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The fuzz suite: {@value #DEFAULT_COUNT} mutants of the example designs and fixtures (see
 * {@link DesignMutator}) are checked and priced through the command line, fifty files a run (each
 * file is loaded and reported on its own); one in two of those that load is built into a site, in
 * batches. Every run must end with exit code 0 or 1, print no internal
 * error and no stack trace, finish within the hang guard, and print every problem of the file as
 * {@code file:line:column: severity rule message} with a real position; every Markdown page must
 * pass the Markdown-safety scan and no HTML page may carry a script of the design's.
 * {@code -Dtablebook.fuzz.count=N} and {@code -Dtablebook.fuzz.seed=S} change the run
 * ({@code bench/fuzz.sh} runs 10,000 with a new seed).
 */
class FuzzTest {
    static final int DEFAULT_COUNT = 2_000;
    static final long DEFAULT_SEED = 15;
    /** Mutants checked in one run (each file is loaded, checked and reported on its own). */
    private static final int CHECK_BATCH = 50;
    /** One in this many mutants that load is also built into a site, in batches of {@link #BUILD_BATCH}. */
    private static final int RENDER_EVERY = 2;
    private static final int BUILD_BATCH = 80;
    /** A guard against a hang only: one check takes milliseconds. */
    private static final long HANG_GUARD_S = 60;
    private static final Pattern FORM = Pattern.compile("(.+):(\\d+):(\\d+): (error|warning|info) ([a-z0-9-]+) (.+)");
    private static final List<String> INTERNAL = List.of("internal error", "please report it", "\tat ", "Exception:",
            "Error:");

    @Test
    void mutatedDesignsGetPositionedErrorsNeverACrashAHangOrAStackTrace(@TempDir Path dir) throws Exception {
        int count = Integer.getInteger("tablebook.fuzz.count", DEFAULT_COUNT);
        long seed = Long.getLong("tablebook.fuzz.seed", DEFAULT_SEED);
        DesignMutator mutator = new DesignMutator(seed, DesignMutator.seeds());
        ExecutorService worker = Executors.newSingleThreadExecutor();
        long start = System.nanoTime();
        long buildNanos = 0;
        int loaded = 0;
        int refused = 0;
        int built = 0;
        List<Path> toBuild = new ArrayList<>();
        try {
            for (int first = 0; first < count; first += CHECK_BATCH) {
                Path folder = Files.createDirectories(dir.resolve("check-" + first));
                Map<Path, String> inputs = new LinkedHashMap<>();
                for (int i = first; i < Math.min(count, first + CHECK_BATCH); i++) {
                    DesignMutator.Mutant m = mutator.next(i);
                    Path file = folder.resolve("fz-" + i + (m.json() ? ".json" : ".yaml"));
                    Files.write(file, m.bytes());
                    inputs.put(file, "input " + i + " of seed " + seed + " (from " + m.seed() + ": " + m.mutations() + ")");
                }
                String what = "inputs " + first + " to " + (first + inputs.size() - 1) + " of seed " + seed;
                Run check = run(worker, what, "check", folder.toString());
                for (Map.Entry<Path, String> input : inputs.entrySet()) {
                    for (String line : check.all().split("\n")) {
                        if (line.startsWith(input.getKey() + ":") && INTERNAL.stream().anyMatch(line::contains)) {
                            fail("an internal error on " + input.getValue() + ":\n" + cut(line));
                        }
                    }
                }
                assertNoInternalError(check, what);
                for (Map.Entry<Path, String> input : inputs.entrySet()) {
                    if (assertPositioned(check, input.getKey().toString(), input.getValue())) {
                        refused++;
                    } else if (++loaded % RENDER_EVERY == 0) {
                        Path pending = Files.createDirectories(dir.resolve("build"));
                        Files.copy(input.getKey(), pending.resolve(input.getKey().getFileName()));
                        toBuild.add(pending.resolve(input.getKey().getFileName()));
                    }
                }
                if (toBuild.size() >= BUILD_BATCH || first + CHECK_BATCH >= count && !toBuild.isEmpty()) {
                    long b = System.nanoTime();
                    built += build(worker, toBuild.size(), dir.resolve("build"), seed);
                    buildNanos += System.nanoTime() - b;
                    toBuild.clear();
                }
                deleteTree(folder);
            }
        } finally {
            worker.shutdownNow();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf(Locale.ROOT, "fuzz: %,d inputs, seed %d: %,d refused with input errors, %,d loaded,"
                + " %,d services rendered; nothing found; %.1f s (%.1f s of it building sites)%n", count, seed, refused,
                loaded, built, seconds, buildNanos / 1e9);
        assertTrue(refused > count / 10 && loaded > count / 10, "the mutants reach both the reader and the rules");
    }

    private record Run(int code, String out, String err) {
        String all() {
            return out + "\n" + err;
        }
    }

    private static Run run(ExecutorService worker, String what, String... args) throws Exception {
        Future<Run> f = worker.submit(() -> {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
            return new Run(code, out.toString(), err.toString());
        });
        try {
            return f.get(HANG_GUARD_S, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            f.cancel(true);
            throw new AssertionError("hang: " + String.join(" ", args) + " ran past " + HANG_GUARD_S + " s on " + what);
        }
    }

    private static void assertNoInternalError(Run r, String what) {
        if (r.code() != 0 && r.code() != 1) {
            fail("exit code " + r.code() + " on " + what + ":\n" + cut(r.all()));
        }
        for (String bad : INTERNAL) {
            if (r.all().contains(bad)) {
                int at = r.all().indexOf(bad);
                fail("`" + bad.strip() + "` in the output on " + what + ":\n"
                        + cut(r.all().substring(Math.max(0, at - 1_500))));
            }
        }
    }

    /** Asserts that every problem printed for the file is positioned; true when it has input errors. */
    private static boolean assertPositioned(Run r, String file, String what) {
        boolean inputError = false;
        for (String line : r.all().split("\n")) {
            if (!line.startsWith(file + ":")) {
                continue;
            }
            Matcher m = FORM.matcher(line);
            if (!m.matches() || !m.group(1).equals(file) || Integer.parseInt(m.group(2)) < 1
                    || Integer.parseInt(m.group(3)) < 1) {
                fail("not a positioned problem: " + cut(line) + "\non " + what);
            }
            inputError |= m.group(5).equals("input");
        }
        return inputError;
    }

    /** Builds a folder of designs that loaded; returns how many services got pages. */
    private static int build(ExecutorService worker, int files, Path designs, long seed) throws Exception {
        Path site = designs.resolveSibling(designs.getFileName() + "-site");
        String what = "the build of " + files + " mutants (" + designs + ") of seed " + seed;
        Run r = run(worker, what, "build", designs.toString(), "--out", site.toString(), "--quiet");
        if (r.code() != 0 && r.code() != 1) {
            fail("exit code " + r.code() + " on " + what + ":\n" + cut(r.all()));
        }
        for (String bad : INTERNAL) {
            assertTrue(!r.all().contains(bad), "`" + bad.strip() + "` on " + what + ":\n" + cut(r.all()));
        }
        int services = 0;
        try (Stream<Path> walk = Files.walk(site)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                String name = p.toString();
                if (name.endsWith(".md")) {
                    assertEquals(List.of(), MarkdownSafety.problems(Files.readString(p)), p + " of " + what);
                } else if (name.endsWith(".html") && !name.contains("/rules/")) {
                    assertNoDesignScript(p, what);
                    services += name.contains("/services/") ? 1 : 0;
                }
            }
        }
        deleteTree(site);
        deleteTree(designs);
        return services;
    }

    private static void assertNoDesignScript(Path page, String what) throws IOException {
        Document doc = Jsoup.parse(page.toFile(), "UTF-8");
        List<String> problems = new ArrayList<>();
        for (Element script : doc.select("script")) {
            String src = script.attr("src");
            boolean site = src.endsWith("assets/site.js") && script.data().isEmpty();
            boolean packet = src.isEmpty() && page.toString().contains("/packets/") && !script.data().contains("alert(");
            if (!site && !packet) {
                problems.add(script.outerHtml());
            }
        }
        for (Element e : doc.getAllElements()) {
            e.attributes().forEach(a -> {
                if (a.getKey().toLowerCase(Locale.ROOT).startsWith("on")) {
                    problems.add(a.getKey() + " on " + e.normalName());
                }
            });
        }
        assertEquals(List.of(), problems, page + " of " + what);
    }

    private static String cut(String s) {
        return s.length() > 3_000 ? s.substring(0, 3_000) + " …" : s;
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
                Files.delete(p);
            }
        }
    }
}
