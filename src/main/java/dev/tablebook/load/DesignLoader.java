package dev.tablebook.load;

import dev.tablebook.model.Design;
import dev.tablebook.model.Pos;
import dev.tablebook.concurrent.Parallel;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;

/**
 * Loads a design repository: a folder (walked recursively), single files, or sources given as
 * bytes (e.g. read from a git revision). Each file is loaded on its own, so one broken design
 * never stops the others; every problem is an {@link InputError} with its position.
 */
public final class DesignLoader {
    /** Files larger than this are refused unread. */
    public static final long MAX_FILE_BYTES = 5L * 1024 * 1024;

    private BiConsumer<Integer, Integer> loaded = (done, total) -> {
    };
    private int threads = Runtime.getRuntime().availableProcessors();

    /** Loads on this many threads (1: on the caller's only). */
    public DesignLoader threads(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        this.threads = threads;
        return this;
    }

    /**
     * Tells {@code onLoaded} (files loaded so far, files in all) after each file, for a progress
     * line; called from the loading threads.
     */
    public DesignLoader onLoaded(BiConsumer<Integer, Integer> onLoaded) {
        this.loaded = onLoaded;
        return this;
    }

    /** Whether a file name is a design file: YAML or JSON, not starting with '_' or '.'. */
    public static boolean isDesignFile(String fileName) {
        return !fileName.startsWith("_") && !fileName.startsWith(".")
                && (fileName.endsWith(".yaml") || fileName.endsWith(".yml") || fileName.endsWith(".json"));
    }

    /**
     * The design files of folders and files as the user named them, read but not parsed, with
     * the problems of those that could not be read (an unreadable path is an input error).
     */
    public record Sources(List<DesignSource> sources, List<InputError> errors) {
        public Sources {
            sources = List.copyOf(sources);
            errors = List.copyOf(errors);
        }
    }

    /** Reads the design files of folders and files as the user named them, without parsing them. */
    public Sources read(List<Path> paths) {
        DesignFiles files = new DesignFiles();
        for (Path path : paths) {
            String shown = display(path);
            if (Files.isDirectory(path)) {
                files.folder(path, shown);
            } else {
                files.file(path, shown);
            }
        }
        return new Sources(files.sources(), files.errors());
    }

    /** Loads folders and files as the user named them. An unreadable path is an input error. */
    public LoadResult load(List<Path> paths) {
        Sources files = read(paths);
        return load(files.sources(), files.errors());
    }

    /**
     * Loads the given sources, with the problems of the files that could not be read ahead of
     * theirs ({@link #read}); the sources may be all of them or only some.
     */
    public LoadResult load(List<DesignSource> sources, List<InputError> unread) {
        LoadResult loaded = loadSources(sources);
        List<InputError> all = new ArrayList<>(unread);
        all.addAll(loaded.errors());
        List<String> failed = new ArrayList<>(unread.stream().map(e -> e.pos().file()).distinct().toList());
        failed.addAll(loaded.failedFiles());
        return new LoadResult(loaded.designs(), all, failed);
    }

    /**
     * Loads sources already in memory, each file on its own on all cores; the order of designs and
     * errors does not depend on theirs, nor on which file finished first.
     */
    public LoadResult loadSources(List<DesignSource> sources) {
        List<DesignSource> sorted = sources.stream().sorted(Comparator.comparing(DesignSource::path)).toList();
        AtomicInteger read = new AtomicInteger();
        List<Loaded> each = Parallel.map(sorted, threads, "tablebook-load", source -> {
            Problems problems = new Problems();
            Design d = loadOne(source, problems);
            loaded.accept(read.incrementAndGet(), sorted.size());
            return new Loaded(source, d, problems);
        });
        List<Design> designs = new ArrayList<>();
        List<InputError> errors = new ArrayList<>();
        List<String> failed = new ArrayList<>();
        Map<String, Design> byService = new HashMap<>();
        for (Loaded one : each) {
            Design d = one.design();
            Problems problems = one.problems();
            if (d != null && byService.containsKey(d.service())) {
                Design first = byService.get(d.service());
                problems.add(d.where().of("service"), "service `" + d.service() + "` is already defined in " + first.file()
                        + "; service names are unique in a design repository");
            }
            if (problems.any() || d == null) {
                errors.addAll(problems.reported());
                failed.add(one.source().path());
            } else {
                byService.put(d.service(), d);
                designs.add(d);
            }
        }
        designs.sort(Comparator.comparing(Design::service));
        return new LoadResult(designs, errors, failed);
    }

    /** One file loaded on its own: its design (null when it has none) and its problems so far. */
    private record Loaded(DesignSource source, Design design, Problems problems) {
    }

    /** Loads one design from text (tests, init, git revisions). */
    public LoadResult loadText(String path, String text) {
        return loadSources(List.of(new DesignSource(path, text.getBytes(StandardCharsets.UTF_8))));
    }

    private static Design loadOne(DesignSource source, Problems problems) {
        String file = source.path();
        if (source.content().length > MAX_FILE_BYTES) {
            problems.add(Pos.of(file), tooLarge(source.content().length));
            return null;
        }
        String text = SourceText.decode(source, problems);
        if (text == null) {
            return null;
        }
        if (text.isBlank() || text.lines().allMatch(l -> l.isBlank() || l.stripLeading().startsWith("#"))) {
            problems.add(Pos.of(file), "the file holds no design (it is empty)");
            return null;
        }
        try {
            if (source.isJson()) {
                Node root = TreeBuilder.parseJson(file, text);
                return foreign(file, root, problems) ? null : new ImportReader(problems).read(file, root);
            }
            if (!SourceText.linesFit(file, text, problems)) {
                return null;
            }
            Node root = TreeBuilder.parseYaml(file, text, problems);
            return foreign(file, root, problems) ? null : new DesignReader(file, problems).read(root);
        } catch (TreeBuilder.TreeException e) {
            e.problems().forEach(p -> problems.add(p.pos(), p.message()));
            return null;
        } catch (RuntimeException | StackOverflowError e) {
            // A defect of tablebook, not of the file: still reported per file, never a stack trace for the others.
            problems.add(Pos.of(file), "tablebook could not read this file (" + e + "); please report it");
            return null;
        }
    }

    /** True, with the problem naming it, when the file is another tool's (see {@link ForeignFormat}). */
    private static boolean foreign(String file, Node root, Problems problems) {
        String what = root == null ? null : ForeignFormat.describe(file, root);
        if (what != null) {
            problems.add(root.pos(), what);
        }
        return what != null;
    }

    /** "the file is 8.6 MB; design files are limited to 5 MB". */
    public static String tooLarge(long bytes) {
        return String.format(Locale.ROOT, "the file is %.1f MB; design files are limited to %d MB",
                bytes / (1024.0 * 1024), MAX_FILE_BYTES / (1024 * 1024));
    }

    private static String display(Path path) {
        String s = path.toString().replace('\\', '/');
        return s.endsWith("/") && s.length() > 1 ? s.substring(0, s.length() - 1) : s;
    }
}
