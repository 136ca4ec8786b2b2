package dev.tablebook.render;

import dev.tablebook.render.drift.DriftView;
import dev.tablebook.render.verify.VerifiedView;
import dev.tablebook.load.GitDesigns;
import dev.tablebook.load.Revision;
import dev.tablebook.check.Finding;
import dev.tablebook.check.Rules;
import dev.tablebook.load.InputError;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import dev.tablebook.model.Pos;
import dev.tablebook.concurrent.Parallel;
import dev.tablebook.run.Progress;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * Renders the whole documentation site into a {@link SiteWriter}: one page per service with its
 * Markdown copy and review packet ({@link ServicePages}), then the pages that list every service
 * (the index, the search index, the navigation script), the rule catalog, the assets and the JSON
 * Schema. Services are rendered on a pool of threads, one service per task, and each service's
 * files are written as soon as they are ready; the site keeps only each service's
 * {@link ServiceSummary}, so memory holds the services being rendered, not the site. The files do
 * not depend on the order the threads finish in. File names come from service slugs, which the
 * loader validated.
 */
public final class Site {
    private final Templates templates;
    private final MarkdownText markdown = new MarkdownText();
    private final Function<Design, Revision> revisions;
    private int threads = Runtime.getRuntime().availableProcessors();
    private Progress progress = Progress.NONE;
    private DriftView drift;
    private boolean packets;

    /** A site whose pages name the git revision of each design file (read from its repository, if any). */
    public Site() {
        this(new Templates());
    }

    /** The same with the given templates (a folder of them, for {@code serve --templates}). */
    public Site(Templates templates) {
        this.templates = templates;
        this.revisions = null;
    }

    /** A site with the given source of revisions ({@code d -> null}: none). */
    public Site(Function<Design, Revision> revisions) {
        this.templates = new Templates();
        this.revisions = revisions;
    }

    /** A site with the given templates and source of revisions (null: read from each design's repository). */
    public Site(Templates templates, Function<Design, Revision> revisions) {
        this.templates = templates;
        this.revisions = revisions;
    }

    /** Renders on this many threads (default: one per available processor). */
    public Site threads(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + count);
        }
        this.threads = count;
        return this;
    }

    /** Shows a drift report on each table and on the index ({@code build --drift}); null: none. */
    public Site drift(DriftView drift) {
        this.drift = drift;
        return this;
    }

    /**
     * Writes each service's review packet into the site too ({@code build --packets}); by default
     * the site holds none: a service page prints as its packet.
     */
    public Site packets(boolean packets) {
        this.packets = packets;
        return this;
    }

    /** Reports each service rendered, as stage {@code rendered}. */
    public Site progress(Progress progress) {
        this.progress = progress;
        return this;
    }

    /**
     * Renders every design that loaded, with the findings of the check (input errors among them)
     * and the cost report of each design. A design whose pages cannot be rendered (a defect of
     * tablebook, not of the file, or a design too large for the memory left to it) is left out of
     * the site and returned as an error positioned at its file; the other designs get their pages
     * all the same.
     */
    public List<InputError> render(LoadResult loaded, List<Finding> findings, SiteCosts costs, SiteWriter writer) {
        return render(loaded, findings, costs, null, writer);
    }

    /**
     * As {@link #render(LoadResult, List, SiteCosts, SiteWriter)}, with a verify report shown on
     * the pattern pages and the index (null: none, and nothing changes).
     */
    public List<InputError> render(LoadResult loaded, List<Finding> findings, SiteCosts costs, VerifiedView verified,
                                   SiteWriter writer) {
        return render(loaded, findings, costs, verified, writer, List.of()).failures();
    }

    /**
     * What a build rendered: the designs that failed to render (positioned at their files), and
     * for each service rendered its summary (what the pages that list every service show of it)
     * and the files it wrote, which are its own: no other service's input changes them.
     */
    public record Rendered(List<InputError> failures, List<ServiceFiles> services) {
        public Rendered {
            failures = List.copyOf(failures);
            services = List.copyOf(services);
        }
    }

    /** One service's summary and the site files only it wrote (relative paths). */
    public record ServiceFiles(ServiceSummary summary, List<String> files) {
        public ServiceFiles {
            files = List.copyOf(files);
        }
    }

    /**
     * Renders the designs given, as {@link #render(LoadResult, List, SiteCosts, VerifiedView, SiteWriter)}
     * does, into a site that also lists the services of {@code kept}: services whose pages the
     * caller already put into the writer ({@link SiteWriter#keep}) from an earlier build of the same
     * inputs. The pages that list every service (index, search, rule catalog) are rendered
     * from the summaries of both, but for the rule catalog: its pages show only the catalog and
     * the navigation, which a caller that keeps pages vouches for, so they are kept too. With
     * nothing kept this is the whole site.
     */
    public Rendered render(LoadResult loaded, List<Finding> findings, SiteCosts costs, VerifiedView verified,
                           SiteWriter writer, List<ServiceSummary> kept) {
        Map<String, List<Finding>> own = new LinkedHashMap<>();
        findings.forEach(f -> own.computeIfAbsent(f.service(), k -> new ArrayList<>()).add(f));
        return render(loaded, d -> new ServiceInputs(own.getOrDefault(d.service(), List.of()), costs), verified, writer,
                kept);
    }

    /**
     * What a service's pages show of the run besides its design: its findings in report order (its
     * own and the input errors listed on its page) and its cost report, or why it has none.
     */
    public record ServiceInputs(List<Finding> findings, SiteCosts costs) {
        public ServiceInputs {
            findings = List.copyOf(findings);
        }
    }

    /**
     * As {@link #render(LoadResult, List, SiteCosts, VerifiedView, SiteWriter, List)}, with each
     * service's findings and cost report made by {@code inputs} on the thread that renders the
     * service, just before it is rendered: {@code build} prices and checks each design there, so
     * that no more cost reports are in memory than services are being rendered (a cost report is
     * about 160 KB live for a design of the examples' size; a site of thousands held them all).
     */
    public Rendered render(LoadResult loaded, Function<Design, ServiceInputs> inputs, VerifiedView verified,
                           SiteWriter writer, List<ServiceSummary> kept) {
        if (revisions == null) {
            try (GitDesigns.History git = GitDesigns.history()) {
                return render(loaded, inputs, git, verified, writer, kept);
            }
        }
        return render(loaded, inputs, revisions, verified, writer, kept);
    }

    /**
     * What every service page shows of the other services: nothing. The navigation lists them
     * from {@code services.js}, written once per site, so a page kept from an earlier build stays
     * current when services are added, removed or retitled.
     */
    public static String sharedByServicePages(List<ServiceSummary> services) {
        return "";
    }

    private Rendered render(LoadResult loaded, Function<Design, ServiceInputs> inputs,
                            Function<Design, Revision> revisionOf, VerifiedView verified, SiteWriter writer,
                            List<ServiceSummary> kept) {
        List<Design> designs = loaded.designs();
        ServicePages pages = new ServicePages(templates, markdown, packets).drift(drift);
        AtomicInteger done = new AtomicInteger();
        List<Outcome> outcomes = Parallel.map(designs, threads, "tablebook-render", d -> {
            ServiceInputs in = inputs.apply(d);
            Outcome o = renderOne(pages, d, revisionOf, in.findings(), in.costs(), verified, writer);
            progress.at("rendered", done.incrementAndGet(), designs.size());
            return o;
        });
        List<InputError> failures = new ArrayList<>();
        List<ServiceFiles> rendered = new ArrayList<>();
        for (int i = 0; i < designs.size(); i++) {
            Outcome o = outcomes.get(i);
            if (o.summary() != null) {
                rendered.add(new ServiceFiles(o.summary(), ServicePages.files(designs.get(i).service(), packets)));
            } else {
                failures.add(o.failure());
            }
        }
        List<ServiceSummary> shown = new ArrayList<>(rendered.stream().map(ServiceFiles::summary).toList());
        shown.addAll(kept);
        SiteView site = SiteView.of(sorted(shown), loaded, failures);
        // the pages that list every service are independent of each other: on all cores too
        List<Runnable> aggregates = List.of(
                () -> writer.add("index.html", templates.render("pages/index.ftlh", model(verified, "site", site, "root", ""))),
                () -> writer.add("index.md", templates.renderUtf8("md/index.ftl", model(verified, "site", site, "root", ""))),
                () -> writer.add(SearchIndex.MANIFEST, SearchIndex.manifest(site.services())),
                () -> writer.add(Navigation.SCRIPT, Navigation.script(site)),
                () -> new RulePages(templates, markdown).render(site, writer, !kept.isEmpty()),
                () -> new AssumptionPages(templates).render(writer, !kept.isEmpty()));
        Parallel.map(aggregates, threads, "tablebook-site", task -> {
            task.run();
            return task;
        });
        writer.add("assets/site.css", templates.asset("assets/site.css"));
        writer.add("assets/site.js", templates.asset("assets/site.js"));
        writer.add("assets/favicon.svg", templates.asset("assets/favicon.svg"));
        writer.addResource("schema/design.schema.json", "/schema/design.schema.json");
        writer.add(".nojekyll", "");
        return new Rendered(failures, rendered);
    }

    /** One service's summary, or the error that kept it out of the site. */
    private record Outcome(ServiceSummary summary, InputError failure) {
    }

    private static Outcome renderOne(ServicePages pages, Design d, Function<Design, Revision> revisionOf,
                                     List<Finding> findings, SiteCosts costs, VerifiedView verified, SiteWriter writer) {
        try {
            return new Outcome(pages.render(d, revision(revisionOf, d), findings, costs, verified, writer), null);
        } catch (SiteWriter.OutputRefused e) {
            throw e; // the output folder, not the design: the whole build stops
        } catch (RuntimeException | StackOverflowError e) {
            return new Outcome(null, failure(d, "(" + e + "); the other services are rendered; please report it"));
        } catch (OutOfMemoryError e) {
            return new Outcome(null, failure(d, "(it needs more memory than the Java heap of "
                    + Runtime.getRuntime().maxMemory() / (1024 * 1024) + " MB leaves it while the other services"
                    + " render); the other services are rendered; give java more with -Xmx"));
        }
    }

    /** A revision source shared by the render threads is asked by one thread at a time (git's reader is not thread-safe). */
    private static Revision revision(Function<Design, Revision> revisionOf, Design d) {
        synchronized (revisionOf) {
            return revisionOf.apply(d);
        }
    }

    private static List<ServiceSummary> sorted(List<ServiceSummary> services) {
        return services.stream().sorted(java.util.Comparator.comparing(ServiceSummary::service)).toList();
    }

    /** A design tablebook failed to render: reported at its file, like an input error, never as a stack trace. */
    private static InputError failure(Design d, String why) {
        return new InputError(Pos.of(d.file()), "tablebook could not render the pages of service " + d.service()
                + " " + why);
    }

    /** A template model of name/value pairs, with {@code verified} when there is a verify report. */
    private Map<String, Object> model(VerifiedView verified, Object... pairs) {
        Map<String, Object> m = new java.util.LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            m.put((String) pairs[i], pairs[i + 1]);
        }
        if (verified != null) {
            m.put("verified", verified);
        }
        if (drift != null) {
            m.put("drift", drift);
        }
        return m;
    }
}
