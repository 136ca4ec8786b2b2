package dev.tablebook.render;

import dev.tablebook.render.verify.VerifiedView;
import dev.tablebook.load.GitDesigns;
import dev.tablebook.load.Revision;
import dev.tablebook.check.Finding;
import dev.tablebook.load.InputError;
import dev.tablebook.load.LoadResult;
import dev.tablebook.model.Design;
import dev.tablebook.model.Pos;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Renders the whole documentation site into a {@link SiteWriter}: the index and one page per
 * service, each as HTML with its Markdown copy beside it, the search index, the assets and the
 * JSON Schema. File names come from service slugs, which the loader validated.
 */
public final class Site {
    private final Templates templates;
    private final MarkdownText markdown = new MarkdownText();
    private final Function<Design, Revision> revisions;

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

    /**
     * Renders every design that loaded, with the findings of the check (input errors among them)
     * and the cost report of each design. A design whose pages cannot be rendered (a defect of
     * tablebook, not of the file) is left out of the site and returned as an error positioned at
     * its file; the other designs get their pages all the same.
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
        if (revisions == null) {
            try (GitDesigns.History git = GitDesigns.history()) {
                return render(loaded, findings, costs, git, verified, writer, kept);
            }
        }
        return render(loaded, findings, costs, revisions, verified, writer, kept);
    }

    /**
     * What every service page shows of the other services (the navigation: each service and its
     * title, in order). A page kept from an earlier build is current only while this is unchanged.
     */
    public static String sharedByServicePages(List<ServiceSummary> services) {
        StringBuilder sb = new StringBuilder();
        for (ServiceSummary s : sorted(services)) {
            sb.append(s.service()).append('\t').append(s.title()).append('\n');
        }
        return sb.toString();
    }

    private Rendered render(LoadResult loaded, List<Finding> findings, SiteCosts costs,
                            Function<Design, Revision> revisionOf, VerifiedView verified, SiteWriter writer,
                            List<ServiceSummary> kept) {
        List<InputError> failures = new ArrayList<>();
        List<ServiceView> views = new ArrayList<>();
        Map<String, Design> designs = new LinkedHashMap<>();
        Map<String, ServiceSummary> summaries = new LinkedHashMap<>();
        Map<String, List<Finding>> byService = new LinkedHashMap<>();
        findings.forEach(f -> byService.computeIfAbsent(f.service(), k -> new ArrayList<>()).add(f));
        for (Design d : loaded.designs()) {
            try {
                ServiceView v = ServiceView.of(d, revisionOf.apply(d), byService.getOrDefault(d.service(), List.of()),
                        costs, markdown);
                views.add(v);
                summaries.put(d.service(), ServiceSummary.of(v, costs));
                designs.put(d.service(), d);
            } catch (RuntimeException | StackOverflowError e) {
                failures.add(failure(d, e));
            }
        }
        List<ServiceSummary> listed = new ArrayList<>(summaries.values());
        listed.addAll(kept);
        SiteView all = new SiteView(sorted(listed), null, List.of(), List.of());
        Packet packet = new Packet(templates, markdown);
        List<ServiceFiles> rendered = new ArrayList<>();
        for (ServiceView service : views) {
            try {
                ServiceSections sections = ServiceSections.of(templates, service, verified);
                Map<String, Object> model = model(verified, "site", all, "service", service, "root", "../");
                String md = templates.render("md/service.ftl", model);
                model.put("sectionHtml", sections.page());
                String html = templates.render("pages/service.ftlh", model);
                String packetHtml = packet.render(service, PacketGuards.of(designs.get(service.service())), sections);
                List<String> files = List.of("services/" + service.service() + ".html",
                        "services/" + service.service() + ".md", "packets/" + service.service() + ".html");
                writer.add(files.get(0), html);
                writer.add(files.get(1), md);
                writer.add(files.get(2), packetHtml);
                rendered.add(new ServiceFiles(summaries.get(service.service()), files));
            } catch (RuntimeException | StackOverflowError e) {
                failures.add(failure(designs.get(service.service()), e));
            }
        }
        List<ServiceSummary> shown = new ArrayList<>(rendered.stream().map(ServiceFiles::summary).toList());
        shown.addAll(kept);
        SiteView site = SiteView.of(sorted(shown), loaded, failures);
        writer.add("index.html", templates.render("pages/index.ftlh", model(verified, "site", site, "root", "")));
        writer.add("index.md", templates.render("md/index.ftl", model(verified, "site", site, "root", "")));
        List<RulePages.RuleView> rules = RulePages.views(markdown);
        writer.add("search-index.json", SearchIndex.json(site, rules));
        writer.add("search-index.js", SearchIndex.script(site, rules));
        new RulePages(templates, markdown).render(site, writer, !kept.isEmpty());
        writer.add("assets/site.css", templates.asset("assets/site.css"));
        writer.add("assets/site.js", templates.asset("assets/site.js"));
        writer.add("assets/favicon.svg", templates.asset("assets/favicon.svg"));
        writer.addResource("schema/design.schema.json", "/schema/design.schema.json");
        writer.add(".nojekyll", "");
        return new Rendered(failures, rendered);
    }

    private static List<ServiceSummary> sorted(List<ServiceSummary> services) {
        return services.stream().sorted(java.util.Comparator.comparing(ServiceSummary::service)).toList();
    }

    /** A design tablebook failed to render: reported at its file, like an input error, never as a stack trace. */
    private static InputError failure(Design d, Throwable e) {
        return new InputError(Pos.of(d.file()), "tablebook could not render the pages of service " + d.service()
                + " (" + e + "); the other services are rendered; please report it");
    }

    /** A template model of name/value pairs, with {@code verified} when there is a verify report. */
    private static Map<String, Object> model(VerifiedView verified, Object... pairs) {
        Map<String, Object> m = new java.util.LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            m.put((String) pairs[i], pairs[i + 1]);
        }
        if (verified != null) {
            m.put("verified", verified);
        }
        return m;
    }
}
