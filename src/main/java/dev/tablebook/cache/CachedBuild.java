package dev.tablebook.cache;

import dev.tablebook.check.CheckRun;
import dev.tablebook.check.Finding;
import dev.tablebook.concurrent.Parallel;
import dev.tablebook.check.FindingCounts;
import dev.tablebook.check.FindingOrder;
import dev.tablebook.check.Rules;
import dev.tablebook.cost.Pricing;
import dev.tablebook.load.DesignLoader;
import dev.tablebook.load.DesignSource;
import dev.tablebook.load.GitDesigns;
import dev.tablebook.load.InputError;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import dev.tablebook.render.ServiceSummary;
import dev.tablebook.render.Site;
import dev.tablebook.render.SiteCosts;
import dev.tablebook.render.SiteWriter;
import dev.tablebook.render.Templates;
import dev.tablebook.render.drift.DriftView;
import dev.tablebook.render.verify.VerifiedView;
import dev.tablebook.run.Pipeline;
import dev.tablebook.run.Progress;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The site build of {@code build} and {@code serve}, with its cache: the design files are read
 * (not parsed), and a file whose {@link FileKey} matches an entry of the site's {@link Manifest}
 * built under the same {@link BuildKey} keeps its pages from the current site (hard-linked into
 * the new one) and its summary, counts and failing findings from the cache; only the other
 * files are loaded, checked, priced and rendered, and the pages that list every service are
 * rendered again from every summary. Whatever a kept page shows of other files must be unchanged
 * too, or the build starts over without the cache: a service now defined twice, an input error
 * of another file listed on a kept page, a changed navigation (a service added, removed or
 * retitled), a design that fails to render. A full build and a build from the cache of the same
 * inputs write the same bytes, the cache file included.
 */
public final class CachedBuild {
    /** The cache file, in the site folder (see {@link Manifest}). */
    public static final String CACHE_FILE = ".tablebook-cache";

    /** Why a first build (or one into a folder without a cache) renders everything. */
    public static final String NO_CACHE = "there is no build cache in the output folder";

    /**
     * What a build reads: the design folders and files, the pricing, the templates, the verify
     * report shown beside the patterns (and its file, for the key; both null: none), the drift
     * report shown on each table (and its file; both null: none), whether to use the cache at all
     * ({@code --no-cache}: a full build, which still writes the cache), and whether each service's
     * review packet is written into the site too ({@code --packets}).
     */
    public record Request(List<Path> designs, Pricing pricing, Templates templates, VerifiedView verified,
                          List<Path> verifiedFiles, DriftView drift, List<Path> driftFiles, boolean useCache,
                          boolean packets) {
        public Request {
            designs = List.copyOf(designs);
            verifiedFiles = verifiedFiles == null ? List.of() : List.copyOf(verifiedFiles);
            driftFiles = driftFiles == null ? List.of() : List.copyOf(driftFiles);
        }

        /** A build of the pages with no drift report and no review packets. */
        public Request(List<Path> designs, Pricing pricing, Templates templates, VerifiedView verified,
                       List<Path> verifiedFiles, boolean useCache) {
            this(designs, pricing, templates, verified, verifiedFiles, null, List.of(), useCache, false);
        }
    }

    /**
     * What the build did: the services on the site, the design files with input errors, the count
     * of every finding and, in report order, those that fail the run (input errors among them),
     * the designs that failed to render, the services rendered and those kept from the cache, and
     * why the cache was not used (null when it was).
     */
    public record Outcome(int services, List<String> failedFiles, FindingCounts counts, List<Finding> failing,
                          List<InputError> unrendered, List<String> rendered, List<String> kept, String fullBuildBecause) {
        public Outcome {
            failedFiles = List.copyOf(failedFiles);
            failing = List.copyOf(failing);
            unrendered = List.copyOf(unrendered);
            rendered = List.copyOf(rendered);
            kept = List.copyOf(kept);
        }

        /** True when the build fails: an unaccepted error finding, input errors included. */
        public boolean fails() {
            return !failing.isEmpty();
        }

        /** {@code file:line:col: message} of every input error, in report order. */
        public List<String> inputErrors() {
            return failing.stream().filter(f -> f.rule().equals(Rules.INPUT.id()))
                    .map(f -> f.pos() + ": " + f.message()).toList();
        }
    }

    /** Why a build from the cache cannot go on: it starts over as a full build. */
    private static final class StartOver extends Exception {
        StartOver(String why) {
            super(why, null, false, false);
        }
    }

    private final DesignLoader loader = new DesignLoader();
    private Progress progress = Progress.NONE;

    /** Reports the designs loaded, checked, priced and rendered as the build goes. */
    public CachedBuild progress(Progress progress) {
        this.progress = progress;
        loader.onLoaded((done, total) -> progress.at("loaded", done, total));
        return this;
    }

    /** Builds the site into the writer (the caller commits it). */
    public Outcome build(Request request, SiteWriter writer) {
        DesignLoader.Sources read = loader.read(request.designs());
        try (GitDesigns.History git = GitDesigns.history()) {
            String key = BuildKey.of(request).digest();
            // the git fingerprints on this thread (the history is not shared), the digests on all cores
            List<String> revisions = read.sources().stream().map(s -> git.fingerprint(s.path())).toList();
            List<Integer> order = java.util.stream.IntStream.range(0, revisions.size()).boxed().toList();
            List<String> digests = Parallel.map(order, Runtime.getRuntime().availableProcessors(), "tablebook-key",
                    i -> FileKey.of(read.sources().get(i), revisions.get(i)));
            Map<String, String> fileKeys = new LinkedHashMap<>();
            for (int i = 0; i < digests.size(); i++) {
                fileKeys.put(read.sources().get(i).path(), digests.get(i));
            }
            Manifest.Read previous = request.useCache() ? Manifest.read(writer.out().resolve(CACHE_FILE))
                    : Manifest.Read.none("--no-cache was given");
            String why = previous.why();
            if (previous.manifest() != null && !previous.manifest().key().equals(key)) {
                why = "the tool, its templates, the price sheet, --region, --verified or --drift changed";
            } else if (previous.manifest() != null) {
                try {
                    return build(request, writer, read, git, key, fileKeys, previous.manifest());
                } catch (StartOver e) {
                    why = e.getMessage();
                    writer.clear();
                }
            }
            try {
                Outcome full = build(request, writer, read, git, key, fileKeys, null);
                return new Outcome(full.services(), full.failedFiles(), full.counts(), full.failing(),
                        full.unrendered(), full.rendered(), full.kept(), why);
            } catch (StartOver e) {
                throw new IllegalStateException("a full build cannot start over", e);
            }
        }
    }

    /** A build keeping what {@code previous} allows (null: nothing, a full build). */
    private Outcome build(Request request, SiteWriter writer, DesignLoader.Sources read, GitDesigns.History git,
                          String key, Map<String, String> fileKeys, Manifest previous) throws StartOver {
        Map<String, Manifest.Entry> kept = new LinkedHashMap<>();
        if (previous != null) {
            for (Manifest.Entry e : previous.entries()) {
                if (e.fileKey().equals(fileKeys.get(e.file())) && intact(writer.out(), e)) {
                    kept.put(e.file(), e);
                }
            }
        }
        List<DesignSource> changed = read.sources().stream().filter(s -> !kept.containsKey(s.path())).toList();
        LoadResult loaded = loader.load(changed, read.errors());
        Set<String> keptServices = new HashSet<>();
        kept.values().forEach(e -> keptServices.add(e.service()));
        for (Design d : loaded.designs()) {
            if (keptServices.contains(d.service())) {
                throw new StartOver("service " + d.service() + " is now defined by another file too");
            }
        }
        // the input errors of the load, each listed on the page of the service named like its file
        List<Finding> inputErrors = CheckRun.findings(loaded, List.of());
        Map<String, List<Finding>> inputErrorsOf = new HashMap<>();
        inputErrors.forEach(f -> inputErrorsOf.computeIfAbsent(f.service(), k -> new ArrayList<>()).add(f));
        Set<String> failedFiles = new HashSet<>(loaded.failedFiles());
        Map<String, Integer> foreign = new HashMap<>();
        for (Finding f : inputErrors) {
            if (foreign(f, failedFiles)) {
                if (keptServices.contains(f.service())) {
                    throw new StartOver("the input error of " + f.pos().file() + " is listed on the page of service "
                            + f.service());
                }
                foreign.merge(f.service(), 1, Integer::sum);
            }
        }
        try {
            kept.values().forEach(e -> e.outputs().forEach(o -> writer.keep(o.path())));
        } catch (IllegalArgumentException e) {
            throw new StartOver("the build cache names a file the site does not hold");
        }
        List<ServiceSummary> keptSummaries = kept.values().stream().map(Manifest.Entry::summary).toList();
        // each design is priced, checked and rendered in one step on the rendering threads, and its cost
        // report let go: memory holds the reports of the services in work, not of the site
        Pipeline pipeline = Pipeline.standard(request.pricing());
        Map<String, List<Finding>> checked = new ConcurrentHashMap<>();
        Site.Rendered rendered = new Site(request.templates() == null ? new Templates() : request.templates(), git)
                .progress(progress).packets(request.packets())
                .drift(request.drift())
                .render(loaded, d -> {
                    Pipeline.Checked c = pipeline.check(d);
                    checked.put(d.service(), c.findings());
                    List<Finding> page = new ArrayList<>(c.findings());
                    page.addAll(inputErrorsOf.getOrDefault(d.service(), List.of()));
                    page.sort(FindingOrder.REPORT);
                    return new Site.ServiceInputs(page, SiteCosts.of(d, c.cost(), page));
                }, request.verified(), writer, keptSummaries);
        // every finding in report order, as the pipeline gives them: each design's and the load's input errors
        List<Finding> findings = CheckRun.findings(loaded, loaded.designs().stream()
                .map(d -> checked.getOrDefault(d.service(), List.of())).toList());
        List<ServiceSummary> all = new ArrayList<>(keptSummaries);
        rendered.services().forEach(s -> all.add(s.summary()));
        String shared = Digest.of(Site.sharedByServicePages(all));
        if (previous != null && !rendered.failures().isEmpty()) {
            throw new StartOver("a design failed to render");
        }
        if (previous != null && !shared.equals(previous.shared())) {
            throw new StartOver("a service was added, removed or retitled, and every page lists the services");
        }
        Map<String, List<Finding>> byService = new HashMap<>();
        findings.forEach(f -> byService.computeIfAbsent(f.service(), k -> new ArrayList<>()).add(f));
        Map<String, Design> designs = new HashMap<>();
        loaded.designs().forEach(d -> designs.put(d.service(), d));
        List<Manifest.Entry> entries = new ArrayList<>(kept.values());
        for (Site.ServiceFiles s : rendered.services()) {
            String service = s.summary().service();
            if (foreign.containsKey(service)) {
                continue; // its page lists another file's input error: rendered again on every build
            }
            Design d = designs.get(service);
            List<Finding> own = byService.getOrDefault(service, List.of());
            entries.add(new Manifest.Entry(d.file(), fileKeys.get(d.file()), service,
                    s.files().stream().map(f -> new Manifest.Output(f, writer.size(f))).toList(), s.summary(),
                    FindingCounts.of(own), own.stream().filter(Finding::failsRun).toList()));
        }
        if (rendered.failures().isEmpty()) {
            entries.sort(Comparator.comparing(Manifest.Entry::file));
            writer.add(CACHE_FILE, new Manifest(key, shared, entries).bytes());
        }
        List<Finding> failing = new ArrayList<>(findings.stream().filter(Finding::failsRun).toList());
        FindingCounts counts = FindingCounts.of(findings);
        for (Manifest.Entry e : kept.values()) {
            failing.addAll(e.failing());
            counts = new FindingCounts(counts.errors() + e.counts().errors(), counts.warnings() + e.counts().warnings(),
                    counts.infos() + e.counts().infos(), counts.accepted() + e.counts().accepted());
        }
        failing.sort(FindingOrder.REPORT);
        return new Outcome(loaded.designs().size() + kept.size(), loaded.failedFiles(), counts, failing,
                rendered.failures(), rendered.services().stream().map(s -> s.summary().service()).toList(),
                kept.values().stream().map(Manifest.Entry::service).toList(), null);
    }

    /** An input error of a file that did not load, which the page of the service named like the file lists. */
    private static boolean foreign(Finding f, Set<String> failedFiles) {
        return f.rule().equals(Rules.INPUT.id()) && failedFiles.contains(f.pos().file());
    }

    /** Whether every file of the entry is in the site, a regular file of the size the cache recorded. */
    private static boolean intact(Path site, Manifest.Entry e) {
        for (Manifest.Output o : e.outputs()) {
            Path f = site.resolve(o.path()).normalize();
            try {
                if (!f.startsWith(site) || !Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS) || Files.size(f) != o.size()) {
                    return false;
                }
            } catch (IOException ex) {
                return false;
            }
        }
        return !e.outputs().isEmpty();
    }
}
