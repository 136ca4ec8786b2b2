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
        if (revisions == null) {
            try (GitDesigns.History git = GitDesigns.history()) {
                return render(loaded, findings, costs, git, verified, writer);
            }
        }
        return render(loaded, findings, costs, revisions, verified, writer);
    }

    private List<InputError> render(LoadResult loaded, List<Finding> findings, SiteCosts costs,
                                    Function<Design, Revision> revisionOf, VerifiedView verified,
                                    SiteWriter writer) {
        List<InputError> failures = new ArrayList<>();
        List<ServiceView> views = new ArrayList<>();
        Map<String, Design> designs = new LinkedHashMap<>();
        for (Design d : loaded.designs()) {
            try {
                views.add(ServiceView.of(d, revisionOf.apply(d), findings.stream()
                        .filter(f -> d.service().equals(f.service())).toList(), costs, markdown));
                designs.put(d.service(), d);
            } catch (RuntimeException | StackOverflowError e) {
                failures.add(failure(d, e));
            }
        }
        SiteView all = SiteView.of(views, loaded, failures, costs);
        Packet packet = new Packet(templates, markdown);
        List<ServiceView> rendered = new ArrayList<>();
        for (ServiceView service : all.services()) {
            try {
                ServiceSections sections = ServiceSections.of(templates, service, verified);
                Map<String, Object> model = model(verified, "site", all, "service", service, "root", "../");
                String md = templates.render("md/service.ftl", model);
                model.put("sectionHtml", sections.page());
                String html = templates.render("pages/service.ftlh", model);
                String packetHtml = packet.render(service, PacketGuards.of(designs.get(service.service())), sections);
                writer.add("services/" + service.service() + ".html", html);
                writer.add("services/" + service.service() + ".md", md);
                writer.add("packets/" + service.service() + ".html", packetHtml);
                rendered.add(service);
            } catch (RuntimeException | StackOverflowError e) {
                failures.add(failure(designs.get(service.service()), e));
            }
        }
        SiteView site = SiteView.of(rendered, loaded, failures, costs);
        writer.add("index.html", templates.render("pages/index.ftlh", model(verified, "site", site, "root", "")));
        writer.add("index.md", templates.render("md/index.ftl", model(verified, "site", site, "root", "")));
        writer.add("search-index.json", SearchIndex.json(site, RulePages.views(markdown)));
        writer.add("search-index.js", SearchIndex.script(site, RulePages.views(markdown)));
        new RulePages(templates, markdown).render(site, writer);
        writer.add("assets/site.css", templates.asset("assets/site.css"));
        writer.add("assets/site.js", templates.asset("assets/site.js"));
        writer.add("assets/favicon.svg", templates.asset("assets/favicon.svg"));
        writer.addResource("schema/design.schema.json", "/schema/design.schema.json");
        writer.add(".nojekyll", "");
        return failures;
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
